import type { EditorSlot, GeneratedPlan } from '../api/admin';

/** One cell of the editor grid: a saved slot, or a planned one that Save would create. */
export interface GridSlot {
  startTime: string;
  endTime: string;
  available: boolean;
  /** Held or booked: shown as such, never toggled (the server refuses it too). */
  locked: boolean;
  status: string;
  /** Planned by Generate Slots, not saved yet. */
  planned: boolean;
}

const key = (iso: string) => new Date(iso).getTime();

export function gridFromDay(slots: EditorSlot[]): GridSlot[] {
  return slots
    .map((s) => ({ startTime: s.startTime, endTime: s.endTime, available: s.available, locked: s.locked, status: s.status, planned: false }))
    .sort((a, b) => key(a.startTime) - key(b.startTime));
}

/**
 * Generate Slots over a day that may already have slots: saved slots keep their state (a booking is
 * never lost to a re-plan); planned times not yet saved join as Available.
 */
export function mergePlan(saved: GridSlot[], plan: GeneratedPlan['slots']): GridSlot[] {
  const byTime = new Map(saved.map((s) => [key(s.startTime), s]));
  for (const p of plan) {
    if (!byTime.has(key(p.startTime))) byTime.set(key(p.startTime), { startTime: p.startTime, endTime: p.endTime, available: true, locked: false, status: 'open', planned: true });
  }
  return [...byTime.values()].sort((a, b) => key(a.startTime) - key(b.startTime));
}

export function toggle(grid: GridSlot[], startTime: string): GridSlot[] {
  return grid.map((s) => (s.startTime === startTime && !s.locked ? { ...s, available: !s.available } : s));
}

/**
 * What Save sends for the grid: every slot whose state differs from what is saved. Planned slots
 * are created open by the plan, so only the ones made Unavailable need a choice.
 */
export function gridChanges(grid: GridSlot[], saved: GridSlot[]): Array<{ startTime: string; available: boolean }> {
  const savedByTime = new Map(saved.map((s) => [key(s.startTime), s]));
  return grid
    .filter((s) => !s.locked)
    .filter((s) => {
      const before = savedByTime.get(key(s.startTime));
      return before ? before.available !== s.available : !s.available;
    })
    .map((s) => ({ startTime: s.startTime, available: s.available }));
}

/** Hours offered by the selects: start 8 to 19, end 9 to 20 (spec section 9). */
export function hourRange(min: number, max: number): number[] {
  return Array.from({ length: max - min + 1 }, (_, i) => min + i);
}

/** ISO weekdays (1 = Monday … 7 = Sunday) as the recurring plan takes them. */
export const ISO_WEEKDAYS = [
  { iso: 1, label: 'Monday' },
  { iso: 2, label: 'Tuesday' },
  { iso: 3, label: 'Wednesday' },
  { iso: 4, label: 'Thursday' },
  { iso: 5, label: 'Friday' },
  { iso: 6, label: 'Saturday' },
  { iso: 7, label: 'Sunday' },
] as const;
