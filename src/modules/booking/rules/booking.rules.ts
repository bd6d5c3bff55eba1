import { randomInt } from 'node:crypto';
import type { IntentStatus } from '../../payments/index.js';
import { ADMIN_CANCEL_CHOICES, type AdminCancelChoice, BOOKING_MESSAGES, EMAIL_CHANGE_MESSAGES, MANAGE_MESSAGES, refundBeforeInstructionPence } from '../booking.constants.js';
import { EMAIL_CHANGE_MESSAGES_CY, MANAGE_MESSAGES_CY } from '../booking.cy.constants.js';
import { DEFAULT_LOCALE, type Locale } from '../../site/languages.constants.js';
import { plainMailbox } from '../../notifications/rules/mailbox.rules.js';
import { BookingErrorCode } from '../booking.errors.js';
import { toLondonDate, toLondonIso } from '../../../shared/clock/clock.js';
import { type AppointmentStatus, type MoneyFacts, type PaymentStatus, paymentWording, poundsText } from './payment-wording.rules.js';

// The statuses, the booking test and the fee's words live with the wording the portal imports too.
export type { AppointmentStatus, PaymentStatus };
export { isBooking, poundsText } from './payment-wording.rules.js';

/**
 * The spec's mapping after the card step (section 4): an error gives failed with its message;
 * requires_capture gives authorized; succeeded gives completed; anything else processing — except
 * requires_action, which the spec (written before 3-D Secure) does not know: the patient's bank is
 * still waiting for them, nothing is on its way, so the payment is still pending.
 */
export function paymentStatusFor(intent: { status: IntentStatus; lastError: string | null }): { paymentStatus: PaymentStatus; paymentError: string | null } {
  if (intent.status === 'requires_capture') return { paymentStatus: 'authorized', paymentError: null };
  if (intent.status === 'succeeded') return { paymentStatus: 'completed', paymentError: null };
  if (intent.status === 'requires_action') return { paymentStatus: 'pending', paymentError: null };
  if (intent.lastError) return { paymentStatus: 'failed', paymentError: intent.lastError };
  if (intent.status === 'canceled') return { paymentStatus: 'failed', paymentError: BOOKING_MESSAGES.paymentFailed };
  return { paymentStatus: 'processing', paymentError: null };
}

/** The manage page's and the booking e-mails' words in `locale` (their Welsh mirror for `cy`). */
export const manageMessagesIn = (locale: Locale) => (locale === 'cy' ? MANAGE_MESSAGES_CY : MANAGE_MESSAGES);

/** The confirmation address correction's words in `locale`. */
export const emailChangeMessagesIn = (locale: Locale) => (locale === 'cy' ? EMAIL_CHANGE_MESSAGES_CY : EMAIL_CHANGE_MESSAGES);

/** Money is held or taken: the slot can be booked. */
export const isPaid = (s: PaymentStatus) => s === 'authorized' || s === 'completed';

/** On admin confirmation (spec section 4): authorized stays authorized (and is captured), otherwise processing. */
export function paymentStatusOnConfirm(current: PaymentStatus): PaymentStatus {
  if (current === 'authorized' || current === 'completed') return current;
  return 'processing';
}

/**
 * Two names given for one patient (the lead form typed again): the same whatever the case, the
 * spaces and the Unicode form ("sam  patel " and "Sam Patel").
 */
export function samePatientName(a: string, b: string): boolean {
  const key = (s: string) => s.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');
  return key(a) === key(b);
}

/**
 * An earlier attempt is the same patient's as a booking (one booking per attempt, ADR 0035):
 * the same lead-form name and, when the earlier attempt reached the checkout, the same answer to who
 * the appointment is for (null: the person booking). A parent booking for two children from one phone
 * gives one lead-form name but two patients, and each attempt stays. An attempt that has not reached
 * the checkout has no answer yet and is judged by its lead-form name.
 */
export function sameAttemptPatient(
  earlier: { name: string; checkedOut: boolean; bookedFor: string | null },
  booked: { name: string; bookedFor: string | null },
): boolean {
  if (!samePatientName(earlier.name, booked.name)) return false;
  if (!earlier.checkedOut) return true;
  return earlier.bookedFor === null || booked.bookedFor === null ? earlier.bookedFor === booked.bookedFor : samePatientName(earlier.bookedFor, booked.bookedFor);
}

/** The payment e-mail check with the spec's texts (one plain mailbox: `plainMailbox`), or undefined when it is fine. */
export function emailProblem(email: unknown): string | undefined {
  if (typeof email !== 'string' || !email.trim()) return BOOKING_MESSAGES.emailRequired;
  if (!plainMailbox(email)) return BOOKING_MESSAGES.emailInvalid;
  return undefined;
}

