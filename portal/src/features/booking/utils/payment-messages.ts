import { PAYMENT_TEXTS } from '../messages';

export { PAYMENT_TEXTS };

/**
 * Shown when Stripe.js or our card form's code cannot be fetched (offline, blocked): no card form
 * without it. The English, for the components that show it until they say `PAYMENT_TEXTS.cardFormUnavailable`.
 */
export const CARD_FORM_UNAVAILABLE: string = PAYMENT_TEXTS.cardFormUnavailable.message;

/** Spec 7 and 9: the payment call (ours: checkout, which creates the payment intent) gives up after 70 s. */
export const PAYMENT_CALL_TIMEOUT_MS = 70_000;
/** Said when it does (`PAYMENT_TEXTS.callTimeout`): no card details have been sent at that point, so nothing can have been taken. */
export const PAYMENT_CALL_TIMEOUT = PAYMENT_TEXTS.callTimeout;

/**
 * The card step's heading, under "Payment Processing": where focus goes after "Proceed to Payment".
 * The English, for the payment step until it says `PAYMENT_TEXTS.cardStepHeading` with `{ fee }`.
 */
export const CARD_STEP_HEADING = (fee: string): string => PAYMENT_TEXTS.cardStepHeading.message.replace('{fee}', fee);
