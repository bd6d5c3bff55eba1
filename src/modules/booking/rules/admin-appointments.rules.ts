import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { UK_PHONE_METADATA } from '../../search/uk-phone-metadata.constants.js';
import { CHECKOUT_CONSENT_TEXTS } from '../booking.constants.js';
import { type AppointmentStatus, isBooking, type PaymentStatus } from './payment-wording.rules.js';
import { BookingEvent } from '../booking.events.js';
import { SmsEvent } from '../../sms/sms.events.js';

/**
 * The admin's search box, read as ONE kind of search so each is a single index lookup (ADR 0031):
 * a reference (ED-XXXXXX, exact), an e-mail (anything with '@', exact, case-insensitive), a phone
 * (what libphonenumber reads as a possible UK number, matched on its national digits), else a name
 * (case-insensitive substring, pg_trgm).
 */
export type AppointmentSearch =
  | { kind: 'reference'; reference: string }
  | { kind: 'email'; email: string }
  | { kind: 'phone'; nationalDigits: string }
  | { kind: 'name'; pattern: string };

const REFERENCE = /^ED-?[A-Z0-9]{6}$/;
/** Only digits and what people type between them: a name never looks like this. */
const PHONE_LIKE = /^\+?[\d\s().-]{7,}$/;

export function classifySearch(raw: string): AppointmentSearch {
  const q = raw.trim().replace(/\s+/g, ' ');
  const upper = q.toUpperCase();
  if (REFERENCE.test(upper)) return { kind: 'reference', reference: upper.startsWith('ED-') ? upper : `ED-${upper.slice(2)}` };
  if (q.includes('@')) return { kind: 'email', email: q.toLowerCase() };
  if (PHONE_LIKE.test(q)) {
    const number = parsePhoneNumberFromString(q, { defaultCountry: 'GB', extract: false }, UK_PHONE_METADATA);
    // Stored phones are UK national format ("07700 900982"); their digits with the trunk 0 are the key.
    if (number && number.countryCallingCode === '44' && number.isPossible()) return { kind: 'phone', nationalDigits: `0${number.nationalNumber}` };
  }
  return { kind: 'name', pattern: `%${escapeLike(q.toLowerCase())}%` };
}

/**
 * A name search needs 3 characters: shorter has no trigram to look up, so it would read every row
 * (62 ms for a rare two-letter string at 100,000 appointments, against < 1 ms from 3 on).
 */
export const MIN_NAME_SEARCH = 3;
export const isTooShortForName = (raw: string) => classifySearch(raw).kind === 'name' && raw.trim().replace(/\s+/g, ' ').length < MIN_NAME_SEARCH;

