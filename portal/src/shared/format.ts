/** en-GB formatting helpers (spec: locale en-GB, list dates dd/mm/yyyy, times hh:mm; calendar in Europe/London). */
const TZ = 'Europe/London';
export const INVALID_DATE = 'Invalid date';
export const INVALID_TIME = 'Invalid time';

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const d = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and options, built once: building an Intl formatter costs milliseconds
 * on a slow phone (the home page's prices alone were ≈ 100 ms of its hydration at 4× CPU slowdown),
 * using one costs microseconds.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

function parts(d: Date, options: Intl.DateTimeFormatOptions) {
  const list = dateTimeFormat('en-GB', { ...options, timeZone: TZ }).formatToParts(d);
  return (type: Intl.DateTimeFormatPartTypes) => list.find((p) => p.type === type)?.value ?? '';
}

/** "Sunday 28 March 2027" (assembled from parts: ICU versions differ on the comma after the weekday). */
export function formatDateLong(value: DateInput): string {
  const d = toDate(value);
  if (!d) return INVALID_DATE;
  const part = parts(d, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

/** "05/01/2027": the spec's list date. */
export function formatDateShort(value: DateInput): string {
  const d = toDate(value);
  if (!d) return INVALID_DATE;
  const part = parts(d, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** "09:30", 24-hour clock. */
export function formatTime(value: DateInput): string {
  const d = toDate(value);
  if (!d) return INVALID_TIME;
  const part = parts(d, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${part('hour')}:${part('minute')}`;
}

/** "Thu 1 Jul, 09:30": the spec's short weekday, day, month and hh:mm form. */
export function formatSlotShort(value: DateInput): string {
  const d = toDate(value);
  if (!d) return INVALID_DATE;
  const part = parts(d, { weekday: 'short', day: 'numeric', month: 'short' });
  return `${part('weekday')} ${part('day')} ${part('month')}, ${formatTime(d)}`;
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
  const d = toDate(value);
  if (!d) return Number.NaN;
  return Number(parts(d, { hour: '2-digit', hourCycle: 'h23' })('hour'));
}

/** Today's date on the London clock as yyyy-MM-dd (the admin date inputs' minimum). */
export function londonToday(now: Date = new Date()): string {
  return dateTimeFormat('en-CA', { timeZone: TZ, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
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
    const label = dateTimeFormat('en-GB', { timeZone: TZ, weekday: 'long', day: 'numeric', month: 'long' });
    const [y, m, d] = today.split('-').map(Number);
    options = Array.from({ length: days }, (_, i) => {
      const noon = new Date(Date.UTC(y, m - 1, d + i, 12));
      return { value: londonToday(noon), label: i === 0 ? `Today, ${label.format(noon)}` : label.format(noon) };
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
  const d = toDate(value);
  if (!d) return INVALID_DATE;
  const [today, tomorrow] = londonDateOptions(2, now).map((o) => o.value);
  const day = londonToday(d);
  if (day === today) return `Today ${formatTime(d)}`;
  if (day === tomorrow) return `Tomorrow ${formatTime(d)}`;
  const part = parts(d, { weekday: 'long', day: 'numeric', month: 'long' });
  return `${part('weekday')} ${part('day')} ${part('month')}, ${formatTime(d)}`;
}
