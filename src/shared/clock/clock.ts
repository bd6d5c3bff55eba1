import { Global, Injectable, Module } from '@nestjs/common';
import { DateTime } from 'luxon';
import { LONDON_TZ } from '../../modules/availability/availability.constants.js';

/**
 * The one clock (ARCHITECTURE.md rule 3). Every "now", "today" and calendar notion goes through it
 * so tests can set the time; calendar notions are computed in Europe/London, DST included.
 */
@Injectable()
export class Clock {
  private offsetMs = 0;
  private fixed?: number;

  now(): Date {
    return new Date(this.fixed ?? Date.now() + this.offsetMs);
  }

  /** Today's date in London as yyyy-MM-dd. */
  londonToday(): string {
    return toLondonDate(this.now());
  }

  /** Tests only: freeze the clock at an instant, or move it by an offset. */
  setNow(instant: Date | string): void {
    this.fixed = new Date(instant).getTime();
  }
  advance(ms: number): void {
    if (this.fixed !== undefined) this.fixed += ms;
    else this.offsetMs += ms;
  }
  reset(): void {
    this.fixed = undefined;
    this.offsetMs = 0;
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}

/**
 * London's UTC offset in minutes at an instant. Clock changes happen on the hour (01:00 UTC), so the
 * offset is constant within a UTC hour: it is computed once per hour with Luxon and remembered.
 * Formatting slot times was about half of a slots request's CPU before this (ADR 0020).
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

/** The London calendar date (yyyy-MM-dd) of an instant. */
export function toLondonDate(instant: Date): string {
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date');
  const local = new Date(ms + londonOffsetMinutes(ms) * 60_000);
  return `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** The instant of a London wall-clock time on a London date (DST-safe). */
export function londonInstant(date: string, hour: number, minute = 0): Date {
  const dt = DateTime.fromISO(date, { zone: LONDON_TZ }).set({ hour, minute, second: 0, millisecond: 0 });
  if (!dt.isValid) throw new RangeError(`Invalid London date ${date}`);
  return dt.toJSDate();
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** UTC midnight of a yyyy-MM-dd date, or a RangeError for anything else (2027-02-30 included). */
function utcMidnight(date: string): number {
  const m = ISO_DATE.exec(date);
  const ms = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || !Number.isFinite(ms) || new Date(ms).toISOString().slice(0, 10) !== date) {
    throw new RangeError(`Invalid London date ${date}`);
  }
  return ms;
}

/** Adds whole calendar days to a London date (yyyy-MM-dd): calendar arithmetic, no time zone. */
export function addLondonDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * 86_400_000).toISOString().slice(0, 10);
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
  const ms = instant.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date');
  const offset = londonOffsetMinutes(ms);
  const local = new Date(ms + offset * 60_000);
  const millis = local.getUTCMilliseconds();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${pad(local.getUTCFullYear(), 4)}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}${millis ? `.${pad(millis, 3)}` : ''}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}
