import type { Words } from '@contexts/site/languages.constants';

/**
 * Portal-only constants that the server's constants modules do not (yet) hold.
 * Listed in the portal report so they can move to src/modules/site/site.constants.ts.
 * A patient's words are here in both languages (`*_WORDS`, read with `useWords`); the English
 * constants stay as they were for the pages that read them.
 */
export const SITE_NAME = 'Emergency Dental';
/** Booking terms (spec section 9). */
export const COMPLAINT_ACKNOWLEDGE_HOURS = 72;
export const MINIMUM_PATIENT_AGE = 16;
export const OPERATIONS_HOURS_TEXT = 'Monday to Friday, 8am to 5pm';
/**
 * The office's hours inside the Booking Terms' sentence ("Our office handles … {officeHours}, excluding
 * bank holidays"). The Welsh says the days with "o … i …" (from … to …), each "dydd" mutated after
 * it, and the hours as the service's hours are said ("yb" before noon, "yp" to 6pm).
 */
export const OPERATIONS_HOURS_WORDS: Words<string> = {
  'en-GB': OPERATIONS_HOURS_TEXT,
  cy: 'o ddydd Llun i ddydd Gwener, 8yb i 5yp',
};
/**
 * The booking e-mails' manage button (src/modules/notifications/templates/booking-confirmation.tsx
 * writes the same words): the terms name it so a patient can find it.
 */
export const MANAGE_LINK_LABEL = 'Change or cancel your appointment';
/** The same button in each language: the Welsh e-mail's words (booking-mail.words.ts `manageAction`), kept alike. */
export const MANAGE_LINK_WORDS: Words<string> = {
  'en-GB': MANAGE_LINK_LABEL,
  cy: 'Newid neu ganslo eich apwyntiad',
};
/** Privacy policy (spec section 2). */
export const PRIVACY_POLICY_LAST_UPDATED = 'April 24, 2025';
/** The same date in each language: the Welsh as the Welsh dates are written (day, month, year). */
export const PRIVACY_POLICY_LAST_UPDATED_WORDS: Words<string> = {
  'en-GB': PRIVACY_POLICY_LAST_UPDATED,
  cy: '24 Ebrill 2025',
};
