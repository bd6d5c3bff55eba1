import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { MikroORM } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config/config.js';
import { addLondonDays, Clock, londonDayBounds, londonInstant, toLondonIso } from '../src/shared/clock/clock.js';
import { Db } from '../src/shared/db/db.js';
import { mikroOrmOptions } from '../src/shared/db/mikro-orm.config.js';
import { PostcodesRepository } from '../src/modules/postcodes/postcodes.repository.js';
import { PostcodesService } from '../src/modules/postcodes/postcodes.service.js';
import { LayeredGeocoder } from '../src/modules/search/services/geocoder.js';
import { lookupOutcodeCentroid } from '../src/modules/search/services/outcode-table.js';
import { checkPostcode } from '../src/modules/search/rules/postcode.rules.js';
import {
  ALTERNATIVES_DAYS,
  DEFAULT_RADIUS_KM,
  MAX_ALTERNATIVES,
  SEARCH_HORIZON_DAYS,
} from '../src/modules/search/search.constants.js';
import { SearchRepository } from '../src/modules/search/repositories/search.repository.js';
import { type Candidate, distanceKm, inRange } from '../src/modules/search/rules/search.rules.js';
import { SearchService } from '../src/modules/search/queries/search.service.js';
import { benchEnvironment, fmt, summarise } from './_support.js';
import { SeedPatternRepository } from './seed-pattern.repository.js';
import { BenchSeedRepository } from './seed.repository.js';

function outcodes(): string[] {
  const csv = readFileSync(
    path.resolve(import.meta.dirname, '../../src/modules/search/data/outcodes-gb.csv'),
    'utf8',
  );
  return csv
    .split('\n')
    .slice(1)
    .map((l) => l.split(',')[0])
    .filter(Boolean);
}

/** A deterministic pseudo-random sequence, so every run seeds and searches the same data. */
function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

/**
 * Counts our search's first-slot probes: the first batch's (inside the candidates statement) and
 * the later batches' own statements.
 */
class CountingRepository extends SearchRepository {
  statements = 0;
  probed = 0;
  /** Each statement's time in a search, ms: where a slow search's time went. */
  readonly spent = { candidates: [] as number[], answer: [] as number[], rows: [] as number[] };
  override async candidatesWithFirstSlots(...args: Parameters<SearchRepository['candidatesWithFirstSlots']>) {
    const t = performance.now();
    const found = await super.candidatesWithFirstSlots(...args);
    this.spent.candidates.push(performance.now() - t);
    this.spent.rows.push(found.candidates.length);
    this.probed += found.probes.size;
    return found;
  }
  override async answer(...args: Parameters<SearchRepository['answer']>) {
    const t = performance.now();
    const answered = await super.answer(...args);
    this.spent.answer.push(performance.now() - t);
    return answered;
  }
  override async firstSlots(ids: readonly string[], now: Date, before: Date) {
    this.statements++;
    this.probed += ids.length;
    return super.firstSlots(ids, now, before);
  }
}

/** Times each geocoding (Redis and the postcode table, asked at once) of a search. */
class TimedGeocoder extends LayeredGeocoder {
  readonly spent: number[] = [];
  override async geocode(postcode: string) {
    const t = performance.now();
    const found = await super.geocode(postcode);
    this.spent.push(performance.now() - t);
    return found;
  }
}

type Outcome = { winner: string | null; date: string | null; queries: number };

/**
 * `npm run bench -- search [practices=5000] [searches=500]`.
 *
 * Seeds, in a throwaway database, `practices` across GB (at outcode centroids, jittered) × 3
 * operatives × 14 days × 10 half-hour slots (2.1 M slot rows for 5,000 practices). The operatives
 * work staggered sessions (08:00–13:00, 11:00–16:00, 15:00–20:00) and demand is high: a practice's
 * whole day is already taken with probability 97 % today, 90 % tomorrow and 70 % later, so searches
 * often have to look past the nearest practices and past today.
 *
 * Then `searches` searches from random GB postcodes, each at a random time between 08:00 and 20:00
 * London today (the same postcodes and times for every pattern):
 * - ours: `SearchService.search` as POST /api/search runs it (geocode through Redis and the table,
 *   candidates, first slots, the answer's practices and slots, the `SearchMade` event);
 * - the seed's pattern, as the spec describes the original (section 4 and 7): read all practices,
 *   compute distances, then for today and each later day one availability query per practice in
 *   range ("check today for all practices within range; else check days 1 to 13"), the nearest with
 *   slots wins, then up to 3 alternatives × one query per day over 7 days;
 * - the same pattern stopping at the first practice with slots (nearest first), for reference.
 * Every search's winner and date are compared across the patterns (they must agree).
 */
