import { describe, expect, it } from 'vitest';
import { formatDateLong, formatDateShort, formatPounds, formatSlotShort, formatTime, formatWhen } from './format';

describe('en-GB formatting helpers', () => {
  it('writes long dates in London time', () => {
    expect(formatDateLong('2027-03-28T08:00:00Z')).toBe('Sunday 28 March 2027');
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatDateLong('2027-06-30T23:30:00Z')).toBe('Thursday 1 July 2027');
  });

  it('writes list dates as dd/mm/yyyy', () => {
    expect(formatDateShort('2027-01-05T10:00:00Z')).toBe('05/01/2027');
    expect(formatDateShort(new Date('2027-12-31T12:00:00Z'))).toBe('31/12/2027');
  });

  it('writes times as hh:mm on the 24-hour clock in London time across DST', () => {
    expect(formatTime('2027-07-01T08:00:00Z')).toBe('09:00');
    expect(formatTime('2027-01-01T08:05:00Z')).toBe('08:05');
    expect(formatTime('2027-01-01T00:00:00Z')).toBe('00:00');
    expect(formatTime('2027-01-01T17:45:00+00:00')).toBe('17:45');
  });

  it('writes the short slot form', () => {
    expect(formatSlotShort('2027-07-01T08:30:00Z')).toBe('Thu 1 Jul, 09:30');
  });

  it('answers exactly "Invalid date" and "Invalid time" for bad input', () => {
    for (const bad of ['nope', '', null, undefined, Number.NaN]) {
      expect(formatDateLong(bad)).toBe('Invalid date');
      expect(formatDateShort(bad)).toBe('Invalid date');
      expect(formatTime(bad)).toBe('Invalid time');
    }
  });

  it('writes pounds from pence, whole pounds without pence', () => {
    expect(formatPounds(3900)).toBe('£39');
    expect(formatPounds(14900)).toBe('£149');
    expect(formatPounds(1950)).toBe('£19.50');
    expect(formatPounds(150000)).toBe('£1,500');
  });
});

describe('londonDateOptions across a clock change', () => {
  it('lists 14 consecutive London dates without repeating or skipping one', async () => {
    const { londonDateOptions } = await import('./format');
    // 00:30 London on the Sunday the clocks go back (BST → GMT): that day has 25 hours.
    const dates = londonDateOptions(14, new Date('2027-10-30T23:30:00Z')).map((o) => o.value);
    expect(dates[0]).toBe('2027-10-31');
    expect(new Set(dates).size).toBe(14);
    expect(dates[13]).toBe('2027-11-13');
  });
});


describe(formatWhen.name, () => {
  // 23:50 on Monday 29 March 2027 in London (BST since the Sunday).
  const now = new Date('2027-03-29T22:50:00Z');
  it('says "Today" and "Tomorrow" by the London calendar, then the weekday and date', () => {
    expect(formatWhen('2027-03-29T22:55:00Z', now)).toBe('Today 23:55');
    expect(formatWhen('2027-03-30T07:00:00Z', now)).toBe('Tomorrow 08:00');
    expect(formatWhen('2027-03-31T07:00:00Z', now)).toBe('Wednesday 31 March, 08:00');
    expect(formatWhen('nonsense', now)).toBe('Invalid date');
  });
});

describe('the English formatters against the browser formatter they replaced', () => {
  // The London clock is worked out by hand (london-clock.ts); en-GB's words and order must stay Intl's.
  const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' });
  const long = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  const short = intl({ weekday: 'short', day: 'numeric', month: 'short' });
  const time = intl({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const list = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
  const words = (format: Intl.DateTimeFormat, d: Date) => format.formatToParts(d).filter((p) => p.type !== 'literal').map((p) => p.value);

  it('writes what Intl wrote, every 7 hours and 13 minutes of 2026 to 2028', () => {
    const wrong: string[] = [];
    for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2029, 0, 1); t += (7 * 60 + 13) * 60_000) {
      const d = new Date(t);
      const expected = [words(long, d).join(' '), `${words(short, d).join(' ')}, ${words(time, d).join(':')}`, words(time, d).join(':'), words(list, d).join('/')];
      const actual = [formatDateLong(d), formatSlotShort(d), formatTime(d), formatDateShort(d)];
      if (JSON.stringify(actual) !== JSON.stringify(expected)) wrong.push(`${d.toISOString()}: ${actual.join(' | ')} ≠ ${expected.join(' | ')}`);
    }
    expect(wrong).toEqual([]);
  });
});
