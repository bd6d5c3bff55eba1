import type { EventNames } from '../../shared/outbox/domain-event.js';
import type { Locale } from '../site/languages.constants.js';

/**
 * Domain events of the booking context: holds, appointments and their money. Emitted through
 * `uow.emit` (TransactionRunner) in the transaction of the change; routed by
 * src/shared/outbox/event-routes.ts. Every event here shows in the admin timeline
 * (rules/admin-appointments.rules.ts) when its aggregate is the appointment or its hold.
 */
export interface BookingEvents {
  /**
   * A patient took a slot (commands/hold-slot.handler.ts, written by the claiming statement which adds
   * the practice). Aggregate `hold`. Routed to `hold`/expire-hold, delayed until `expiresAt`.
   */
  SlotHeld: { slotId: string; practiceId?: string; expiresAt: string };
  /** The patient asked for more time (commands/extend-hold.handler.ts). Aggregate `hold`. Routed to `hold`/expire-hold at the new expiry. */
  HoldExtended: { expiresAt: string };
  /**
   * The patient let the hold go, or started another booking (commands/release-hold.handler.ts).
   * Aggregate `hold`. Routed to `payment`/cancel-payment (`appointmentId`) and `waitlist`/offer-open-slots (`slotId`).
   */
  HoldReleased: { slotId: string; appointmentId: string | null; reason?: string };
  /**
   * A hold ran out unpaid (services/expire-holds.ts, from the expiry job or a slot taken or blocked after its hold ran out). Aggregate `hold`.
   * Routed like HoldReleased.
   */
  HoldExpired: { slotId: string; appointmentId: string | null };
  /** Checkout gave the patient's details and started the card step (commands/checkout.handler.ts). Aggregate `appointment`. Audit only. */
  AppointmentCreated: { holdId: string; practiceId: string };
  /**
   * A payment arrived after the slot went to someone else (commands/record-payment-result.handler.ts).
   * Aggregate `appointment`. Routed to `payment`/cancel-payment.
   */
  AppointmentPaymentOrphaned: { paymentIntentId: string };
  /** The card was authorised, the fee held (commands/record-payment-result.handler.ts). Aggregate `appointment`. Audit only. */
  PaymentAuthorized: { paymentIntentId: string };
  /** The fee was taken: at payment (immediate processing) or by jobs/payment-jobs.handlers.ts at confirmation. Aggregate `appointment`. Audit only. */
  PaymentCaptured: { paymentIntentId: string | null };
  /** A payment or a capture was refused (record-payment-result, jobs/payment-jobs.handlers.ts). Aggregate `appointment`. Audit only. */
  PaymentFailed: { reason: string | null; stage?: 'capture' };
  /**
   * The appointment is booked and paid for (commands/record-payment-result.handler.ts). Aggregate
   * `appointment`. Routed to the patient's and the practice's e-mails and the booking text.
   */
  AppointmentBooked: { slotId: string };
  /**
   * The reminder of a booking (rules/reminders.rules.ts, emitted at booking and at a move). Aggregate
   * `appointment`; its id is the reminder jobs' id. Routed to `email`/send-reminder and
   * `sms`/send-reminder-text, delayed until `sendAt`.
   */
  ReminderScheduled: { startsAt: string; sendAt: string };
  /** An admin or the practice's staff confirmed (commands/confirm-appointment.handler.ts). Aggregate `appointment`. Routed to the capture and a short e-mail. */
  AppointmentConfirmed: { paymentStatus: string; actorRole: 'admin' | 'staff' };
  /**
   * The patient moved the booking (commands/reschedule-appointment.handler.ts). Aggregate `appointment`.
   * Routed to the patient's and the practice's e-mails and a text; `from`/`to` are London times.
   */
  AppointmentRescheduled: { fromSlotId: string; toSlotId: string; from: string; to: string };
  /**
   * The patient, an admin or the practice cancelled (commands/cancel-appointment.handler.ts). Aggregate
   * `appointment`. Routed to the refund, the e-mails, a text and the waitlist (`slotId`).
   */
  AppointmentCancelled: {
    previousStatus: string;
    refundPence: number;
    slotId: string;
    startsAt: string;
    by: 'patient' | 'admin' | 'practice';
    /** The reason the patient is told (an admin's or the practice's); null for the patient's own cancellation. */
    reason: string | null;
    /** An admin cancelled because the patient asked: the patient's refund rule, the admin as the actor. */
    via?: 'admin';
  };
  /** The patient corrected the confirmation address (commands/change-confirmation-email.handler.ts). Aggregate `appointment`. Routed to `email`/resend-confirmation (`change` is the count). */
  ConfirmationEmailChanged: { change: number };
  /**
   * The patient chose another language for their booking (commands/change-locale.handler.ts):
   * the language only, nothing of the patient. Aggregate `appointment`. Audit only: every later
   * e-mail and text reads the appointment's language when it goes.
   */
  AppointmentLocaleChanged: { locale: Locale };
  /** The practice recorded attended / no-show (commands/record-outcome.handler.ts). Aggregate `appointment`. Audit only. */
  AppointmentOutcomeRecorded: { outcome: string; actorRole: string };
  /**
   * Money that was taken went back to the card (jobs/payment-jobs.handlers.ts). Aggregate
   * `appointment`. Audit only. `method: 'authorisation released'` only in events before ADR 0042,
   * when a release was recorded as a refund (a release is AuthorisationReleased).
   */
  RefundIssued: { amountPence: number; method?: 'refund' | 'authorisation released' };
  /**
   * A held fee cancelled before the practice was instructed: part captured, the rest released
   * (jobs/payment-jobs.handlers.ts). Aggregate `appointment`. Audit only.
   */
  PaymentPartlyCaptured: { paymentIntentId: string; capturedPence: number; releasedPence: number };
  /** A held fee let go whole, nothing taken (jobs/payment-jobs.handlers.ts). Aggregate `appointment`. Audit only. */
  AuthorisationReleased: { paymentIntentId: string; releasedPence: number };
  /**
   * The card authorisation ran out before it was captured: nothing was taken (the capture and
   * cancellation jobs, the lapse check, Stripe's webhook). Aggregate `appointment`. Audit only.
   */
  AuthorisationLapsed: { paymentIntentId: string; cancellationReason: string | null };
  /** A card authorisation is close to lapsing (jobs/flag-lapse-risk.handler.ts). Aggregate `appointment`. Audit only. */
  AuthorisationAtRisk: { deadline: string };
  /**
   * An admin downloaded the appointments CSV (queries/admin-appointments.service.ts). Aggregate
   * `admin_export`. Audit only: the filters, the search only by its kind.
   */
  AppointmentsExported: {
    practiceId?: string;
    status?: string;
    paymentStatus?: string;
    search: string | null;
    startsFrom: string | null;
    startsBefore: string | null;
  };
}

