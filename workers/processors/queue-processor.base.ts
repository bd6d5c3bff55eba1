import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { WorkerHost } from '@nestjs/bullmq';
import { type Job, UnrecoverableError } from 'bullmq';
import type { EventJobData, QueueName } from '../../src/shared/queues/queue-names.js';
import { RedisOutageLog } from '../../src/shared/queues/redis-outage-log.js';
import type { JobHandler, JobOutcome } from '../../src/shared/queues/job-handler.js';

/** WORKER_LOCK_MS (validated by the config at start), read here because decorator options are static. */
const lockMs = Number(process.env.WORKER_LOCK_MS ?? 30_000);

/**
 * Options every processor shares. After a Redis outage a BullMQ worker waits `runRetryDelay` before
 * it fetches again (15 s by default): 2 s, so jobs resume within seconds of Redis coming back. A
 * killed worker's jobs are found stalled by the lock check (WORKER_LOCK_MS) and run again.
 */
export const PROCESSOR_OPTIONS = { runRetryDelay: 2_000, lockDuration: lockMs, stalledInterval: lockMs } as const;

/** Dispatches a queue's jobs by name to their handlers; an unknown name fails at once, never silently. */
export abstract class QueueProcessor extends WorkerHost implements OnApplicationBootstrap {
  protected readonly logger: Logger;
  private readonly byName: Map<string, JobHandler>;

  constructor(
    readonly queueName: QueueName,
    handlers: readonly JobHandler[],
  ) {
    super();
    this.logger = new Logger(`${queueName}-processor`);
    this.byName = new Map(handlers.filter((h) => h.queue === queueName).map((h) => [h.name, h]));
  }

  /** A Redis outage: one line when the worker loses it and one when it is back (ADR 0022). */
  onApplicationBootstrap() {
    const log = new RedisOutageLog(this.logger, `worker ${this.queueName}`).watch(this.worker);
    void this.worker
      .getBackend()
      .client.then((client) => client.on('ready', () => log.recovered()))
      .catch(() => undefined);
  }

  handles(jobName: string): boolean {
    return this.byName.has(jobName);
  }

  async process(job: Job<EventJobData>): Promise<JobOutcome> {
    const handler = this.byName.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}" on queue ${this.queueName}`);
    const outcome = await handler.handle(job);
    if (outcome.status === 'skipped') {
      this.logger.log(`${job.name} ${job.id} skipped: ${outcome.reason}`);
    }
    return outcome;
  }
}
