import { ConflictError, DomainError } from '../../shared/errors/domain-error.js';
import { WAITLIST_MESSAGES } from './waitlist.constants.js';

/** The codes of the waitlist's refusals on the wire. */
export const WaitlistErrorCode = {
  ConsentRequired: 'consent_required',
  WaitlistLinkInvalid: 'waitlist_link_invalid',
  WaitlistLinkExpired: 'waitlist_link_expired',
  WaitlistAlreadyConfirmed: 'waitlist_already_confirmed',
  OfferExpired: 'offer_expired',
  OfferGone: 'offer_gone',
} as const;
export type WaitlistErrorCode = (typeof WaitlistErrorCode)[keyof typeof WaitlistErrorCode];

declare module '../../shared/errors/domain-error.js' {
  interface ContextErrorCodes {
    waitlist: WaitlistErrorCode;
  }
}

/** A waitlist link that is not one of ours. */
export const waitlistLinkInvalid = () => new DomainError(WAITLIST_MESSAGES.linkInvalid, WaitlistErrorCode.WaitlistLinkInvalid, 401);
/** The offer was opened already, or its slot went to someone else. */
export const offerGone = () => new ConflictError(WAITLIST_MESSAGES.offerGone, WaitlistErrorCode.OfferGone);