/** Unambiguous characters only (no 0/O, 1/I/L), so a reference can be read out on the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export function newReference(): string {
  let ref = 'ED-';
  for (let i = 0; i < 6; i++) ref += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return ref;
}

export interface RefundDecision {
  /** What goes back to the patient: released from a held fee, or refunded from a paid one. */
  refundPence: number;
  /** What the patient is told before they commit, and in the cancellation e-mail. */
  explanation: string;
}

/** The fee is only held on the card (authorised, not captured): what goes back is released, never refunded. */
const isHeld = (s: PaymentStatus) => s === 'authorized';

/**
 * The refund rule (spec section 9, Booking Terms): 50 % of the booking fee when the patient cancels
 * before the practice is instructed (before admin confirmation); nothing after. Nothing to refund
 * when no money was held or taken. A held fee keeps its part and releases the rest (only the kept
 * part is ever taken); a paid one gets its part refunded. Said that way before the patient commits.
 */
export function refundOnCancellation(a: { status: AppointmentStatus; paymentStatus: PaymentStatus; amountPence: number }, locale: Locale = DEFAULT_LOCALE): RefundDecision {
  const M = manageMessagesIn(locale);
  if (a.paymentStatus === 'lapsed') return { refundPence: 0, explanation: M.lapsed };
  if (!isPaid(a.paymentStatus) && a.paymentStatus !== 'processing') return { refundPence: 0, explanation: M.noPayment };
  if (a.status !== 'pending') return { refundPence: 0, explanation: M.noRefundAfterInstruction };
  const refundPence = refundBeforeInstructionPence(a.amountPence);
  const fee = poundsText(a.amountPence);
  return {
    refundPence,
    explanation: isHeld(a.paymentStatus)
      ? M.keepPartOfHeld(poundsText(a.amountPence - refundPence), fee)
      : M.refundPartOfPaid(poundsText(refundPence), fee),
  };
}

/** When the practice cancels (a closure), the patient gets back everything: a held fee released whole, a paid one refunded. */
export function fullRefund(a: { paymentStatus: PaymentStatus; amountPence: number }, locale: Locale = DEFAULT_LOCALE): RefundDecision {
  const M = manageMessagesIn(locale);
  if (a.paymentStatus === 'lapsed') return { refundPence: 0, explanation: M.lapsed };
  if (!isPaid(a.paymentStatus) && a.paymentStatus !== 'processing') return { refundPence: 0, explanation: M.noPayment };
  const fee = poundsText(a.amountPence);
  return { refundPence: a.amountPence, explanation: isHeld(a.paymentStatus) ? M.releaseAllHeld(fee) : M.refundAllPaid(fee) };
}

/** The reason typed for the patient as one plain line (a text and an e-mail line carry it): spaces and line breaks collapsed; null when empty. */
export function reasonForPatient(reason: string | null | undefined): string | null {
  return reason?.trim().replace(/\s+/g, ' ') || null;
}

/** Who cancels, as the money sees it: the patient (their own rule, whoever typed it in) or the practice's side (everything back). */
export type CancellingSide = 'patient' | 'admin' | 'practice';

/** What goes back when `by` cancels: the patient's refund rule, or the practice's full refund (explained in `locale`). */
export function refundFor(by: CancellingSide, a: { status: AppointmentStatus; paymentStatus: PaymentStatus; amountPence: number }, locale: Locale = DEFAULT_LOCALE): RefundDecision {
  return by === 'patient' ? refundOnCancellation(a, locale) : fullRefund(a, locale);
}

/** An admin's choice as the side that cancels: the patient asked (their rule), or the practice cannot see them (ours). */
export const sideOfChoice = (choice: AdminCancelChoice): 'patient' | 'admin' => (choice === 'patient_asked' ? 'patient' : 'admin');

/** What one choice of an admin's cancellation would do now, said before it happens. */
export interface CancellationPreview {
  choice: AdminCancelChoice;
  /** Why it cannot be cancelled (null when it can). */
  refusal: string | null;
  refundPence: number;
  /** The refund rule's sentence (what the cancel answers). */
  explanation: string;
  /** The fee as every channel will word it once cancelled (`paymentWording`): the e-mail's and the page's sentence, the list's label. */
  payment: { label: string; sentence: string };
}

/**
 * Each choice an admin has for cancelling this booking now, with the money it moves in the one
 * wording (`paymentWording` of the booking as it would stand cancelled): exactly what the patient's
 * e-mail and page will then say. The same checks as the cancellation itself (`changeRefusal`, an
 * outcome recorded), so a choice offered is one the api accepts.
 */
