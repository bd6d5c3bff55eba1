/** Identity context constants. */
export const LOGIN_MESSAGES = {
  bothRequired: 'Please enter both email and password.',
  invalidEmail: 'Invalid email address format.',
  disabled: 'This account has been disabled.',
  userNotFound: 'No account found with this email.',
  wrongPassword: 'Incorrect password.',
  failed: 'Failed to log in. Please try again.',
  tooMany: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;
export const ADMIN_ACCESS_MESSAGES = {
  noAdmin: 'You do not have admin privileges.',
  denied: 'Access Denied',
  deniedText: 'You do not have permission to access this page.',
  goToLogin: 'Go to Login',
} as const;
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
/**
 * Both an unknown e-mail and a wrong password get this one message (ADR 0003: no account enumeration).
 * The spec's own text for that case: its authentication service, with enumeration protection on,
 * reports both as invalid-credential, which the spec's login table shows as "any other".
 */
export const LOGIN_GENERIC_FAILURE = LOGIN_MESSAGES.failed;
export const SESSION_COOKIE = 'session';
/** In production the session cookie carries the __Host- prefix (Secure, Path=/, no Domain). */
export const SESSION_COOKIE_PRODUCTION = '__Host-session';
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];
/** "E-mail me a sign-in link". The request's answer is the same whether or not we know the address. */
export const SIGN_IN_LINK_MINUTES = 15;
export const SIGN_IN_LINK_MESSAGES = {
  sent: `If that address has bookings with us, a sign-in link is on its way. It works for ${SIGN_IN_LINK_MINUTES} minutes.`,
  emailRequired: 'Enter the e-mail address you booked with.',
  invalid: 'This sign-in link is not valid. Please ask for a new one.',
  expired: 'This sign-in link has expired or has already been used. Please ask for a new one.',
  tooMany: 'Too many sign-in links asked for. Please wait a few minutes and try again.',
  notForStaff: 'E-mailed sign-in links are for My Appointments only. Admins and practice staff sign in with their password.',
} as const;
export const ROLE_MESSAGES = {
  lastAdmin: 'You cannot remove the last admin. Promote another user first.',
  userNotFound: 'User not found.',
} as const;
/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies", ADR 0026): a browser
 * that signed in to an account with its password gets its own failure allowance for that account.
 */
export const DEVICE_COOKIE = 'device';
/** In production the device cookie carries the __Host- prefix, like the session cookie. */
export const DEVICE_COOKIE_PRODUCTION = '__Host-device';
/** How long a browser stays trusted after its last sign-in with a password (also checked on the server). */
export const DEVICE_COOKIE_DAYS = 365;
/** Accounts one browser remembers (a shared reception computer); the oldest sign-in drops out. */
export const DEVICE_COOKIE_MAX_ACCOUNTS = 5;
/** How a session was opened (user_session.method): only password sessions may reach admin and staff routes. */
export const SESSION_METHODS = ['password', 'second_factor', 'link'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];
/**
 * ADR 0037: a second factor (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1, as every
 * authenticator app reads them) for admins and practice staff, with one-time recovery codes.
 */
export const SECOND_FACTOR_ISSUER = 'Emergency Dental';
export const SECOND_FACTOR_PERIOD_SECONDS = 30;
export const SECOND_FACTOR_DIGITS = 6;
/** A code is accepted one step either side of now (a phone's clock a little off). */
export const SECOND_FACTOR_WINDOW_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the code step stays locked after too many wrong codes within a day (LOGIN_CODE_FAILURES_PER_DAY). */
export const CODE_LOCK_HOURS = 24;
/** The window LOGIN_CODE_FAILURES_PER_DAY counts in: from the first wrong code of a run. */
export const CODE_FAILURE_WINDOW_HOURS = 24;
export const SECOND_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app.',
  codeWrong: 'That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.',
  setupRequired: 'Set up two-step verification to sign in: your account needs a code from an authenticator app as well as your password.',
  alreadySetUp: 'Two-step verification is already set up for this account. If you lost your device, sign in with a recovery code or ask an admin to reset it.',
  notForThisAccount: 'Two-step verification is for admin and practice staff accounts.',
  notStarted: 'Start setting up two-step verification again: scan the new code, then enter the code it shows.',
  tooManyCodes: 'Too many wrong codes. Please wait a few minutes and try again.',
  /** At enrolment: the person has no recovery codes yet, so none are mentioned. */
  setupCodeWrong: 'That code is not right. Enter the 6-digit code your authenticator app shows now for Emergency Dental.',
  /** A code whose time step was accepted already (a second tap, a replay): not "wrong", just spent. */
  codeJustUsed: 'That code was used a moment ago. Wait for your app to show the next code, then enter it.',
  /** The day-long lock of the code step after LOGIN_CODE_FAILURES_PER_DAY wrong codes. */
  codesLocked: `Too many wrong codes: signing in to this account with a code is locked for ${CODE_LOCK_HOURS} hours, and its owner has been told by e-mail. An admin can end the lock sooner.`,
} as const;

/** The back office's care of accounts (the Users tab): each change confirmed with the admin's own code. */
export const ACCOUNT_MESSAGES = {
  confirmCodeRequired: 'Enter the current 6-digit code from your own authenticator app to confirm.',
  confirmCodeWrong: 'That code is not right. Enter the current 6-digit code from your own authenticator app.',
  ownFactorNeeded: 'Set up two-step verification for your own account first: these changes are confirmed with a code from your app.',
  notYourself: 'You cannot do this to your own account. Ask another admin.',
  lastAdminDisabled: 'You cannot disable the last admin. Promote another user first.',
  userNotFound: 'User not found.',
} as const;
/** The password every account sets: the one rule, wherever a password is chosen (CLI, invitation). */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MESSAGES = {
  tooShort: `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
} as const;
