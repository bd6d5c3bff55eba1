/** Shown when Stripe.js or our card form's code cannot be fetched (offline, blocked): no card form without it. */
export const CARD_FORM_UNAVAILABLE = 'The secure card form could not be loaded. Check your connection and try again.';
