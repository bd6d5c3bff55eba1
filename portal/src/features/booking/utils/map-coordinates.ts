import type { Message } from '../../../shared/i18n/i18n';
import type { PracticeSummary } from '../api/search-practices';
import { MAP_PROBLEMS } from '../messages';

/** Spec section 8, "Map": what the map says instead of drawing when it has no usable pair of points (say `MAP_PROBLEMS[reason]`). */
export { MAP_PROBLEMS };
export type MapProblemReason = keyof typeof MAP_PROBLEMS;

/** The map's problems, said in one language: `mapMessages(say)` in the page's, `MAP_MESSAGES` in English. */
export type MapMessages = Readonly<Record<MapProblemReason, string>>;

/** The same, in English (the default of `mapPoints`, and what the tests compare). */
export const MAP_MESSAGES: MapMessages = {
  notFound: MAP_PROBLEMS.notFound.message,
  loadError: MAP_PROBLEMS.loadError.message,
};

/** The map's problems in the language `say` speaks (a component's `useSay()`). */
export function mapMessages(say: (message: Message) => string): MapMessages {
  return { notFound: say(MAP_PROBLEMS.notFound), loadError: say(MAP_PROBLEMS.loadError) };
}

export interface LatLng {
  lat: number;
  lng: number;
}

const isLatitude = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= -90 && v <= 90;
const isLongitude = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= -180 && v <= 180;

/**
 * The two points of the practice map, or the spec's reason there are none (`problem` in the words
 * given, English by default; `reason` its key):
 * - the patient's point comes with every search answer, so one that is absent or not a real
 *   latitude/longitude is a loading error ("Error loading map coordinates");
 * - a practice may simply have no coordinates ("Could not find coordinates for one or both
 *   locations"); coordinates that are there but are not numbers in range are a loading error too.
 */
export function mapPoints(
  from: Partial<LatLng> | null | undefined,
  practice: Pick<PracticeSummary, 'latitude' | 'longitude'>,
  messages: MapMessages = MAP_MESSAGES,
): { points: [LatLng, LatLng] } | { problem: string; reason: MapProblemReason } {
  const problem = (reason: MapProblemReason) => ({ problem: messages[reason], reason });
  if (!from || !isLatitude(from.lat) || !isLongitude(from.lng)) return problem('loadError');
  if (practice.latitude === null || practice.latitude === undefined || practice.longitude === null || practice.longitude === undefined) {
    return problem('notFound');
  }
  if (!isLatitude(practice.latitude) || !isLongitude(practice.longitude)) return problem('loadError');
  return { points: [{ lat: from.lat, lng: from.lng }, { lat: practice.latitude, lng: practice.longitude }] };
}
