import { EARTH_RADIUS_KM, MAX_ALTERNATIVES, NEAREST_KEPT, RADIUS_TOLERANCE, SEARCH_HORIZON_DAYS, SEARCH_MESSAGES, ALTERNATIVES_DAYS } from './search.constants.js';

export interface LatLng {
  lat: number;
  lng: number;
}

/** Great-circle distance (haversine, R = 6371 km) rounded to 0.1 km; no coordinates = infinitely far. */
export function distanceKm(from: LatLng, to: { lat: number | null; lng: number | null }): number {
  if (to.lat === null || to.lng === null) return Number.POSITIVE_INFINITY;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLng = rad(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a)) * 10) / 10;
}

/** A bounding box around a point that contains every point within `km` (for an index range scan). */
export function boundingBox(centre: LatLng, km: number) {
  const dLat = km / 111.045;
  const dLng = km / (111.045 * Math.max(Math.cos((centre.lat * Math.PI) / 180), 0.01));
  return { minLat: centre.lat - dLat, maxLat: centre.lat + dLat, minLng: centre.lng - dLng, maxLng: centre.lng + dLng };
}

export interface Candidate<P> {
  practice: P & { id: string; name: string };
  distanceKm: number;
  /** The practice's first bookable slot within the horizon, and its London day offset (0 = today). */
  first: { dayOffset: number; date: string; slot: { id: string; startTime: string; endTime: string } } | null;
}

export interface SearchOutcome<P> {
  radiusKm: number;
  nearest: Candidate<P> | null;
  date: string | null;
  sorted: Candidate<P>[];
  alternatives: Array<{ candidate: Candidate<P>; nextAvailable: { date: string; slot: { id: string; startTime: string; endTime: string } } | null }>;
  message?: string;
}

const byDistance = <P>(a: Candidate<P>, b: Candidate<P>) =>
  a.distanceKm - b.distanceKm || a.practice.name.localeCompare(b.practice.name) || a.practice.id.localeCompare(b.practice.id);

/**
 * The spec's search (section 4): practices within 1.1 × the radius are considered; today is tried
 * for all of them first, then days 1–13; the nearest practice with a slot on the earliest such day
 * wins (ties: name, then id). Up to 3 other in-range practices are alternatives with their next slot
 * within 7 days; the nearest 5 are kept.
 */
export function decideSearch<P>(candidates: Candidate<P>[], radiusKm: number): SearchOutcome<P> {
  const inRange = candidates.filter((c) => Number.isFinite(c.distanceKm) && c.distanceKm <= radiusKm * RADIUS_TOLERANCE).sort(byDistance);
  const sorted = inRange.slice(0, NEAREST_KEPT);
  if (inRange.length === 0) {
    return { radiusKm, nearest: null, date: null, sorted, alternatives: [], message: SEARCH_MESSAGES.noPracticesWithin(radiusKm) };
  }
  const withSlots = inRange.filter((c) => c.first && c.first.dayOffset >= 0 && c.first.dayOffset < SEARCH_HORIZON_DAYS);
  if (withSlots.length === 0) {
    return { radiusKm, nearest: null, date: null, sorted, alternatives: [], message: SEARCH_MESSAGES.noAppointmentsWithin(radiusKm) };
  }
  const earliestDay = Math.min(...withSlots.map((c) => c.first!.dayOffset));
  const nearest = withSlots.filter((c) => c.first!.dayOffset === earliestDay).sort(byDistance)[0];
  const alternatives = inRange
    .filter((c) => c !== nearest)
    .slice(0, MAX_ALTERNATIVES)
    .map((candidate) => ({
      candidate,
      nextAvailable:
        candidate.first && candidate.first.dayOffset < ALTERNATIVES_DAYS ? { date: candidate.first.date, slot: candidate.first.slot } : null,
    }));
  return { radiusKm, nearest, date: nearest.first!.date, sorted, alternatives };
}

/** The deterministic last-resort point near central London for a postcode nothing else knows. */
export function fallbackPoint(postcode: string, centre: LatLng): LatLng {
  let h = 2166136261;
  for (const ch of postcode) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  const u = ((h >>> 0) % 10_000) / 10_000;
  const v = (((h >>> 0) / 10_000) % 10_000) / 10_000;
  return { lat: Math.round((centre.lat + (u - 0.5) * 0.1) * 1e5) / 1e5, lng: Math.round((centre.lng + (v - 0.5) * 0.1) * 1e5) / 1e5 };
}
