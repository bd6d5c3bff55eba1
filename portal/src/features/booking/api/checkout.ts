import { PAYMENT_CALL_TIMEOUT, PAYMENT_CALL_TIMEOUT_MS } from '../utils/payment-messages';
import { appI18n } from '../../../shared/i18n/app-i18n';
import { say } from '../../../shared/i18n/i18n';
import type { ApiAnswer, ApiBody } from '../../../shared/api/types';
import type { HoldResult } from './hold-slot';
import { withToken } from './with-token';

export type CheckoutResult = ApiAnswer<'/api/holds/{id}/checkout', 'post', 201>;
type CheckoutBody = ApiBody<'/api/holds/{id}/checkout', 'post'>;
/**
 * The payment step's two required boxes: the api refuses a checkout unless both are true
 * (its body says `true`); and who the appointment is for when not the person booking, with the
 * parent's or guardian's confirmation for a child under 16.
 */
export type CheckoutConsent = Pick<CheckoutBody, 'acceptTerms' | 'over16' | 'patient' | 'guardian'>;

/**
 * POST /api/holds/:id/checkout: creates the payment intent, the spec's payment call, with its 70 s
 * client time limit, said in the page's language when it runs out. `textMessages: false` is the payment step's "Don't send me text messages"
 * (texts are on by default).
 */
export const checkout = (hold: HoldResult, email: string, consent: CheckoutConsent, textMessages = true) =>
  withToken<CheckoutResult>(
    'POST',
    `/api/holds/${hold.holdId}/checkout`,
    hold.holdToken,
    { email, textMessages, ...consent } satisfies CheckoutBody,
    { timeoutMs: PAYMENT_CALL_TIMEOUT_MS, timeoutMessage: say(appI18n, PAYMENT_CALL_TIMEOUT) },
  );
