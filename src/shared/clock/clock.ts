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

/** The London calendar date (yyyy-MM-dd) of an instant. */
export function toLondonDate(instant: Date): string {
  return DateTime.fromJSDate(instant, { zone: LONDON_TZ }).toISODate()!;
}

/** The instant of a London wall-clock time on a London date (DST-safe). */
export function londonInstant(date: string, hour: number, minute = 0): Date {
  const dt = DateTime.fromISO(date, { zone: LONDON_TZ }).set({ hour, minute, second: 0, millisecond: 0 });
  if (!dt.isValid) throw new RangeError(`Invalid London date ${date}`);
  return dt.toJSDate();
}

/** Adds whole calendar days to a London date (yyyy-MM-dd). */
export function addLondonDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: LONDON_TZ }).plus({ days }).toISODate()!;
}

/** Start (inclusive) and end (exclusive) instants of a London calendar date: 23, 24 or 25 hours. */
export function londonDayBounds(date: string): { start: Date; end: Date } {
  const start = DateTime.fromISO(date, { zone: LONDON_TZ }).startOf('day');
  return { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
}

/** An ISO 8601 string with the London offset, as the HTTP contract wants for slot times. */
export function toLondonIso(instant: Date): string {
  return DateTime.fromJSDate(instant, { zone: LONDON_TZ }).toISO({ suppressMilliseconds: true })!;
}
