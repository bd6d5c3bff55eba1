import { SLOT_GROUPS } from '@contexts/availability/availability.constants';
import { oneSlotPerTime } from '../../../shared/slots';
import type { SlotView } from '../api/search-practices';

/** London hour of an ISO time. */
export function londonHour(iso: string): number {
  return Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hour12: false, timeZone: 'Europe/London' }).format(new Date(iso)));
}

/** Morning (6 to under 12), Afternoon (12 to under 17), Evening (17 to under 22); empty groups dropped. */
export function groupSlots(all: SlotView[]) {
  const slots = oneSlotPerTime(all);
  return SLOT_GROUPS.map((g) => ({ ...g, slots: slots.filter((s) => londonHour(s.startTime) >= g.fromHour && londonHour(s.startTime) < g.toHour) })).filter(
    (g) => g.slots.length > 0,
  );
}

/**
 * The 14 London dates of the dropdown, today first. Counted in calendar days from today's London
 * date (each taken at noon UTC, always on that London date), so a day of 23 or 25 hours at a clock
 * change never repeats or skips a date the way adding 24-hour steps to "now" does after midnight.
 */
export function dateOptions(today: Date = new Date(), days = 14): Array<{ value: string; label: string }> {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
  const label = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'long', day: 'numeric', month: 'long' });
  const [y, m, d] = fmt.format(today).split('-').map(Number);
  return Array.from({ length: days }, (_, i) => {
    const noon = new Date(Date.UTC(y, m - 1, d + i, 12));
    return { value: fmt.format(noon), label: i === 0 ? `Today, ${label.format(noon)}` : label.format(noon) };
  });
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
