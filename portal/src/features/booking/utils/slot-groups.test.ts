import { describe, expect, it } from 'vitest';
import { dateOptions, groupSlots, zoomForDistance } from './slot-groups';

const slot = (iso: string) => ({ id: iso, startTime: iso, endTime: iso });

describe('slot grouping', () => {
  it('groups by London hour: morning, afternoon, evening', () => {
    const groups = groupSlots([slot('2027-07-01T08:30:00+01:00'), slot('2027-07-01T12:00:00+01:00'), slot('2027-07-01T16:59:00+01:00'), slot('2027-07-01T17:00:00+01:00')]);
    expect(groups.map((g) => [g.label, g.slots.length])).toEqual([
      ['Morning', 1],
      ['Afternoon', 2],
      ['Evening', 1],
    ]);
  });

  it('offers each time once when several operatives are free then', () => {
    const groups = groupSlots([slot('2027-07-01T09:00:00+01:00'), { ...slot('2027-07-01T09:00:00+01:00'), id: 'other' }]);
    expect(groups[0].slots).toHaveLength(1);
  });

  it('offers 14 dates, today first', () => {
    const options = dateOptions(new Date('2027-03-27T12:00:00Z'));
    expect(options).toHaveLength(14);
    expect(options[0].value).toBe('2027-03-27');
    expect(options[1].value).toBe('2027-03-28');
    expect(options[0].label).toMatch(/^Today, /);
  });

  it.each([
    ['just after midnight as a 25-hour day begins (clocks go back)', '2026-10-24T23:30:00Z', '2026-10-25'],
    ['just before midnight ahead of a 23-hour day (clocks go forward)', '2027-03-27T23:30:00Z', '2027-03-27'],
  ])('offers 14 different consecutive dates %s', (_, now, first) => {
    const values = dateOptions(new Date(now)).map((o) => o.value);
    expect(values[0]).toBe(first);
    expect(new Set(values).size).toBe(14);
    for (let i = 1; i < values.length; i++) {
      expect(Date.parse(`${values[i]}T00:00:00Z`) - Date.parse(`${values[i - 1]}T00:00:00Z`)).toBe(86_400_000);
    }
  });

  it('zooms by distance as the spec says', () => {
    expect([150, 60, 30, 15, 8, 3, 1].map(zoomForDistance)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });
});
