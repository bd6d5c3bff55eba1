import { api } from '../../../shared/api-client';
import { useOpenedLink } from '../../../shared/use-opened-link';

/** A place confirmed from the e-mailed link. */
export interface ConfirmedPlace {
  message: string;
  postcode: string;
  radiusKm: number;
  expiresAt: string;
  leaveToken: string;
}

/** POST /api/waitlist/confirm: the confirmation e-mail's link makes the join a place (double opt-in), once. */
export const confirmWaitlist = (token: string) => api.post<ConfirmedPlace>('/api/waitlist/confirm', { token });

export const useConfirmWaitlist = (token: string | null) => useOpenedLink(token, confirmWaitlist);
