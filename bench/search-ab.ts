import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config/config.js';
import { Clock, londonInstant } from '../src/shared/clock/clock.js';
import { Db } from '../src/shared/db/db.js';
import { mikroOrmOptions } from '../src/shared/db/mikro-orm.config.js';
import { PostcodesRepository } from '../src/modules/postcodes/postcodes.repository.js';
import { PostcodesService } from '../src/modules/postcodes/postcodes.service.js';
import { LayeredGeocoder } from '../src/modules/search/services/geocoder.js';
import { lookupOutcodeCentroid } from '../src/modules/search/services/outcode-table.js';
import { SearchService } from '../src/modules/search/queries/search.service.js';
import { SearchRepository } from '../src/modules/search/repositories/search.repository.js';
import { benchEnvironment, fmt, summarise } from './_support.js';
import { BenchSeedRepository } from './seed.repository.js';

type Search = { search(input: { postcode: string; outcode: string; radiusKm: number }): Promise<unknown> };
type SettableClock = { setNow(instant: Date): void };

/**
 * `npm run bench -- search-ab OTHER_DIST [practices=5000] [searches=600]`: this checkout's search
 * against another build's (OTHER_DIST: the `dist` folder of another checkout, built with
 * `npm run build:server`), in ONE process, on the same seeded database and pool, interleaved search
 * by search. Two separate `bench -- search` runs seed their own data (and a machine's state moves
 * between them); this is the same-conditions comparison a change to the search path needs.
 */
export default async function searchAb(args: string[]) {
  const other = args[0] && path.resolve(args[0]);
  // A build from before search took booking's shape has these files at the module's root.
  const inOther = (shaped: string) => (other && !existsSync(path.join(other, shaped)) ? shaped.replace(/\/(queries|repositories|services)\//, '/') : shaped);
  const [serviceFile, repositoryFile, geocoderFile] = [
    'src/modules/search/queries/search.service.js',
    'src/modules/search/repositories/search.repository.js',
    'src/modules/search/services/geocoder.js',
  ].map(inOther);
  if (!other || !existsSync(path.join(other, serviceFile))) {
    console.error('usage: npm run bench -- search-ab OTHER_CHECKOUT/dist [practices] [searches]');
    process.exit(2);
  }
  const practices = Number(args[1] ?? 5000);
  const searches = Number(args[2] ?? 600);
  const { env, cleanup } = await benchEnvironment('search_ab');
  const orm = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: env.DATABASE_URL, DATABASE_POOL_MAX: 2 }));
  await orm.connect();
  const redis = new Redis(env.REDIS_URL);
  try {
    const codes = readFileSync(path.resolve(import.meta.dirname, '../../src/modules/search/data/outcodes-gb.csv'), 'utf8')
      .split('\n')
      .slice(1)
      .map((l) => l.split(',')[0])
      .filter(Boolean);
    let state = 42;
    const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const db = new Db(orm);
    const seed = new BenchSeedRepository(db);
    for (let i = 0; i < practices; i += 1000) {
      await seed.insertPractices(
        Array.from({ length: Math.min(1000, practices - i) }, (_, j) => {
          const c = lookupOutcodeCentroid(codes[Math.floor(random() * codes.length)])!;
          return { name: `Bench ${i + j}`, city: 'Town', postcode: 'SW1A 1AA', latitude: c.lat + (random() - 0.5) * 0.02, longitude: c.lng + (random() - 0.5) * 0.02 };
        }),
      );
    }
    await seed.insertOperatives(3);
    const today = new Clock().londonToday();
    await seed.insertSearchBenchSlots(today);
    await seed.vacuumAnalyze('practice');
    await seed.vacuumAnalyze('slot');
    await seed.checkpoint();

    const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'error' });
    const clock = new Clock();
    const ours: Search = new SearchService(new LayeredGeocoder(redis, config, new PostcodesService(new PostcodesRepository(db))), new SearchRepository(db), clock);
    // The other build's own classes: its repository takes the ORM (before ADR 0027's conversion) or its Db.
    const load = (rel: string) => import(path.join(other, rel));
    const [svc, repo, geo, clk] = await Promise.all(
      [serviceFile, repositoryFile, geocoderFile, 'src/shared/clock/clock.js'].map(load),
    );
    const takesOrm = readFileSync(path.join(other, repositoryFile), 'utf8').includes('this.orm');
    const otherDb = takesOrm ? orm : new (await load('src/shared/db/db.js')).Db(orm);
    const theirClock: SettableClock = new clk.Clock();
    const theirs: Search = new svc.SearchService(new geo.LayeredGeocoder(redis, config), new repo.SearchRepository(otherDb), theirClock);

    const queries = Array.from({ length: searches }, () => {
      const code = codes[Math.floor(random() * codes.length)];
      const minutes = Math.floor(random() * 12 * 60);
      return { input: { postcode: `${code} 1AA`, outcode: code, radiusKm: 20 }, now: londonInstant(today, 8 + Math.floor(minutes / 60), minutes % 60) };
    });
    const run = (who: 'ours' | 'theirs', i: number) => {
      (who === 'ours' ? clock : theirClock).setNow(queries[i].now);
      return (who === 'ours' ? ours : theirs).search(queries[i].input);
    };
    for (let i = 0; i < searches; i++) {
      await run('theirs', i);
      await run('ours', i);
    }
    console.log(`search A/B: ${practices.toLocaleString('en-GB')} practices, ${searches} searches, interleaved; other build ${other}`);
    for (let round = 1; round <= 3; round++) {
      const t = { ours: [] as number[], theirs: [] as number[] };
      for (let i = 0; i < searches; i++) {
        for (const who of (i % 2 ? ['ours', 'theirs'] : ['theirs', 'ours']) as Array<'ours' | 'theirs'>) {
          const started = performance.now();
          await run(who, i);
          t[who].push(performance.now() - started);
        }
      }
      const [o, x] = [summarise(t.ours), summarise(t.theirs)];
      console.log(`  round ${round}: this build p50 ${fmt(o.p50)}, p95 ${fmt(o.p95)} | other build p50 ${fmt(x.p50)}, p95 ${fmt(x.p95)}`);
    }
  } finally {
    redis.disconnect();
    await orm.close(true);
    await cleanup();
  }
}
