export type CardOutcome =
  | { outcome: 'success' }
  /** The card's bank asks the patient to authenticate first (3-D Secure): the intent waits in requires_action. */
  | { outcome: 'authenticate' }
  | { outcome: 'refused'; code: string; message: string };

/** Stripe's message when the patient fails (or the bank refuses) the 3-D Secure check. */
export const AUTHENTICATION_FAILED = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

/** Stripe's published test card numbers and what the simulated gateway does with each. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { outcome: 'success' },
  // Strong Customer Authentication: 3155 asks for authentication on every one-off payment; 3220 requires 3DS2.
  '4000002500003155': { outcome: 'authenticate' },
  '4000000000003220': { outcome: 'authenticate' },
  '4000056655665556': { outcome: 'success' },
  '5555555555554444': { outcome: 'success' },
  '4000000000000002': { outcome: 'refused', code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { outcome: 'refused', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { outcome: 'refused', code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { outcome: 'refused', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': { outcome: 'refused', code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
};

/** Any other number that passes the Luhn check behaves like Stripe's generic decline. */
export function cardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const known = TEST_CARDS[digits];
  if (known) return known;
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) {
    return { outcome: 'refused', code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  return { outcome: 'refused', code: 'card_declined', message: 'Your card was declined.' };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
