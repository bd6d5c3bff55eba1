import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { BOOKING_MESSAGES, OUTCOME_MESSAGES } from './booking.constants.js';

/** The codes of booking's refusals on the wire (the HTTP contract's `code`). */
export const BookingErrorCode = {
  /** Someone else took the slot first (or it moved on while the patient paid). */
  SlotTaken: 'slot_taken',
  SlotNotFound: 'slot_not_found',
  TooManyHolds: 'too_many_holds',
  /** The hold ran out before checkout. */
  HoldExpired: 'hold_expired',
  HoldNotExtendable: 'hold_not_extendable',
  HoldNotFound: 'hold_not_found',
  /** The hold was paid for (or its payment is on its way): the booking stands. */
  HoldPaid: 'hold_paid',
  AppointmentNotFound: 'appointment_not_found',
  AlreadyConfirmed: 'already_confirmed',
  NotConfirmable: 'not_confirmable',
  AlreadyCancelled: 'already_cancelled',
  NotChangeable: 'not_changeable',
  NotConfirmed: 'not_confirmed',
  NotStarted: 'not_started',
  OutcomeRecorded: 'outcome_recorded',
  /** The appointment is neither pending nor confirmed. */
  NotLive: 'not_live',
  EmailChangeLimit: 'email_change_limit',
  EmailChangeClosed: 'email_change_closed',
  SameSlot: 'same_slot',
  OtherPractice: 'other_practice',
  OutsideHorizon: 'outside_horizon',
  PaymentMismatch: 'payment_mismatch',
  /** An admin's cancellation: the refund shown is no longer what it would be. */
  RefundChanged: 'refund_changed',
  ManageLinkInvalid: 'manage_link_invalid',
  ManageLinkExpired: 'manage_link_expired',
} as const;
export type BookingErrorCode = (typeof BookingErrorCode)[keyof typeof BookingErrorCode];

declare module '../../shared/errors/domain-error.js' {
  interface ContextErrorCodes {
    booking: BookingErrorCode;
  }
}

/** Someone else has the slot. */
export const slotTaken = () => new ConflictError(BOOKING_MESSAGES.slotTaken, BookingErrorCode.SlotTaken);
/** No such appointment, or not for this caller (the same answer). */
export const appointmentNotFound = () => new NotFoundError('Appointment not found.', BookingErrorCode.AppointmentNotFound);
/** A hold paid for cannot be released. */
export const holdPaid = () => new ConflictError(BOOKING_MESSAGES.holdPaid, BookingErrorCode.HoldPaid);
/** A visit's outcome is recorded once. */
export const outcomeRecorded = () => new ConflictError(OUTCOME_MESSAGES.alreadyRecorded, BookingErrorCode.OutcomeRecorded);
/** The slot is gone. */
export const slotNotFound = () => new NotFoundError(BOOKING_MESSAGES.slotNoLongerAvailable, BookingErrorCode.SlotNotFound);
