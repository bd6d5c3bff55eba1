/**
 * Domain events of the search context (appended through TransactionRunner; see event-routes.ts).
 *
 * `SearchMade` (aggregate `search`, id = outcode): one per search, for demand reports. Payload:
 * outcode, radiusKm, found, practiceId, geocoder source. Never the name, phone, issue or full postcode.
 *
 * `PostcodeLookupMissed` (aggregate `postcode`, id = the normalised postcode): Google was configured
 * but failed for this postcode during a search; the `geocode` queue asks again and caches the answer.
 * Carries the postcode alone, never linked to who searched (ADR 0017).
 */
export const SEARCH_MADE = 'SearchMade';
export const POSTCODE_LOOKUP_MISSED = 'PostcodeLookupMissed';

export interface SearchMadePayload {
  outcode: string;
  radiusKm: number;
  found: boolean;
  practiceId: string | null;
  geocoder: string;
  [key: string]: unknown;
}
