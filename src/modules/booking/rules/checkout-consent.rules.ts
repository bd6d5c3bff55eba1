import { BOOKED_FOR_MESSAGES, BOOKED_FOR_NAME_MAX, BOOKING_TERMS_VERSION, CHECKOUT_CONSENT_MESSAGES } from '../booking.constants.js';

/** The patient when they are not the person booking: their name and whether they are under 16. */
export interface BookedFor {
  name: string;
  under16: boolean;
}

/** What a checkout records with its appointment: which terms, when, and the age confirmation. */
export interface CheckoutConsent {
  termsVersion: string;
  /** The Clock's time of the (first) checkout: a repeated checkout of the hold keeps it. */
  acceptedAt: Date;
  over16Confirmed: true;
  /** The person booking confirmed being the parent or guardian of a patient under 16 (true only then). */
  guardianConfirmed: boolean;
}

/**
 * Why a checkout's consent is refused, by field: `acceptTerms` and `over16` must each be the boolean
 * `true` (missing, false, "true" or 1 are all refused). Empty when both are given.
 */
export function consentProblems(acceptTerms: unknown, over16: unknown): Partial<Record<'acceptTerms' | 'over16', string>> {
  return {
    ...(acceptTerms !== true && { acceptTerms: CHECKOUT_CONSENT_MESSAGES.acceptTermsRequired }),
    ...(over16 !== true && { over16: CHECKOUT_CONSENT_MESSAGES.over16Required }),
  };
}

export type BookedForField = 'patient' | 'patient.name' | 'patient.under16' | 'guardian';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Why the checkout's `patient` (who the appointment is for) is refused, by field. Absent (undefined)
 * means the person booking is the patient. Otherwise it must be `{ name, under16 }` and nothing more
 * (no other detail about the patient is asked for, so none is taken): a name of 1 to 120 characters
 * once trimmed, and the boolean `under16`. For a patient under 16, `guardian` must be the boolean
 * `true`: the person booking confirms being their parent or guardian. Empty when all is well.
 */
export function bookedForProblems(patient: unknown, guardian: unknown): Partial<Record<BookedForField, string>> {
  if (patient === undefined) return {};
  if (!isPlainObject(patient) || Object.keys(patient).some((k) => k !== 'name' && k !== 'under16')) return { patient: BOOKED_FOR_MESSAGES.patientInvalid };
  const name = typeof patient.name === 'string' ? patient.name.trim() : '';
  return {
    ...(name === '' && { 'patient.name': BOOKED_FOR_MESSAGES.nameRequired }),
    ...(name.length > BOOKED_FOR_NAME_MAX && { 'patient.name': BOOKED_FOR_MESSAGES.nameTooLong }),
    ...(typeof patient.under16 !== 'boolean' && { 'patient.under16': BOOKED_FOR_MESSAGES.under16Required }),
    ...(patient.under16 === true && guardian !== true && { guardian: BOOKED_FOR_MESSAGES.guardianRequired }),
  };
}

/** The patient of a checkout whose `patient` passed `bookedForProblems`: null when it is the person booking. */
export function bookedForOf(patient: unknown): BookedFor | null {
  if (!isPlainObject(patient)) return null;
  return { name: String(patient.name).trim(), under16: patient.under16 === true };
}

/**
 * The consent to store for a checkout at `now`, always the current terms version; the guardian's
 * confirmation only with a patient under 16 (it was asked, and given, only then).
 */
export function checkoutConsent(now: Date, bookedFor: BookedFor | null = null): CheckoutConsent {
  return { termsVersion: BOOKING_TERMS_VERSION, acceptedAt: now, over16Confirmed: true, guardianConfirmed: bookedFor?.under16 === true };
}

/** The stored patient of an appointment (`booked_for_name`, `booked_for_under_16`): null when the person booking is the patient. */
export function storedBookedFor(row: { booked_for_name: string | null; booked_for_under_16: boolean | null }): BookedFor | null {
  return row.booked_for_name === null ? null : { name: row.booked_for_name, under16: row.booked_for_under_16 === true };
}
