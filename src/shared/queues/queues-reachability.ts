import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { QueueRegistry } from './queue-registry.js';
import { REDIS } from './redis.js';

/**
 * How long a caller that must answer promptly (/metrics, Bull Board) waits to learn whether the
 * queues' Redis answers: well inside the 2 s those answers are allowed during an outage.
 */
export const QUEUES_REACHABLE_WAIT_MS = 1000;

/**
 * Whether the job queues can be used right now. BullMQ's connections keep every command waiting
 * for as long as Redis is away (`maxRetriesPerRequest: null`, as workers need), so a caller that
 * sends one during an outage hangs until Redis returns. Asking here first costs nothing when a
 * connection is down (cut, refused, reconnecting: false at once, no command queued) and at most
 * the wait when Redis is silent (a PING on the shared client, which gives up on its own).
 */
@Injectable()
export class QueuesReachability implements OnApplicationBootstrap {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly queues: QueueRegistry,
  ) {}

  /**
   * BullMQ connects a queue on its first use: open every queue's connection at start, in the
   * background (a Redis that is away must not hold the start up), so the first scrape or Bull Board
   * request on a busy machine does not spend its wait on connecting.
   */
  onApplicationBootstrap() {
    for (const { queue } of this.queues.all()) void queue.waitUntilReady().catch(() => undefined);
  }

  async reachable(waitMs = QUEUES_REACHABLE_WAIT_MS): Promise<boolean> {
    return withinWait(this.check(), waitMs);
  }

  private async check(): Promise<boolean> {
    if (this.redis.status !== 'ready') return false;
    // Until a queue's first connection is made, its client promise waits: the deadline covers that.
    const clients = await Promise.all(this.queues.all().map(({ queue }) => queue.getBackend().client));
    if (clients.some((client) => client.status !== 'ready')) return false;
    return (await this.redis.ping()) === 'PONG';
  }
}

/** `work`'s answer, or false when it fails or takes longer than `waitMs`. */
export async function withinWait(work: Promise<boolean>, waitMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), waitMs);
  });
  try {
    return await Promise.race([work.catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}
