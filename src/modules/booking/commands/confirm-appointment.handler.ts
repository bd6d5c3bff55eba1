import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConflictError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { AppointmentPaymentsRepository } from '../repositories/appointment-payments.repository.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { BOOKING_MESSAGES } from '../booking.constants.js';
import { BookingEvent } from '../booking.events.js';
import type { PaymentStatus } from '../rules/booking.rules.js';
import { appointmentNotFound, BookingErrorCode } from '../booking.errors.js';

export class ConfirmAppointmentCommand extends Command<{ id: string; status: 'confirmed'; paymentStatus: PaymentStatus; message: string }> {
  constructor(
    readonly appointmentId: string,
    readonly adminId: string,
    /** Who confirmed: a central admin, or the practice's own staff. */
    readonly actorRole: 'admin' | 'staff' = 'admin',
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
  constructor(
    private readonly tx: TransactionRunner,
    private readonly appointments: AppointmentsRepository,
    private readonly payments: AppointmentPaymentsRepository,
  ) {}

  async execute({ appointmentId, adminId, actorRole }: ConfirmAppointmentCommand) {
    return this.tx.run(async (uow) => {
      const confirmed = await this.appointments.confirm(appointmentId, adminId);
      if (!confirmed) {
        const current = await this.payments.findPaymentState(appointmentId);
        if (!current) throw appointmentNotFound();
        if (current.status === 'confirmed') throw new ConflictError('This appointment is already confirmed.', BookingErrorCode.AlreadyConfirmed);
        throw new ConflictError('Only a pending appointment whose payment is authorised can be confirmed.', BookingErrorCode.NotConfirmable);
      }
      uow.emit({ type: BookingEvent.AppointmentConfirmed, aggregateType: 'appointment', aggregateId: appointmentId, actor: adminId, payload: { paymentStatus: confirmed.payment_status, actorRole } });
      return { id: appointmentId, status: 'confirmed' as const, paymentStatus: confirmed.payment_status, message: BOOKING_MESSAGES.confirmSuccess };
    });
  }
}
