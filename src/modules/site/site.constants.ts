/** Site context constants. */
export const SITE_SETTINGS_DEFAULTS = { isProtected: true, useImmediatePaymentProcessing: false } as const;
/** A passed gate is remembered this long; then the visitor is asked again. */
export const GATE_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const COOKIE_CONSENT_KEY = 'cookieConsent';
/** The same choice mirrored in a cookie, so the server can leave the notice out of a prerendered page. */
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
export const SUCCESS_MESSAGE_MS = 3000;
export const SETTINGS_MESSAGE_MS = 5000;
/** Service hours and claims shown to patients (spec sections 1 and 9). */
export const SERVICE_HOURS_TEXT = '8am-8pm, 7 days a week';
export const SUPPORT_PHONE_DISPLAY = '0330 088 2211';
export const SUPPORT_PHONE_TEL = '+443300882211';
export const PRACTICE_RELATIONS_PHONE_DISPLAY = '0330 088 2212';
export const PRACTICE_RELATIONS_PHONE_TEL = '+443300882212';
export const PEOPLE_HELPED_TEXT = 'over 1,500';

export const GATE_MESSAGES = {
  heading: 'Site Under Development',
  text: 'This site is currently under development. Please enter the password to access the content.',
  button: 'Enter Site',
  wrongPassword: 'Incorrect password. Please try again.',
} as const;
export const SETTINGS_MESSAGES = {
  protectionError: (message: string) => `Error updating protection status: ${message}`,
  paymentModeError: (message: string) => `Error updating payment processing mode: ${message}`,
} as const;

/** The gate's cookie: the site decides who passed its password (site-settings.service verifyGate). */
export const GATE_COOKIE = 'gate';
