import { describe, expect, it } from 'vitest';
import type { EditorSlot } from '../api/admin';
import { dayEditorReducer, EMPTY_DAY } from './day-editor';

const slot = (t: string, over: Partial<EditorSlot> = {}): EditorSlot => ({
  id: t,
  startTime: `2027-03-01T${t}:00+00:00`,
  endTime: `2027-03-01T${t}:30+00:00`,
  status: 'open',
  available: true,
  locked: false,
  ...over,
});
const plan = { date: '2027-03-01', startHour: 9, endHour: 10, slotMinutes: 30 };
const generated = { date: '2027-03-01', days: 1, total: 2, slots: [{ startTime: '2027-03-01T09:00:00Z', endTime: '2027-03-01T09:30:00Z', available: true }, { startTime: '2027-03-01T09:30:00Z', endTime: '2027-03-01T10:00:00Z', available: true }] };
const times = (grid: { startTime: string; available: boolean; planned: boolean }[]) => grid.map((s) => [s.startTime.slice(11, 16), s.available, s.planned]);

describe('dayEditorReducer', () => {
  it('shows the day as read: the grid is a copy of what is saved, with no plan', () => {
    const s = dayEditorReducer({ ...EMPTY_DAY, plan: { plan, days: 1, total: 2 } }, { type: 'loaded', slots: [slot('10:00'), slot('09:00', { available: false })] });
    expect(times(s.grid)).toEqual([
      ['09:00', false, false],
      ['10:00', true, false],
    ]);
    expect(s.saved).toEqual(s.grid);
    expect(s.plan).toBeUndefined();
  });

  it('merges a plan into the saved day (a saved slot keeps its state) and keeps the plan to save', () => {
    const day = dayEditorReducer(EMPTY_DAY, { type: 'loaded', slots: [slot('09:00', { available: false })] });
    const s = dayEditorReducer(day, { type: 'generated', plan, result: generated });
    expect(times(s.grid)).toEqual([
      ['09:00', false, false],
      ['09:30', true, true],
    ]);
    expect(s.saved).toBe(day.saved);
    expect(s.plan).toEqual({ plan, days: 1, total: 2 });
  });

  it('a plan generated again starts from the saved day, not from the last plan or its toggles', () => {
    const once = dayEditorReducer(dayEditorReducer(EMPTY_DAY, { type: 'generated', plan, result: generated }), { type: 'toggled', startTime: '2027-03-01T09:00:00Z' });
    expect(times(once.grid)[0]).toEqual(['09:00', false, true]);
    const again = dayEditorReducer(once, { type: 'generated', plan, result: generated });
    expect(times(again.grid)[0]).toEqual(['09:00', true, true]);
  });

  it('toggles a slot in the grid only, and clears everything for another day', () => {
    const day = dayEditorReducer(EMPTY_DAY, { type: 'loaded', slots: [slot('09:00')] });
    const s = dayEditorReducer(day, { type: 'toggled', startTime: day.grid[0].startTime });
    expect(s.grid[0].available).toBe(false);
    expect(s.saved[0].available).toBe(true);
    expect(dayEditorReducer(s, { type: 'cleared' })).toEqual({ saved: [], grid: [] });
  });
});
