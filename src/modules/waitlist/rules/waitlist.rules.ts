import { distanceKm, type LatLng, reachKm } from '../../search/rules/search.rules.js';
import type { Locale } from '../../site/languages.constants.js';
import { WAITLIST_MESSAGES } from '../waitlist.constants.js';
import { WAITLIST_MESSAGES_CY } from '../waitlist.cy.constants.js';

/** The waitlist's messages to the patient in `locale` (their Welsh mirror for `cy`). */
export const waitlistMessagesIn = (locale: Locale) => (locale === 'cy' ? WAITLIST_MESSAGES_CY : WAITLIST_MESSAGES);

export interface WaitingEntry {
  id: string;
  latitude: number;
  longitude: number;
  radiusKm: number;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * Who is offered a slot at a practice: waiting patients whose own search radius reaches the practice
 * (the search's 1.1 × tolerance), whose window has not ended, nearest first, then the earliest to
 * join. A practice without coordinates reaches nobody.
 */
export function rankForPractice<E extends WaitingEntry>(practice: { lat: number | null; lng: number | null }, entries: E[], now: Date): Array<E & { distanceKm: number }> {
  if (practice.lat === null || practice.lng === null) return [];
  return entries
    .filter((e) => e.expiresAt.getTime() > now.getTime())
    .map((e) => ({ ...e, distanceKm: distanceKm({ lat: e.latitude, lng: e.longitude } as LatLng, practice) }))
    .filter((e) => e.distanceKm <= reachKm(e.radiusKm))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}

/** The postcode area ("SW" of "SW1A 1AA") the admin's waitlist figures are grouped by. */
export function postcodeArea(outcode: string): string {
  return outcode.match(/^[A-Z]+/)?.[0] ?? outcode;
}
