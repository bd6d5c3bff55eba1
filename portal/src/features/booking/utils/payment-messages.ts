/** Shown when Stripe.js or our card form's code cannot be fetched (offline, blocked): no card form without it. */
export const CARD_FORM_UNAVAILABLE = 'The secure card form could not be loaded. Check your connection and try again.';

/** Spec 7 and 9: the payment call (ours: checkout, which creates the payment intent) gives up after 70 s. */
export const PAYMENT_CALL_TIMEOUT_MS = 70_000;
/** Said when it does: no card details have been sent at that point, so nothing can have been taken. */
export const PAYMENT_CALL_TIMEOUT =
  'Setting up your payment is taking too long, so we stopped waiting. Nothing has been taken from your card. Please try again.';

/** The card step's heading, under "Payment Processing": where focus goes after "Proceed to Payment". */
export const CARD_STEP_HEADING = (fee: string) => `Pay the ${fee} booking fee`;
