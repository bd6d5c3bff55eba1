import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../shared/clock/clock.js';
import { ConflictError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { StaffAppointmentsRepository } from '../repositories/staff-appointments.repository.js';
import { type AppointmentOutcome, OUTCOME_MESSAGES } from '../booking.constants.js';
import { CancelAppointmentHandler } from './cancel-appointment.handler.js';
import { BookingEvent } from '../booking.events.js';
import { appointmentNotFound, BookingErrorCode, outcomeRecorded } from '../booking.errors.js';

export interface OutcomeResult {
  id: string;
  outcome: AppointmentOutcome;
  refundPence: number;
  message: string;
}

export class RecordOutcomeCommand extends Command<OutcomeResult> {
  constructor(
    readonly appointmentId: string,
    /** The practice the staff route is about: an appointment of another practice is not found. */
    readonly practiceId: string,
    readonly outcome: AppointmentOutcome,
    readonly actor: { id: string; role: 'admin' | 'staff' },
    /** For the patient's e-mail when the practice cancels. */
    readonly reason: string | null,
  ) {
    super();
  }
}

/**
 * The practice records what happened, ONCE, and says so on the appointment's event log
 * (`AppointmentOutcomeRecorded`, shown in the booking's timeline):
 * - attended / no-show: a confirmed appointment that has started, by one compare-and-set on
 *   `outcome IS NULL`. The fee was captured at confirmation and stays taken: a no-show keeps it,
 *   as the booking terms say, so no money moves here.
 * - cancelled by the practice: the existing cancellation path (row lock, full refund through the
 *   payment queue exactly once, the slot released, the patient's and practice's e-mails) and the
 *   outcome, in ONE transaction; a second attempt finds the appointment cancelled and changes nothing.
 */
@CommandHandler(RecordOutcomeCommand)
export class RecordOutcomeHandler implements ICommandHandler<RecordOutcomeCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly appointments: StaffAppointmentsRepository,
    private readonly cancellation: CancelAppointmentHandler,
  ) {}

  async execute({ appointmentId, practiceId, outcome, actor, reason }: RecordOutcomeCommand): Promise<OutcomeResult> {
    return this.tx.run(async (uow) => {
      const now = this.clock.now();
      let refundPence = 0;
      if (outcome === 'cancelled_by_practice') {
        const cancelled = await this.cancellation.cancelInside(uow, appointmentId, { by: 'practice', id: actor.id, reason: reason ?? '' }, { practiceId });
        refundPence = cancelled.refundPence;
        if (!(await this.appointments.recordPracticeCancellationOutcome(appointmentId, actor.id, now))) {
          throw outcomeRecorded();
        }
      } else if (!(await this.appointments.recordVisitOutcome(appointmentId, practiceId, outcome, actor.id, now))) {
        throw await this.whyNot(appointmentId, practiceId, now);
      }
      uow.emit({ type: BookingEvent.AppointmentOutcomeRecorded, aggregateType: 'appointment', aggregateId: appointmentId, actor: actor.id, payload: { outcome, actorRole: actor.role } });
      return { id: appointmentId, outcome, refundPence, message: OUTCOME_MESSAGES.recorded[outcome] };
    });
  }

  /** Why the compare-and-set changed nothing. */
  private async whyNot(appointmentId: string, practiceId: string, now: Date): Promise<Error> {
    const a = await this.appointments.findOutcomeState(appointmentId);
    if (!a || a.practice_id !== practiceId) return appointmentNotFound();
    if (a.outcome) return outcomeRecorded();
    if (a.status !== 'confirmed') return new ConflictError(OUTCOME_MESSAGES.notConfirmed, BookingErrorCode.NotConfirmed);
    if (new Date(a.starts_at).getTime() > now.getTime()) return new ConflictError(OUTCOME_MESSAGES.notStarted, BookingErrorCode.NotStarted);
    return outcomeRecorded();
  }
}
