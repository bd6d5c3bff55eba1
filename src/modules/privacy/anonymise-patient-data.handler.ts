import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { Clock } from '../../shared/clock/clock.js';
import { TransactionRunner } from '../../shared/outbox/transaction-runner.js';
import { JobName, QueueName, scheduledJobData } from '../../shared/queues/queue-names.js';
import { QueueRegistry } from '../../shared/queues/queue-registry.js';
import type { JobOutcome, ScheduledJobHandler } from '../../shared/queues/job-handler.js';
import {
  RETENTION_BATCH_SIZE,
  RETENTION_SCHEDULE,
  RETENTION_SCHEDULER_ID,
  SIGN_IN_LINK_RETENTION_DAYS,
} from './privacy.constants.js';
import { PersonalData } from './personal-data.js';
import { retentionCutoff } from './privacy.rules.js';
import { PrivacyEvent } from './privacy.events.js';

/**
 * Data retention (UK GDPR storage limitation; ADR 0021), on the `payment` queue every day at 03:30
 * London time through a BullMQ job scheduler (one per deployment, whatever the number of workers):
 * appointments that ended more than RETENTION_DAYS ago lose the patient's name, phone, e-mail and
 * issue (the postcode keeps its district), then their holds and expired holds alike; dev-inbox
 * copies of e-mails as old are deleted, sign-in links (an e-mail address each) 30 days after
 * they expire, unconfirmed waitlist requests whose link has run out, texts as old as the
 * appointments and short links whose link has run out. Batches of
 * RETENTION_BATCH_SIZE, each one transaction with its `PatientDataAnonymised` audit event (counts and cutoff only). Running twice changes nothing more.
 */
@Injectable()
export class AnonymisePatientDataHandler implements ScheduledJobHandler, OnApplicationBootstrap {
  readonly queue = QueueName.Payment;
  readonly name = JobName.AnonymisePatientData;
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly queues: QueueRegistry,
    private readonly data: PersonalData,
    @Inject(CONFIG) private readonly config: Pick<Config, 'RETENTION_DAYS'>,
  ) {}

  async onApplicationBootstrap() {
    // Idempotent: every worker upserts the same scheduler id.
    await this.queues
      .get(this.queue)
      .upsertJobScheduler(
        RETENTION_SCHEDULER_ID,
        { ...RETENTION_SCHEDULE },
        {
          name: this.name,
          data: scheduledJobData('privacy'),
        },
      )
      .catch((e) => this.logger.warn(`Could not schedule the retention job: ${(e as Error).message}`));
  }

  async handle(): Promise<JobOutcome> {
    const now = this.clock.now();
    const cutoff = retentionCutoff(now, this.config.RETENTION_DAYS);
    const linksBefore = retentionCutoff(now, SIGN_IN_LINK_RETENTION_DAYS);
    const total = { appointments: 0, holds: 0, mails: 0, signInLinks: 0, waitlistRequests: 0, texts: 0, shortLinks: 0 };
    for (;;) {
      const batch = await this.tx.run(async (uow) => {
        // Each owner sweeps its own tables, in this one transaction with the audit event.
        const counts = await this.data.sweep(cutoff, linksBefore, now, RETENTION_BATCH_SIZE);
        if (Object.values(counts).some((n) => n > 0)) {
          uow.emit({
            type: PrivacyEvent.PatientDataAnonymised,
            aggregateType: 'privacy',
            aggregateId: 'retention',
            actor: 'worker',
            payload: { cutoff: cutoff.toISOString(), retentionDays: this.config.RETENTION_DAYS, ...counts },
          });
        }
        return counts;
      });
      for (const key of Object.keys(total) as Array<keyof typeof total>) total[key] += batch[key];
      if (Math.max(...Object.values(batch)) < RETENTION_BATCH_SIZE) break;
    }
    if (Object.values(total).some((n) => n > 0)) {
      this.logger.log(
        `Anonymised ${total.appointments} appointment(s) and ${total.holds} hold(s) that ended before ${cutoff.toISOString()}; ` +
          `deleted ${total.mails} dev-inbox e-mail(s), ${total.signInLinks} expired sign-in link(s), ${total.waitlistRequests} unconfirmed waitlist request(s), ${total.texts} text(s) and ${total.shortLinks} expired short link(s)`,
      );
    }
    return { status: 'done', detail: { cutoff: cutoff.toISOString(), ...total } };
  }
}
