import { Inject } from '@nestjs/common';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { Clock } from '../../shared/clock/clock.js';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/payment-gateway.js';
import { BOOKING_MESSAGES } from './booking.constants.js';
import { isPaid, type PaymentStatus, paymentStatusFor } from './booking.rules.js';
import { reminderEvent } from './reminders.js';

export class RecordPaymentResultCommand extends Command<{ status: string; paymentStatus: PaymentStatus; paymentError: string | null }> {
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
 */
@CommandHandler(RecordPaymentResultCommand)
export class RecordPaymentResultHandler implements ICommandHandler<RecordPaymentResultCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ appointmentId, paymentIntentId, source }: RecordPaymentResultCommand) {
    const [appointment] = await this.tx.reader().execute<{ payment_intent_id: string | null }[]>(
      'SELECT payment_intent_id FROM appointment WHERE id = ?',
      [appointmentId],
    );
    if (!appointment) throw new NotFoundError('Appointment not found.', 'appointment_not_found');
    if (appointment.payment_intent_id !== paymentIntentId) throw new ConflictError('This payment does not belong to this appointment.', 'payment_mismatch');
    const intent = await this.gateway.retrieve(paymentIntentId);
    const { paymentStatus, paymentError } = paymentStatusFor(intent);

    const outcome = await this.tx.run(async (uow) => {
      const [current] = await uow.execute<{ status: string; payment_status: PaymentStatus; hold_id: string; slot_id: string; starts_at: Date }[]>(
        'SELECT status, payment_status, hold_id, slot_id, starts_at FROM appointment WHERE id = ? FOR UPDATE',
        [appointmentId],
      );
      if (current.status === 'cancelled' && isPaid(paymentStatus) && !isPaid(current.payment_status) && current.payment_status !== 'refunded') {
        // The hold ran out and the slot moved on before this payment was recorded: return the money.
        await uow.execute(`UPDATE appointment SET payment_status = ?, payment_error = ?, updated_at = now() WHERE id = ?`, [
          paymentStatus,
          BOOKING_MESSAGES.slotNoLongerAvailable,
          appointmentId,
        ]);
        uow.emit({ type: 'AppointmentPaymentOrphaned', aggregateType: 'appointment', aggregateId: appointmentId, actor: source, payload: { paymentIntentId } });
        return { status: 'cancelled', paymentStatus, paymentError: BOOKING_MESSAGES.slotNoLongerAvailable, orphaned: true };
      }
      if (current.status !== 'pending' || isPaid(current.payment_status)) {
        return { status: current.status, paymentStatus: current.payment_status, paymentError: null, orphaned: false }; // already recorded
      }
      if (!isPaid(paymentStatus)) {
        await uow.execute(`UPDATE appointment SET payment_status = ?, payment_error = ?, updated_at = now() WHERE id = ? AND status = 'pending'`, [
          paymentStatus,
          paymentError,
          appointmentId,
        ]);
        if (paymentStatus === 'failed') {
          uow.emit({ type: 'PaymentFailed', aggregateType: 'appointment', aggregateId: appointmentId, actor: source, payload: { reason: paymentError } });
        }
        return { status: 'pending', paymentStatus, paymentError, orphaned: false };
      }
      // Money is held or taken: convert the hold and book the slot, if both are still ours.
      const converted = await uow.execute<{ id: string }[]>(`UPDATE hold SET status = 'converted', updated_at = now() WHERE id = ? AND status = 'active' RETURNING id`, [current.hold_id]);
      const booked = converted.length
        ? await uow.execute<{ id: string }[]>(
            `UPDATE slot SET status = 'booked', appointment_id = ?, hold_id = NULL, hold_expires_at = NULL, updated_at = now()
              WHERE id = ? AND hold_id = ? AND status = 'held' RETURNING id`,
            [appointmentId, current.slot_id, current.hold_id],
          )
        : [];
      if (!booked.length) {
        await uow.execute(
          `UPDATE appointment SET status = 'cancelled', cancelled_at = now(), payment_status = ?, payment_error = ?, updated_at = now() WHERE id = ?`,
          [paymentStatus, BOOKING_MESSAGES.slotNoLongerAvailable, appointmentId],
        );
        uow.emit({ type: 'AppointmentPaymentOrphaned', aggregateType: 'appointment', aggregateId: appointmentId, actor: source, payload: { paymentIntentId } });
        return { status: 'cancelled', paymentStatus, paymentError: BOOKING_MESSAGES.slotNoLongerAvailable, orphaned: true };
      }
      await uow.execute(
        `UPDATE appointment SET payment_status = ?, payment_error = NULL, authorized_at = now(), capture_before = ?::timestamptz,
                captured_at = CASE WHEN ? = 'completed' THEN now() ELSE NULL END, email_status = 'queued', updated_at = now()
          WHERE id = ?`,
        [paymentStatus, intent.captureBefore, paymentStatus, appointmentId],
      );
      uow.emit({
        type: paymentStatus === 'completed' ? 'PaymentCaptured' : 'PaymentAuthorized',
        aggregateType: 'appointment',
        aggregateId: appointmentId,
        actor: source,
        payload: { paymentIntentId },
      });
      uow.emit({ type: 'AppointmentBooked', aggregateType: 'appointment', aggregateId: appointmentId, actor: source, payload: { slotId: current.slot_id } });
      const reminder = reminderEvent(appointmentId, new Date(current.starts_at), this.clock.now(), this.config.REMINDER_MINUTES_BEFORE);
      if (reminder) uow.emit(reminder);
      return { status: 'pending', paymentStatus, paymentError: null, orphaned: false };
    });
    if (outcome.orphaned) throw new ConflictError(BOOKING_MESSAGES.slotTaken, 'slot_taken');
    return { status: outcome.status, paymentStatus: outcome.paymentStatus, paymentError: outcome.paymentError };
  }
}
