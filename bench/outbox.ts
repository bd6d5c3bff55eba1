import path from 'node:path';
import { spawn } from 'node:child_process';
import { Queue } from 'bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from '../src/shared/db/mikro-orm.config.js';
import { TransactionRunner } from '../src/shared/outbox/transaction-runner.js';
import { QueueName } from '../src/shared/queues/queue-names.js';
import { benchEnvironment, fmt, summarise } from './_support.js';
import { OutboxEvent } from '../src/shared/outbox/outbox.events.js';

/**
 * Events/s through outbox → relay → queue → worker, and the commit-to-worker lag (p50/p95), with
 * one real worker process (relay + processors) on a throwaway database.
 */
export default async function outboxBench(args: string[]) {
  const total = Number(args[0] ?? 10_000);
  const latencySamples = Number(args[1] ?? 500);
  const { env, cleanup } = await benchEnvironment('outbox');
  const root = path.resolve(import.meta.dirname, '..', '..');
  const worker = spawn(process.execPath, [path.join(root, 'dist/workers/main.js')], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', WORKER_CONCURRENCY: '20' },
    stdio: 'inherit',
  });
  const orm = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: env.DATABASE_URL, DATABASE_POOL_MAX: 10 }));
  await orm.connect();
  const runner = new TransactionRunner(orm);
  const queue = new Queue(QueueName.Hold, { connection: { url: env.REDIS_URL }, prefix: env.REDIS_PREFIX });
  const completed = async () => (await queue.getJobCounts('completed')).completed ?? 0;
  try {
    while ((await queue.getWorkers()).length === 0) await new Promise((r) => setTimeout(r, 100));

    // Throughput: commit `total` events in transactions of 100, time until every job has completed.
    const started = performance.now();
    for (let i = 0; i < total; i += 100) {
      await runner.run(async (uow) => {
        for (let j = i; j < Math.min(total, i + 100); j++) {
          uow.emit({ type: OutboxEvent.OutboxProbe, aggregateType: 'bench', aggregateId: String(j) });
        }
      });
    }
    const committedMs = performance.now() - started;
    while ((await completed()) < total) await new Promise((r) => setTimeout(r, 20));
    const elapsedMs = performance.now() - started;

    // Latency: single-event commits at a steady 100/s; lag = commit time to the worker picking it up.
    const before = await completed();
    for (let i = 0; i < latencySamples; i++) {
      await runner.run(async (uow) => {
        uow.emit({ type: OutboxEvent.OutboxProbe, aggregateType: 'bench', aggregateId: `lat-${i}` });
      });
      await new Promise((r) => setTimeout(r, 10));
    }
    while ((await completed()) < before + latencySamples) await new Promise((r) => setTimeout(r, 20));
    const jobs = await queue.getJobs(['completed'], 0, -1);
    const lags = jobs
      .filter((j) => j.data.aggregateId.startsWith('lat-') && j.processedOn)
      .map((j) => (j.processedOn as number) - Date.parse(j.data.occurredAt));
    const s = summarise(lags);
    console.log(`outbox bench (1 worker process, relay + processors; ${total} events in transactions of 100)`);
    console.log(`  committed ${total} events in ${fmt(committedMs)}`);
    console.log(`  throughput: ${Math.round((total / elapsedMs) * 1000)} events/s (commit → job completed)`);
    console.log(`  lag commit → worker over ${s.n} single-event commits: p50 ${fmt(s.p50)}, p95 ${fmt(s.p95)}, p99 ${fmt(s.p99)}`);
  } finally {
    worker.kill('SIGTERM');
    await new Promise((r) => worker.once('exit', r));
    await queue.close();
    await orm.close(true);
    await cleanup();
  }
}
