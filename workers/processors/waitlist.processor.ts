import { Inject } from '@nestjs/common';
import { Processor } from '@nestjs/bullmq';
import { QueueName } from '../../src/shared/queues/queue-names.js';
import { JOB_HANDLERS, type JobHandler } from '../../src/shared/queues/job-handler.js';
import { PROCESSOR_OPTIONS, QueueProcessor } from './queue-processor.base.js';

/** The `waitlist` queue: offers of freed slots and their time limits (src/modules/waitlist). */
@Processor(QueueName.Waitlist, { ...PROCESSOR_OPTIONS, concurrency: 1 })
export class WaitlistProcessor extends QueueProcessor {
  constructor(@Inject(JOB_HANDLERS) handlers: JobHandler[]) {
    super(QueueName.Waitlist, handlers);
  }
}
