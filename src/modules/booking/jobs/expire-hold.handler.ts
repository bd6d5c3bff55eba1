import { Injectable } from '@nestjs/common';
import { Clock } from '../../../shared/clock/clock.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { JobName, QueueName } from '../../../shared/queues/queue-names.js';
import type { EventJob, EventJobHandler, JobOutcome } from '../../../shared/queues/job-handler.js';
import { AppointmentsRepository } from '../repositories/appointments.repository.js';
import { BookingSlotsRepository } from '../repositories/booking-slots.repository.js';
import { HoldsRepository } from '../repositories/holds.repository.js';
import type { BookingEvent } from '../booking.events.js';
import { expireHolds } from '../services/expire-holds.js';

/** The events routed to ExpireHoldHandler (event-routes.ts). */
type ExpireHoldEvents = typeof BookingEvent.SlotHeld | typeof BookingEvent.HoldExtended;

/** `hold` queue: a hold not paid for by its expiry is expired, and its slot reopens (`expireHolds`). */
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
      const expired = await expireHolds({ appointments: this.appointments, holds: this.holds, slots: this.slots }, uow, { holdId }, now, 'worker');
      if (!expired.length) return { status: 'skipped', reason: 'hold converted, extended or already expired' } as JobOutcome;
      return { status: 'done' } as JobOutcome;
    });
  }
}
