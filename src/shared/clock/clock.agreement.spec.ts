import { DateTime } from 'luxon';
import { addLondonDays, InvalidLondonDateError, londonDayBounds, londonInstant, toLondonDate, toLondonIso } from './clock.js';

// Exhaustive checks that do not depend on the day they run: kept apart from clock.spec.ts, which the
// date matrix (npm run test:days) runs at every fixed day.
describe('fast London formatting agrees with Luxon', () => {
  const luxonIso = (d: Date) => DateTime.fromJSDate(d, { zone: 'Europe/London' }).toISO({ suppressMilliseconds: true });
  const luxonDate = (d: Date) => DateTime.fromJSDate(d, { zone: 'Europe/London' }).toISODate();

  it('on 200,000 instants from 2024 to 2030, with and without milliseconds', () => {
    const from = Date.UTC(2024, 0, 1);
    const span = Date.UTC(2031, 0, 1) - from;
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 200_000; i++) {
      const ms = from + Math.floor(random() * span);
      const d = new Date(i % 2 ? ms : ms - (ms % 1000));
      expect(toLondonIso(d)).toBe(luxonIso(d));
      expect(toLondonDate(d)).toBe(luxonDate(d));
    }
  });

  it('around every clock change of 2026 and 2027, to the second', () => {
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1), Date.UTC(2027, 2, 28, 1), Date.UTC(2027, 9, 31, 1)]) {
      for (let s = -7200; s <= 7200; s += 1) {
        const d = new Date(change + s * 1000);
        expect(toLondonIso(d)).toBe(luxonIso(d));
        expect(toLondonDate(d)).toBe(luxonDate(d));
      }
    }
  });

  it('on every London day from 2020 to 2040: day bounds and adding days', () => {
    const luxonBounds = (date: string) => {
      const start = DateTime.fromISO(date, { zone: 'Europe/London' }).startOf('day');
      return { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
    };
    const luxonAdd = (date: string, days: number) =>
      DateTime.fromISO(date, { zone: 'Europe/London' }).plus({ days }).toISODate();
    for (let day = DateTime.fromISO('2020-01-01', { zone: 'UTC' }); day.year < 2041; day = day.plus({ days: 1 })) {
      const date = day.toISODate()!;
      expect(londonDayBounds(date)).toEqual(luxonBounds(date));
      for (const days of [1, -1, 13, 14, 400]) expect(addLondonDays(date, days)).toBe(luxonAdd(date, days));
    }
  });

  it('refuses what is not a calendar date with a 400, not a RangeError', () => {
    for (const bad of ['2027-02-30', '2027-13-01', '27-01-01', '2027-1-1', '', '+010000-01-01']) {
      expect(() => addLondonDays(bad, 1)).toThrow(InvalidLondonDateError);
      expect(() => londonDayBounds(bad)).toThrow(InvalidLondonDateError);
      expect(() => londonInstant(bad, 9)).toThrow(InvalidLondonDateError);
    }
    expect(new InvalidLondonDateError()).toMatchObject({ status: 400, code: 'validation', message: 'Dates are written as yyyy-MM-dd.' });
  });
});
