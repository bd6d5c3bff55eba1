import type { Job } from 'bullmq';
import type { DomainEventName } from '../outbox/domain-event.js';
import type { EventJobData, JobData, JobName, QueueName, ScheduledJobData } from './queue-names.js';

/** What a handler reports: done, or skipped because the work was already recorded or is moot. */
export type JobOutcome =
  { status: 'done'; detail?: Record<string, unknown> } | { status: 'skipped'; reason: string };

/**
 * One kind of job. A handler is idempotent: it checks and records a marker in PostgreSQL with a
 * compare-and-set, so a job delivered twice (stalled worker, re-published event) acts once. It throws
 * to retry with back-off and throws `UnrecoverableError` when retrying cannot help.
 *
 * `D` is the data its jobs carry: `EventJobData<K>` for the events `K` routed to it (event-routes.ts),
 * so it reads their payloads as typed, or `ScheduledJobData` for a job a scheduler starts. The
 * processor dispatches by job name; the routes table is what ties a job name to its events.
 */
export interface JobHandler<D = JobData> {
  readonly queue: QueueName;
  readonly name: JobName;
  handle(job: Job<D>): Promise<JobOutcome>;
}

/** A job made from one of the events `K`. */
export type EventJob<K extends DomainEventName> = Job<EventJobData<K>>;

/** The handler of a job routed from the events `K` (`implements EventJobHandler<typeof BookingEvent.HoldExpired>`). */
export type EventJobHandler<K extends DomainEventName> = JobHandler<EventJobData<K>>;

/** The handler of a job a BullMQ job scheduler starts on a timer. */
export type ScheduledJobHandler = JobHandler<ScheduledJobData>;

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');
