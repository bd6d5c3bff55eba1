import type { AdminAppointment } from './admin-api';

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
