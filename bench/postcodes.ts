import { brotliDecompressSync } from 'node:zlib';
import { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config/config.js';
import { PostcodeLoader, readPostcodeFile } from '../src/modules/postcodes/postcode-loader.js';
import { PostcodesRepository } from '../src/modules/postcodes/postcodes.repository.js';
import { PostcodesService } from '../src/modules/postcodes/postcodes.service.js';
import { LayeredGeocoder } from '../src/modules/search/services/geocoder.js';
import { Db } from '../src/shared/db/db.js';
import { mikroOrmOptions } from '../src/shared/db/mikro-orm.config.js';
import { TransactionRunner } from '../src/shared/outbox/transaction-runner.js';
import { benchEnvironment, fmt, summarise } from './_support.js';

/**
 * `npm run bench -- postcodes [lookups=5000]`: loads the bundled whole-GB postcode file into a
 * fresh database (the worker's first-start load), then times, over postcodes drawn from the file:
 * the table's exact lookup (a named prepared primary-key probe), the geocoder's whole answer for a
 * full postcode (Redis cache miss → table), and the type-ahead's prefix query (2–6 characters).
 */
export default async function postcodesBench(args: string[]) {
  const lookups = Number(args[0] ?? 5000);
  const { env, cleanup } = await benchEnvironment('postcodes');
  const orm = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: env.DATABASE_URL, DATABASE_POOL_MAX: 4 }));
  await orm.connect();
  const redis = new Redis(env.REDIS_URL);
  try {
    const db = new Db(orm);
    const repo = new PostcodesRepository(db);
    const loader = new PostcodeLoader(repo, new TransactionRunner(orm));
    const decompressStarted = performance.now();
    const lines = brotliDecompressSync(readPostcodeFile().bytes).toString('utf8').trim().split('\n').slice(1);
    const decompressMs = performance.now() - decompressStarted;
    const outcome = await loader.ensureLoaded();
    if (outcome.status !== 'loaded') throw new Error(`unexpected load outcome ${outcome.status}`);
    console.log(`postcodes bench: ${outcome.rows.toLocaleString('en-GB')} postcodes`);
    console.log(`  decompress + split the file: ${fmt(decompressMs)}`);
    console.log(`  load (one transaction, ${Math.ceil(outcome.rows / 10_000)} unnest batches of 10,000): ${(outcome.ms / 1000).toFixed(1)} s, ${Math.round(outcome.rows / (outcome.ms / 1000)).toLocaleString('en-GB')} rows/s`);
    const again = performance.now();
    await loader.ensureLoaded();
    console.log(`  second start (already loaded, by checksum): ${fmt(performance.now() - again)}`);

    let seed = 19;
    const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const drawn = Array.from({ length: lookups }, () => lines[Math.floor(random() * lines.length)].split(',')[0]);
    const service = new PostcodesService(repo);
    for (const p of drawn.slice(0, 200)) await service.pointOf(p); // warm the connection's prepared statements
    const exact: number[] = [];
    let found = 0;
    for (const p of drawn) {
      const t = performance.now();
      if (await service.pointOf(p)) found += 1;
      exact.push(performance.now() - t);
    }
    const e = summarise(exact);
    console.log(`  exact lookup (${e.n}, ${found} found): p50 ${fmt(e.p50)}, p95 ${fmt(e.p95)}, p99 ${fmt(e.p99)}, max ${fmt(e.max)}`);

    const geocoder = new LayeredGeocoder(redis, loadConfig({ ...process.env, ...env, LOG_LEVEL: 'error', GOOGLE_MAPS_API_KEY: '' }), service);
    const geo: number[] = [];
    for (const p of drawn.slice(0, 2000)) {
      const t = performance.now();
      await geocoder.geocode(p);
      geo.push(performance.now() - t);
    }
    const g = summarise(geo);
    console.log(`  geocoder answer (cache miss → table, ${g.n}): p50 ${fmt(g.p50)}, p95 ${fmt(g.p95)}, p99 ${fmt(g.p99)}`);

    const typeahead: number[] = [];
    for (const [i, p] of drawn.slice(0, 2000).entries()) {
      const prefix = p.replace(' ', '').slice(0, 2 + (i % 5));
      const t = performance.now();
      await service.suggest(prefix);
      typeahead.push(performance.now() - t);
    }
    const s = summarise(typeahead);
    console.log(`  type-ahead query (${s.n}, prefixes of 2–6 characters): p50 ${fmt(s.p50)}, p95 ${fmt(s.p95)}, p99 ${fmt(s.p99)}, max ${fmt(s.max)}`);
  } finally {
    redis.disconnect();
    await orm.close(true);
    await cleanup();
  }
}
