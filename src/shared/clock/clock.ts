import { Global, Injectable, Module } from '@nestjs/common';
import { DateTime } from 'luxon';
import { DATE_MESSAGES, DATE_WINDOW_YEARS, LONDON_TZ } from './clock.constants.js';
import { ValidationError } from '../errors/domain-error.js';

/**
 * A date or instant the calendar cannot place (not yyyy-MM-dd, not a real day, or outside years
 * 0001–9999). Such values come from a client that got past the edge, so they answer 400, not 500.
 */
export class InvalidLondonDateError extends ValidationError {
  constructor(message: string = DATE_MESSAGES.format) {
    super(message);
  }
}

/**
 * The one clock (ARCHITECTURE.md rule 3). Every "now", "today" and calendar notion goes through it
 * so tests can set the time; calendar notions are computed in Europe/London, DST included.
 */
/**
 * Tests only: how far every process's clock is moved from the machine's, so a whole run (api, worker
 * and test code) lives on a chosen day (`npm run test:days`). Never read in production.
 */
export function startOffsetMs(env: NodeJS.ProcessEnv = process.env): number {
  if (env.NODE_ENV === 'production') return 0;
  const offset = Number(env.TEST_CLOCK_OFFSET_MS ?? 0);
  return Number.isSafeInteger(offset) ? offset : 0;
}

@Injectable()
export class Clock {
  private readonly startOffsetMs = startOffsetMs();
  private offsetMs = this.startOffsetMs;
  private fixed?: number;

  now(): Date {
    return new Date(this.fixed ?? Date.now() + this.offsetMs);
  }

  /** Today's date in London as yyyy-MM-dd. */
  londonToday(): string {
    return toLondonDate(this.now());
  }

  /** The London dates a client may send, both inclusive (DATE_WINDOW_YEARS around today). */
  dateWindow(): { from: string; to: string } {
    const today = this.londonToday();
    return { from: addLondonYears(today, -DATE_WINDOW_YEARS.back), to: addLondonYears(today, DATE_WINDOW_YEARS.ahead) };
  }

  /** Tests only: freeze the clock at an instant, or move it by an offset. */
  setNow(instant: Date | string): void {
    this.fixed = new Date(instant).getTime();
  }
  advance(ms: number): void {
    if (this.fixed !== undefined) this.fixed += ms;
    else this.offsetMs += ms;
  }
  /** Back to the run's clock: the machine's, or the day `TEST_CLOCK_OFFSET_MS` moved it to. */
  reset(): void {
    this.fixed = undefined;
    this.offsetMs = this.startOffsetMs;
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}

/**
 * London's UTC offset in minutes at an instant. Clock changes happen on the hour (01:00 UTC), so the
 * offset is constant within a UTC hour: it is computed once per hour with Luxon and remembered.
 * Without the cache, formatting slot times is about half of a slots request's CPU (ADR 0020).
 */
const offsetByHour = new Map<number, number>();
function londonOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / 3_600_000);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size > 50_000) offsetByHour.clear();
    offset = DateTime.fromMillis(hour * 3_600_000, { zone: LONDON_TZ }).offset;
    offsetByHour.set(hour, offset);
  }
  return offset;
}
const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const INSTANT_MESSAGE = 'Times are written as ISO 8601 with an offset, in years 0001 to 9999.';
/** Years the calendar works in: four digits, and PostgreSQL has no year 0. */
const isWorkingYear = (year: number) => Number.isInteger(year) && year >= 1 && year <= 9999;

/** An instant shifted to London wall-clock time, read through the UTC getters. */
function londonLocal(instant: Date): Date {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) throw new InvalidLondonDateError(INSTANT_MESSAGE);
  const local = new Date(ms + londonOffsetMinutes(ms) * 60_000);
  if (!isWorkingYear(local.getUTCFullYear())) throw new InvalidLondonDateError(INSTANT_MESSAGE);
  return local;
}

/** The London calendar date (yyyy-MM-dd) of an instant. */
export function toLondonDate(instant: Date): string {
  const local = londonLocal(instant);
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** The instant of a London wall-clock time on a London date (DST-safe). */
export function londonInstant(date: string, hour: number, minute = 0): Date {
  utcMidnight(date);
  const dt = DateTime.fromISO(date, { zone: LONDON_TZ }).set({ hour, minute, second: 0, millisecond: 0 });
  if (!dt.isValid) throw new InvalidLondonDateError();
  return dt.toJSDate();
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC midnight of a yyyy-MM-dd date; InvalidLondonDateError for anything else (2027-02-30 included). */
function utcMidnight(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) throw new InvalidLondonDateError();
  // setUTCFullYear, not Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
  const ms = new Date(0).setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (isoDateOf(ms) !== date) throw new InvalidLondonDateError();
  return ms;
}

/** yyyy-MM-dd of a UTC midnight, or undefined outside years 0001–9999 (toISOString writes +010000 there). */
function isoDateOf(ms: number): string | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  if (!isWorkingYear(year)) return undefined;
  return `${pad(year, 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Adds whole calendar days to a London date (yyyy-MM-dd): calendar arithmetic, no time zone. */
export function addLondonDays(date: string, days: number): string {
  const result = isoDateOf(utcMidnight(date) + days * 86_400_000);
  if (result === undefined) throw new InvalidLondonDateError();
  return result;
}

/** The same day `years` later (or earlier); 29 February becomes the 28th in a common year. */
export function addLondonYears(date: string, years: number): string {
  utcMidnight(date);
  const [y, m, d] = date.split('-').map(Number);
  const year = y + years;
  if (!isWorkingYear(year)) throw new InvalidLondonDateError();
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${pad(year, 4)}-${pad(m)}-${pad(m === 2 && d === 29 && !leap ? 28 : d)}`;
}

/**
 * The instant London's day `date` starts. London changes clocks at 01:00 UTC, never at midnight,
 * so midnight always exists once: UTC midnight minus the offset in force then (checked twice, as
 * the offset an hour either side of midnight may differ).
 */
function londonMidnight(date: string): number {
  const utc = utcMidnight(date);
  const guess = utc - londonOffsetMinutes(utc) * 60_000;
  return utc - londonOffsetMinutes(guess) * 60_000;
}

/** Start (inclusive) and end (exclusive) instants of a London calendar date: 23, 24 or 25 hours. */
export function londonDayBounds(date: string): { start: Date; end: Date } {
  return { start: new Date(londonMidnight(date)), end: new Date(londonMidnight(addLondonDays(date, 1))) };
}

/** An ISO 8601 string with the London offset, as the HTTP contract wants for slot times (Luxon's form, milliseconds only when not zero). */
export function toLondonIso(instant: Date): string {
  const local = londonLocal(instant);
  const offset = (local.getTime() - instant.getTime()) / 60_000;
  const millis = local.getUTCMilliseconds();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${millis ? `.${pad(millis, 3)}` : ''}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
