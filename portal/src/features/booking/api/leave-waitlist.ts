import { api } from '../../../shared/api-client';
import { useOpenedLink } from '../../../shared/use-opened-link';

/** POST /api/waitlist/leave: leaves the list and deletes the details, from the e-mail's link. */
export const leaveWaitlist = (token: string) => api.post<{ message: string }>('/api/waitlist/leave', { token });

export const useLeaveWaitlist = (token: string | null) => useOpenedLink(token, leaveWaitlist);
