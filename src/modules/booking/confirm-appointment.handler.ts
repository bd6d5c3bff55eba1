import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConflictError, NotFoundError } from '../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { BOOKING_MESSAGES } from './booking.constants.js';

export class ConfirmAppointmentCommand extends Command<{ id: string; status: 'confirmed'; paymentStatus: string; message: string }> {
  constructor(
    readonly appointmentId: string,
    readonly adminId: string,
  ) {
    super();
  }
}

/**
 * Admin confirmation: irreversible, only from pending with the money held or taken, as ONE
 * compare-and-set. A second confirm (two admins at once) finds nothing to change: 409, and no second
 * capture, because only the winning statement emits `AppointmentConfirmed`.
 */
@CommandHandler(ConfirmAppointmentCommand)
export class ConfirmAppointmentHandler implements ICommandHandler<ConfirmAppointmentCommand> {
  constructor(private readonly tx: TransactionRunner) {}

  async execute({ appointmentId, adminId }: ConfirmAppointmentCommand) {
    return this.tx.run(async (uow) => {
      const rows = await uow.execute<{ payment_status: string }[]>(
        `UPDATE appointment SET status = 'confirmed', confirmed_at = now(), confirmed_by = ?, updated_at = now(),
                payment_status = CASE WHEN payment_status IN ('authorized', 'completed') THEN payment_status ELSE 'processing' END
          WHERE id = ? AND status = 'pending' AND payment_status IN ('authorized', 'completed')
        RETURNING payment_status`,
        [adminId, appointmentId],
      );
      if (!rows.length) {
        const [current] = await uow.execute<{ status: string; payment_status: string }[]>('SELECT status, payment_status FROM appointment WHERE id = ?', [appointmentId]);
        if (!current) throw new NotFoundError('Appointment not found.', 'appointment_not_found');
        if (current.status === 'confirmed') throw new ConflictError('This appointment is already confirmed.', 'already_confirmed');
        throw new ConflictError('Only a pending appointment whose payment is authorised can be confirmed.', 'not_confirmable');
      }
      uow.emit({ type: 'AppointmentConfirmed', aggregateType: 'appointment', aggregateId: appointmentId, actor: adminId, payload: { paymentStatus: rows[0].payment_status } });
      return { id: appointmentId, status: 'confirmed' as const, paymentStatus: rows[0].payment_status, message: BOOKING_MESSAGES.confirmSuccess };
    });
  }
}
