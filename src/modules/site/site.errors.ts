import { DomainError } from '../../shared/errors/domain-error.js';
import { GATE_MESSAGES } from './site.constants.js';

/** The codes of the site gate's refusals on the wire. */
export const SiteErrorCode = {
  /** The site is protected and its password was not given. */
  GateRequired: 'gate_required',
  /** The gate password is wrong (also for a missing or non-text one). */
  WrongPassword: 'wrong_password',
} as const;
export type SiteErrorCode = (typeof SiteErrorCode)[keyof typeof SiteErrorCode];

declare module '../../shared/errors/domain-error.js' {
  interface ContextErrorCodes {
    site: SiteErrorCode;
  }
}

/** The one answer for a wrong, missing or odd gate password. */
export const wrongPassword = () => new DomainError(GATE_MESSAGES.wrongPassword, SiteErrorCode.WrongPassword, 401);
