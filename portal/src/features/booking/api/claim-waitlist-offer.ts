import { api } from '../../../shared/api-client';
import { useOpenedLink } from '../../../shared/use-opened-link';
import type { HoldResult } from './hold-slot';
import type { LeadFormData, PracticeSummary, SlotView } from './search-practices';

/** An opened offer: its time held for the patient (the booking's hold rules), and what the payment step needs. */
export interface ClaimedOffer {
  hold: HoldResult;
  email: string;
  patient: LeadFormData;
  slot: SlotView;
  practice: PracticeSummary;
}

/** POST /api/waitlist/offers/claim: opening the offer's link claims it and holds its time, once. */
export const claimWaitlistOffer = (token: string) => api.post<ClaimedOffer>('/api/waitlist/offers/claim', { token });

export const useClaimWaitlistOffer = (token: string | null) => useOpenedLink(token, claimWaitlistOffer);
