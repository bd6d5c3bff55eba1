import { api } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';
import { useOpenedLink } from '../../../shared/use-opened-link';

/** A place confirmed from the e-mailed link. */
export type ConfirmedPlace = ApiAnswer<'/api/waitlist/confirm', 'post'>;

/** POST /api/waitlist/confirm: the confirmation e-mail's link makes the join a place (double opt-in), once. */
export const confirmWaitlist = (token: string) =>
  api.post<ConfirmedPlace>('/api/waitlist/confirm', { token } satisfies ApiBody<'/api/waitlist/confirm', 'post'>);

export const useConfirmWaitlist = (token: string | null) => useOpenedLink(token, confirmWaitlist);
