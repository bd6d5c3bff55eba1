import { PAYMENT_TEXTS } from '../messages';

export { PAYMENT_TEXTS };

/** Spec 7 and 9: the payment call (ours: checkout, which creates the payment intent) gives up after 70 s. */
export const PAYMENT_CALL_TIMEOUT_MS = 70_000;
/** Said when it does (`PAYMENT_TEXTS.callTimeout`): no card details have been sent at that point, so nothing can have been taken. */
export const PAYMENT_CALL_TIMEOUT = PAYMENT_TEXTS.callTimeout;

