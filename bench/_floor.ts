import Fastify from 'fastify';
import { Kysely, PostgresDialect, type Compilable } from 'kysely';
import pg from 'pg';
import { createPostgreSqlTypeParsers } from '@mikro-orm/sql';
import { SlotSupplyRepository } from '../src/modules/booking/repositories/slot-supply.repository.js';
import { PracticesRepository } from '../src/modules/practices/practices.repository.js';
import { lookupOutcodeCentroid } from '../src/modules/search/services/outcode-table.js';
import { checkPostcode } from '../src/modules/search/rules/postcode.rules.js';
import { DEFAULT_RADIUS_KM } from '../src/modules/search/search.constants.js';
import { SearchRepository } from '../src/modules/search/repositories/search.repository.js';
import { SearchService } from '../src/modules/search/queries/search.service.js';
import type { Geocoder } from '../src/modules/search/services/geocoder.js';
import { Clock, londonDayBounds, toLondonIso } from '../src/shared/clock/clock.js';
import type { Database } from '../src/shared/db/database.js';
import type { Db } from '../src/shared/db/db.js';

/**
 * The data floor of `npm run bench -- http`: a bare Fastify (no logger, no hooks, no Nest) and a
 * plain `pg` pool running OUR slots query and OUR search (the same repositories, statements and
 * search rules the api runs) with nothing around them: no gate, CSRF, security headers, rate limits,
 * validation pipes, geocoder cache, metrics or logs. Each endpoint of the api is reported as a ratio
 * to its floor: what the framework and our cross-cutting rules cost on top of the data work.
 * `node dist/bench/_floor.js PORT DATABASE_URL POOL_MAX`.
 */
const [port, databaseUrl, poolMax] = [Number(process.argv[2] ?? 0), process.argv[3], Number(process.argv[4] ?? 10)];

// The same type parsers as MikroORM's pool (timestamps as text), so the repositories read the same rows.
const types = new pg.TypeOverrides();
for (const [oid, parser] of Object.entries(createPostgreSqlTypeParsers((s: string) => (pg.types.getTypeParser as (oid: number, format: 'text') => (v: string) => unknown)(1009, 'text')(s) as string[]))) types.setTypeParser(Number(oid), parser as (v: string) => unknown);
const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax, types });
const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
const names = new Map<string, string>();
const db = {
  kysely,
  async prepared(query: Compilable<unknown>) {
    const { sql, parameters } = query.compile();
    let name = names.get(sql);
    if (!name) names.set(sql, (name = `f_${names.size}`));
    return (await pool.query({ name, text: sql, values: parameters as unknown[] })).rows;
  },
} as unknown as Db;

const clock = new Clock();
const practices = new PracticesRepository(db);
const slots = new SlotSupplyRepository(db);
const outcodes: Geocoder = {
  geocode: async (postcode) => ({ ...lookupOutcodeCentroid(postcode)!, source: 'outcode' }),
};
const search = new SearchService(outcodes as never, new SearchRepository(db), clock);

const app = Fastify({ logger: false });
app.get<{ Params: { id: string }; Querystring: { date: string } }>('/slots/:id', async (request) => {
  const { id } = request.params;
  const { date } = request.query;
  if (!(await practices.isActive(id))) return { slots: [] };
  const now = clock.now();
  const { start, end } = londonDayBounds(date);
  const from = date === clock.londonToday() && now > start ? new Date(now.getTime() + 1) : start;
  const rows = await slots.bookable(id, from, end, now);
  return { date, slots: rows.map((s) => ({ id: s.id, startTime: toLondonIso(new Date(s.starts_at)), endTime: toLondonIso(new Date(s.ends_at)) })) };
});
app.post<{ Body: { postcode: string } }>('/search', async (request) => {
  const postcode = checkPostcode(request.body.postcode);
  if (!postcode.ok) throw new Error(postcode.message);
  return search.search({ postcode: postcode.postcode, outcode: postcode.outcode, radiusKm: DEFAULT_RADIUS_KM });
});
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
