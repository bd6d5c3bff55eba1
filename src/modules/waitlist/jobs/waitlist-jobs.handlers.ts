import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type EventJobData, JobName, QueueName, scheduledJobData } from '../../../shared/queues/queue-names.js';
import { QueueRegistry } from '../../../shared/queues/queue-registry.js';
import type { EventJob, EventJobHandler, JobOutcome, ScheduledJobHandler } from '../../../shared/queues/job-handler.js';
import type { BookingEvent } from '../../booking/booking.events.js';
import { WaitlistOffersRepository } from '../repositories/waitlist-offers.repository.js';
import { WaitlistService } from '../commands/waitlist.service.js';
import { AvailabilityEvent } from '../../availability/availability.events.js';
import { WaitlistEvent } from '../waitlist.events.js';

/** The events routed to OfferOpenSlotsHandler (event-routes.ts). */
type OfferOpenSlotsEvents = typeof BookingEvent.HoldExpired | typeof BookingEvent.HoldReleased | typeof BookingEvent.AppointmentCancelled | typeof AvailabilityEvent.AvailabilitySaved | typeof WaitlistEvent.WaitlistJoined | typeof WaitlistEvent.WaitlistOfferReleased;

/**
 * `waitlist` queue: a slot may have opened (a hold expired, a booking was cancelled, an admin saved
 * availability, an offer lapsed or was refused) or a patient confirmed a place: run the offer for the practices
 * concerned.
 */
@Injectable()
export class OfferOpenSlotsHandler implements EventJobHandler<OfferOpenSlotsEvents> {
  readonly queue = QueueName.Waitlist;
  readonly name = JobName.OfferOpenSlots;

  constructor(
    private readonly waitlist: WaitlistService,
    private readonly offers: WaitlistOffersRepository,
  ) {}

  async handle(job: EventJob<OfferOpenSlotsEvents>): Promise<JobOutcome> {
    const practices = await this.practicesOf(job.data);
    let offers = 0;
    for (const practiceId of practices) offers += await this.waitlist.offerOpenSlots(practiceId);
    return offers ? { status: 'done', detail: { offers, practices: practices.length } } : { status: 'skipped', reason: 'nobody to offer to' };
  }

  private async practicesOf(data: EventJobData<OfferOpenSlotsEvents>): Promise<string[]> {
    if (data.type === WaitlistEvent.WaitlistJoined) return this.waitlist.practicesNear(data.aggregateId);
    if (data.type === AvailabilityEvent.AvailabilitySaved || data.type === WaitlistEvent.WaitlistOfferReleased) return [data.aggregateId];
    // A hold that ended or a cancelled booking: the practice of its slot.
    return this.offers.practiceOfSlot(data.payload.slotId);
  }
}

/** The events routed to LapseWaitlistOfferHandler (event-routes.ts). */
type LapseWaitlistOfferEvents = typeof WaitlistEvent.WaitlistOfferMade;

/** `waitlist` queue, delayed until an offer's time runs out: unopened, it goes to the next patient. */
@Injectable()
export class LapseWaitlistOfferHandler implements EventJobHandler<LapseWaitlistOfferEvents> {
  readonly queue = QueueName.Waitlist;
  readonly name = JobName.LapseWaitlistOffer;

  constructor(private readonly waitlist: WaitlistService) {}

  async handle(job: EventJob<LapseWaitlistOfferEvents>): Promise<JobOutcome> {
    return (await this.waitlist.lapse(job.data.aggregateId)) ? { status: 'done' } : { status: 'skipped', reason: 'claimed or already lapsed' };
  }
}

/**
 * `waitlist` queue, every 15 minutes (a BullMQ job scheduler, one per deployment): entries whose
 * window has ended are deleted even when no slot opens near them, and so are unconfirmed requests
 * whose link has run out and past days' e-mail quota rows.
 */
@Injectable()
export class SweepWaitlistHandler implements ScheduledJobHandler, OnApplicationBootstrap {
  readonly queue = QueueName.Waitlist;
  readonly name = JobName.SweepWaitlist;
  private readonly logger = new Logger('Waitlist');

  constructor(
    private readonly waitlist: WaitlistService,
    private readonly queues: QueueRegistry,
  ) {}

  async onApplicationBootstrap() {
    await this.queues
      .get(QueueName.Waitlist)
      .upsertJobScheduler('sweep-waitlist', { every: 15 * 60 * 1000 }, { name: JobName.SweepWaitlist, data: scheduledJobData('waitlist') })
      .catch((e) => this.logger.warn(`Could not schedule the waitlist sweep: ${(e as Error).message}`));
  }

  async handle(): Promise<JobOutcome> {
    return { status: 'done', detail: await this.waitlist.sweep() };
  }
}