export const BookingEvent = {
  SlotHeld: 'SlotHeld',
  HoldExtended: 'HoldExtended',
  HoldReleased: 'HoldReleased',
  HoldExpired: 'HoldExpired',
  AppointmentCreated: 'AppointmentCreated',
  AppointmentPaymentOrphaned: 'AppointmentPaymentOrphaned',
  PaymentAuthorized: 'PaymentAuthorized',
  PaymentCaptured: 'PaymentCaptured',
  PaymentFailed: 'PaymentFailed',
  AppointmentBooked: 'AppointmentBooked',
  ReminderScheduled: 'ReminderScheduled',
  AppointmentConfirmed: 'AppointmentConfirmed',
  AppointmentRescheduled: 'AppointmentRescheduled',
  AppointmentCancelled: 'AppointmentCancelled',
  ConfirmationEmailChanged: 'ConfirmationEmailChanged',
  AppointmentLocaleChanged: 'AppointmentLocaleChanged',
  AppointmentOutcomeRecorded: 'AppointmentOutcomeRecorded',
  RefundIssued: 'RefundIssued',
  PaymentPartlyCaptured: 'PaymentPartlyCaptured',
  AuthorisationReleased: 'AuthorisationReleased',
  AuthorisationLapsed: 'AuthorisationLapsed',
  AuthorisationAtRisk: 'AuthorisationAtRisk',
  AppointmentsExported: 'AppointmentsExported',
} as const satisfies EventNames<BookingEvents>;

declare module '../../shared/outbox/domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends BookingEvents {}
}
