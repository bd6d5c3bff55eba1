import { api } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';
import { useOpenedLink } from '../../../shared/use-opened-link';

/** POST /api/waitlist/leave: leaves the list and deletes the details, from the e-mail's link. */
export const leaveWaitlist = (token: string) =>
  api.post<ApiAnswer<'/api/waitlist/leave', 'post'>>('/api/waitlist/leave', { token } satisfies ApiBody<'/api/waitlist/leave', 'post'>);

export const useLeaveWaitlist = (token: string | null) => useOpenedLink(token, leaveWaitlist);
