import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Config } from '../../../config/config.js';
import { CONFIG } from '../../../config/config.module.js';
import { addLondonDays, Clock, londonDayBounds, toLondonIso } from '../../../shared/clock/clock.js';
import { ConflictError, DomainError } from '../../../shared/errors/domain-error.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { SEARCH_HORIZON_DAYS } from '../../search/search.constants.js';
import { BOOKING_MESSAGES, MANAGE_MESSAGES } from '../booking.constants.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { changeRefusal, manageMessagesIn } from '../rules/booking.rules.js';
import { DEFAULT_LOCALE, type Locale } from '../../site/languages.constants.js';
import { BookingSlotsRepository } from '../repositories/booking-slots.repository.js';
import { reminderEvent } from '../rules/reminders.rules.js';
import { BookingEvent } from '../booking.events.js';
import { appointmentNotFound, BookingErrorCode, slotTaken } from '../booking.errors.js';

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
    /** The language of the answer's message (the patient's page). */
    readonly locale: Locale = DEFAULT_LOCALE,
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
    private readonly appointments: AppointmentsRepository,
    private readonly slots: BookingSlotsRepository,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  async execute({ appointmentId, slotId, locale }: RescheduleAppointmentCommand): Promise<RescheduleResult> {
    const now = this.clock.now();
    const horizonEnd = londonDayBounds(addLondonDays(this.clock.londonToday(), SEARCH_HORIZON_DAYS)).start;
    return this.tx.run(async (uow) => {
      const a = await this.appointments.lockForChange(appointmentId);
      if (!a) throw appointmentNotFound();
      const refusal = changeRefusal({ status: a.status, paymentStatus: a.payment_status, startsAt: new Date(a.starts_at) }, now);
      if (refusal) throw new ConflictError(refusal, a.status === 'cancelled' ? BookingErrorCode.AlreadyCancelled : BookingErrorCode.NotChangeable);
      if (slotId === a.slot_id) throw new DomainError(MANAGE_MESSAGES.sameSlot, BookingErrorCode.SameSlot, 400, { slotId: MANAGE_MESSAGES.sameSlot });

      const target = await this.slots.findSlot(slotId);
      if (!target) throw new ConflictError(BOOKING_MESSAGES.slotNoLongerAvailable, BookingErrorCode.SlotTaken);
      if (target.practice_id !== a.practice_id) throw new DomainError(MANAGE_MESSAGES.otherPractice, BookingErrorCode.OtherPractice, 400, { slotId: MANAGE_MESSAGES.otherPractice });
      if (new Date(target.starts_at) >= horizonEnd) throw new DomainError(MANAGE_MESSAGES.outsideHorizon, BookingErrorCode.OutsideHorizon, 400, { slotId: MANAGE_MESSAGES.outsideHorizon });

      // Only an open slot (not one under someone's hold, even an expired one: its hold job settles it).
      const next = await this.slots.bookOpenSlot(slotId, appointmentId, a.practice_id, now);
      if (!next) throw slotTaken();
      await this.slots.releaseSlotOfAppointment(a.slot_id, appointmentId);
      await this.appointments.moveToSlot(appointmentId, { slotId, operativeId: next.operative_id, startsAt: next.starts_at, endsAt: next.ends_at }, a.status);
      const from = toLondonIso(new Date(a.starts_at));
      const to = toLondonIso(new Date(next.starts_at));
      uow.emit({ type: BookingEvent.AppointmentRescheduled, aggregateType: 'appointment', aggregateId: appointmentId, actor: 'patient', payload: { fromSlotId: a.slot_id, toSlotId: slotId, from, to } });
      const reminder = reminderEvent(appointmentId, new Date(next.starts_at), now, this.config.REMINDER_MINUTES_BEFORE);
      if (reminder) uow.emit(reminder);
      return { id: appointmentId, startTime: to, endTime: toLondonIso(new Date(next.ends_at)), message: manageMessagesIn(locale).rescheduled };
    });
  }
}
