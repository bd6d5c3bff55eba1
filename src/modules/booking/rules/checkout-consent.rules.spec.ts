import { BOOKING_TERMS_DATE, BOOKING_TERMS_VERSION, CHECKOUT_CONSENT_MESSAGES } from '../booking.constants.js';
import { checkoutConsent, consentProblems } from './checkout-consent.rules.js';

describe('checkout consent rules', () => {
  it('accepts only the boolean true for both', () => {
    expect(consentProblems(true, true)).toEqual({});
  });

  it.each([undefined, null, false, 'true', 1, {}, []])('refuses %p for each field, with its own message', (value) => {
    expect(consentProblems(value, true)).toEqual({ acceptTerms: CHECKOUT_CONSENT_MESSAGES.acceptTermsRequired });
    expect(consentProblems(true, value)).toEqual({ over16: CHECKOUT_CONSENT_MESSAGES.over16Required });
    expect(consentProblems(value, value)).toEqual({ acceptTerms: CHECKOUT_CONSENT_MESSAGES.acceptTermsRequired, over16: CHECKOUT_CONSENT_MESSAGES.over16Required });
  });

  it('records the current terms version at the time given', () => {
    const now = new Date('2026-11-28T10:03:00Z');
    expect(checkoutConsent(now)).toEqual({ termsVersion: BOOKING_TERMS_VERSION, acceptedAt: now, over16Confirmed: true });
  });

  it("shows the version's own date on the terms page (the two constants agree)", () => {
    const asDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${BOOKING_TERMS_VERSION}T00:00:00Z`));
    expect(BOOKING_TERMS_DATE).toBe(asDate);
  });
});
