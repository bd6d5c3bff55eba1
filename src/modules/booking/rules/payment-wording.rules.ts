/**
 * What a patient is told about the booking fee, decided in ONE place from where the money stands
 * (ADR 0035). Every patient-facing channel takes its words from `paymentWording`: the
 * confirmation page, the booking e-mails, the texts, My Appointments, the manage page and the
 * calendar file. Pure and free of server imports, so the portal imports it too
 * (`@contexts/booking/payment-wording`).
 */

/**
 * Where the fee stands. Beyond the spec's six: part_captured (a held fee cancelled before the
 * practice was instructed: part taken, the rest released), released (a held fee let go whole:
 * nothing taken) and lapsed (the authorisation ran out before it was taken: nothing taken).
 */
export const PAYMENT_STATUSES = ['pending', 'authorized', 'processing', 'completed', 'failed', 'refunded', 'part_captured', 'released', 'lapsed'] as const;
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
  /** What a cancellation decided goes back, released or refunded (null: no patient or practice cancellation). */
  refundDuePence?: number | null;
  /** What was taken from the card (part_captured: the part kept). */
  capturedPence?: number | null;
  /** What was held and let go without being taken. */
  releasedPence?: number | null;
}

export interface PaymentWording {
  /** A few words for a list cell or a status line ("£39 held, taken when we confirm", "£19.50 kept, £19.50 released"). */
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
 * The words for the fee, by where the money stands (ADR 0035, ADR 0042):
 * - authorised: held on the card, not taken yet, taken when we confirm with the practice (being
 *   taken once the appointment is confirmed);
 * - completed: paid; processing: being taken (authorisation mode or confirmed) or being processed;
 * - a cancellation of a held fee: part taken and the rest released (will be, then has been), or all
 *   of it released; of a paid fee: part or all of it refunded (being, then done); nothing back after
 *   the practice was instructed; nothing to refund when nothing was taken;
 * - lapsed: the hold ran out before it was taken, so nothing was taken;
 * - pending or failed: nothing taken.
 * Never "refunded" for a fee that was only held: nothing of it left the card to come back.
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
  if (status === 'lapsed') {
    return {
      label: 'Hold lapsed, nothing taken',
      sentence: `Nothing was taken: the hold of ${fee} on your card lapsed before we took it.`,
      text: `The ${fee} hold lapsed: nothing was taken.`,
    };
  }
  if (status === 'released') return releaseWording(fee, 'done');
  if (status === 'part_captured') {
    const kept = f.capturedPence ?? (due !== null ? f.feePence - due : Math.ceil(f.feePence / 2));
    return keptPartWording(fee, kept, f.releasedPence ?? f.feePence - kept, 'done');
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
    const held = status === 'authorized';
    if (due !== null && due > 0) {
      if (!held) return refundWording(fee, f.feePence, due, 'due');
      return due >= f.feePence ? releaseWording(fee, 'due') : keptPartWording(fee, f.feePence - due, due, 'due');
    }
    if (due === 0) {
      return {
        label: `${fee} not refundable`,
        sentence: `The practice had already been instructed, so the ${fee} booking fee is not refundable.`,
        text: 'The booking fee is not refundable.',
      };
    }
    // No cancellation decided a refund (the booking ran out or its payment came too late): it all goes back.
    return status === 'completed' ? refundWording(fee, f.feePence, f.feePence, 'due') : releaseWording(fee, 'due');
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

/** A paid fee coming back, due or done: the whole fee, or part of it (half before the practice is instructed) with both amounts. */
function refundWording(fee: string, feePence: number, amountPence: number, stage: 'due' | 'done'): PaymentWording {
  if (amountPence >= feePence) {
    return stage === 'due'
      ? { label: `${fee} being refunded`, sentence: `We are refunding the ${fee} you paid, in full.`, text: `Refunding the ${fee} you paid in full.` }
      : { label: `${fee} refunded`, sentence: `We have refunded the ${fee} you paid, in full.`, text: `Refunded the ${fee} you paid in full.` };
  }
  const amount = poundsText(amountPence);
  return stage === 'due'
    ? { label: `${amount} being refunded`, sentence: `We are refunding ${amount} of the ${fee} you paid.`, text: `Refunding ${amount} of the ${fee} you paid.` }
    : { label: `${amount} refunded`, sentence: `We have refunded ${amount} of the ${fee} you paid.`, text: `Refunded ${amount} of the ${fee} you paid.` };
}

/** A held fee cancelled before the practice was instructed: the part kept is taken, the rest never leaves the card. */
function keptPartWording(fee: string, keptPence: number, releasedPence: number, stage: 'due' | 'done'): PaymentWording {
  const kept = poundsText(keptPence);
  const released = poundsText(releasedPence);
  return stage === 'due'
    ? {
        label: `Keeping ${kept}, releasing ${released}`,
        sentence: `We will take ${kept} of the ${fee} held on your card and release the rest.`,
        text: `We'll take ${kept} of ${fee} held, release rest.`,
      }
    : {
        label: `${kept} kept, ${released} released`,
        sentence: `We have taken ${kept} of the ${fee} held on your card and released the rest.`,
        text: `We took ${kept} of ${fee} held, released rest.`,
      };
}

/** A held fee let go whole (the practice cancelled, or the booking ran out): nothing is taken. */
function releaseWording(fee: string, stage: 'due' | 'done'): PaymentWording {
  return stage === 'due'
    ? { label: `${fee} being released`, sentence: `We are releasing the ${fee} held on your card: nothing will be taken.`, text: `The ${fee} held on your card is being released.` }
    : { label: `${fee} released, nothing taken`, sentence: `We have released the ${fee} held on your card: nothing was taken.`, text: `The ${fee} held on your card was released.` };
}

/** The money columns of an appointment row, as every server channel reads them. */
export interface MoneyRow {
  payment_status: PaymentStatus;
  status: AppointmentStatus;
  amount_pence: number;
  refunded_pence: number;
  refund_due_pence: number | null;
  captured_pence: number;
  released_pence: number;
}

/** paymentWording for an appointment row: one mapping, so no channel forgets a column. */
export function moneyFactsOf(r: MoneyRow): MoneyFacts {
  return {
    paymentStatus: r.payment_status,
    appointmentStatus: r.status,
    feePence: r.amount_pence,
    refundedPence: r.refunded_pence,
    refundDuePence: r.refund_due_pence,
    capturedPence: r.captured_pence,
    releasedPence: r.released_pence,
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

/**
 * The fee as practices read it (the /register page), in both capture modes, since the page is the same
 * whichever the site runs in: by default the fee is held on the patient's card when they book and
 * taken when we confirm the appointment with the practice; with immediate payment it is taken at once.
 */
export function feeForPractices(feePence: number): string {
  const fee = poundsText(feePence);
  return `Patients arrive with the ${fee} booking fee secured online: held on their card when they book and taken when we confirm the appointment with you (or taken at once, where we run immediate payment).`;
}
