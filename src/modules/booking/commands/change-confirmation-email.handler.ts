import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { Clock } from '../../../shared/clock/clock.js';
import { ConflictError, ValidationError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { EMAIL_CHANGE_MAX, EMAIL_CHANGE_MESSAGES } from '../booking.constants.js';
import { emailChangeMessagesIn, emailChangeRefusal, emailProblem } from '../rules/booking.rules.js';
import { DEFAULT_LOCALE, type Locale } from '../../site/languages.constants.js';
import { plainMailbox } from '../../notifications/rules/mailbox.rules.js';
import { BookingEvent } from '../booking.events.js';
import { appointmentNotFound, BookingErrorCode } from '../booking.errors.js';

export interface EmailChangeResult {
  email: string;
  emailStatus: 'pending' | 'queued';
  message: string;
}

export class ChangeConfirmationEmailCommand extends Command<EmailChangeResult> {
  constructor(
    readonly appointmentId: string,
    readonly email: unknown,
    /** The language of the answer's message (the confirmation page's). */
    readonly locale: Locale = DEFAULT_LOCALE,
  ) {
    super();
  }
}

/**
 * The patient corrects the confirmation's address from the confirmation page.
 * ONE transaction with the appointment row locked: the rule decides (a live booking, the confirmation
 * not yet delivered or booked moments ago, a few changes at most), the address is stored and the
 * confirmation queued again with a compare-and-set on the change count, and `ConfirmationEmailChanged`
 * makes the e-mail queue send it once to the new address. Before the booking is made (payment still
 * settling) the address is only stored: the confirmation goes there when it goes.
 */
@CommandHandler(ChangeConfirmationEmailCommand)
export class ChangeConfirmationEmailHandler implements ICommandHandler<ChangeConfirmationEmailCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly appointments: AppointmentsRepository,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ appointmentId, email, locale }: ChangeConfirmationEmailCommand): Promise<EmailChangeResult> {
    const problem = emailProblem(email);
    if (problem) throw new ValidationError(problem, { email: problem });
    const address = plainMailbox(email)!;
    const now = this.clock.now();
    return this.tx.run(async (uow) => {
      const a = await this.appointments.lockForChange(appointmentId);
      if (!a) throw appointmentNotFound();
      const refusal = emailChangeRefusal(
        { status: a.status, emailStatus: a.email_status, emailChanges: a.email_changes, bookedAt: a.authorized_at ? new Date(a.authorized_at) : null },
        now,
        { windowMinutes: this.config.CONFIRMATION_EMAIL_CHANGE_MINUTES, maxChanges: EMAIL_CHANGE_MAX },
      );
      if (refusal) throw new ConflictError(refusal.message, refusal.code);
      if (a.email_status === 'pending') {
        if (!(await this.appointments.setEmailBeforeBooking(appointmentId, address))) throw new ConflictError(EMAIL_CHANGE_MESSAGES.notLive, BookingErrorCode.NotLive);
        return { email: address, emailStatus: 'pending' as const, message: emailChangeMessagesIn(locale).afterPayment(address) };
      }
      const changed = await this.appointments.changeConfirmationEmail(appointmentId, address, a.email_changes);
      if (!changed) throw new ConflictError(EMAIL_CHANGE_MESSAGES.tooMany, BookingErrorCode.EmailChangeLimit);
      // The change's number only: no address in the event (it reaches Redis as a job).
      uow.emit({ type: BookingEvent.ConfirmationEmailChanged, aggregateType: 'appointment', aggregateId: appointmentId, actor: 'patient', payload: { change: changed.email_changes } });
      return { email: address, emailStatus: 'queued' as const, message: emailChangeMessagesIn(locale).sending(address) };
    });
  }
}
