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
/** Both an unknown e-mail and a wrong password get this one message (ADR 0003: no account enumeration). */
export const LOGIN_GENERIC_FAILURE = 'Incorrect email or password.';
export const SESSION_COOKIE = 'session';
/** In production the session cookie carries the __Host- prefix (Secure, Path=/, no Domain). */
export const SESSION_COOKIE_PRODUCTION = '__Host-session';
export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];
/** "E-mail me a sign-in link" (issue #11). The request's answer is the same whether or not we know the address. */
export const SIGN_IN_LINK_MINUTES = 15;
export const SIGN_IN_LINK_MESSAGES = {
  sent: `If that address has bookings with us, a sign-in link is on its way. It works for ${SIGN_IN_LINK_MINUTES} minutes.`,
  emailRequired: 'Enter the e-mail address you booked with.',
  invalid: 'This sign-in link is not valid. Please ask for a new one.',
  expired: 'This sign-in link has expired or has already been used. Please ask for a new one.',
  tooMany: 'Too many sign-in links asked for. Please wait a few minutes and try again.',
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
