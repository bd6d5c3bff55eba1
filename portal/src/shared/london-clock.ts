/**
 * The London wall clock of an instant, worked out from the UK's summer-time rule instead of asked of
 * `Intl`: a page's first `Intl.DateTimeFormat` loads the browser's date data, 11–15 ms of one task on
 * this project's own hosts (about 100 ms on a phone 8× slower), in the middle of the first render of
 * every page that shows a date or a time. The rule (British Summer Time from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October) has held since 1996 (the Summer Time
 * Order 2002 keeps it); london-clock.test.ts checks it against the time-zone database every hour of
 * 1996–2040 and every minute around each change, so a change of the law fails the test once the
 * database knows it.
 */
export type LondonClock = {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  /** 1–31 */
  readonly day: number;
  /** 0 = Sunday … 6 = Saturday, as `Date.getUTCDay` */
  readonly weekday: number;
  /** 0–23 */
  readonly hour: number;
  readonly minute: number;
};

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0-based) of `year`: the moment the UK's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Each year's British Summer Time, worked out at its first use: a page formats dozens of times of the same year. */
const summerTimes = new Map<number, readonly [start: number, end: number]>();

/** London's offset from UTC at an instant: an hour in British Summer Time, none in winter. */
export function londonOffsetMs(epochMs: number): number {
  const year = new Date(epochMs).getUTCFullYear();
  let summer = summerTimes.get(year);
  if (!summer) summerTimes.set(year, (summer = [lastSundayAtOneUtc(year, 2), lastSundayAtOneUtc(year, 9)]));
  return epochMs >= summer[0] && epochMs < summer[1] ? HOUR_MS : 0;
}

/** The date and time a clock in London shows at `instant`. */
export function londonClock(instant: Date): LondonClock {
  const wall = new Date(instant.getTime() + londonOffsetMs(instant.getTime()));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** "09:30": the London clock's hours and minutes, 24-hour. */
export function londonHhMm(clock: LondonClock): string {
  return `${two(clock.hour)}:${two(clock.minute)}`;
}

/** "2027-03-28": the London date as the api writes dates. */
export function londonIsoDate(clock: LondonClock): string {
  return `${clock.year}-${two(clock.month)}-${two(clock.day)}`;
}
