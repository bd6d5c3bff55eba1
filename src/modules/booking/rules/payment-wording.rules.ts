/**
 * What a patient is told about the booking fee, decided in ONE place from where the money stands
 * (issue #29 item 4). Every patient-facing channel takes its words from `paymentWording`: the
 * confirmation page, the booking e-mails, the texts, My Appointments, the manage page and the
 * calendar file. Pure and free of server imports, so the portal imports it too
 * (`@contexts/booking/payment-wording`).
 */

export const PAYMENT_STATUSES = ['pending', 'authorized', 'processing', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Authorisation (the default: the fee is held, taken when the practice is instructed) or immediate (taken at once). */
export type CaptureMode = 'authorisation' | 'immediate';

export interface MoneyFacts {
  /** Unknown yet (the confirmation page before its first read): a neutral sentence. */
  paymentStatus: PaymentStatus | null | undefined;
  /** Confirmed (the practice instructed) or cancelled change what a held fee means; pending by default. */
  appointmentStatus?: AppointmentStatus;
  /** Where it matters: a payment still being processed. Unknown when not given. */
  captureMode?: CaptureMode;
  feePence: number;
  /** What went back to the card so far. */
  refundedPence?: number | null;
  /** What a cancellation decided goes back (null: no patient or practice cancellation). */
  refundDuePence?: number | null;
}

export interface PaymentWording {
  /** A few words for a list cell or a status line ("£39 held, taken when we confirm", "£39 paid", "£19.50 refunded"). */
  label: string;
  /** The sentence the confirmation page, the e-mails, the manage page and the calendar file say. */
  sentence: string;
  /** The same, short enough for a text message (plain GSM characters). */
  text: string;
}

/** "£19.50", "£39": pence as the patient reads them. */
export function poundsText(pence: number): string {
  return Number.isInteger(pence / 100) ? `£${pence / 100}` : `£${(pence / 100).toFixed(2)}`;
}

/** Money is held or taken (or on its way) for this status. */
const moneyMoved = (s: PaymentStatus) => s === 'authorized' || s === 'processing' || s === 'completed';

/**
 * The words for the fee, by where the money stands:
 * - authorised: held on the card, not taken yet, taken when we confirm with the practice (being
 *   taken once the appointment is confirmed);
 * - completed: paid; processing: being taken (authorisation mode or confirmed) or being processed;
 * - a cancellation's refund: being refunded, then refunded, with the amount; nothing back after the
 *   practice was instructed; nothing to refund when nothing was taken;
 * - pending or failed: nothing taken.
 */
export function paymentWording(f: MoneyFacts): PaymentWording {
  const fee = poundsText(f.feePence);
  const refunded = Math.max(0, f.refundedPence ?? 0);
  const due = f.refundDuePence ?? null;
  const status = f.paymentStatus;
  const cancelled = f.appointmentStatus === 'cancelled';

  if (!status) {
    return { label: `${fee} booking fee`, sentence: `Your card has been accepted for the ${fee} booking fee.`, text: `${fee} fee: card accepted.` };
  }
  if (status === 'refunded' || refunded > 0) return refundWording(fee, f.feePence, refunded > 0 ? refunded : f.feePence, 'done');
  if (status === 'pending' || status === 'failed') {
    if (cancelled) {
      return { label: 'Nothing taken', sentence: 'No payment was taken for this booking, so there is nothing to refund.', text: 'No payment was taken.' };
    }
    if (status === 'failed') {
      return { label: 'Payment failed', sentence: `We could not take the ${fee} booking fee from your card, so nothing has been taken.`, text: 'Payment failed: nothing was taken.' };
    }
    return { label: 'Not paid', sentence: `Nothing has been taken from your card for the ${fee} booking fee yet.`, text: 'No payment was taken.' };
  }
  // Money is held, taken or on its way.
  if (cancelled) {
    if (due !== null && due > 0) return refundWording(fee, f.feePence, due, 'due');
    if (due === 0) {
      return {
        label: `${fee} not refundable`,
        sentence: `The practice had already been instructed, so the ${fee} booking fee is not refundable.`,
        text: 'The booking fee is not refundable.',
      };
    }
    // No cancellation decided a refund (the booking ran out or its payment came too late): it all goes back.
    return status === 'completed'
      ? refundWording(fee, f.feePence, f.feePence, 'due')
      : { label: `${fee} released`, sentence: `The ${fee} held on your card is released: nothing is taken.`, text: `The ${fee} held on your card is released.` };
  }
  if (status === 'completed') return { label: `${fee} paid`, sentence: `You have paid the ${fee} booking fee.`, text: `${fee} fee paid.` };
  const confirmed = f.appointmentStatus === 'confirmed';
  if (confirmed || (status === 'processing' && f.captureMode === 'authorisation')) {
    return {
      label: `${fee} being taken`,
      sentence: `The ${fee} booking fee held on your card is now being taken, as your appointment is confirmed.`,
      text: `${fee} fee now being taken.`,
    };
  }
  if (status === 'processing') {
    return { label: `${fee} payment in progress`, sentence: `Your payment of the ${fee} booking fee is being processed.`, text: `${fee} fee payment in progress.` };
  }
  return {
    label: `${fee} held, taken when we confirm`,
    sentence: `The ${fee} booking fee is held on your card, not taken yet: it is taken when we confirm your appointment with the practice.`,
    text: `${fee} fee held, taken when we confirm.`,
  };
}

/** A refund, due or done: the whole fee, or part of it (half before the practice is instructed) with both amounts. */
function refundWording(fee: string, feePence: number, amountPence: number, stage: 'due' | 'done'): PaymentWording {
  const verb = stage === 'due' ? 'is being' : 'has been';
  if (amountPence >= feePence) {
    return {
      label: stage === 'due' ? `${fee} being refunded` : `${fee} refunded`,
      sentence: `Your ${fee} booking fee ${verb} refunded in full to your card.`,
      text: stage === 'due' ? `${fee} will be refunded to your card.` : `${fee} refunded to your card.`,
    };
  }
  const amount = poundsText(amountPence);
  const part = amountPence * 2 === feePence ? 'half' : 'part';
  return {
    label: stage === 'due' ? `${amount} being refunded` : `${amount} refunded`,
    sentence: `${amount} (${part} of the ${fee} booking fee) ${verb} refunded to your card.`,
    text: stage === 'due' ? `${amount} will be refunded to your card.` : `${amount} refunded to your card.`,
  };
}

/**
 * Whether an appointment is a booking, not just an attempt at one: money was held or taken for it
 * once (`authorizedAt`, set when the hold converted and the slot was booked), or a live one's payment
 * is on its way (processing). A checkout whose payment is pending or failed never is, and nothing a
 * patient sees lists it.
 */
export function isBooking(a: { status: AppointmentStatus; paymentStatus: PaymentStatus; authorizedAt: Date | string | null }): boolean {
  if (a.authorizedAt !== null) return true;
  return a.status !== 'cancelled' && moneyMoved(a.paymentStatus);
}
