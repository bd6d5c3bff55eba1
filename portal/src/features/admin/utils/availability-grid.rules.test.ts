import { describe, expect, it } from 'vitest';
import { formatHour12, londonToday } from '../../../shared/format';
import type { EditorSlot } from '../api/admin';
import { gridChanges, gridFromDay, hourRange, mergePlan, toggle } from './availability-grid.rules';

const slot = (t: string, over: Partial<Pick<EditorSlot, 'available' | 'locked' | 'status'>> = {}): EditorSlot => ({
  id: t,
  startTime: `2027-03-01T${t}:00+00:00`,
  endTime: `2027-03-01T${t}:30+00:00`,
  status: 'open',
  available: true,
  locked: false,
  ...over,
});
const planned = (t: string) => ({ startTime: `2027-03-01T${t}:00Z`, endTime: `2027-03-01T${t}:30Z`, available: true });

describe('availability grid rules', () => {
  it('keeps saved slots (and their bookings) when a plan is generated over them', () => {
    const saved = gridFromDay([slot('09:00', { available: false, locked: true, status: 'booked' }), slot('10:00', { available: false })]);
    const grid = mergePlan(saved, [planned('09:00'), planned('09:30'), planned('10:00')]);
    expect(grid.map((s) => [s.startTime.slice(11, 16), s.available, s.locked, s.planned])).toEqual([
      ['09:00', false, true, false],
      ['09:30', true, false, true],
      ['10:00', false, false, false],
    ]);
  });

  it('toggles an open slot both ways and never a locked one', () => {
    const saved = gridFromDay([slot('09:00'), slot('10:00', { available: false, locked: true, status: 'held' })]);
    const once = toggle(saved, saved[0].startTime);
    expect(once[0].available).toBe(false);
    expect(toggle(once, saved[0].startTime)[0].available).toBe(true);
    expect(toggle(saved, saved[1].startTime)[1]).toEqual(saved[1]);
  });

  it('sends only what changed: toggled saved slots and planned slots made unavailable', () => {
    const saved = gridFromDay([slot('09:00'), slot('10:00', { available: false })]);
    let grid = mergePlan(saved, [planned('11:00'), planned('11:30')]);
    grid = toggle(grid, saved[0].startTime);
    grid = toggle(grid, grid.find((s) => s.startTime.includes('11:30'))!.startTime);
    expect(gridChanges(grid, saved)).toEqual([
      { startTime: saved[0].startTime, available: false },
      { startTime: '2027-03-01T11:30:00Z', available: false },
    ]);
    expect(gridChanges(saved, saved)).toEqual([]);
  });

  it('offers start hours 8–19 and end hours 9–20 in 12-hour form', () => {
    expect(hourRange(8, 19)).toHaveLength(12);
    expect(hourRange(9, 20).at(-1)).toBe(20);
    expect([8, 12, 17, 20].map(formatHour12)).toEqual(['8:00 AM', '12:00 PM', '5:00 PM', '8:00 PM']);
  });

  it("gives today's London date (BST evening is still today in London)", () => {
    expect(londonToday(new Date('2027-06-30T22:30:00Z'))).toBe('2027-06-30');
    expect(londonToday(new Date('2027-06-30T23:30:00Z'))).toBe('2027-07-01');
  });
});