export function adminCancellationPreview(
  a: { status: AppointmentStatus; paymentStatus: PaymentStatus; amountPence: number; startsAt: Date; outcome: string | null } & Pick<MoneyFacts, 'refundedPence' | 'capturedPence' | 'releasedPence'>,
  now: Date,
): CancellationPreview[] {
  return ADMIN_CANCEL_CHOICES.map((choice) => {
    const refusal = a.outcome ? MANAGE_MESSAGES.notChangeable : (changeRefusal(a, now) ?? null);
    const refund = refundFor(sideOfChoice(choice), a);
    const money = paymentWording({
      paymentStatus: a.paymentStatus,
      appointmentStatus: 'cancelled',
      feePence: a.amountPence,
      refundDuePence: refund.refundPence,
      refundedPence: a.refundedPence,
      capturedPence: a.capturedPence,
      releasedPence: a.releasedPence,
    });
    return { choice, refusal, refundPence: refund.refundPence, explanation: refund.explanation, payment: { label: money.label, sentence: money.sentence } };
  });
}

/**
 * Whether the patient may still cancel or move a booking online: a live, paid booking that has not
 * started. Returns the reason when not, in `locale`.
 */
export function changeRefusal(
  a: { status: AppointmentStatus; paymentStatus: PaymentStatus; startsAt: Date },
  now: Date,
  /** The practice's own cancellation may come after the start time (the patient could not be seen). */
  options: { evenAfterStart?: boolean } = {},
  locale: Locale = DEFAULT_LOCALE,
): string | undefined {
  const M = manageMessagesIn(locale);
  if (a.status === 'cancelled') return M.alreadyCancelled;
  if (a.status !== 'pending' && a.status !== 'confirmed') return M.notChangeable;
  // A lapsed authorisation took nothing, but the booking stands: it can still be moved or cancelled.
  if (!isPaid(a.paymentStatus) && a.paymentStatus !== 'processing' && a.paymentStatus !== 'lapsed') return M.notPaid;
  if (!options.evenAfterStart && a.startsAt.getTime() <= now.getTime()) return M.notChangeable;
  return undefined;
}

/**
 * Whether the patient may still correct the confirmation's address (and have it sent again): a live
 * booking, fewer than `maxChanges` corrections so far, and a confirmation not yet delivered — or
 * delivered less than `windowMinutes` after booking (`bookedAt`: when the money was held). Returns the
 * refusal when not.
 */
export function emailChangeRefusal(
  a: { status: AppointmentStatus; emailStatus: 'pending' | 'queued' | 'sent' | 'failed'; emailChanges: number; bookedAt: Date | null },
  now: Date,
  limits: { windowMinutes: number; maxChanges: number },
): { message: string; code: BookingErrorCode } | undefined {
  if (a.status !== 'pending' && a.status !== 'confirmed') return { message: EMAIL_CHANGE_MESSAGES.notLive, code: BookingErrorCode.NotLive };
  if (a.emailChanges >= limits.maxChanges) return { message: EMAIL_CHANGE_MESSAGES.tooMany, code: BookingErrorCode.EmailChangeLimit };
  if (a.emailStatus === 'sent' && (a.bookedAt === null || now.getTime() - a.bookedAt.getTime() > limits.windowMinutes * 60_000)) {
    return { message: EMAIL_CHANGE_MESSAGES.closed, code: BookingErrorCode.EmailChangeClosed };
  }
  return undefined;
}

/**
 * The PaymentIntent's metadata (spec 3, "Payment intent request": appointmentId, practiceId,
 * patientName, appointmentDate, appointmentTime; the amount is the intent's own), plus our reference.
 * The same appointment always gives the same metadata, so a repeated create with its idempotency key
 * sends the same parameters, as Stripe requires.
 */
export function paymentIntentMetadata(a: { id: string; reference: string; practice_id: string; patient_name: string; starts_at: string | Date }): Record<string, string> {
  const start = new Date(a.starts_at);
  return {
    appointmentId: a.id,
    reference: a.reference,
    practiceId: a.practice_id,
    patientName: a.patient_name,
    appointmentDate: toLondonDate(start),
    appointmentTime: toLondonIso(start).slice(11, 16),
  };
}

/**
 * The client network a hold is counted against: an IPv4 address as it is (an IPv4-mapped IPv6 one
 * too), an IPv6 address by its /64, which a single subscriber gets whole and can rotate through at will.
 */
export function clientNetwork(ip: string): string {
  const address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}
