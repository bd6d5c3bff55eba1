import { Inject } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { QueueName } from '../../src/shared/queues/queue-names.js';
import { JOB_HANDLERS, type JobHandler } from '../../src/shared/queues/job-handler.js';
import { PROCESSOR_OPTIONS, QueueProcessor } from './queue-processor.base.js';

/** The `payment` queue: see the handlers registered in workers/job-handlers.ts. */
@Processor(QueueName.Payment, { ...PROCESSOR_OPTIONS, concurrency: Number(process.env.WORKER_CONCURRENCY ?? 5) })
export class PaymentProcessor extends QueueProcessor {
  constructor(@Inject(JOB_HANDLERS) handlers: JobHandler[]) {
    super(QueueName.Payment, handlers);
  }
}
