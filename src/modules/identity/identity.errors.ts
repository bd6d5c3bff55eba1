import { ConflictError } from '../../shared/errors/domain-error.js';
import { SECOND_FACTOR_MESSAGES } from './identity.constants.js';

/** The codes of identity's refusals on the wire (sign-in, the second factor, accounts, access); `unauthorized` and `forbidden` are common. */
export const IdentityErrorCode = {
  /** A request target that is not a path (absolute form, `*`). */
  BadRequestTarget: 'bad_request_target',
  /** A state-changing request without proof it comes from our pages. */
  Csrf: 'csrf',
  MissingFields: 'missing_fields',
  InvalidEmail: 'invalid_email',
  /** One answer for an unknown e-mail and a wrong password. */
  InvalidCredentials: 'invalid_credentials',
  UserDisabled: 'user_disabled',
  UserNotFound: 'user_not_found',
  EmailTaken: 'email_taken',
  LastAdmin: 'last_admin',
  NotYourself: 'not_yourself',
  SecondFactorRequired: 'second_factor_required',
  SecondFactorSetupRequired: 'second_factor_setup_required',
  SecondFactorInvalid: 'second_factor_invalid',
  SecondFactorJustUsed: 'second_factor_just_used',
  SecondFactorExists: 'second_factor_exists',
  SecondFactorNotStarted: 'second_factor_not_started',
  SecondFactorNotForAccount: 'second_factor_not_for_account',
  SecondFactorNeeded: 'second_factor_needed',
  ConfirmationCodeRequired: 'confirmation_code_required',
  ConfirmationCodeInvalid: 'confirmation_code_invalid',
  SignInLinkInvalid: 'sign_in_link_invalid',
  SignInLinkExpired: 'sign_in_link_expired',
  SignInLinkNotForStaff: 'sign_in_link_not_for_staff',
} as const;
export type IdentityErrorCode = (typeof IdentityErrorCode)[keyof typeof IdentityErrorCode];

declare module '../../shared/errors/domain-error.js' {
  interface ContextErrorCodes {
    identity: IdentityErrorCode;
  }
}

/** The account has a confirmed second factor already. */
export const secondFactorExists = () => new ConflictError(SECOND_FACTOR_MESSAGES.alreadySetUp, IdentityErrorCode.SecondFactorExists);
