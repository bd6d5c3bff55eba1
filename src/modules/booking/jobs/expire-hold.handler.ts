import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock/clock.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { JobName, QueueName } from '../../../shared/queues/queue-names.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../../../shared/queues/job-handler.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { BookingSlotsRepository } from '../repositories/booking-slots.repository.js';
import { HoldsRepository } from '../repositories/holds.repository.js';
import { BookingEvent } from '../booking.events.js';

/** The events routed to ExpireHoldHandler (event-routes.ts). */
type ExpireHoldEvents = typeof BookingEvent.SlotHeld | typeof BookingEvent.HoldExtended;

/**
 * `hold` queue: a hold not paid for by its expiry is expired (compare-and-set: only an active hold
 * whose time has passed, so an extension or a payment that came first wins), the slot reopens, and an
 * unpaid appointment is cancelled.
 */
@Injectable()
export class ExpireHoldHandler implements EventJobHandler<ExpireHoldEvents> {
  readonly queue = QueueName.Hold;
  readonly name = JobName.ExpireHold;

  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly appointments: AppointmentsRepository,
    private readonly holds: HoldsRepository,
    private readonly slots: BookingSlotsRepository,
  ) {}

  async handle(job: EventJob<ExpireHoldEvents>): Promise<JobOutcome> {
    const holdId = job.data.aggregateId;
    const now = this.clock.now();
    return this.tx.run(async (uow) => {
      // Lock order everywhere in booking: appointment, then hold, then slot (no deadlocks).
      await this.appointments.lockOfHold(holdId);
      const expired = await this.holds.expireIfRunOut(holdId, now);
      if (!expired) return { status: 'skipped', reason: 'hold converted, extended or already expired' } as JobOutcome;
      await this.slots.releaseSlotOfHold(expired.slot_id, holdId);
      const cancelled = await this.appointments.cancelUnpaidOfHold(holdId);
      uow.emit({ type: BookingEvent.HoldExpired, aggregateType: 'hold', aggregateId: holdId, actor: 'worker', payload: { slotId: expired.slot_id, appointmentId: cancelled[0]?.id ?? null } });
      return { status: 'done' } as JobOutcome;
    });
  }
}
