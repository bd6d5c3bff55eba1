import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../../../shared/clock/clock.js';
import { TransactionRunner } from '../../../shared/outbox/transaction-runner.js';
import { JobName, QueueName, scheduledJobData } from '../../../shared/queues/queue-names.js';
import { QueueRegistry } from '../../../shared/queues/queue-registry.js';
import type { JobOutcome, ScheduledJobHandler } from '../../../shared/queues/job-handler.js';
import { AppointmentPaymentsRepository } from '../repositories/appointment-payments.repository.js';
import { BookingEvent } from '../booking.events.js';

export const LAPSE_RISK_DAYS = 3;
/** Customer-initiated card authorisations lapse after 7 days when the gateway gives no capture_before. */
export const DEFAULT_AUTHORISATION_DAYS = 7;

/**
 * `payment` queue, every hour (a BullMQ job scheduler, one per deployment whatever the number of
 * workers): authorisations within 3 days of their deadline and not yet captured are flagged once
 * (`lapse_flagged_at`, an `AuthorisationAtRisk` event for the audit trail). The admin list shows them
 * as `captureAtRisk` and /metrics counts them (`payment_authorisations_at_risk`).
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
    return { status: 'done', detail: { flagged } };
  }
}
