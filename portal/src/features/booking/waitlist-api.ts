import { api } from '../../shared/api-client';
import type { HoldResult } from './booking-api';
import type { LeadFormData, PracticeSummary, SlotView } from './search-api';

export interface ClaimedOffer {
  hold: HoldResult;
  email: string;
  patient: LeadFormData;
  slot: SlotView;
  practice: PracticeSummary;
}

/** A place confirmed from the e-mailed link. */
export interface ConfirmedPlace {
  message: string;
  postcode: string;
  radiusKm: number;
  expiresAt: string;
  leaveToken: string;
}

export const waitlistApi = {
  /** `robotToken`: the robot check's token when the site has it on (issue #30), as for search and holds. */
  join: (form: LeadFormData, email: string, consent: boolean, radiusKm: number, robotToken?: string) =>
    api.post<{ message: string }>('/api/waitlist', { ...form, email: email.trim(), consent, radiusKm, ...(robotToken ? { robotToken } : {}) }),
  confirm: (token: string) => api.post<ConfirmedPlace>('/api/waitlist/confirm', { token }),
  claim: (token: string) => api.post<ClaimedOffer>('/api/waitlist/offers/claim', { token }),
  leave: (token: string) => api.post<{ message: string }>('/api/waitlist/leave', { token }),
};
