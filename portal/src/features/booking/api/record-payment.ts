import type { ApiAnswer, ApiBody } from '../../../shared/api/types';
import type { CheckoutResult } from './checkout';
import { withToken } from './with-token';

/** POST /api/appointments/:id/payment: the server asks the gateway for the real status and records it. */
export const recordPayment = (c: CheckoutResult) =>
  withToken<ApiAnswer<'/api/appointments/{id}/payment', 'post'>>('POST', `/api/appointments/${c.appointmentId}/payment`, c.accessToken, {
    paymentIntentId: c.paymentIntentId,
  } satisfies ApiBody<'/api/appointments/{id}/payment', 'post'>);
