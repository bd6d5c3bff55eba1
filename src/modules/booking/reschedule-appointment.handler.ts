import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { addLondonDays, Clock, londonDayBounds, toLondonIso } from '../../shared/clock/clock.js';
import { ConflictError, DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { SEARCH_HORIZON_DAYS } from '../search/search.constants.js';
import { BOOKING_MESSAGES, MANAGE_MESSAGES } from './booking.constants.js';
import { type AppointmentStatus, changeRefusal, type PaymentStatus } from './booking.rules.js';
import { reminderEvent } from './reminders.js';

export interface RescheduleResult {
  id: string;
  startTime: string;
  endTime: string;
  message: string;
}

export class RescheduleAppointmentCommand extends Command<RescheduleResult> {
  constructor(
    readonly appointmentId: string,
    readonly slotId: string,
  ) {
    super();
  }
}

/**
 * The patient moves a booking to another free slot at the same practice, without paying again.
 * ONE transaction, appointment row locked first (the booking lock order): the new slot is booked with
 * a compare-and-set from open, and only then is the old one reopened, so the patient never holds
 * neither and two patients never hold one. The reminder follows the booking (`ReminderScheduled`).
 */
@CommandHandler(RescheduleAppointmentCommand)
export class RescheduleAppointmentHandler implements ICommandHandler<RescheduleAppointmentCommand> {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ appointmentId, slotId }: RescheduleAppointmentCommand): Promise<RescheduleResult> {
    const now = this.clock.now();
    const horizonEnd = londonDayBounds(addLondonDays(this.clock.londonToday(), SEARCH_HORIZON_DAYS)).start;
    return this.tx.run(async (uow) => {
      const [a] = await uow.execute<{ status: AppointmentStatus; payment_status: PaymentStatus; starts_at: Date; slot_id: string; practice_id: string }[]>(
        'SELECT status, payment_status, starts_at, slot_id, practice_id FROM appointment WHERE id = ? FOR UPDATE',
        [appointmentId],
      );
      if (!a) throw new NotFoundError('Appointment not found.', 'appointment_not_found');
      const refusal = changeRefusal({ status: a.status, paymentStatus: a.payment_status, startsAt: new Date(a.starts_at) }, now);
      if (refusal) throw new ConflictError(refusal, a.status === 'cancelled' ? 'already_cancelled' : 'not_changeable');
      if (slotId === a.slot_id) throw new DomainError(MANAGE_MESSAGES.sameSlot, 'same_slot', 400, { slotId: MANAGE_MESSAGES.sameSlot });

      const [target] = await uow.execute<{ practice_id: string; starts_at: Date }[]>('SELECT practice_id, starts_at FROM slot WHERE id = ?', [slotId]);
      if (!target) throw new ConflictError(BOOKING_MESSAGES.slotNoLongerAvailable, 'slot_taken');
      if (target.practice_id !== a.practice_id) throw new DomainError(MANAGE_MESSAGES.otherPractice, 'other_practice', 400, { slotId: MANAGE_MESSAGES.otherPractice });
      if (new Date(target.starts_at) >= horizonEnd) throw new DomainError(MANAGE_MESSAGES.outsideHorizon, 'outside_horizon', 400, { slotId: MANAGE_MESSAGES.outsideHorizon });

      // Only an open slot (not one under someone's hold, even an expired one: its hold job settles it).
      const booked = await uow.execute<{ starts_at: Date; ends_at: Date; operative_id: string }[]>(
        `UPDATE slot SET status = 'booked', appointment_id = ?, updated_at = now()
          WHERE id = ? AND practice_id = ? AND status = 'open' AND starts_at > ?::timestamptz
        RETURNING starts_at, ends_at, operative_id`,
        [appointmentId, slotId, a.practice_id, now],
      );
      if (!booked.length) throw new ConflictError(BOOKING_MESSAGES.slotTaken, 'slot_taken');
      await uow.execute(`UPDATE slot SET status = 'open', appointment_id = NULL, updated_at = now() WHERE id = ? AND appointment_id = ? AND status = 'booked'`, [
        a.slot_id,
        appointmentId,
      ]);
      const next = booked[0];
      await uow.execute(
        `UPDATE appointment SET slot_id = ?, operative_id = ?, starts_at = ?::timestamptz, ends_at = ?::timestamptz,
                rescheduled_count = rescheduled_count + 1, reminder_sent_at = NULL, updated_at = now()
          WHERE id = ? AND status = ?`,
        [slotId, next.operative_id, next.starts_at, next.ends_at, appointmentId, a.status],
      );
      const from = toLondonIso(new Date(a.starts_at));
      const to = toLondonIso(new Date(next.starts_at));
      uow.emit({ type: 'AppointmentRescheduled', aggregateType: 'appointment', aggregateId: appointmentId, actor: 'patient', payload: { fromSlotId: a.slot_id, toSlotId: slotId, from, to } });
      const reminder = reminderEvent(appointmentId, new Date(next.starts_at), now, this.config.REMINDER_MINUTES_BEFORE);
      if (reminder) uow.emit(reminder);
      return { id: appointmentId, startTime: to, endTime: toLondonIso(new Date(next.ends_at)), message: MANAGE_MESSAGES.rescheduled };
    });
  }
}
