import type { PracticeSummary } from '../api/search-practices';
import { MAP_PROBLEMS } from '../messages';

/** Spec section 8, "Map": what the map says instead of drawing when it has no usable pair of points (say `MAP_PROBLEMS[reason]`). */
export { MAP_PROBLEMS };
export type MapProblemReason = keyof typeof MAP_PROBLEMS;

/** The same, in English: for the map components until they say `MAP_PROBLEMS[reason]` in the page's language. */
export const MAP_MESSAGES: Readonly<Record<MapProblemReason, string>> = {
  notFound: MAP_PROBLEMS.notFound.message,
  loadError: MAP_PROBLEMS.loadError.message,
};

export interface LatLng {
  lat: number;
  lng: number;
}

const isLatitude = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= -90 && v <= 90;
const isLongitude = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= -180 && v <= 180;

/**
 * The two points of the practice map, or the spec's reason there are none (`problem` in English,
 * `reason` to say it in the page's language with `MAP_PROBLEMS`):
 * - the patient's point comes with every search answer, so one that is absent or not a real
 *   latitude/longitude is a loading error ("Error loading map coordinates");
 * - a practice may simply have no coordinates ("Could not find coordinates for one or both
 *   locations"); coordinates that are there but are not numbers in range are a loading error too.
 */
export function mapPoints(
  from: Partial<LatLng> | null | undefined,
  practice: Pick<PracticeSummary, 'latitude' | 'longitude'>,
): { points: [LatLng, LatLng] } | { problem: string; reason: MapProblemReason } {
  const problem = (reason: MapProblemReason) => ({ problem: MAP_MESSAGES[reason], reason });
  if (!from || !isLatitude(from.lat) || !isLongitude(from.lng)) return problem('loadError');
  if (practice.latitude === null || practice.latitude === undefined || practice.longitude === null || practice.longitude === undefined) {
    return problem('notFound');
  }
  if (!isLatitude(practice.latitude) || !isLongitude(practice.longitude)) return problem('loadError');
  return { points: [{ lat: from.lat, lng: from.lng }, { lat: practice.latitude, lng: practice.longitude }] };
}
