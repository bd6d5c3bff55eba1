import {
  ALTERNATIVES_DAYS,
  EARTH_RADIUS_KM,
  KM_PER_DEGREE_LATITUDE,
  MAX_ALTERNATIVES,
  NEAREST_KEPT,
  PLACE_POSTCODE_TOLERANCE_KM,
  PROBE_BATCH_SIZES,
  RADIUS_TOLERANCE,
  SEARCH_HORIZON_DAYS,
  SEARCH_MESSAGES,
} from '../search.constants.js';
import { SEARCH_MESSAGES_CY } from '../search.cy.constants.js';
import { DEFAULT_LOCALE, type Locale } from '../../site/languages.constants.js';

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
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a)) * 10) / 10;
}

/** A bounding box around a point that contains every point within `km` (for an index range scan). */
export function boundingBox(centre: LatLng, km: number) {
  const dLat = km / KM_PER_DEGREE_LATITUDE;
  const dLng = km / (KM_PER_DEGREE_LATITUDE * Math.max(Math.cos((centre.lat * Math.PI) / 180), 0.01));
  return {
    minLat: centre.lat - dLat,
    maxLat: centre.lat + dLat,
    minLng: centre.lng - dLng,
    maxLng: centre.lng + dLng,
  };
}

/** The farthest (rounded) distance a practice may be at to be considered: 1.1 × the radius. */
export const reachKm = (radiusKm: number) => Math.round(radiusKm * RADIUS_TOLERANCE * 10) / 10;

/** Whole London days from `today` to `date` (both yyyy-MM-dd); DST does not matter for dates. */
export function londonDayOffset(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
}

export interface SlotView {
  id: string;
  startTime: string;
  endTime: string;
}

/**
 * A practice's first bookable slot from now, with its London date and day offset (0 = today). The
 * slot itself is opaque to the rules (`S`): the service formats only the few it answers with.
 */
export interface FirstSlot<S = SlotView> {
  dayOffset: number;
  date: string;
  slot: S;
}

export interface Candidate<P, S = SlotView> {
  practice: P & { id: string; name: string };
  distanceKm: number;
  /** The practice's first bookable slot within the horizon, when known (see `probeFirstSlots`). */
  first: FirstSlot<S> | null;
}

export interface SearchOutcome<P, S = SlotView> {
  radiusKm: number;
  nearest: Candidate<P, S> | null;
  date: string | null;
  sorted: Candidate<P, S>[];
  alternatives: Array<{ candidate: Candidate<P, S>; nextAvailable: { date: string; slot: S } | null }>;
  message?: string;
}

/** Code-point order, so ties break the same way on every machine whatever its locale. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Nearest first; equal (rounded) distances by name, then id: a total, deterministic order. */
export const byDistance = <P, S>(a: Candidate<P, S>, b: Candidate<P, S>) =>
  a.distanceKm - b.distanceKm ||
  compareText(a.practice.name, b.practice.name) ||
  compareText(a.practice.id, b.practice.id);

/**
 * The practices the search considers, nearest first: within 1.1 × the radius. A practice without
 * coordinates is infinitely far, so it is never in range.
 */
export function inRange<P, S>(candidates: Candidate<P, S>[], radiusKm: number): Candidate<P, S>[] {
  const reach = reachKm(radiusKm);
  return candidates.filter((c) => Number.isFinite(c.distanceKm) && c.distanceKm <= reach).sort(byDistance);
}

/**
 * The spec's search (section 4): practices within 1.1 × the radius are considered; today is tried
 * for all of them first, then days 1–13; the nearest practice with a slot on the earliest such day
 * wins (ties: name, then id). Up to 3 other in-range practices are alternatives with their next slot
 * within 7 days; the nearest 5 are kept. Nothing found is said in `locale`.
 */
