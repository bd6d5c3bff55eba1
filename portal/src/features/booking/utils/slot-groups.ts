import { SLOT_GROUPS } from '@contexts/availability/availability.constants';
import { londonDateOptions, londonHour } from '../../../shared/format';
import { oneSlotPerTime } from '../../../shared/slots';
import type { SlotView } from '../api/search-practices';

/** Morning (6 to under 12), Afternoon (12 to under 17), Evening (17 to under 22); empty groups dropped. */
export function groupSlots(all: SlotView[]) {
  const slots = oneSlotPerTime(all);
  const hours = new Map(slots.map((s) => [s, londonHour(s.startTime)]));
  return SLOT_GROUPS.map((g) => ({ ...g, slots: slots.filter((s) => hours.get(s)! >= g.fromHour && hours.get(s)! < g.toHour) })).filter(
    (g) => g.slots.length > 0,
  );
}

/** The 14 London dates of the dropdown, today first (see londonDateOptions). */
export function dateOptions(today: Date = new Date(), days = 14): ReadonlyArray<{ value: string; label: string }> {
  return londonDateOptions(days, today);
}

/** Map zoom by distance (spec section 9). */
export function zoomForDistance(km: number | null): number {
  if (km === null) return 13;
  if (km > 100) return 7;
  if (km > 50) return 8;
  if (km > 20) return 9;
  if (km > 10) return 10;
  if (km > 5) return 11;
  if (km > 2) return 12;
  return 13;
}
