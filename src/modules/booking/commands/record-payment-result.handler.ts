import { Inject, Logger } from '@nestjs/common';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConflictError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payments/index.js';
import { AppointmentPaymentsRepository } from '../repositories/appointment-payments.repository.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { BOOKING_MESSAGES } from '../booking.constants.js';
import { BookingSlotsRepository } from '../repositories/booking-slots.repository.js';
import { HoldsRepository } from '../repositories/holds.repository.js';
import { LetGoEarlierAttemptsCommand } from './let-go-earlier-attempts.handler.js';
import { type AppointmentStatus, isPaid, type PaymentStatus, paymentStatusFor } from '../rules/booking.rules.js';
import { reminderEvent } from '../rules/reminders.rules.js';

/** Nothing of the payment is recorded yet: no money held or taken, and none settled (refunded, part kept, released, lapsed). */
const isUnrecorded = (s: PaymentStatus) => s === 'pending' || s === 'failed' || s === 'processing';
import { BookingEvent } from '../booking.events.js';
import { appointmentNotFound, BookingErrorCode, slotTaken } from '../booking.errors.js';

export class RecordPaymentResultCommand extends Command<{ status: AppointmentStatus; paymentStatus: PaymentStatus; paymentError: string | null }> {
  constructor(
    readonly appointmentId: string,
    readonly paymentIntentId: string,
    readonly source: 'patient' | 'webhook',
  ) {
    super();
  }
}

/**
 * Records what the gateway says about the payment (never what the browser says). When money is held
 * or taken, the hold converts and the slot is booked in ONE transaction — only if the slot is still
 * this hold's. If the hold expired and the slot went to someone else, the appointment is cancelled and
 * an `AppointmentPaymentOrphaned` event makes the payment queue cancel or refund the money: a payment
 * that arrives too late is returned, never lost and never double-booked.
 *
 * Once the payment has booked the slot, the patient's earlier attempts still live (a declined card
 * left behind by the browser's Back) are let go: one booking per attempt (LetGoEarlierAttempts).
 */
@CommandHandler(RecordPaymentResultCommand)
export class RecordPaymentResultHandler implements ICommandHandler<RecordPaymentResultCommand> {
  private readonly logger = new Logger('RecordPaymentResult');

  constructor(
    private readonly commands: CommandBus,
    private readonly tx: TransactionRunner,
    private readonly appointments: AppointmentsRepository,
    private readonly payments: AppointmentPaymentsRepository,
    private readonly holds: HoldsRepository,
    private readonly slots: BookingSlotsRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ appointmentId, paymentIntentId, source }: RecordPaymentResultCommand) {
    const appointment = await this.payments.findPaymentState(appointmentId);
    if (!appointment) throw appointmentNotFound();
    if (appointment.payment_intent_id !== paymentIntentId) throw new ConflictError('This payment does not belong to this appointment.', BookingErrorCode.PaymentMismatch);
    const intent = await this.gateway.retrieve(paymentIntentId);
    const { paymentStatus, paymentError } = paymentStatusFor(intent);

    const outcome = await this.tx.run(async (uow) => {
      const current = await this.appointments.lockForChange(appointmentId);
      if (!current) throw appointmentNotFound();
      if (current.status === 'cancelled' && isPaid(paymentStatus) && isUnrecorded(current.payment_status)) {
        // The hold ran out and the slot moved on before this payment was recorded: return the money.
        await this.payments.recordOrphanedPayment(appointmentId, paymentStatus, BOOKING_MESSAGES.slotNoLongerAvailable);
        uow.emit({ type: BookingEvent.AppointmentPaymentOrphaned, aggregateType: 'appointment', aggregateId: appointmentId, actor: source, payload: { paymentIntentId } });
        return { status: 'cancelled' as const, paymentStatus, paymentError: BOOKING_MESSAGES.slotNoLongerAvailable, orphaned: true, bookedHoldId: null };
      }
      if (current.status !== 'pending' || isPaid(current.payment_status)) {
        return { status: current.status, paymentStatus: current.payment_status, paymentError: null, orphaned: false, bookedHoldId: null }; // already recorded
      }
      if (!isPaid(paymentStatus)) {
        await this.payments.recordUnpaidPaymentStatus(appointmentId, paymentStatus, paymentError);
        if (paymentStatus === 'failed') {
          uow.emit({ type: BookingEvent.PaymentFailed, aggregateType: 'appointment', aggregateId: appointmentId, actor: source, payload: { reason: paymentError } });
        }
        return { status: 'pending' as const, paymentStatus, paymentError, orphaned: false, bookedHoldId: null };
      }
      // Money is held or taken: convert the hold and book the slot, if both are still ours.
      const holdId = current.hold_id;
      const converted = holdId !== null && (await this.holds.convert(holdId));
      const booked = converted && (await this.slots.bookSlotOfHold(current.slot_id, holdId, appointmentId));
      if (!booked) {
        await this.payments.cancelWithOrphanedPayment(appointmentId, paymentStatus, BOOKING_MESSAGES.slotNoLongerAvailable);
        uow.emit({ type: BookingEvent.AppointmentPaymentOrphaned, aggregateType: 'appointment', aggregateId: appointmentId, actor: source, payload: { paymentIntentId } });
        return { status: 'cancelled' as const, paymentStatus, paymentError: BOOKING_MESSAGES.slotNoLongerAvailable, orphaned: true, bookedHoldId: null };
      }
      await this.payments.recordPaymentHeld(appointmentId, paymentStatus, intent.captureBefore, this.clock.now());
      uow.emit({
        type: paymentStatus === 'completed' ? BookingEvent.PaymentCaptured : BookingEvent.PaymentAuthorized,
        aggregateType: 'appointment',
        aggregateId: appointmentId,
        actor: source,
        payload: { paymentIntentId },
      });
      uow.emit({ type: BookingEvent.AppointmentBooked, aggregateType: 'appointment', aggregateId: appointmentId, actor: source, payload: { slotId: current.slot_id } });
      const reminder = reminderEvent(appointmentId, new Date(current.starts_at), this.clock.now(), this.config.REMINDER_MINUTES_BEFORE);
      if (reminder) uow.emit(reminder);
      return { status: 'pending' as const, paymentStatus, paymentError: null, orphaned: false, bookedHoldId: holdId };
    });
    if (outcome.orphaned) throw slotTaken();
    if (outcome.bookedHoldId) await this.letGoEarlierAttempts(outcome.bookedHoldId);
    return { status: outcome.status, paymentStatus: outcome.paymentStatus, paymentError: outcome.paymentError };
  }

  /**
   * After the booking's commit (the gateway may be asked): an earlier attempt of the same patient is
   * let go. A failure here changes nothing of the booking: that attempt then runs out on its own.
   */
  private async letGoEarlierAttempts(bookedHoldId: string) {
    try {
      await this.commands.execute(new LetGoEarlierAttemptsCommand(bookedHoldId));
    } catch (error) {
      this.logger.warn(`Could not let an earlier attempt go (it runs out on its own): ${(error as Error).name}`);
    }
  }
}
