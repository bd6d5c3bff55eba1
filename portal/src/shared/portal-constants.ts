/**
 * Portal-only constants that the server's constants modules do not (yet) hold.
 * Listed in the portal report so they can move to src/modules/site/site.constants.ts.
 */
export const SITE_NAME = 'Emergency Dental';
/** Booking terms (spec section 9). */
export const COMPLAINT_ACKNOWLEDGE_HOURS = 72;
export const MINIMUM_PATIENT_AGE = 16;
export const OPERATIONS_HOURS_TEXT = 'Monday to Friday, 8am to 5pm';
/**
 * The booking e-mails' manage button (src/modules/notifications/templates/booking-confirmation.tsx
 * writes the same words): the terms name it so a patient can find it.
 */
export const MANAGE_LINK_LABEL = 'Change or cancel your appointment';
/** Privacy policy (spec section 2). */
export const PRIVACY_POLICY_LAST_UPDATED = 'April 24, 2025';
