/** en-GB formatting helpers (spec: locale en-GB, list dates dd/mm/yyyy, times hh:mm; calendar in Europe/London). */
import { type LondonClock, londonClock, londonHhMm, londonIsoDate } from './london-clock';

export const INVALID_DATE = 'Invalid date';
export const INVALID_TIME = 'Invalid time';

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
/** en-GB's abbreviations (CLDR's: "Sept", not "Sep"). */
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

/** The London clock's reading, or nothing for bad input (london-clock.ts: no `Intl`, whose first formatter costs a page milliseconds). */
function clockOf(value: DateInput): LondonClock | undefined {
  const d = toDate(value);
  return d && londonClock(d);
}

/** "Sunday 28 March 2027" */
export function formatDateLong(value: DateInput): string {
  const c = clockOf(value);
  return c ? `${WEEKDAYS[c.weekday]} ${c.day} ${MONTHS[c.month - 1]} ${c.year}` : INVALID_DATE;
}

/** "05/01/2027": the spec's list date. */
export function formatDateShort(value: DateInput): string {
  const c = clockOf(value);
  return c ? londonIsoDate(c).split('-').reverse().join('/') : INVALID_DATE;
}

/** "09:30", 24-hour clock. */
export function formatTime(value: DateInput): string {
  const c = clockOf(value);
  return c ? londonHhMm(c) : INVALID_TIME;
}

/** "Thu 1 Jul, 09:30": the spec's short weekday, day, month and hh:mm form. */
export function formatSlotShort(value: DateInput): string {
  const c = clockOf(value);
  return c ? `${WEEKDAYS[c.weekday].slice(0, 3)} ${c.day} ${MONTHS_SHORT[c.month - 1]}, ${londonHhMm(c)}` : INVALID_DATE;
}

/**
 * Pence to pounds: "£39", "£19.50", "£1,500". Written out by hand: building an Intl currency
 * formatter loads ICU's currency data, ≈ 20 ms on a slow phone (80 ms at 4× CPU slowdown) in the
 * middle of the home page's hydration, for a format that never changes.
 */
export function formatPounds(pence: number): string {
  if (!Number.isFinite(pence)) return '£0';
  const cents = Math.round(Math.abs(pence));
  const pounds = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = Number.isInteger(pence / 100) ? '' : `.${String(cents % 100).padStart(2, '0')}`;
  return `${pence < 0 && cents > 0 ? '-' : ''}£${pounds}${decimals}`;
}

/** The hour (0-23) of an instant on the London clock, or NaN for bad input. */
export function londonHour(value: DateInput): number {
  return clockOf(value)?.hour ?? Number.NaN;
}

/** Today's date on the London clock as yyyy-MM-dd (the admin date inputs' minimum). */
export function londonToday(now: Date = new Date()): string {
  return londonIsoDate(londonClock(now));
}

/** An hour of the day in 12-hour form: 8 → "8:00 AM", 12 → "12:00 PM", 20 → "8:00 PM". */
export function formatHour12(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:00 ${hour < 12 || hour === 24 ? 'AM' : 'PM'}`;
}

/**
 * The next `days` London dates as options, today first ("Today, Monday 1 March", "Tuesday 2 March", …).
 * Counted in calendar days from today's London date (each at noon UTC, always on that date), so a
 * 23- or 25-hour day at a clock change never repeats or skips a date.
 */
export function londonDateOptions(days: number, now: Date = new Date()): ReadonlyArray<{ value: string; label: string }> {
  const today = londonToday(now);
  const key = `${today}/${days}`;
  let options = dateOptionLists.get(key);
  if (!options) {
    const [y, m, d] = today.split('-').map(Number);
    options = Array.from({ length: days }, (_, i) => {
      const c = londonClock(new Date(Date.UTC(y, m - 1, d + i, 12)));
      const label = `${WEEKDAYS[c.weekday]} ${c.day} ${MONTHS[c.month - 1]}`;
      return { value: londonIsoDate(c), label: i === 0 ? `Today, ${label}` : label };
    });
    dateOptionLists.set(key, options);
  }
  return options;
}

/**
 * The lists already made, by today's date: a page re-renders its date list at every tap, and the
 * same day's list is the same 28 formatted dates (and the same array, so memoised parts keep it).
 */
const dateOptionLists = new Map<string, ReadonlyArray<{ value: string; label: string }>>();

/**
 * When a time is, as a patient reads it at a glance: "Today 14:30", "Tomorrow 08:00", else
 * "Wednesday 26 November, 08:00" (London calendar days, so "tomorrow" is right across midnight and
 * clock changes).
 */
export function formatWhen(value: DateInput, now: Date = new Date()): string {
  const c = clockOf(value);
  if (!c) return INVALID_DATE;
  const [today, tomorrow] = londonDateOptions(2, now).map((o) => o.value);
  const day = londonIsoDate(c);
  if (day === today) return `Today ${londonHhMm(c)}`;
  if (day === tomorrow) return `Tomorrow ${londonHhMm(c)}`;
  return `${WEEKDAYS[c.weekday]} ${c.day} ${MONTHS[c.month - 1]}, ${londonHhMm(c)}`;
}
