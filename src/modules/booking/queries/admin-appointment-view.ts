import { toLondonIso } from '../../../shared/clock/clock.js';
import type { SmsListStatus } from '../../sms/sms.constants.js';
import type { AdminAppointmentRow } from '../repositories/admin-appointments.repository.js';
import { bookingState, csvSafe } from '../rules/admin-appointments.rules.js';
import { storedBookedFor } from '../rules/checkout-consent.rules.js';
import { moneyFactsOf, paymentWording } from '../rules/payment-wording.rules.js';

/*
 * The admin's view of an appointment, built in ONE place for the list, the CSV export and the
 * appointment's page (ADR 0031), from the row the admin's reads return (AdminAppointmentRow, typed by
 * Kysely from the list's columns).
 */

/** Authorisations lapse (7 days for card holds); flag those within 3 days of the deadline. */
const AUTHORISATION_DAYS_MS = 7 * 86400_000;
const AT_RISK_MS = 3 * 86400_000;
const iso = (t: string | null) => (t ? new Date(t).toISOString() : null);

/** The Appointments tab's item: one of the `items` of GET /api/admin/appointments. */
/** `smsStatus`: the confirmation text's state, or opted out (sms-admin-view.ts). */
export function adminListItem(a: AdminAppointmentRow, now: Date, smsStatus: SmsListStatus = null) {
  const deadline = a.capture_before ? new Date(a.capture_before).getTime() : new Date(a.authorized_at ?? a.created_at).getTime() + AUTHORISATION_DAYS_MS;
  const money = paymentWording(moneyFactsOf(a));
  return {
    id: a.id,
    reference: a.reference,
    patient: { name: a.patient_name, email: a.patient_email, phone: a.patient_phone },
    practice: { id: a.practice_id, name: a.practice_name },
    startTime: toLondonIso(new Date(a.starts_at)),
    endTime: toLondonIso(new Date(a.ends_at)),
    service: a.service ?? 'Emergency dental appointment',
    issue: a.patient_issue,
    status: a.status,
    paymentStatus: a.payment_status,
    /** A booking, or an attempt that never held money (then `bookingState` says why). */
    booked: bookingState(a) === 'booked',
    bookingState: bookingState(a),
    paymentError: a.payment_error ?? null,
    emailStatus: a.email_status,
    createdAt: new Date(a.created_at).toISOString(),
    confirmedAt: iso(a.confirmed_at),
    cancelledAt: iso(a.cancelled_at),
    cancelledBy: a.cancelled_by ?? null,
    cancellationReason: a.cancellation_reason ?? null,
    refundDuePence: a.refund_due_pence === null || a.refund_due_pence === undefined ? null : Number(a.refund_due_pence),
    refundedPence: Number(a.refunded_pence ?? 0),
    capturedPence: Number(a.captured_pence ?? 0),
    releasedPence: Number(a.released_pence ?? 0),
    /** What happened to the fee, in the words the patient reads ("£19.50 kept, £19.50 released"). */
    payment: { label: money.label, sentence: money.sentence },
    captureAtRisk: a.payment_status === 'authorized' && deadline - now.getTime() < AT_RISK_MS,
    smsStatus,
    /** The patient when not the person booking (`patient` is then who booked and whom we contact). */
    bookedFor: storedBookedFor(a),
  };
}
export type AdminListItem = ReturnType<typeof adminListItem>;

/** The export's columns, in order: [header, value]. Every value passes csvSafe. */
export const CSV_COLUMNS: ReadonlyArray<readonly [string, (i: AdminListItem) => string | number | null]> = [
  ['Reference', (i) => i.reference],
  ['Created', (i) => i.createdAt],
  ['Starts', (i) => i.startTime],
  ['Ends', (i) => i.endTime],
  ['Practice', (i) => i.practice.name],
  ['Patient name', (i) => i.patient.name],
  ['Patient e-mail', (i) => i.patient.email],
  ['Patient phone', (i) => i.patient.phone],
  ['Issue', (i) => i.issue],
  ['Service', (i) => i.service],
  ['Status', (i) => i.status],
  ['Payment status', (i) => i.paymentStatus],
  ['Refunded (pence)', (i) => i.refundedPence],
  ['Cancelled by', (i) => i.cancelledBy],
  // Last, so a spreadsheet built on the earlier columns keeps working: an attempt that never held money says why.
  ['Booked', (i) => (i.booked ? 'yes' : `no (${i.bookingState})`)],
  // After it, for the same reason: the patient when someone else booked for them ("Patient name" is then the booker).
  ['Appointment for', (i) => i.bookedFor?.name ?? null],
  ['Appointment for under 16', (i) => (i.bookedFor ? (i.bookedFor.under16 ? 'yes' : 'no') : null)],
  // A held fee's part kept and the rest released (never a refund): after Booked, for the same reason.
  ['Captured (pence)', (i) => i.capturedPence],
  ['Released (pence)', (i) => i.releasedPence],
];

export const csvRecord = (i: AdminListItem) => CSV_COLUMNS.map(([, value]) => csvSafe(value(i)));
