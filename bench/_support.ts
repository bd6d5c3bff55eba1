import { randomBytes } from 'node:crypto';
import { dropDatabase } from '../src/shared/db/database-admin.repository.js';
import { migrateDatabase } from '../src/shared/db/migrate.js';

/**
 * A throwaway database and Redis prefix so a benchmark never touches dev or test data.
 * `BENCH_KEEP_DATABASE=1` keeps the database (its name is printed) to study plans on the same data;
 * `BENCH_DATABASE=<name>` runs on such a kept database again (`reused`: a bench may skip seeding; data
 * seeded for "today" is only the same searches on the day it was seeded).
 */
export async function benchEnvironment(name: string) {
  const id = `${name}_${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dental');
  const reused = process.env.BENCH_DATABASE;
  if (reused && !reused.startsWith('dental_bench_')) throw new Error('BENCH_DATABASE must name a kept bench database');
  url.pathname = `/${reused ?? `dental_bench_${id}`}`;
  const env = {
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench_${id}`,
  };
  await migrateDatabase({ DATABASE_URL: env.DATABASE_URL, DATABASE_POOL_MAX: 2 });
  return {
    env,
    reused: Boolean(reused),
    async cleanup() {
      if (reused || process.env.BENCH_KEEP_DATABASE === '1') console.log(`bench database kept: ${url.pathname.slice(1)}`);
      else await dropDatabase(env.DATABASE_URL);
      const { Redis } = await import('ioredis');
      const redis = new Redis(env.REDIS_URL);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.REDIS_PREFIX}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.unlink(...keys);
      } while (cursor !== '0');
      redis.disconnect();
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function summarise(samplesMs: number[]) {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1],
  };
}

export const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/**
 * The i-th virtual patient of a bench that holds slots: a client address of its own in 10.0.0.0/8
 * (sent as X-Forwarded-For through loopback, which the api trusts by default) and a mobile number of
 * its own (07900 000000 onwards), so the live-hold limits neither refuse nor queue a crowd of
 * patients, and the phone rule does the work a real patient's number costs it (Ofcom's drama
 * numbers, which every test types, take libphonenumber's slowest path: no territory claims them).
 * Benches run the api without workers: no text is ever sent to these numbers.
 */
export const virtualPatient = (i: number) => {
  const digits = String(i % 100_000_000).padStart(8, '0');
  return { address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, phone: `079${digits.slice(0, 2)} ${digits.slice(2)}` };
};

/** CPU time so far, ms: this process's threads (the api's main thread, the others) and each PostgreSQL and Redis process. */
export interface CpuSnapshot {
  process: number;
  mainThread: number;
  thisThread: number;
  services: Map<string, { service: 'postgres' | 'redis'; ms: number }>;
  /** Every thread of this process by id: its name (V8's helpers, libuv's pool, …) and time. */
  threads: Map<string, { name: string; ms: number }>;
}

const schedstatMs = async (path: string) => {
  const { readFile } = await import('node:fs/promises');
  // Nanoseconds on a CPU; exact, where /proc/<pid>/stat counts 10 ms ticks.
  return Number((await readFile(path, 'utf8').catch(() => '0')).split(' ')[0]) / 1e6;
};

/**
 * A CpuSnapshot, for a bench to say where the two cores went (`cpuSpent`). The main thread is read
 * from /proc/self/task/<pid>, so a worker thread can take it; zero where /proc cannot be read.
 */
export async function cpuSnapshot(): Promise<CpuSnapshot> {
  const { readdir, readFile } = await import('node:fs/promises');
  const services: CpuSnapshot['services'] = new Map();
  const pids = await readdir('/proc').catch(() => [] as string[]);
  await Promise.all(
    pids
      .filter((pid) => /^\d+$/.test(pid))
      .map(async (pid) => {
        const comm = (await readFile(`/proc/${pid}/comm`, 'utf8').catch(() => '')).trim();
        const service = comm === 'postgres' ? 'postgres' : comm === 'redis-server' ? 'redis' : null;
        if (service) services.set(pid, { service, ms: await schedstatMs(`/proc/${pid}/schedstat`) });
      }),
  );
  const threads: CpuSnapshot['threads'] = new Map();
  const tids = await readdir('/proc/self/task').catch(() => [] as string[]);
  await Promise.all(
    tids.map(async (tid) => {
      const name = (await readFile(`/proc/self/task/${tid}/comm`, 'utf8').catch(() => '?')).trim();
      threads.set(tid, { name, ms: await schedstatMs(`/proc/self/task/${tid}/schedstat`) });
    }),
  );
  const ms = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
  return { services, threads, process: ms(process.cpuUsage()), mainThread: await schedstatMs(`/proc/self/task/${process.pid}/schedstat`), thisThread: ms(process.threadCpuUsage()) };
}

/** What each part spent between two snapshots taken by the same thread, ms (services: processes alive at both). */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot) {
  const service = { postgres: 0, redis: 0 };
  for (const [pid, now] of after.services) service[now.service] += now.ms - (before.services.get(pid)?.ms ?? now.ms);
  const d = (k: 'process' | 'mainThread' | 'thisThread') => Math.round(after[k] - before[k]);
  // The other threads by name (the main thread and this one left out), the busiest first.
  const byName = new Map<string, number>();
  for (const [tid, now] of after.threads) {
    if (tid === String(process.pid)) continue;
    byName.set(now.name, (byName.get(now.name) ?? 0) + now.ms - (before.threads.get(tid)?.ms ?? 0));
  }
  const otherThreadNames = [...byName].filter(([, v]) => v >= 1).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${Math.round(v)}`).join(', ');
  return { mainThread: d('mainThread'), thisThread: d('thisThread'), otherThreads: d('process') - d('mainThread') - d('thisThread'), otherThreadNames, postgres: Math.round(service.postgres), redis: Math.round(service.redis) };
}
