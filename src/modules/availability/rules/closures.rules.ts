import { CLOSURE_MAX_DAYS, CLOSURE_MESSAGES as M } from '../availability.constants.js';
import { type BankHolidayRegion, UK_BANK_HOLIDAYS } from '../bank-holidays.constants.js';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
/** A real calendar date written yyyy-MM-dd (2026-13-01 and 2026-02-30 are not). */
const isValid = (date: string | undefined): date is string => Boolean(date && ISO_DATE.test(date) && !Number.isNaN(Date.parse(`${date}T00:00:00Z`)) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date);

/** A closure's dates (London calendar dates, both inclusive): the problems with them, by field. */
export function closureProblems(range: { startsOn?: string; endsOn?: string }, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const { startsOn, endsOn } = range;
  if (!isValid(startsOn)) problems.startsOn = M.datesRequired;
  if (!isValid(endsOn)) problems.endsOn = M.datesRequired;
  if (Object.keys(problems).length) return problems;
  if (startsOn! < today) problems.startsOn = M.pastStart;
  if (endsOn! < startsOn!) problems.endsOn = M.endBeforeStart;
  else if (dayNumber(endsOn!) - dayNumber(startsOn!) + 1 > CLOSURE_MAX_DAYS) problems.endsOn = M.tooLong;
  return problems;
}

/** The region's bank holidays from today on (each one a one-day closure). */
export function upcomingBankHolidays(region: BankHolidayRegion, today: string): Array<{ date: string; title: string }> {
  return UK_BANK_HOLIDAYS[region].filter((h) => h.date >= today);
}
