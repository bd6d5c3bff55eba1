/**
 * One choice per start time: two operatives free at 09:00 are one time for the patient. Keeps the
 * first slot of each time (the server lists them sorted), so booking it takes a real slot.
 */
export function oneSlotPerTime<T extends { startTime: string }>(slots: readonly T[]): T[] {
  const seen = new Set<string>();
  return slots.filter((s) => (seen.has(s.startTime) ? false : (seen.add(s.startTime), true)));
}
