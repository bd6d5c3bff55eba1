import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';

/** An opened offer: its time held for the patient (the booking's hold rules), and what the payment step needs. */
export type ClaimedOffer = ApiAnswer<'/api/waitlist/offers/claim', 'post'>;

/**
 * POST /api/waitlist/offers/claim: claims the offer and holds its time, once. The emergency question
 * is asked again first (the patient joined the waitlist hours or days ago): only a patient who
 * answered "none of these" claims (`redFlags: []`); a sign shows the 999 screen and sends nothing.
 */
export const claimWaitlistOffer = (token: string) =>
  api.post<ClaimedOffer>('/api/waitlist/offers/claim', { token, redFlags: [] } satisfies ApiBody<'/api/waitlist/offers/claim', 'post'>);

/** The claim, sent when the patient asks for it ("Hold this time"), never when the page opens. */
export const useClaimWaitlistOffer = () => useMutation({ mutationFn: claimWaitlistOffer });
