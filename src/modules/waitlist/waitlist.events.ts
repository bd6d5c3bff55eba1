import type { EventNames, NoPayload } from '../../shared/outbox/domain-event.js';

/** Domain events of the waitlist, all emitted by waitlist.service.ts. */
export interface WaitlistEvents {
  /**
   * A join asked for a place. Aggregate `waitlist_request` (the pending request). Routed to
   * `email`/send-waitlist-confirmation (the double opt-in link).
   */
  WaitlistJoinRequested: NoPayload;
  /**
   * A place was confirmed from the e-mailed link. Aggregate `waitlist_entry` (the live entry). Routed
   * to `waitlist`/offer-open-slots for the practices near it.
   */
  WaitlistJoined: NoPayload;
  /**
   * A freed slot was offered to a waiting patient. Aggregate `waitlist_offer`. Routed to the offer
   * e-mail and text, and to `waitlist`/lapse-waitlist-offer delayed until `expiresAt`.
   */
  WaitlistOfferMade: { practiceId: string; expiresAt: string };
  /**
   * An offer lapsed or was refused, or a patient left with offers open: the practice's slots may go to
   * the next patient. Aggregate `practice`. Routed to `waitlist`/offer-open-slots.
   */
  WaitlistOfferReleased: { offerId?: string };
  /** A patient claimed an offer (and went on to book). Aggregate `waitlist_offer`. Audit only. */
  WaitlistOfferTaken: { practiceId: string };
}

export const WaitlistEvent = {
  WaitlistJoinRequested: 'WaitlistJoinRequested',
  WaitlistJoined: 'WaitlistJoined',
  WaitlistOfferMade: 'WaitlistOfferMade',
  WaitlistOfferReleased: 'WaitlistOfferReleased',
  WaitlistOfferTaken: 'WaitlistOfferTaken',
} as const satisfies EventNames<WaitlistEvents>;

declare module '../../shared/outbox/domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends WaitlistEvents {}
}
