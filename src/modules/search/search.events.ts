import type { EventNames, NoPayload } from '../../shared/outbox/domain-event.js';

/** Domain events of the search context (appended by search.service.ts with the search's answer). */
export interface SearchEvents {
  /**
   * One per search, for demand reports. Aggregate `search`, id = outcode. Never the name, phone,
   * issue or full postcode. Audit only.
   */
  SearchMade: SearchMadePayload;
  /**
   * Google was configured but failed for this postcode during a search. Aggregate `postcode`, id = the
   * normalised postcode; carries nothing else, never linked to who searched (ADR 0017). Routed to
   * `geocode`/warm-postcode, which asks again and caches the answer.
   */
  PostcodeLookupMissed: NoPayload;
}

export type SearchMadePayload = {
  outcode: string;
  radiusKm: number;
  found: boolean;
  practiceId: string | null;
  geocoder: string;
};

export const SearchEvent = {
  SearchMade: 'SearchMade',
  PostcodeLookupMissed: 'PostcodeLookupMissed',
} as const satisfies EventNames<SearchEvents>;

declare module '../../shared/outbox/domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends SearchEvents {}
}
