import { apiRequest } from '../../../shared/api-client';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';

/** POST /api/appointments/:id/email answer: where the confirmation goes now. */
/** `emailStatus` queued: it is being sent again; pending: it goes there once the payment completes. */
export type EmailChangeResult = ApiAnswer<'/api/appointments/{id}/email', 'post'>;

/** Corrects the confirmation's address and has it sent again (the checkout's access token). */
export const changeConfirmationEmail = (appointmentId: string, accessToken: string, email: string) =>
  apiRequest<EmailChangeResult>('POST', `/api/appointments/${appointmentId}/email`, { email } satisfies ApiBody<'/api/appointments/{id}/email', 'post'>, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
