import type { PracticeSummary } from '../api/search-practices';

/** Spec section 8, "Map": what the map says instead of drawing when it has no usable pair of points. */
export const MAP_MESSAGES = {
  notFound: 'Could not find coordinates for one or both locations',
  loadError: 'Error loading map coordinates',
} as const;

export interface LatLng {
  lat: number;
  lng: number;
}

const isLatitude = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= -90 && v <= 90;
const isLongitude = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= -180 && v <= 180;

/**
 * The two points of the practice map, or the spec's reason there are none:
 * - the patient's point comes with every search answer, so one that is absent or not a real
 *   latitude/longitude is a loading error ("Error loading map coordinates");
 * - a practice may simply have no coordinates ("Could not find coordinates for one or both
 *   locations"); coordinates that are there but are not numbers in range are a loading error too.
 */
export function mapPoints(from: Partial<LatLng> | null | undefined, practice: Pick<PracticeSummary, 'latitude' | 'longitude'>): { points: [LatLng, LatLng] } | { problem: string } {
  if (!from || !isLatitude(from.lat) || !isLongitude(from.lng)) return { problem: MAP_MESSAGES.loadError };
  if (practice.latitude === null || practice.latitude === undefined || practice.longitude === null || practice.longitude === undefined) {
    return { problem: MAP_MESSAGES.notFound };
  }
  if (!isLatitude(practice.latitude) || !isLongitude(practice.longitude)) return { problem: MAP_MESSAGES.loadError };
  return { points: [{ lat: from.lat, lng: from.lng }, { lat: practice.latitude, lng: practice.longitude }] };
}
