import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { QueueRegistry } from '../queues/queue-registry.js';
import { QueuesReachability } from '../queues/queues-reachability.js';
import { JOB_STATES, QueueDepths } from './queue-depths.js';

/**
 * Prometheus metrics of the api: HTTP latency, queue depth per queue and state (failed jobs
 * included), and outbox lag. Queue and outbox figures are read at scrape time from Redis and
 * PostgreSQL, so they describe the whole system whichever copy is scraped. Queue figures wait at
 * most a second for Redis: while it is away a scrape gets the last counts, with
 * `bullmq_redis_reachable 0` and their age (QueueDepths).
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });

  constructor(orm: MikroORM, queues: QueueRegistry, reachability: QueuesReachability) {
    collectDefaultMetrics({ register: this.registry });
    // prom-client collects every metric at once: the three gauges share one read of the counts.
    const depths = new QueueDepths(queues, reachability);
    new Gauge({
      name: 'bullmq_jobs',
      help: 'Jobs per queue and state (the last counts read while Redis is unreachable: see bullmq_jobs_age_seconds)',
      labelNames: ['queue', 'state'] as const,
      registers: [this.registry],
      async collect() {
        const { counts } = await depths.snapshot();
        for (const [queue, byState] of counts) for (const state of JOB_STATES) this.set({ queue, state }, byState[state]);
      },
    });
    new Gauge({
      name: 'bullmq_redis_reachable',
      help: 'Whether this scrape read the queue counts from Redis (1) or served the last ones because Redis did not answer within a second (0)',
      registers: [this.registry],
      async collect() {
        this.set((await depths.snapshot()).fresh ? 1 : 0);
      },
    });
    new Gauge({
      name: 'bullmq_jobs_age_seconds',
      help: 'Seconds since the queue counts in bullmq_jobs were read from Redis (0 when read by this scrape)',
      registers: [this.registry],
      async collect() {
        this.set((await depths.snapshot()).ageSeconds);
      },
    });
    new Gauge({
      name: 'outbox_lag_seconds',
      help: 'Age of the oldest committed event not yet published to a queue (0 when none)',
      registers: [this.registry],
      async collect() {
        try {
          const rows = await orm.em
            .fork()
            .execute<{ lag: number | null; pending: string }[]>(
              `SELECT extract(epoch FROM now() - min(occurred_at))::float8 AS lag, count(*)::text AS pending
                 FROM domain_event WHERE published_at IS NULL`,
            );
          this.set(rows[0]?.lag ?? 0);
        } catch {
          // database away
        }
      },
    });
    new Gauge({
      name: 'payment_authorisations_at_risk',
      help: 'Authorised, uncaptured payments within 3 days of their capture deadline (capture_before, or 7 days after authorisation)',
      registers: [this.registry],
      async collect() {
        try {
          const rows = await orm.em.fork().execute<{ n: number }[]>(
            `SELECT count(*)::int AS n FROM appointment
              WHERE payment_status = 'authorized'
                AND coalesce(capture_before, authorized_at + interval '7 days') < now() + interval '3 days'`,
          );
          this.set(rows[0]?.n ?? 0);
        } catch {
          // database away
        }
      },
    });
    new Gauge({
      name: 'outbox_pending_events',
      help: 'Committed events not yet published to a queue',
      registers: [this.registry],
      async collect() {
        try {
          const rows = await orm.em
            .fork()
            .execute<{ pending: number }[]>(
              `SELECT count(*)::int AS pending FROM domain_event WHERE published_at IS NULL`,
            );
          this.set(rows[0]?.pending ?? 0);
        } catch {
          // database away
        }
      },
    });
    new Gauge({
      name: 'holds_last_hour',
      help: 'Holds started in the last hour by outcome (active, converted = paid, expired, released): the hold-to-booking conversion',
      labelNames: ['outcome'],
      registers: [this.registry],
      async collect() {
        try {
          const rows = await orm.em
            .fork()
            .execute<{ status: string; n: number }[]>(`SELECT status, count(*)::int AS n FROM hold WHERE created_at > now() - interval '1 hour' GROUP BY status`);
          this.reset();
          for (const outcome of ['active', 'converted', 'expired', 'released']) this.set({ outcome }, rows.find((r) => r.status === outcome)?.n ?? 0);
        } catch {
          // database away
        }
      },
    });
    new Gauge({
      name: 'waitlist_waiting',
      help: 'Patients on the waitlist now (entries not expired)',
      registers: [this.registry],
      async collect() {
        try {
          const rows = await orm.em.fork().execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM waitlist_entry WHERE expires_at > now()`);
          this.set(rows[0]?.n ?? 0);
        } catch {
          // database away
        }
      },
    });
  }
}
