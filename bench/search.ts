import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config/config.js';
import { addLondonDays, Clock, londonDayBounds } from '../src/shared/clock/clock.js';
import { mikroOrmOptions } from '../src/shared/db/mikro-orm.config.js';
import { TransactionRunner } from '../src/shared/outbox/transaction-runner.js';
import { LayeredGeocoder } from '../src/modules/search/geocoder.js';
import { SearchRepository } from '../src/modules/search/search.repository.js';
import { SearchService } from '../src/modules/search/search.service.js';
import { boundingBox, distanceKm } from '../src/modules/search/search.rules.js';
import { lookupOutcodeCentroid } from '../src/modules/search/outcode-table.js';
import { benchEnvironment, fmt, summarise } from './_support.js';

function outcodes(): string[] {
  const csv = readFileSync(path.resolve(import.meta.dirname, '../../src/modules/search/data/outcodes-gb.csv'), 'utf8');
  return csv.split('\n').slice(1).map((l) => l.split(',')[0]).filter(Boolean);
}

/** A deterministic pseudo-random sequence, so every run seeds and searches the same data. */
function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

/**
 * `npm run bench -- search [practices=5000] [searches=200]`: seeds practices across GB (at outcode
 * centroids) × 3 operatives × 14 days of slots (about 2 M rows, most of today's and tomorrow's
 * already taken), then times our search and the seed's pattern (one availability query per practice
 * per day, as the original did) over the same random GB postcodes.
 */
export default async function searchBench(args: string[]) {
  const practices = Number(args[0] ?? 5000);
  const searches = Number(args[1] ?? 200);
  const { env, cleanup } = await benchEnvironment('search');
  const orm = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: env.DATABASE_URL, DATABASE_POOL_MAX: 4 }));
  await orm.connect();
  const redis = new Redis(env.REDIS_URL);
  try {
    const codes = outcodes();
    const random = rng(42);
    const picks = Array.from({ length: practices }, () => codes[Math.floor(random() * codes.length)]);
    const em = orm.em.fork();
    const seedStarted = performance.now();
    for (let i = 0; i < picks.length; i += 1000) {
      const chunk = picks.slice(i, i + 1000);
      const values = chunk.map((code, j) => {
        const c = lookupOutcodeCentroid(code)!;
        return `('Bench ${i + j}', '1 High Street', 'Town', '${code} 1AA', ${c.lat + (random() - 0.5) * 0.02}, ${c.lng + (random() - 0.5) * 0.02}, '0', 'b@example.test', '{}', '{}'::jsonb)`;
      });
      await em.execute(`INSERT INTO practice (name, address_line1, city, postcode, latitude, longitude, phone, email, services, opening_hours) VALUES ${values.join(',')}`);
    }
    await em.execute(`INSERT INTO operative (practice_id, display_name) SELECT p.id, 'Dr ' || n FROM practice p CROSS JOIN generate_series(1, 3) n`);
    const today = new Clock().londonToday();
    const start = londonDayBounds(today).start;
    // 10 half-hour slots a day (09:00–14:00) for 14 days. Demand is high: a practice-day is fully
    // booked (blocked here) with probability 97 % today, 90 % tomorrow and 70 % later, so a search
    // often has to look past the nearest practices and past today, as in real emergency care.
    await em.execute(
      `INSERT INTO slot (practice_id, operative_id, starts_at, ends_at, status)
       SELECT o.practice_id, o.id, t, t + interval '30 minutes', CASE WHEN full_day THEN 'blocked' ELSE 'open' END
         FROM operative o
         CROSS JOIN generate_series(0, 13) d
         CROSS JOIN LATERAL (SELECT hashtext(o.practice_id::text || d) AS h) hh
         CROSS JOIN LATERAL (SELECT (abs(hh.h) % 100) < CASE WHEN d = 0 THEN 97 WHEN d = 1 THEN 90 ELSE 70 END AS full_day) f
         CROSS JOIN generate_series(0, 9) k
         CROSS JOIN LATERAL (SELECT ?::timestamptz + d * interval '1 day' + interval '9 hours' + k * interval '30 minutes' AS t) x`,
      [start],
    );
    await em.execute('ANALYZE');
    const [{ n }] = await em.execute<{ n: number }[]>('SELECT count(*)::int AS n FROM slot');
    console.log(`search bench: ${practices} practices × 3 operatives, ${n.toLocaleString('en-GB')} slot rows (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`);

    const config = loadConfig({ ...process.env, ...env });
    const clock = new Clock();
    const sut = new SearchService(new LayeredGeocoder(redis, config), new SearchRepository(orm), new TransactionRunner(orm), clock);
    const queries = Array.from({ length: searches }, () => codes[Math.floor(random() * codes.length)]);

    for (const code of queries.slice(0, 20)) await sut.search({ postcode: code, outcode: code, radiusKm: 20 }); // warm-up
    const ours: number[] = [];
    for (const code of queries) {
      const t = performance.now();
      await sut.search({ postcode: code, outcode: code, radiusKm: 20 });
      ours.push(performance.now() - t);
    }

    const seedPattern: number[] = [];
    let seedQueries = 0;
    for (const code of queries) {
      const t = performance.now();
      seedQueries += await seedSearch(orm, code, today, clock.now());
      seedPattern.push(performance.now() - t);
    }
    const a = summarise(ours);
    const b = summarise(seedPattern);
    console.log(`  ours (${searches} searches, radius 20 km): p50 ${fmt(a.p50)}, p95 ${fmt(a.p95)}, p99 ${fmt(a.p99)}`);
    console.log(`  seed's pattern (one query per practice per day; ${Math.round(seedQueries / searches)} queries per search on average): p50 ${fmt(b.p50)}, p95 ${fmt(b.p95)}`);
    console.log(`  ratio: ${(b.p50 / a.p50).toFixed(1)}× at p50, ${(b.p95 / a.p95).toFixed(1)}× at p95`);
  } finally {
    redis.disconnect();
    await orm.close(true);
    await cleanup();
  }
}

