import { BOOKING_TERMS_VERSION, CHECKOUT_CONSENT_MESSAGES } from '../booking.constants.js';

/** What a checkout records with its appointment (issue #29, item 2): which terms, when, and the age confirmation. */
export interface CheckoutConsent {
  termsVersion: string;
  /** The Clock's time of the (first) checkout: a repeated checkout of the hold keeps it. */
  acceptedAt: Date;
  over16Confirmed: true;
}

/**
 * Why a checkout's consent is refused, by field: `acceptTerms` and `over16` must each be the boolean
 * `true` (missing, false, "true" or 1 are all refused). Empty when both are given.
 */
export function consentProblems(acceptTerms: unknown, over16: unknown): Partial<Record<'acceptTerms' | 'over16', string>> {
  return {
    ...(acceptTerms !== true && { acceptTerms: CHECKOUT_CONSENT_MESSAGES.acceptTermsRequired }),
    ...(over16 !== true && { over16: CHECKOUT_CONSENT_MESSAGES.over16Required }),
  };
}

/** The consent to store for a checkout at `now`, always the current terms version. */
export function checkoutConsent(now: Date): CheckoutConsent {
  return { termsVersion: BOOKING_TERMS_VERSION, acceptedAt: now, over16Confirmed: true };
}
