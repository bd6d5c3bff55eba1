import type { Job } from 'bullmq';
import type { EventJobData, JobName, QueueName } from './queue-names.js';

/** What a handler reports: done, or skipped because the work was already recorded or is moot. */
export type JobOutcome = { status: 'done'; detail?: Record<string, unknown> } | { status: 'skipped'; reason: string };

/**
 * One kind of job. A handler is idempotent: it checks and records a marker in PostgreSQL with a
 * compare-and-set, so a job delivered twice (stalled worker, re-published event) acts once. It throws
 * to retry with back-off and throws `UnrecoverableError` when retrying cannot help.
 */
export interface JobHandler {
  readonly queue: QueueName;
  readonly name: JobName;
  handle(job: Job<EventJobData>): Promise<JobOutcome>;
}

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');
