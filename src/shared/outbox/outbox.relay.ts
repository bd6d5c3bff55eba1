import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { JobsOptions } from 'bullmq';
import type pg from 'pg';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { QueueRegistry } from '../queues/queue-registry.js';
import type { EventJobData, QueueName } from '../queues/queue-names.js';
import { Clock } from '../clock/clock.js';
import { Db } from '../db/db.js';
import { DomainEventsRepository } from './domain-events.repository.js';
import { assertRoutesValid, EVENT_ROUTES, type EventRoutes, routeJobId, routesOf } from './event-routes.js';

export const OUTBOX_ROUTES = Symbol('OUTBOX_ROUTES');

/**
 * Publishes committed, unpublished `domain_event` rows to BullMQ and marks them published.
 *
 * Safe with any number of relays: each claims a batch with `FOR UPDATE SKIP LOCKED` inside a
 * transaction, enqueues it with `jobId = event id` (suffixed for an event's second job in one queue), and
 * marks it published in that same transaction.
 * A relay that dies before commit releases its rows to another relay, which enqueues them again
 * under the same job ids, which BullMQ ignores: no event is skipped and none becomes two jobs.
 * Wakes on PostgreSQL NOTIFY (sent by a trigger at commit) and polls as a fallback.
 */
@Injectable()
export class OutboxRelay implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private listener?: pg.Client;
  private pollTimer?: NodeJS.Timeout;
  private reconnectTimer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private again = false;
  private stopped = true;
  private failures = 0;
  private watchingRedis = false;
  published = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly queues: QueueRegistry,
    private readonly clock: Clock,
    @Inject(CONFIG) private readonly config: Config,
    @Inject(OUTBOX_ROUTES) private readonly routes: EventRoutes = EVENT_ROUTES,
  ) {
    assertRoutesValid(this.routes);
    this.events = new DomainEventsRepository(new Db(orm));
  }
  private readonly events: DomainEventsRepository;

  onModuleInit() {
    this.start();
  }

  async onApplicationShutdown() {
    await this.stop();
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    void this.listen();
    this.wakeWhenRedisReturns();
    this.schedulePoll(0);
  }

  /**
   * After a Redis outage the poll may be backing off (up to 30 s): publish the backlog as soon as a
   * queue's connection is ready again instead.
   */
  private wakeWhenRedisReturns() {
    if (this.watchingRedis) return;
    this.watchingRedis = true;
    const queues = new Set(Object.values(this.routes).flatMap((routes) => routes.map((r) => r.queue)));
    for (const name of queues) {
      void this.queues
        .get(name)
        .getBackend()
        .client.then((client) => client.on('ready', () => void this.wake()))
        .catch(() => undefined);
    }
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.pollTimer);
    clearTimeout(this.reconnectTimer);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
    await this.draining;
  }

  /** Publishes until nothing is left; concurrent wake-ups coalesce into one more pass. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.draining) {
      this.again = true;
      return this.draining;
    }
    this.draining = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.publishBatch()) === this.config.OUTBOX_BATCH_SIZE) {
            // a full batch means there may be more
          }
        } while (this.again && !this.stopped);
        this.failures = 0;
      } catch (error) {
        this.failures += 1;
        if (this.failures === 1 || this.failures % 30 === 0) {
          this.logger.warn(`Outbox publish failed (attempt ${this.failures}): ${(error as Error).message}`);
        }
      } finally {
        this.draining = undefined;
      }
    })();
    return this.draining;
  }

  /** Claims one batch, enqueues it and marks it published, all in one transaction. Returns its size. */
  async publishBatch(): Promise<number> {
    return this.orm.em.fork().transactional(async () => {
      const rows = await this.events.claimUnpublished(this.config.OUTBOX_BATCH_SIZE);
      if (rows.length === 0) return 0;
      const byQueue = new Map<QueueName, Array<{ name: string; data: EventJobData; opts: JobsOptions }>>();
      for (const event of rows) {
        for (const route of routesOf(event, this.routes)) {
          const extra = route.options?.(event, this.clock.now()) ?? {};
          const jobs = byQueue.get(route.queue) ?? [];
          jobs.push({
            name: route.job,
            // The stored event's own type and payload (TS cannot correlate the two fields of a union).
            data: {
              eventId: event.id,
              type: event.type,
              aggregateId: event.aggregateId,
              payload: event.payload,
              occurredAt: event.occurredAt.toISOString(),
            } as EventJobData,
            opts: { ...extra, delay: Math.max(0, extra.delay ?? 0), jobId: routeJobId(event.id, route) },
          });
          byQueue.set(route.queue, jobs);
        }
      }
      for (const [name, jobs] of byQueue) {
        await this.queues.get(name).addBulk(jobs);
      }
      await this.events.markPublished(rows.map((r) => r.id));
      this.published += rows.length;
      return rows.length;
    });
  }

  private schedulePoll(delay = this.config.OUTBOX_POLL_MS) {
    if (this.stopped) return;
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(async () => {
      await this.wake();
      // Back off while PostgreSQL or Redis is away, up to 30 s between tries.
      this.schedulePoll(Math.min(this.config.OUTBOX_POLL_MS * 2 ** Math.min(this.failures, 5), 30_000));
    }, delay);
  }

  private async listen() {
    if (this.stopped) return;
    let client: pg.Client | undefined;
    let retried = false;
    const retry = () => {
      if (retried) return;
      retried = true;
      if (client && this.listener === client) this.listener = undefined;
      client?.end().catch(() => undefined);
      if (!this.stopped) this.reconnectTimer = setTimeout(() => void this.listen(), 2000);
    };
    try {
      client = await this.events.listen(this.config.DATABASE_URL, () => void this.wake(), retry);
      this.listener = client;
      void this.wake(); // catch anything committed while we were not listening
    } catch {
      retry();
    }
  }
}
