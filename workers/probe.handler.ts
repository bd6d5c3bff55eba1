import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobName, QueueName, type EventJobData } from '../src/shared/queues/queue-names.js';
import type { JobHandler, JobOutcome } from '../src/shared/queues/job-handler.js';

/** Ops probe: reports how long the event took from commit to a worker (bench and smoke checks). */
@Injectable()
export class ProbeHandler implements JobHandler {
  readonly queue = QueueName.Hold;
  readonly name = JobName.Probe;

  async handle(job: Job<EventJobData>): Promise<JobOutcome> {
    return { status: 'done', detail: { lagMs: Date.now() - Date.parse(job.data.occurredAt) } };
  }
}
