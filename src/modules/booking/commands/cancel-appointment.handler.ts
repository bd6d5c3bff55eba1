import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock, toLondonIso } from '../../../shared/clock/clock.js';
import { ConflictError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner, type UnitOfWork } from '../../../shared/outbox/transaction-runner.js';
import { ADMIN_CANCEL_TEXTS, type AdminCancelChoice, MANAGE_MESSAGES } from '../booking.constants.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { type CancellingSide, changeRefusal, manageMessagesIn, reasonForPatient, refundFor, sideOfChoice } from '../rules/booking.rules.js';
import { DEFAULT_LOCALE, type Locale } from '../../site/languages.constants.js';
import { BookingSlotsRepository } from '../repositories/booking-slots.repository.js';
import { BookingEvent } from '../booking.events.js';
import { appointmentNotFound, BookingErrorCode } from '../booking.errors.js';

export interface CancellationResult {
  id: string;
  status: 'cancelled';
  refundPence: number;
  explanation: string;
  message: string;
}

/**
 * Who cancels: the patient themselves (the refund rule, no reason); someone for them with a reason
 * the patient is told: an admin because the patient asked (`by: 'patient'`, still the patient's
 * refund rule), an admin for the practice (e.g. a closure) or the practice's own staff,
 * both with a full refund, whatever the status.
 */
export type Canceller = { by: 'patient' } | { by: CancellingSide; id: string; reason: string; expectedRefundPence?: number };

export class CancelAppointmentCommand extends Command<CancellationResult> {
  constructor(
    readonly appointmentId: string,
    /**
     * An admin cancelling: why (which decides the money), the reason for the patient and, when given,
     * the refund they were shown (the booking changed meanwhile if it differs: nothing is done).
     */
    readonly admin?: { id: string; reason: string; choice: AdminCancelChoice; expectedRefundPence?: number },
    /** The language of the answer's words (the patient's page); the back office's stay English. */
    readonly locale: Locale = DEFAULT_LOCALE,
  ) {
    super();
  }
}

/**
 * The patient cancels from the manage link, or an admin for them or for the practice (a slot inside a
 * closure stays blocked, by the database's closure trigger). ONE transaction: the appointment row is locked, the
 * refund rule is applied to what it holds (so an admin confirming at the same moment either wins
 * first, and the refund is nothing, or waits and then finds nothing to confirm), the appointment
 * moves to cancelled with a compare-and-set on its status, and the slot reopens. The money moves in
 * the payment queue (`AppointmentCancelled` → refund job), exactly once.
 */
@CommandHandler(CancelAppointmentCommand)
export class CancelAppointmentHandler implements ICommandHandler<CancelAppointmentCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly appointments: AppointmentsRepository,
    private readonly slots: BookingSlotsRepository,
  ) {}

  async execute({ appointmentId, admin, locale }: CancelAppointmentCommand): Promise<CancellationResult> {
    const who: Canceller = admin
      ? { by: sideOfChoice(admin.choice), id: admin.id, reason: admin.reason, expectedRefundPence: admin.expectedRefundPence }
      : { by: 'patient' };
    return this.tx.run((uow) => this.cancelInside(uow, appointmentId, who, { locale }));
  }

  /**
   * The cancellation itself, inside the caller's unit of work (the practice's outcome records its
   * own row change in the same transaction). `practiceId`: the appointment must be that practice's
   * (else not found); a practice's cancellation may come after the start time. `locale`: the answer's
   * words (the refusals stay English: the error filter says them in the request's language).
   */
  async cancelInside(uow: UnitOfWork, appointmentId: string, who: Canceller, options: { practiceId?: string; locale?: Locale } = {}): Promise<CancellationResult> {
    const locale = options.locale ?? DEFAULT_LOCALE;
    const now = this.clock.now();
    const a = await this.appointments.lockForChange(appointmentId);
    if (!a || (options.practiceId !== undefined && a.practice_id !== options.practiceId)) {
      throw appointmentNotFound();
    }
    if (a.outcome) throw new ConflictError(MANAGE_MESSAGES.notChangeable, BookingErrorCode.OutcomeRecorded);
    const refusal = changeRefusal({ status: a.status, paymentStatus: a.payment_status, startsAt: new Date(a.starts_at) }, now, { evenAfterStart: who.by === 'practice' });
    if (refusal) throw new ConflictError(refusal, a.status === 'cancelled' ? BookingErrorCode.AlreadyCancelled : BookingErrorCode.NotChangeable);
    const refund = refundFor(who.by, { status: a.status, paymentStatus: a.payment_status, amountPence: a.amount_pence }, locale);
    const given = 'id' in who ? who : null;
    // Decided under the row lock: an admin is never shown one amount and then moves another.
    if (given?.expectedRefundPence !== undefined && given.expectedRefundPence !== refund.refundPence) {
      throw new ConflictError(ADMIN_CANCEL_TEXTS.refundChanged, BookingErrorCode.RefundChanged);
    }
    const reason = reasonForPatient(given?.reason);
    // The reason is stored by the cancelling statement itself, so whatever tells the patient reads it with the cancellation.
    const cancelled = await this.appointments.cancel(appointmentId, who.by, refund.refundPence, a.status, reason);
    if (!cancelled) throw new ConflictError(MANAGE_MESSAGES.notChangeable, BookingErrorCode.NotChangeable);
    await this.slots.releaseSlotOfAppointment(a.slot_id, appointmentId);
    uow.emit({
      type: BookingEvent.AppointmentCancelled,
      aggregateType: 'appointment',
      aggregateId: appointmentId,
      actor: given ? given.id : 'patient',
      payload: {
        previousStatus: a.status,
        refundPence: refund.refundPence,
        slotId: a.slot_id,
        startsAt: toLondonIso(new Date(a.starts_at)),
        by: who.by,
        reason,
        // The patient's cancellation typed in by an admin (the patient asked them).
        ...(given && who.by === 'patient' && { via: 'admin' as const }),
      },
    });
    return { id: appointmentId, status: 'cancelled' as const, refundPence: refund.refundPence, explanation: refund.explanation, message: manageMessagesIn(locale).cancelled };
  }
}