/** The original's approach: candidates in range, then for each day and each practice, one query. */
async function seedSearch(orm: MikroORM, code: string, today: string, now: Date): Promise<number> {
  const em = orm.em.fork();
  const centre = lookupOutcodeCentroid(code)!;
  const box = boundingBox(centre, 22);
  const practices = (
    await em.execute<{ id: string; latitude: number; longitude: number }[]>(
      'SELECT id, latitude, longitude FROM practice WHERE latitude BETWEEN ? AND ? AND longitude BETWEEN ? AND ?',
      [box.minLat, box.maxLat, box.minLng, box.maxLng],
    )
  )
    .map((p) => ({ ...p, d: distanceKm(centre, { lat: p.latitude, lng: p.longitude }) }))
    .filter((p) => p.d <= 22)
    .sort((x, y) => x.d - y.d);
  let queries = 1;
  let winner: string | undefined;
  for (let day = 0; day < 14 && !winner; day++) {
    const { start, end } = londonDayBounds(addLondonDays(today, day));
    for (const p of practices) {
      queries++;
      const slots = await em.execute(
        `SELECT id FROM slot WHERE practice_id = ? AND starts_at >= ? AND starts_at < ? AND starts_at > ? AND status = 'open' ORDER BY starts_at`,
        [p.id, start, end, now],
      );
      if (slots.length) {
        winner = p.id;
        break;
      }
    }
  }
  for (const p of practices.filter((x) => x.id !== winner).slice(0, 3)) {
    for (let day = 0; day < 7; day++) {
      const { start, end } = londonDayBounds(addLondonDays(today, day));
      queries++;
      const slots = await em.execute(`SELECT id FROM slot WHERE practice_id = ? AND starts_at >= ? AND starts_at < ? AND status = 'open' LIMIT 1`, [p.id, start, end]);
      if (slots.length) break;
    }
  }
  return queries;
}
