import type { QueueRegistry } from '../queues/queue-registry.js';
import { QUEUES_REACHABLE_WAIT_MS, type QueuesReachability, withinWait } from '../queues/queues-reachability.js';

export const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed', 'prioritized'] as const;
type JobState = (typeof JOB_STATES)[number];

export interface QueueDepthSnapshot {
  /** Jobs per queue and state, as last read (empty until a first read succeeds). */
  counts: ReadonlyMap<string, Readonly<Record<JobState, number>>>;
  /** Whether this snapshot's counts were read from Redis just now. */
  fresh: boolean;
  /** Seconds since the counts were read (since start when never). */
  ageSeconds: number;
}

/**
 * Queue depths for /metrics that never make a scrape wait for Redis (otherwise a scrape hangs for the
 * whole outage, as BullMQ waits for Redis). A scrape waits at most `waitMs` for a fresh read;
 * past that it gets the last counts, marked stale with their age. One read at a time: during a
 * silent outage, scrapes share the read in flight instead of piling up commands.
 */
export class QueueDepths {
  private counts = new Map<string, Record<JobState, number>>();
  private readAt: number;
  private reading?: Promise<boolean>;

  constructor(
    private readonly queues: QueueRegistry,
    private readonly reachability: QueuesReachability,
    private readonly waitMs = QUEUES_REACHABLE_WAIT_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.readAt = now();
  }

  async snapshot(): Promise<QueueDepthSnapshot> {
    this.reading ??= this.read().finally(() => {
      this.reading = undefined;
    });
    const fresh = await withinWait(this.reading, this.waitMs);
    return { counts: this.counts, fresh, ageSeconds: Math.max(0, (this.now() - this.readAt) / 1000) };
  }

  private async read(): Promise<boolean> {
    if (!(await this.reachability.reachable(this.waitMs))) return false;
    const read = await Promise.all(
      this.queues.all().map(async ({ name, queue }) => [name, await queue.getJobCounts(...JOB_STATES)] as const),
    );
    const counts = new Map<string, Record<JobState, number>>();
    for (const [name, byState] of read) {
      counts.set(name, Object.fromEntries(JOB_STATES.map((state) => [state, byState[state] ?? 0])) as Record<JobState, number>);
    }
    this.counts = counts;
    this.readAt = this.now();
    return true;
  }
}
