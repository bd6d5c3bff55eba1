import type { I18n } from '@lingui/core';
import { type Message, say } from './i18n';

/**
 * Dates and times on the London clock in the patient's language (ADR 0049, item 5). The numbers come
 * from `Intl` in en-GB, which every browser has; the day and month names and the order of the parts
 * come from the catalog. Chromium has no Welsh date data (`Intl.DateTimeFormat('cy')` answers in US
 * English), so a Welsh date formatted by the browser would be English and would differ from the
 * prerendered page it hydrates.
 */
const TZ = 'Europe/London';

const WEEKDAY_KEYS = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' } as const;
const MONTH_KEYS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

const WEEKDAY: Message = /*i18n*/ {
  id: 'date.weekday',
  message: '{weekday, select, mon {Monday} tue {Tuesday} wed {Wednesday} thu {Thursday} fri {Friday} sat {Saturday} other {Sunday}}',
};
const WEEKDAY_SHORT: Message = /*i18n*/ {
  id: 'date.weekday.short',
  message: '{weekday, select, mon {Mon} tue {Tue} wed {Wed} thu {Thu} fri {Fri} sat {Sat} other {Sun}}',
};
const MONTH: Message = /*i18n*/ {
  id: 'date.month',
  message:
    '{month, select, jan {January} feb {February} mar {March} apr {April} may {May} jun {June} jul {July} aug {August} sep {September} oct {October} nov {November} other {December}}',
};
const MONTH_SHORT: Message = /*i18n*/ {
  id: 'date.month.short',
  message: '{month, select, jan {Jan} feb {Feb} mar {Mar} apr {Apr} may {May} jun {Jun} jul {Jul} aug {Aug} sep {Sept} oct {Oct} nov {Nov} other {Dec}}',
};
/** "Sunday 28 March 2027" */
const DATE_LONG: Message = /*i18n*/ { id: 'date.long', message: '{weekday} {day} {month} {year}' };
/** "Sunday 28 March" */
const DATE_DAY_MONTH: Message = /*i18n*/ { id: 'date.dayMonth', message: '{weekday} {day} {month}' };
/** "Thu 1 Jul, 09:30" */
const DATE_SLOT_SHORT: Message = /*i18n*/ { id: 'date.slotShort', message: '{weekday} {day} {month}, {time}' };
/** "Today, Monday 1 March" */
const DATE_TODAY: Message = /*i18n*/ { id: 'date.today', message: 'Today, {date}' };

let numbers: Intl.DateTimeFormat | undefined;

/** The instant's date and time on the London clock, as numbers and catalog keys. */
function londonParts(instant: Date) {
  // Made once: building an Intl formatter costs milliseconds on a slow phone.
  numbers ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TZ,
    weekday: 'short',
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(numbers.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    weekday: WEEKDAY_KEYS[part.weekday as keyof typeof WEEKDAY_KEYS],
    month: MONTH_KEYS[Number(part.month) - 1],
    // en-GB pads the day when the month is a number ("01/03/2027"): the words never do.
    day: String(Number(part.day)),
    year: part.year,
    time: `${part.hour}:${part.minute}`,
  };
}

/** "Sunday 28 March 2027" / "Dydd Sul 28 Mawrth 2027". */
export function londonDateLong(i18n: I18n, instant: Date): string {
  const p = londonParts(instant);
  return say(i18n, DATE_LONG, { weekday: say(i18n, WEEKDAY, { weekday: p.weekday }), day: p.day, month: say(i18n, MONTH, { month: p.month }), year: p.year });
}

/** "Sunday 28 March" / "Dydd Sul 28 Mawrth". */
export function londonDayMonth(i18n: I18n, instant: Date): string {
  const p = londonParts(instant);
  return say(i18n, DATE_DAY_MONTH, { weekday: say(i18n, WEEKDAY, { weekday: p.weekday }), day: p.day, month: say(i18n, MONTH, { month: p.month }) });
}

/** "Thu 1 Jul, 09:30" / "Iau 1 Gorff, 09:30": a time to choose. */
export function londonSlotShort(i18n: I18n, instant: Date): string {
  const p = londonParts(instant);
  return say(i18n, DATE_SLOT_SHORT, {
    weekday: say(i18n, WEEKDAY_SHORT, { weekday: p.weekday }),
    day: p.day,
    month: say(i18n, MONTH_SHORT, { month: p.month }),
    time: p.time,
  });
}

/** "09:30": the 24-hour clock in both languages. */
export function londonTime(instant: Date): string {
  return londonParts(instant).time;
}

/** "Today, Monday 1 March" / "Heddiw, Dydd Llun 1 Mawrth": the first of a list of dates. */
export function londonToday(i18n: I18n, instant: Date): string {
  return say(i18n, DATE_TODAY, { date: londonDayMonth(i18n, instant) });
}
