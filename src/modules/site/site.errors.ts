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
