import { Inject } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { QueueName } from '../../src/shared/queues/queue-names.js';
import { JOB_HANDLERS, type JobHandler } from '../../src/shared/queues/job-handler.js';
import { PROCESSOR_OPTIONS, QueueProcessor } from './queue-processor.base.js';

/**
 * The `sms` queue: text messages to patients (src/modules/sms). At most 3 at once per worker: each
 * send holds a pooled PostgreSQL connection (the text's row lock) for as long as Twilio takes to
 * answer (TWILIO_TIMEOUT_MS at worst), and a slow Twilio must not starve the other queues' jobs.
 */
@Processor(QueueName.Sms, { ...PROCESSOR_OPTIONS, concurrency: Math.min(Number(process.env.WORKER_CONCURRENCY ?? 5), 3) })
export class SmsProcessor extends QueueProcessor {
  constructor(@Inject(JOB_HANDLERS) handlers: JobHandler[]) {
    super(QueueName.Sms, handlers);
  }
}