export default async function searchBench(args: string[]) {
  const practices = Number(args[0] ?? 5000);
  const searches = Number(args[1] ?? 500);
  const { env, cleanup, reused } = await benchEnvironment('search');
  const oursOnly = process.env.SEARCH_BENCH_OURS_ONLY === '1';
  const orm = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: env.DATABASE_URL, DATABASE_POOL_MAX: 4 }));
  await orm.connect();
  const redis = new Redis(env.REDIS_URL);
  try {
    const codes = outcodes();
    const random = rng(42);
    const db = new Db(orm);
    const seed = new BenchSeedRepository(db);
    const seedStarted = performance.now();
    for (let i = 0; i < practices; i += 1000) {
      // On a kept database (BENCH_DATABASE), the same draws, so the searches are the same.
      const insert = reused ? async (_: unknown[]) => undefined : seed.insertPractices.bind(seed);
      await insert(
        Array.from({ length: Math.min(1000, practices - i) }, (_, j) => {
          const code = codes[Math.floor(random() * codes.length)];
          const c = lookupOutcodeCentroid(code)!;
          const latitude = c.lat + (random() - 0.5) * 0.02;
          const longitude = c.lng + (random() - 0.5) * 0.02;
          return { name: `Bench ${i + j}`, city: 'Town', postcode: `${code} 1AA`, latitude, longitude };
        }),
      );
    }
    const today = new Clock().londonToday();
    if (!reused) {
      await seed.insertOperatives(3);
      await seed.insertSearchBenchSlots(today);
      // What autovacuum does within minutes on a real database: statistics and the visibility map.
      await seed.vacuumAnalyze('practice');
      await seed.vacuumAnalyze('slot');
      // Write the seeding's dirty pages out now: otherwise the checkpoint that follows 300 MB of
      // inserts runs during the first pattern measured (ours) and not the others.
      await seed.checkpoint();
    }
    const { n, open } = await seed.slotCounts();
    console.log(
      `search bench: ${practices.toLocaleString('en-GB')} practices × 3 operatives, ${n.toLocaleString('en-GB')} slot rows ` +
        `(${open.toLocaleString('en-GB')} open), seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const config = loadConfig({ ...process.env, ...env, LOG_LEVEL: 'error' });
    const clock = new Clock();
    const repo = new CountingRepository(db);
    const geocoder = new TimedGeocoder(redis, config, new PostcodesService(new PostcodesRepository(db)));
    const sut = new SearchService(geocoder, repo, clock);
    const letters = 'ABDEFGHJLNPQRSTUWXYZ';
    const queries = Array.from({ length: searches + 20 }, () => {
      const code = codes[Math.floor(random() * codes.length)];
      const inward = `${Math.floor(random() * 10)}${letters[Math.floor(random() * 20)]}${letters[Math.floor(random() * 20)]}`;
      const check = checkPostcode(`${code} ${inward}`);
      if (!check.ok) throw new Error(`bench postcode ${code} ${inward} refused: ${check.message}`);
      const minutes = Math.floor(random() * 12 * 60);
      return { ...check, now: londonInstant(today, 8 + Math.floor(minutes / 60), minutes % 60) };
    });
    const warmUp = queries.slice(0, 20);
    const measured = queries.slice(20);

    const ours = async (q: (typeof queries)[number]): Promise<Outcome> => {
      clock.setNow(q.now);
      const answer = await sut.search({
        postcode: q.postcode,
        outcode: q.outcode,
        radiusKm: DEFAULT_RADIUS_KM,
      });
      return { winner: answer.nearestPractice?.id ?? null, date: answer.date, queries: 0 };
    };
    // Warm both patterns over every search first, untimed: each then meets the pages it needs in
    // PostgreSQL's buffers, as in a running service. (Warming only a few let the pattern measured
    // first, ours, pay for loading the slot index's pages, and the next ones not.)
    for (const q of [...warmUp, ...measured]) await ours(q);
    const original = new SeedPatternRepository(db);
    if (!oursOnly) for (const q of [...warmUp, ...measured]) await seedPattern(original, q, today, false);
    repo.statements = 0;
    repo.probed = 0;
    repo.spent.candidates.length = 0;
    repo.spent.answer.length = 0;
    repo.spent.rows.length = 0;
    geocoder.spent.length = 0;

    // Each pattern runs all its searches in a row, after a full collection (so one's garbage, the
    // warm-ups' 12,000-row reads above all, does not land in another's timings).
    const timings = { ours: [] as number[], seed: [] as number[], seedEarly: [] as number[] };
    const outcomes = { ours: [] as Outcome[], seed: [] as Outcome[], seedEarly: [] as Outcome[] };
    const pauses = gcPauses();
    collectGarbage();
    pauses.start();
    for (const q of measured) {
      const t = performance.now();
      outcomes.ours.push(await ours(q));
      timings.ours.push(performance.now() - t);
    }
    const oursPauses = pauses.stop();
    // The machine's floor, right after ours: a Redis GET and a `SELECT 1` through the same pool, as
    // many times as searches. A tail here is the machine's (scheduling, the VM), not our statements'.
    const floor: number[] = [];
    for (let i = 0; i < measured.length; i++) {
      const t = performance.now();
      await Promise.all([redis.get(`${env.REDIS_PREFIX}:floor`), seed.roundTrip()]);
      await seed.roundTrip();
      await seed.roundTrip();
      floor.push(performance.now() - t);
    }
    const f = summarise(floor);
    const floorLine = `  the floor (a Redis GET with a SELECT 1, then two more SELECT 1: a search's round trips, no work): p50 ${fmt(f.p50)}, p95 ${fmt(f.p95)}, p99 ${fmt(f.p99)}, max ${fmt(f.max)}`;
    // Where the slowest of ours went: their outcode, London time, candidates statement and rows.
    const slowest = measured
      .map((q, i) => ({ q, ms: timings.ours[i], geocode: geocoder.spent[i], candidates: repo.spent.candidates[i], answer: repo.spent.answer[i], rows: repo.spent.rows[i] }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10)
      .map(
        (x) =>
          `${x.q.outcode} ${toLondonIso(x.q.now).slice(11, 16)} ${fmt(x.ms)} (geocode ${fmt(x.geocode)}; candidates ${fmt(x.candidates)}, ${x.rows} rows; answer ${fmt(x.answer)})`,
      );
    if (oursOnly) {
      const o = summarise(timings.ours);
      const [sc, sa] = [summarise(repo.spent.candidates), summarise(repo.spent.answer)];
      console.log(`  ours only: p50 ${fmt(o.p50)}, p95 ${fmt(o.p95)}, p99 ${fmt(o.p99)}; candidates p50 ${fmt(sc.p50)}, p95 ${fmt(sc.p95)}; answer p50 ${fmt(sa.p50)}, p95 ${fmt(sa.p95)}`);
      console.log(`  slowest: ${slowest.join('; ')}`);
      console.log(`  the bench process's own garbage collections during ours: ${oursPauses}`);
      console.log(floorLine);
      return;
    }
    for (const [key, stopEarly] of [
      ['seed', false],
      ['seedEarly', true],
    ] as const) {
      collectGarbage();
      for (const q of measured) {
        const t = performance.now();
        outcomes[key].push(await seedPattern(original, q, today, stopEarly));
        timings[key].push(performance.now() - t);
      }
    }
    const seedQueries = outcomes.seed.map((x) => x.queries);
    const earlyQueries = outcomes.seedEarly.map((x) => x.queries);
    const found = outcomes.ours.filter((x) => x.winner).length;
    let disagreements = 0;
    measured.forEach((q, i) => {
      const [a, b, c] = [outcomes.ours[i], outcomes.seed[i], outcomes.seedEarly[i]];
      if (a.winner !== b.winner || a.date !== b.date || a.winner !== c.winner || a.date !== c.date) {
        disagreements++;
        console.log(
          `  DISAGREEMENT at ${q.outcode}: ours ${a.winner} ${a.date}, seed ${b.winner} ${b.date}, early ${c.winner} ${c.date}`,
        );
      }
    });
    const [o, s, e] = [summarise(timings.ours), summarise(timings.seed), summarise(timings.seedEarly)];
    const avg = (xs: number[]) => Math.round(xs.reduce((x, y) => x + y, 0) / xs.length);
    const q = (xs: number[]) => summarise(xs);
    console.log(
      `  ${searches} searches from random GB postcodes, radius ${DEFAULT_RADIUS_KM} km, between 08:00 and 20:00; ${found} found a practice with a slot`,
    );
    console.log(
      `  ours: p50 ${fmt(o.p50)}, p95 ${fmt(o.p95)}, p99 ${fmt(o.p99)}, max ${fmt(o.max)}; first-slot statements after the candidates one ${(repo.statements / searches).toFixed(2)} per search, ` +
        `${(repo.probed / searches).toFixed(1)} probe answers returned per search`,
    );
    const [sc, sa, sg] = [summarise(repo.spent.candidates), summarise(repo.spent.answer), summarise(geocoder.spent)];
    console.log(
      `  ours, by step: geocoding p50 ${fmt(sg.p50)}, p95 ${fmt(sg.p95)}; candidates with first slots p50 ${fmt(sc.p50)}, p95 ${fmt(sc.p95)}; answer p50 ${fmt(sa.p50)}, p95 ${fmt(sa.p95)}; ` +
        `the rest (the rule, the driver) p50 ${fmt(o.p50 - sg.p50 - sc.p50 - sa.p50)}`,
    );
    console.log(
      `  seed's pattern (all in range per day): p50 ${fmt(s.p50)}, p95 ${fmt(s.p95)}, p99 ${fmt(s.p99)}; queries per search: mean ${avg(seedQueries)}, p50 ${q(seedQueries).p50}, p95 ${q(seedQueries).p95}`,
    );
    console.log(
      `  seed's pattern, stopping at the first practice with slots: p50 ${fmt(e.p50)}, p95 ${fmt(e.p95)}; queries per search: mean ${avg(earlyQueries)}, p95 ${q(earlyQueries).p95}`,
    );
    console.log(
      `  ratio (seed's pattern / ours): ${(s.p50 / o.p50).toFixed(1)}× at p50, ${(s.p95 / o.p95).toFixed(1)}× at p95`,
    );
    console.log(
      `  ratio (early-stopping variant / ours): ${(e.p50 / o.p50).toFixed(1)}× at p50, ${(e.p95 / o.p95).toFixed(1)}× at p95`,
    );
    console.log(`  winners and dates agree in ${searches - disagreements} of ${searches} searches`);
    console.log(`  our slowest: ${slowest.join('; ')}`);
    console.log(`  the bench process's own garbage collections during ours: ${oursPauses}`);
    console.log(floorLine);
    // Issue #33 item 4, per run (the issue asks for two runs back to back): absolute and relative.
    const met = o.p95 <= 5 && o.p99 <= 8 && s.p50 / o.p50 >= 30 && s.p95 / o.p95 >= 30 && disagreements === 0;
    console.log(`  issue #33's targets (p95 ≤ 5 ms, p99 ≤ 8 ms, ≥ 30× at p50 and p95, every winner agreed): ${met ? 'met' : 'NOT met'} on this run`);
  } finally {
    redis.disconnect();
    await orm.close(true);
    await cleanup();
  }
}

/**
 * The original's approach (spec sections 4 and 7), on the same tables: every practice read and
 * measured in memory, then one availability query per practice per day. With `stopEarly`, a day's
 * loop stops at the first (nearest) practice with slots instead of checking all of them.
 */
async function seedPattern(
  original: SeedPatternRepository,
  q: { outcode: string; now: Date },
  today: string,
  stopEarly: boolean,
): Promise<Outcome> {
  const centre = lookupOutcodeCentroid(q.outcode)!;
  const all = await original.allPractices();
  let queries = 1;
  const candidates: Candidate<{ id: string; name: string }>[] = all.map((p) => ({
    practice: { id: p.id, name: p.name },
    distanceKm: distanceKm(centre, { lat: p.latitude === null ? null : Number(p.latitude), lng: p.longitude === null ? null : Number(p.longitude) }),
    first: null,
  }));
  const considered = inRange(candidates, DEFAULT_RADIUS_KM);
  const availability = async (practiceId: string, day: number) => {
    const { start, end } = londonDayBounds(addLondonDays(today, day));
    queries++;
    return original.availability(practiceId, start, end, q.now);
  };
  let winner: string | null = null;
  let date: string | null = null;
  for (let day = 0; day < SEARCH_HORIZON_DAYS && !winner; day++) {
    for (const c of considered) {
      const slots = await availability(c.practice.id, day);
      if (slots.length && !winner) {
        winner = c.practice.id;
        date = addLondonDays(today, day);
        if (stopEarly) break;
      }
    }
  }
  for (const c of considered.filter((x) => x.practice.id !== winner).slice(0, MAX_ALTERNATIVES)) {
    for (let day = 0; day < ALTERNATIVES_DAYS; day++) {
      if ((await availability(c.practice.id, day)).length) break;
    }
  }
  return { winner, date, queries };
}

/** A full garbage collection of the bench process (V8's `gc`, exposed at run time). */
function collectGarbage() {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** The bench process's own GC pauses while timing: how many, their total and the longest. */
function gcPauses() {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => durations.push(...list.getEntries().map((e) => e.duration)));
  return {
    start: () => observer.observe({ entryTypes: ['gc'] }),
    stop: () => {
      durations.push(...observer.takeRecords().map((e) => e.duration));
      observer.disconnect();
      const total = durations.reduce((a, b) => a + b, 0);
      return `${durations.length}, ${fmt(total)} in all, the longest ${fmt(Math.max(0, ...durations))}`;
    },
  };
}
