import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/config/config.js';
import { createApp } from '../src/app.factory.js';
import { addLondonDays, Clock } from '../src/shared/clock/clock.js';
import { Db } from '../src/shared/db/db.js';
import { mikroOrmOptions } from '../src/shared/db/mikro-orm.config.js';
import { benchEnvironment, fmt, summarise, virtualPatient } from './_support.js';
import { BenchSeedRepository } from './seed.repository.js';

/**
 * `npm run bench -- holds [requests=1000] [slots=50] [concurrency=100]`: the real api on loopback,
 * `requests` POST /api/holds spread over `slots` slots with `concurrency` in flight, each from its own
 * virtual patient; prints holds/s (all answers, 201 and 409) and the latency percentiles.
 */
export default async function holdsBench(args: string[]) {
  const total = Number(args[0] ?? 1000);
  const slotCount = Number(args[1] ?? 50);
  const concurrency = Number(args[2] ?? 100);
  const { env, cleanup } = await benchEnvironment('holds');
  const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'warn', DATABASE_POOL_MAX: '20', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00', GATE_PASSWORD: 'bench-gate-password', WRITE_RATE_LIMIT_PER_MINUTE: '100000000', HOLD_LIMIT_PER_PHONE: '100000000' });
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
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          // Each request its own patient (address and phone), as a crowd would be.
          const patient = virtualPatient(next);
          const slotId = slots[next++ % slots.length];
          const t = performance.now();
          const res = await fetch(`${base}/api/holds`, {
            method: 'POST',
            headers: { ...headers, 'x-forwarded-for': patient.address },
            body: JSON.stringify({ slotId, patient: { name: 'B', phone: patient.phone, postcode: 'SW1A 1AA', issue: '' } }),
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - t);
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    const elapsed = performance.now() - started;
    const s = summarise(latencies);
    console.log(`holds bench: ${total} POST /api/holds for ${slotCount} slots, ${concurrency} in flight (real HTTP on loopback)`);
    console.log(`  answers: ${[...statuses].map(([k, v]) => `${v} × ${k}`).join(', ')}`);
    console.log(`  throughput: ${Math.round((total / elapsed) * 1000)} requests/s; latency p50 ${fmt(s.p50)}, p95 ${fmt(s.p95)}, p99 ${fmt(s.p99)}`);
  } finally {
    await app.close();
    await orm.close(true);
    await cleanup();
  }
}
