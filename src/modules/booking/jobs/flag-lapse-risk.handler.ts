import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../../../shared/clock/clock.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { JobName, QueueName, scheduledJobData } from '../../../shared/queues/queue-names.js';
import { QueueRegistry } from '../../../shared/queues/queue-registry.js';
import type { JobOutcome, ScheduledJobHandler } from '../../../shared/queues/job-handler.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../payments/index.js';
import { AppointmentPaymentsRepository } from '../repositories/appointment-payments.repository.js';
import { BookingEvent } from '../booking.events.js';
import { recordLapse } from './payment-jobs.handlers.js';

export const LAPSE_RISK_DAYS = 3;
/** Customer-initiated card authorisations lapse after 7 days when the gateway gives no capture_before. */
export const DEFAULT_AUTHORISATION_DAYS = 7;
/** How many authorisations past their deadline one run asks the gateway about (the next run takes the rest). */
export const LAPSE_CHECK_BATCH = 100;

/**
 * `payment` queue, every hour (a BullMQ job scheduler, one per deployment whatever the number of
 * workers), an authorisation's story before it is captured:
 * - within 3 days of its deadline: flagged once (`lapse_flagged_at`, an `AuthorisationAtRisk` event
 *   for the audit trail). The admin list shows them as `captureAtRisk` and /metrics counts them
 *   (`payment_authorisations_at_risk`);
 * - past its deadline, on a live appointment: the gateway is asked, and one it cancelled (lapsed)
 *   is recorded as lapsed, nothing taken (`AuthorisationLapsed`), so no channel says "held" any more.
 *   The capture job and Stripe's webhook record a lapse they meet the same way.
 */
@Injectable()
export class FlagLapseRiskHandler implements ScheduledJobHandler, OnApplicationBootstrap {
  readonly queue = QueueName.Payment;
  readonly name = JobName.FlagLapseRisk;
  private readonly logger = new Logger('LapseRisk');

  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly queues: QueueRegistry,
    private readonly appointments: AppointmentPaymentsRepository,
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
  ) {}

  async onApplicationBootstrap() {
    // Idempotent: every worker upserts the same scheduler id.
    await this.queues
      .get(QueueName.Payment)
      .upsertJobScheduler('flag-lapse-risk', { every: 60 * 60 * 1000 }, { name: JobName.FlagLapseRisk, data: scheduledJobData('payments') })
      .catch((e) => this.logger.warn(`Could not schedule the lapse-risk check: ${(e as Error).message}`));
  }

  async handle(): Promise<JobOutcome> {
    const now = this.clock.now();
    const flagged = await this.tx.run(async (uow) => {
      const rows = await this.appointments.flagLapseRisk(now, DEFAULT_AUTHORISATION_DAYS, LAPSE_RISK_DAYS);
      for (const r of rows) {
        uow.emit({ type: BookingEvent.AuthorisationAtRisk, aggregateType: 'appointment', aggregateId: r.id, actor: 'worker', payload: { deadline: new Date(r.deadline).toISOString() } });
      }
      return rows.length;
    });
    if (flagged) this.logger.warn(`${flagged} authorisation(s) within ${LAPSE_RISK_DAYS} days of lapsing`);
    const lapsed = await this.recordLapsed(now);
    return { status: 'done', detail: { flagged, ...lapsed } };
  }

  /** Authorisations past their deadline: those the gateway cancelled are recorded as lapsed. One failing look-up does not stop the others. */
  private async recordLapsed(now: Date) {
    let lapsed = 0;
    let unreadable = 0;
    for (const r of await this.appointments.pastDeadline(now, DEFAULT_AUTHORISATION_DAYS, LAPSE_CHECK_BATCH)) {
      try {
        const intent = await this.gateway.retrieve(r.payment_intent_id!);
        if (intent.status === 'canceled' && (await recordLapse(this.tx, this.appointments, r.id, intent, { live: true, actor: 'worker' }))) lapsed += 1;
      } catch {
        unreadable += 1;
      }
    }
    if (lapsed) this.logger.warn(`${lapsed} authorisation(s) lapsed before capture: nothing was taken`);
    if (unreadable) this.logger.warn(`${unreadable} authorisation(s) past their deadline could not be read from the gateway; the next run asks again`);
    return { lapsed, unreadable };
  }
}
