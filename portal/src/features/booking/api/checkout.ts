import { PAYMENT_CALL_TIMEOUT, PAYMENT_CALL_TIMEOUT_MS } from '../utils/payment-messages';
import type { HoldResult } from './hold-slot';
import { withToken } from './with-token';

export interface CheckoutResult {
  appointmentId: string;
  reference: string;
  clientSecret: string;
  amountPence: number;
  accessToken: string;
  paymentIntentId: string;
}
/** The payment step's two required boxes (issue #29): the api refuses a checkout unless both are true. */
export interface CheckoutConsent {
  acceptTerms: boolean;
  over16: boolean;
}

/**
 * POST /api/holds/:id/checkout: creates the payment intent, the spec's payment call, with its 70 s
 * client time limit. `textMessages: false` is the payment step's "Don't send me text messages"
 * (texts are on by default).
 */
export const checkout = (hold: HoldResult, email: string, consent: CheckoutConsent, textMessages = true) =>
  withToken<CheckoutResult>(
    'POST',
    `/api/holds/${hold.holdId}/checkout`,
    hold.holdToken,
    { email, textMessages, acceptTerms: consent.acceptTerms, over16: consent.over16 },
    { timeoutMs: PAYMENT_CALL_TIMEOUT_MS, timeoutMessage: PAYMENT_CALL_TIMEOUT },
  );
