/** Stripe's published test card numbers and what the simulated gateway does with each. */
export const TEST_CARDS: Record<string, { outcome: 'success' } | { outcome: 'refused'; code: string; message: string }> = {
  '4242424242424242': { outcome: 'success' },
  '4000056655665556': { outcome: 'success' },
  '5555555555554444': { outcome: 'success' },
  '4000000000000002': { outcome: 'refused', code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { outcome: 'refused', code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { outcome: 'refused', code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { outcome: 'refused', code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': { outcome: 'refused', code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
};

/** Any other number that passes the Luhn check behaves like Stripe's generic decline. */
export function cardOutcome(cardNumber: string) {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const known = TEST_CARDS[digits];
  if (known) return known;
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) {
    return { outcome: 'refused' as const, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  return { outcome: 'refused' as const, code: 'card_declined', message: 'Your card was declined.' };
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
