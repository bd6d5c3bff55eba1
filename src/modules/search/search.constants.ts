/** Search context constants (spec section 9 "Search"). */
export const DEFAULT_RADIUS_KM = 20;
export const RADIUS_STEP_KM = 20;
export const MAX_RADIUS_KM = 1000;
/**
 * A place the patient chose in Google's address search (ADR 0039) is searched from its own point
 * when that lies this close to its postcode's point; farther, the postcode's point wins (the two
 * disagree, and the postcode is what the server can check).
 */
export const PLACE_POSTCODE_TOLERANCE_KM = 10;
/** Google's places are asked for in Great Britain only: a chosen place's point must lie in this box. */
export const GB_BOUNDS = { minLat: 49.8, maxLat: 61, minLng: -8.7, maxLng: 2 } as const;
/** A chosen place's point that is not a pair of numbers inside GB_BOUNDS (apart from SEARCH_MESSAGES: the portal never shows it). */
export const LOCATION_INVALID_MESSAGE = 'The place you chose could not be used. Type your postcode instead.';
/** Practices within this multiple of the radius are considered. */
export const RADIUS_TOLERANCE = 1.1;
/** Today plus 13 days. */
export const SEARCH_HORIZON_DAYS = 14;
export const DATE_DROPDOWN_DAYS = 14;
export const ALTERNATIVES_DAYS = 7;
export const MAX_ALTERNATIVES = 3;
export const NEAREST_KEPT = 5;
export const EARTH_RADIUS_KM = 6371;
/**
 * km per degree of latitude for bounding boxes: a little under the sphere's 111.195, so a box is a
 * little larger than the circle it must hold.
 */
export const KM_PER_DEGREE_LATITUDE = 111.045;
export const GEOCODE_CACHE_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * When Google was asked and had no answer (or failed), the table's answer is cached this long so no
 * request waits on Google twice for the same postcode; the `geocode` queue replaces it with Google's.
 */
export const GEOCODE_MISS_CACHE_TTL_SECONDS = 24 * 60 * 60;
/** A cache read or write that takes longer than this is skipped (Redis away): the table answers. */
export const GEOCODE_CACHE_TIMEOUT_MS = 250;
/**
 * The postcode table's answer (p99 ≈ 1 ms) is a refinement with a fallback (the district's centroid):
 * one slower than this is given up, so a database that stops answering costs the search one statement
 * timeout (its own query), not two.
 */
export const POSTCODE_LOOKUP_TIMEOUT_MS = 1000;
/**
 * Nearest-first probing of first slots: the nearest 64 in-range practices are looked up first, then
 * 256 more, then the rest, each batch in ONE statement. A batch whose best day is today ends the
 * lookup (nobody farther can beat it). A round trip costs about as much as probing ~70 practices on
 * the index, so smaller batches would add statements without saving work (docs/performance.md).
 */
export const PROBE_BATCH_SIZES: readonly number[] = [64, 256];
/**
 * How many of the nearest candidates the candidates statement probes up to the horizon: the first
 * batch and a margin, so that the rule's order (distances rounded to 0.1 km, ties by name) still
 * falls inside the set the database ordered by exact distance.
 */
export const PREFETCHED_PROBES = PROBE_BATCH_SIZES[0] + 16;
/**
 * When the nearest have no slot before some day, the candidates statement probes the farther ones
 * outwards for an earlier one: this many first, one index probe each. Should none have one, it asks
 * the bookable slots by start time instead (slot_bookable_start_idx): if at most OPEN_SLOTS_READ
 * slots are left before that day anywhere, only the farther candidates that have one are probed (late
 * in the day in a city, nobody in reach has one: no probe at all, instead of probing ≈ 1,000
 * practices, 8–15 ms); if more, the probing goes on outwards as before.
 */
export const FAR_PROBED_OUTWARDS = 64;
export const OPEN_SLOTS_READ = 256;
/**
 * How long a search's screening proof (its "none of these" to the emergency signs) lets the patient
 * hold a time. Long enough for a patient in pain to read the results, compare practices, change the
 * date and come back to the page (a hold itself lasts HOLD_MINUTES, once extended); short enough
 * that a proof copied out of one visit cannot book for the same patient hours later, when their
 * answer may no longer be true. Past it the portal asks the question again in place.
 */
export const SCREENING_PROOF_MINUTES = 60;
/** Per-IP fixed window of the search rate limit (SEARCH_RATE_LIMIT_PER_MINUTE per window). */
export const SEARCH_RATE_WINDOW_SECONDS = 60;
/** The robot-verification action the portal's token must carry (reCAPTCHA v3 / Turnstile). */
export const ROBOT_CHECK_ACTION = 'submit';
export const ROBOT_CHECK_TIMEOUT_MS = 3000;

/** Map zoom by distance in km: first row whose threshold the distance exceeds wins. */
export const MAP_ZOOM_BY_DISTANCE_KM: ReadonlyArray<readonly [number, number]> = [
  [100, 7],
  [50, 8],
  [20, 9],
  [10, 10],
  [5, 11],
  [2, 12],
];
export const MAP_DEFAULT_ZOOM = 13;

export const SEARCH_MESSAGES = {
  studioInvalid: 'This booking link is not valid. Search by postcode instead.',
  postcodeRequired: 'Please enter your postcode to find the nearest practice.',
  robotMissing: 'Please verify that you are not a robot.',
  robotFailed: 'Failed to verify you are not a robot. Please try again.',
  noPractices: 'No practices found. Please try a different postcode.',
  failed: 'Failed to find nearest practice. Please try again.',
  noPracticesWithin: (km: number) => `No practices found within ${km}km of your location.`,
  noAppointmentsWithin: (km: number) =>
    `No available appointments found within ${km}km. Try increasing the search distance.`,
  failedAvailable: 'Failed to find available appointments. Please try again.',
  noneForPractice: (practice: string) =>
    `No available appointments found for ${practice} within the next 7 days.`,
  northernIreland:
    'Sorry, we cannot book appointments in Northern Ireland yet. We cover England, Scotland and Wales.',
  postcodeInvalid: 'Please enter a valid UK postcode.',
  outsideGb: 'Sorry, we can only book appointments in England, Scotland and Wales.',
  nameRequired: 'Enter your name',
  phoneRequired: 'Enter your phone number',
  phoneInvalid: 'Please enter a valid UK phone number, like 07700 900 982.',
  radiusInvalid: `The search distance must be between 1 and ${MAX_RADIUS_KM}km.`,
  tooMany: 'Too many searches. Please wait a minute and try again.',
} as const;
