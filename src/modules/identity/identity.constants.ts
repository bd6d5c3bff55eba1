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
} as const;
export const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