export function decideSearch<P, S = SlotView>(
  candidates: Candidate<P, S>[],
  radiusKm: number,
  locale: Locale = DEFAULT_LOCALE,
): SearchOutcome<P, S> {
  const M = locale === 'cy' ? SEARCH_MESSAGES_CY : SEARCH_MESSAGES;
  const considered = inRange(candidates, radiusKm);
  const sorted = considered.slice(0, NEAREST_KEPT);
  if (considered.length === 0) {
    return {
      radiusKm,
      nearest: null,
      date: null,
      sorted,
      alternatives: [],
      message: M.noPracticesWithin(radiusKm),
    };
  }
  const withSlots = considered.filter(
    (c) => c.first && c.first.dayOffset >= 0 && c.first.dayOffset < SEARCH_HORIZON_DAYS,
  );
  if (withSlots.length === 0) {
    return {
      radiusKm,
      nearest: null,
      date: null,
      sorted,
      alternatives: [],
      message: M.noAppointmentsWithin(radiusKm),
    };
  }
  const earliestDay = Math.min(...withSlots.map((c) => c.first!.dayOffset));
  // `considered` is sorted, so the first practice with a slot on the earliest day is the nearest.
  const nearest = withSlots.find((c) => c.first!.dayOffset === earliestDay)!;
  const alternatives = considered
    .filter((c) => c !== nearest)
    .slice(0, MAX_ALTERNATIVES)
    .map((candidate) => ({
      candidate,
      nextAvailable:
        candidate.first && candidate.first.dayOffset < ALTERNATIVES_DAYS
          ? { date: candidate.first.date, slot: candidate.first.slot }
          : null,
    }));
  return { radiusKm, nearest, date: nearest.first!.date, sorted, alternatives };
}

/**
 * Spec 4: "First preference: if a specific studio applies, check its slots seven days ahead." The
 * studio is the practice the patient came to us from (its own booking link, `/?studio=<id>`). In
 * range and with a slot in the next 7 days (its first such slot in `studio.first`), it is the
 * answer; the rules' own winner and alternatives follow it as alternatives. Otherwise the rules'
 * outcome stands.
 */
export function preferStudio<P, S>(outcome: SearchOutcome<P, S>, studio: Candidate<P, S> | undefined): SearchOutcome<P, S> {
  const first = studio?.first;
  if (!studio || !first || first.dayOffset < 0 || first.dayOffset >= ALTERNATIVES_DAYS) return outcome;
  if (!Number.isFinite(studio.distanceKm) || studio.distanceKm > reachKm(outcome.radiusKm)) return outcome;
  return withWinner(outcome, studio, first);
}

/**
 * A knocked-out adult tooth "should be offered emergency dental care within 1 hour, or as
 * soon as possible" (NHS). For it the answer leads with TODAY'S EARLIEST time among the practices in
 * range whose first slot is known (`probeFirstSlots`: the nearest batch at least, so the nearest 64),
 * ties going to the nearer; the outcome it replaces stays reachable among the alternatives. With
 * nothing today anywhere in range the outcome stands (the portal then says there is no time today
 * and sends the patient to NHS 111 and the support line). `startOf` reads a slot's start in ms.
 */
export function preferEarliestToday<P, S>(
  outcome: SearchOutcome<P, S>,
  candidates: Candidate<P, S>[],
  startOf: (slot: S) => number,
): SearchOutcome<P, S> {
  const today = inRange(candidates, outcome.radiusKm).filter((c) => c.first?.dayOffset === 0);
  if (today.length === 0) return outcome;
  // `inRange` sorts nearest first, so a strict "earlier than" keeps the nearer of two equal times.
  const earliest = today.reduce((best, c) => (startOf(c.first!.slot) < startOf(best.first!.slot) ? c : best));
  if (earliest.practice.id === outcome.nearest?.practice.id && outcome.date === earliest.first!.date) return outcome;
  return withWinner(outcome, earliest, earliest.first!);
}

/**
 * The outcome answered by `winner` (at its first slot's date) instead: whatever the outcome led with,
 * its alternatives and then the nearest kept follow as the alternatives (up to 3, each with its next
 * slot within 7 days), so nothing the rules chose disappears.
 */
