import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { Clock } from '../clock/clock.js';
import { DomainEventsRepository } from '../outbox/domain-events.repository.js';
import { QueueRegistry } from '../queues/queue-registry.js';
import { MetricsRepository } from './metrics.repository.js';
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

  constructor(figures: MetricsRepository, events: DomainEventsRepository, queues: QueueRegistry, reachability: QueuesReachability, clock: Clock) {
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
          this.set((await events.backlog()).lagSeconds);
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
          this.set(await figures.authorisationsAtRisk(clock.now()));
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
          this.set((await events.backlog()).pending);
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
          const rows = await figures.holdsLastHourByStatus();
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
          this.set(await figures.waitlistWaiting(clock.now()));
        } catch {
          // database away
        }
      },
    });
  }
}
