import { apiRequest } from '../../../shared/api-client';

/** POST /api/appointments/:id/email answer: where the confirmation goes now. */
export interface EmailChangeResult {
  email: string;
  /** queued: it is being sent again; pending: it goes there once the payment completes. */
  emailStatus: 'pending' | 'queued';
  message: string;
}

/** Corrects the confirmation's address and has it sent again (the checkout's access token). */
export const changeConfirmationEmail = (appointmentId: string, accessToken: string, email: string) =>
  apiRequest<EmailChangeResult>('POST', `/api/appointments/${appointmentId}/email`, { email }, { headers: { Authorization: `Bearer ${accessToken}` } });
