import type { AdminAppointment } from '../api/admin';

/**
 * Whether the server would accept Confirm, mirroring its one compare-and-set
 * (src/modules/booking/confirm-appointment.handler.ts): `status = 'pending' AND payment_status IN
 * ('authorized', 'completed')`. The server stays the judge; this only keeps the button from
 * promising what it would refuse.
 */
export function canConfirm(a: Pick<AdminAppointment, 'status' | 'paymentStatus'>): boolean {
  return a.status === 'pending' && (a.paymentStatus === 'authorized' || a.paymentStatus === 'completed');
}

/** Why a pending row has no Confirm button, by its payment status (undefined when it can be confirmed). */
export const NOT_CONFIRMABLE: Record<string, string> = {
  pending: 'Not confirmable yet: the patient has not paid.',
  processing: 'Not confirmable yet: the payment is still being processed.',
  failed: 'Not confirmable: the payment failed, so there is nothing to capture.',
  refunded: 'Not confirmable: the booking fee was refunded.',
  // The card's hold ran out before it was taken: confirming could take nothing.
  lapsed: 'Not confirmable: the card authorisation lapsed, so nothing can be taken. Contact the patient.',
};

export function confirmRefusal(a: Pick<AdminAppointment, 'status' | 'paymentStatus'>): string | undefined {
  if (a.status !== 'pending' || canConfirm(a)) return undefined;
  return NOT_CONFIRMABLE[a.paymentStatus] ?? 'Not confirmable: the payment is not authorised.';
}

/**
 * The payment status the list shows. A confirmed booking whose fee is still only authorised is being
 * captured by the payment queue: spec 4 has the list say processing (never "captured when you confirm").
 */
export function shownPaymentStatus(a: Pick<AdminAppointment, 'status' | 'paymentStatus'>): string {
  return a.status === 'confirmed' && a.paymentStatus === 'authorized' ? 'processing' : a.paymentStatus;
}

/**
 * A checkout whose payment never held money is not a booking (ADR 0035): the list shows it
 * once, as "Not booked" with the reason, never as a pending appointment.
 */
export const NOT_BOOKED_LABEL = 'Not booked';
export const NOT_BOOKED_REASON: Record<'payment-failed' | 'not-paid' | 'payment-returned', string> = {
  'payment-failed': 'Payment failed',
  'not-paid': 'Card step not finished',
  'payment-returned': 'Paid after the time was lost: money returned',
};

/** Why a row is not a booking, or undefined for a booking. */
export function notBookedReason(a: Pick<AdminAppointment, 'booked' | 'bookingState'>): string | undefined {
  if (a.booked !== false || !a.bookingState || a.bookingState === 'booked') return undefined;
  return NOT_BOOKED_REASON[a.bookingState];
}

/**
 * Whether a row offers "Cancel booking": a live booking (pending or confirmed, money held or taken,
 * or its authorisation lapsed) that has not started, as the server's `changeRefusal` allows. The
 * dialog then reads what each choice would do, and the server stays the judge.
 */
export function canCancel(a: Pick<AdminAppointment, 'status' | 'paymentStatus' | 'startTime'> & Partial<Pick<AdminAppointment, 'booked'>>, now: Date = new Date()): boolean {
  if (a.booked === false) return false;
  if (a.status !== 'pending' && a.status !== 'confirmed') return false;
  if (!['authorized', 'completed', 'processing', 'lapsed'].includes(a.paymentStatus)) return false;
  return new Date(a.startTime).getTime() > now.getTime();
}
