import { describe, expect, it } from 'vitest';
import { londonClock, londonHhMm, londonIsoDate, londonOffsetMs } from './london-clock';

/** The time-zone database's answer (Node's ICU), to check the hand-worked rule against. */
const database = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function fromDatabase(instant: Date) {
  const part = Object.fromEntries(database.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(part.year),
    month: Number(part.month),
    day: Number(part.day),
    weekday: WEEKDAYS.indexOf(part.weekday),
    hour: Number(part.hour),
    minute: Number(part.minute),
  };
}

describe(londonClock.name, () => {
  it('agrees with the time-zone database every hour from 1996 to 2040', () => {
    const wrong: string[] = [];
    for (let t = Date.UTC(1996, 0, 1); t < Date.UTC(2041, 0, 1); t += 3_600_000) {
      const instant = new Date(t);
      if (JSON.stringify(londonClock(instant)) !== JSON.stringify(fromDatabase(instant))) wrong.push(instant.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('agrees with it every minute of the two hours around each clock change', () => {
    const wrong: string[] = [];
    for (let year = 1996; year <= 2040; year++) {
      for (const month of [2, 9]) {
        // The last Sunday of the month, from 00:00 to 02:00 UTC.
        const last = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
        for (let t = sunday; t < sunday + 2 * 3_600_000; t += 60_000) {
          const instant = new Date(t);
          if (JSON.stringify(londonClock(instant)) !== JSON.stringify(fromDatabase(instant))) wrong.push(instant.toISOString());
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    expect(londonOffsetMs(Date.parse('2027-03-28T00:59:59Z'))).toBe(0);
    expect(londonOffsetMs(Date.parse('2027-03-28T01:00:00Z'))).toBe(3_600_000);
    expect(londonOffsetMs(Date.parse('2027-10-31T00:59:59Z'))).toBe(3_600_000);
    expect(londonOffsetMs(Date.parse('2027-10-31T01:00:00Z'))).toBe(0);
  });

  it('writes the time and the date as the pages and the api do', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    const clock = londonClock(new Date('2027-06-30T23:30:00Z'));
    expect(londonHhMm(clock)).toBe('00:30');
    expect(londonIsoDate(clock)).toBe('2027-07-01');
    expect(londonHhMm(londonClock(new Date('2027-01-05T09:05:00Z')))).toBe('09:05');
  });
});