function withWinner<P, S>(outcome: SearchOutcome<P, S>, winner: Candidate<P, S>, first: FirstSlot<S>): SearchOutcome<P, S> {
  const others = [outcome.nearest, ...outcome.alternatives.map((a) => a.candidate), ...outcome.sorted]
    .filter((c): c is Candidate<P, S> => Boolean(c) && c!.practice.id !== winner.practice.id)
    .filter((c, i, all) => all.findIndex((x) => x.practice.id === c.practice.id) === i)
    .slice(0, MAX_ALTERNATIVES);
  return {
    radiusKm: outcome.radiusKm,
    nearest: winner,
    date: first.date,
    sorted: outcome.sorted,
    alternatives: others.map((candidate) => ({
      candidate,
      nextAvailable:
        candidate.first && candidate.first.dayOffset >= 0 && candidate.first.dayOffset < ALTERNATIVES_DAYS
          ? { date: candidate.first.date, slot: candidate.first.slot }
          : null,
    })),
  };
}

/**
 * Looks up, in ONE set-based query, the first bookable slot of each given practice that starts after
 * now and before the start of London day `beforeDay` (an offset from today; SEARCH_HORIZON_DAYS is
 * the end of the horizon). Practices without such a slot are absent from the answer.
 */
export type FirstSlotLookup<S = SlotView> = (
  practiceIds: string[],
  beforeDay: number,
) => Promise<ReadonlyMap<string, FirstSlot<S>>>;

/**
 * Fills in the first slots that can decide the search, nearest first and in batches (64, 256, then
 * the rest), so a dense city does not look up hundreds of practices when a near one has a slot
 * today:
 * - the nearest batch is looked up over the whole horizon, so the practices a search shows
 *   (sortedPractices, alternatives) always carry their true first slot;
 * - a farther batch is looked up only before the best day found so far: a farther practice can win
 *   only with an earlier day (on the same day the nearer one wins);
 * - a best day of today ends the lookup: nothing can beat it.
 * `decideSearch` then gives exactly what it gives with every first slot known (property-tested).
 */
export async function probeFirstSlots<P, S = SlotView>(
  candidates: Candidate<P, S>[],
  radiusKm: number,
  lookup: FirstSlotLookup<S>,
  batchSizes: readonly number[] = PROBE_BATCH_SIZES,
): Promise<Candidate<P, S>[]> {
  if (!batchSizes.length || batchSizes[0] < MAX_ALTERNATIVES + 1) {
    throw new RangeError(`The first probe batch must hold at least ${MAX_ALTERNATIVES + 1} practices`);
  }
  const considered = inRange(candidates, radiusKm);
  const found = new Map<string, FirstSlot<S>>();
  let bestDay = SEARCH_HORIZON_DAYS;
  let next = 0;
  for (let batch = 0; next < considered.length && bestDay > 0; batch++) {
    const size = batch < batchSizes.length ? batchSizes[batch] : considered.length - next;
    const ids = considered.slice(next, next + size).map((c) => c.practice.id);
    next += ids.length;
    for (const [id, first] of await lookup(ids, bestDay)) {
      if (first.dayOffset < 0 || first.dayOffset >= bestDay) continue;
      found.set(id, first);
    }
    for (const first of found.values()) bestDay = Math.min(bestDay, first.dayOffset);
  }
  return candidates.map((c) => ({ ...c, first: found.get(c.practice.id) ?? null }));
}

/**
 * The chosen place's own point when it lies within PLACE_POSTCODE_TOLERANCE_KM of its postcode's
 * (then it is exact, even where the postcode was placed only at its district's centre); otherwise
 * the postcode's point, as without a place.
 */
export function placeOrPostcode<T extends LatLng & { approximate?: true }>(postcode: T, place: { lat: number; lng: number } | undefined): T {
  if (!place || distanceKm(postcode, place) > PLACE_POSTCODE_TOLERANCE_KM) return postcode;
  const { approximate: _approximate, ...rest } = postcode;
  return { ...rest, lat: place.lat, lng: place.lng } as T;
}
