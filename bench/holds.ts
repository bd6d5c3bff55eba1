import { Worker } from 'node:worker_threads';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/config/config.js';
import { createApp } from '../src/app.factory.js';
import { addLondonDays, Clock } from '../src/shared/clock/clock.js';
import { Db } from '../src/shared/db/db.js';
import { mikroOrmOptions } from '../src/shared/db/mikro-orm.config.js';
import type { CrowdInput, CrowdResult } from './_holds-crowd.js';
import { benchEnvironment, fmt, summarise } from './_support.js';
import { BenchSeedRepository } from './seed.repository.js';

/**
 * `npm run bench -- holds [requests=1000] [slots=50] [concurrency=100] [open|new]`: the real api on
 * loopback, `requests` POST /api/holds spread over `slots` slots with `concurrency` in flight, each
 * from its own virtual patient, on connections already open (the default) or opened by the first wave
 * (`new`; bench/_holds-crowd.ts says why the default). The crowd runs in a worker thread, after
 * HOLDS_WARM_UPS (3) warm-up crowds on other slots in that same thread. Prints holds/s (all answers,
 * 201 and 409), the latency percentiles and where the two cores' time went while the crowd ran (the
 * api's thread, the crowd's, the bench's other threads by name, PostgreSQL, Redis), which says
 * whether a slow run was our code or a slow machine.
 */
/** The crowds' thread (bench/_holds-crowd.ts): `run` sends it a crowd and waits for its figures. */
function crowdThread() {
  const worker = new Worker(new URL('./_holds-crowd.js', import.meta.url));
  let failed: ((error: Error) => void) | undefined;
  worker.on('error', (error) => failed?.(error));
  worker.on('exit', (code) => code !== 0 && failed?.(new Error(`crowd worker exited with ${code}`)));
  return {
    run: (input: CrowdInput) =>
      new Promise<CrowdResult>((resolve, reject) => {
        failed = reject;
        worker.once('message', resolve);
        worker.postMessage(input);
      }),
    close: () => worker.terminate(),
  };
}

const WARM_UP_ROUNDS = Number(process.env.HOLDS_WARM_UPS ?? 3);

export default async function holdsBench(args: string[]) {
  const total = Number(args[0] ?? 1000);
  const slotCount = Number(args[1] ?? 50);
  const concurrency = Number(args[2] ?? 100);
  const connections = args[3] === 'new' ? 'new' : 'open';
  const { env, cleanup } = await benchEnvironment('holds');
  const signingSecret = 'bench-secret-bench-secret-bench-secret-00';
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn', DATABASE_POOL_MAX: '20', SESSION_SECRET: signingSecret, GATE_PASSWORD: 'bench-gate-password', WRITE_RATE_LIMIT_PER_MINUTE: '100000000', HOLD_LIMIT_PER_PHONE: '100000000', HOLD_LIMIT_PER_PHONE_ALL_CLIENTS: '100000000' });
  const app = await createApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const orm = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: env.DATABASE_URL, DATABASE_POOL_MAX: 2 }));
  await orm.connect();
  try {
    const seed = new BenchSeedRepository(new Db(orm));
    const [p] = await seed.insertPractices([{ name: 'Bench', city: 'London', postcode: 'SW1A 1AA', latitude: 51.5, longitude: -0.12 }]);
    await seed.insertOperativesFor(p.id, 1, 'Dr Bench');
    const start = new Date(`${addLondonDays(new Clock().londonToday(), 1)}T08:00:00Z`);
    const slots = await seed.insertOpenSlotsFor(p.id, start, slotCount);
    const base = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    const site = await fetch(`${base}/api/site`);
    const xsrf = site.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!.split(';')[0];
    const gate = await fetch(`${base}/api/site/gate`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': xsrf.split('=')[1] }, body: JSON.stringify({ password: 'bench-gate-password' }) });
    const cookie = `${xsrf}; ${gate.headers.getSetCookie()[0].split(';')[0]}`;
    const headers = { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf.split('=')[1] };
    // Warm-up on slots of their own: the pool's connections opened, statements prepared, code
    // optimised, as in a server that has been up for a while (the first wave otherwise pays for it).
    // One round of `total` left V8 still compiling through the measured crowd (about 200 functions
    // tiered up, 60-90 ms of its helper threads' CPU on the api's two cores); three leave it done.
    const crowds = crowdThread();
    for (let round = 1; round <= WARM_UP_ROUNDS; round++) {
      const warmSlots = await seed.insertOpenSlotsFor(p.id, new Date(start.getTime() + round * 86_400_000), slotCount);
      await crowds.run({ base, headers, slots: warmSlots, total, concurrency, patientOffset: round * 1_000_000, connections, signingSecret });
    }
    const { latencies, statuses, elapsed, cpu } = await crowds.run({ base, headers, slots, total, concurrency, patientOffset: 0, connections, signingSecret }).finally(() => crowds.close());
    const s = summarise(latencies);
    console.log(`holds bench: ${total} POST /api/holds for ${slotCount} slots, ${concurrency} in flight (real HTTP on loopback, connections ${connections === 'open' ? 'already open' : 'opened by the first wave'})`);
    console.log(`  answers: ${[...statuses].map(([k, v]) => `${v} × ${k}`).join(', ')}`);
    console.log(`  throughput: ${Math.round((total / elapsed) * 1000)} requests/s; latency p50 ${fmt(s.p50)}, p95 ${fmt(s.p95)}, p99 ${fmt(s.p99)}`);
    console.log(
      `  CPU while the crowd ran (two cores): api ${cpu.mainThread} ms, crowd ${cpu.thisThread} ms, the bench's other threads ${cpu.otherThreads} ms (${cpu.otherThreadNames}), PostgreSQL ${cpu.postgres} ms, Redis ${cpu.redis} ms`,
    );
  } finally {
    await app.close();
    await orm.close(true);
    await cleanup();
  }
}
