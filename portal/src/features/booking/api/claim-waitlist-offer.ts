import { api } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';
import { useOpenedLink } from '../../../shared/use-opened-link';

/** An opened offer: its time held for the patient (the booking's hold rules), and what the payment step needs. */
export type ClaimedOffer = ApiAnswer<'/api/waitlist/offers/claim', 'post'>;

/** POST /api/waitlist/offers/claim: opening the offer's link claims it and holds its time, once. */
export const claimWaitlistOffer = (token: string) =>
  api.post<ClaimedOffer>('/api/waitlist/offers/claim', { token } satisfies ApiBody<'/api/waitlist/offers/claim', 'post'>);

export const useClaimWaitlistOffer = (token: string | null) => useOpenedLink(token, claimWaitlistOffer);
