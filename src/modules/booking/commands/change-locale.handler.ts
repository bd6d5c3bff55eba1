import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import type { Locale } from '../../site/languages.constants.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { BookingEvent } from '../booking.events.js';

export class ChangeLocaleCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly appointmentId: string,
    readonly locale: Locale,
  ) {
    super();
  }
}

/**
 * The patient chooses the language of their booking (the manage page's switch). One compare-and-set
 * sets it only when it differs, and `AppointmentLocaleChanged` is recorded in the same transaction;
 * asking for the language it already has changes nothing and records nothing. Every e-mail and text
 * sent afterwards reads the language from the appointment, so nothing else is queued.
 */
@CommandHandler(ChangeLocaleCommand)
export class ChangeLocaleHandler implements ICommandHandler<ChangeLocaleCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly appointments: AppointmentsRepository,
  ) {}

  async execute({ appointmentId, locale }: ChangeLocaleCommand): Promise<{ changed: boolean }> {
    return this.tx.run(async (uow) => {
      // Not changed: the language it already has, or no such appointment (the caller's read then answers 404).
      if (!(await this.appointments.changeLocale(appointmentId, locale))) return { changed: false };
      uow.emit({ type: BookingEvent.AppointmentLocaleChanged, aggregateType: 'appointment', aggregateId: appointmentId, actor: 'patient', payload: { locale } });
      return { changed: true };
    });
  }
}