/** LIKE's own characters taken literally (the pattern is still a bind parameter). */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The position after the last row of a page: its created_at (PostgreSQL's exact text) and id. */
export interface AppointmentCursor {
  createdAt: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** PostgreSQL's timestamptz text as the driver hands it back ('2026-11-24 09:15:00.123456+00'). */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

/** Opaque to clients: base64url of a JSON pair. */
export function encodeCursor(c: AppointmentCursor): string {
  return Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');
}

/** The cursor a page handed out, or undefined for anything else (a tampered cursor is a 400, never a query). */
export function decodeCursor(raw: string): AppointmentCursor | undefined {
  if (raw.length > 200 || !/^[A-Za-z0-9_-]+$/.test(raw)) return undefined;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || !PG_TIMESTAMP.test(createdAt) || !UUID.test(id)) return undefined;
    if (Number.isNaN(Date.parse(createdAt.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')))) return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR: OWASP's CSV injection list) is
 * prefixed with a single quote, so an export opened in Excel shows the text, never runs it.
 */
export function csvSafe(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

// ---- the booking's story ----

/**
 * Timeline rows that are not domain events: the booking's own columns give them (the confirmation
 * e-mail's outcome, the terms accepted at checkout) and the mail log (later e-mails).
 */
export const TimelineEntry = { EmailSent: 'EmailSent', EmailFailed: 'EmailFailed', TermsAccepted: 'TermsAccepted' } as const;

export interface TimelineSource {
  type: string;
  payload: Record<string, unknown>;
}

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const pounds = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? `£${(v / 100).toFixed(2).replace(/\.00$/, '')}` : undefined);
const withReason = (label: string, reason: unknown) => (str(reason) ? `${label}: ${str(reason)}` : label);
const OUTCOMES: Record<string, string> = { attended: 'attended', 'no-show': 'did not attend (fee kept)', no_show: 'did not attend (fee kept)', cancelled: 'cancelled by the practice' };
const MAIL_KINDS: Record<string, string> = {
  confirmation: 'Confirmation e-mail sent',
  reminder: 'Reminder e-mail sent',
  cancellation: 'Cancellation e-mail sent',
  reschedule: 'Rescheduled e-mail sent',
  confirmed: 'Appointment confirmed e-mail sent',
  'practice-booking': 'Practice told of the booking',
  'practice-reschedule': 'Practice told of the new time',
  'practice-cancellation': 'Practice told of the cancellation',
};

/** A human label for an event of the booking's story; unknown types are shown by their name, never dropped. */
export function timelineLabel(e: TimelineSource): string {
  const p = e.payload ?? {};
  switch (e.type) {
    case BookingEvent.SlotHeld:
      return 'Slot held';
    case BookingEvent.HoldExtended:
      return 'Hold extended';
    case BookingEvent.HoldReleased:
      return p.reason === 'patient-started-again' ? 'Hold released: the patient started another booking' : 'Hold released';
    case BookingEvent.HoldExpired:
      return 'Hold ran out';
    case BookingEvent.AppointmentCreated:
      return 'Patient details given, card step started';
    case TimelineEntry.TermsAccepted:
      return str(p.termsVersion) ? CHECKOUT_CONSENT_TEXTS.recorded(str(p.termsVersion)!, p.guardianConfirmed === true) : 'Booking Terms accepted';
    case BookingEvent.PaymentAuthorized:
      return 'Paid (card authorised, fee held)';
    case BookingEvent.PaymentCaptured:
      return 'Fee captured';
    case BookingEvent.PaymentFailed:
      return withReason(p.stage === 'capture' ? 'Capture failed' : 'Payment failed', p.reason);
    case BookingEvent.AppointmentPaymentOrphaned:
      return 'Payment arrived after the slot was lost (refund due)';
    case BookingEvent.AppointmentBooked:
      return 'Booked';
    case BookingEvent.ReminderScheduled:
      return 'Reminder scheduled';
    case BookingEvent.AppointmentConfirmed:
      return 'Confirmed';
    case BookingEvent.AppointmentRescheduled:
      return 'Rescheduled';
    case BookingEvent.AppointmentCancelled:
      return withReason(
        p.by === 'admin' ? 'Cancelled for the practice' : p.by === 'practice' ? 'Cancelled by the practice' : p.via === 'admin' ? "Cancelled at the patient's request" : 'Cancelled by the patient',
        p.reason,
      );
    case BookingEvent.RefundIssued:
      // Before ADR 0042 a held fee let go was recorded as a refund: nothing left the card.
      if (p.method === 'authorisation released') return pounds(p.amountPence) ? `${pounds(p.amountPence)} released (nothing taken)` : 'Released (nothing taken)';
      return pounds(p.amountPence) ? `Refunded ${pounds(p.amountPence)}` : 'Refunded';
    case BookingEvent.PaymentPartlyCaptured:
      return pounds(p.capturedPence) && pounds(p.releasedPence) ? `${pounds(p.capturedPence)} kept, ${pounds(p.releasedPence)} released` : 'Part of the fee kept, the rest released';
    case BookingEvent.AuthorisationReleased:
      return pounds(p.releasedPence) ? `${pounds(p.releasedPence)} released (nothing taken)` : 'Released (nothing taken)';
    case BookingEvent.AuthorisationLapsed:
      return 'Card authorisation lapsed: nothing taken';
    case BookingEvent.AuthorisationAtRisk:
      return 'Card authorisation lapses soon';
    case BookingEvent.ConfirmationEmailChanged:
      return 'Patient changed the confirmation e-mail address';
    case BookingEvent.AppointmentLocaleChanged:
      return p.locale === 'cy' ? "Patient changed the booking's language to Welsh" : p.locale === 'en-GB' ? "Patient changed the booking's language to English" : "Patient changed the booking's language";
    case BookingEvent.AppointmentOutcomeRecorded:
      return `Outcome: ${OUTCOMES[str(p.outcome) ?? ''] ?? str(p.outcome) ?? 'recorded'}`;
    case SmsEvent.TextMessageSent:
      return str(p.template) ? `Text message sent (${str(p.template)})` : 'Text message sent';
    case SmsEvent.TextMessageDelivered:
      return str(p.template) ? `Text message delivered (${str(p.template)})` : 'Text message delivered';
    case SmsEvent.TextMessageFailed:
      return withReason(str(p.template) ? `Text message failed (${str(p.template)})` : 'Text message failed', p.reason);
    case TimelineEntry.EmailSent:
      return MAIL_KINDS[str(p.kind) ?? ''] ?? 'E-mail sent';
    case TimelineEntry.EmailFailed:
      return withReason('Confirmation e-mail failed', p.reason);
    default:
      return humanise(e.type);
  }
}

/** 'SomethingHappened' → 'Something happened': an event nobody mapped yet still reads. */
export function humanise(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Event';
}

/** Who did it, as an admin reads it: a signed-in user by name (or e-mail), roles and services as words. */
export function actorLabel(actor: string | null, user?: { displayName: string | null; email: string } | null): string {
  if (user) return user.displayName?.trim() || user.email;
  if (!actor) return 'System';
  const known: Record<string, string> = { patient: 'Patient', system: 'System', worker: 'System (queue)', webhook: 'Card provider', stripe: 'Card provider', client: 'Patient', practice: 'Practice' };
  if (known[actor]) return known[actor];
  if (UUID.test(actor)) return 'A former user';
  return actor;
}

/**
 * Whether a row is a booking, and if not, why not (ADR 0035): a checkout whose payment never
 * held money is an attempt, shown to the admin once and labelled as such, never as a pending booking.
 * - booked: money was held or taken (or is on its way), whatever happened since;
 * - payment-failed: the card was declined or the bank's check failed; nothing was taken;
 * - payment-returned: money arrived after the slot was lost, and goes back;
 * - not-paid: the card step was never finished (left, or still under way).
 */
export const BOOKING_STATES = ['booked', 'payment-failed', 'payment-returned', 'not-paid'] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
export function bookingState(a: { status: string; payment_status: string; authorized_at: string | Date | null }): BookingState {
  if (isBooking({ status: a.status as AppointmentStatus, paymentStatus: a.payment_status as PaymentStatus, authorizedAt: a.authorized_at })) return 'booked';
  if (a.payment_status === 'failed') return 'payment-failed';
  if (a.payment_status !== 'pending') return 'payment-returned';
  return 'not-paid';
}
