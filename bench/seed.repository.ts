import { sql } from 'kysely';
import type { Database } from '../src/shared/db/database.js';
import type { Db } from '../src/shared/db/db.js';
import { jsonb } from '../src/shared/db/jsonb.js';

/** A bench practice's own fields; the rest are the same for every bench practice. */
interface BenchPractice {
  name: string;
  city: string;
  postcode: string;
  latitude: number;
  longitude: number;
}

const benchPractice = (p: BenchPractice) => ({
  ...p,
  address_line1: '1 High Street',
  phone: '020 7946 0000',
  email: 'b@example.test',
  services: ['Emergency care'],
  opening_hours: jsonb({}),
});

/**
 * What the benches seed their throwaway databases with: set-based statements (one INSERT … SELECT
 * from `generate_series` per table, not a row at a time), so millions of slot rows take seconds.
 */
export class BenchSeedRepository {
  constructor(private readonly db: Db) {}

  /** Practices with their own name, place and position, in ONE multi-row INSERT. */
  async insertPractices(practices: readonly BenchPractice[]) {
    return this.db.kysely.insertInto('practice').values(practices.map(benchPractice)).returning('id').execute();
  }

  /** `count` practices named 'Bench Practice 1…count', spread over a grid in London. */
  async insertNumberedPractices(count: number) {
    await this.db.kysely
      .insertInto('practice')
      .columns(['name', 'address_line1', 'city', 'postcode', 'latitude', 'longitude', 'phone', 'email', 'services', 'opening_hours'])
      .expression((eb) =>
        eb
          .selectFrom(sql<{ g: number }>`generate_series(1, ${count}::int)`.as<'series'>(sql`series(g)`))
          .select((eb) => [
            sql<string>`'Bench Practice ' || ${eb.ref('series.g')}`.as('name'),
            sql<string>`${eb.ref('series.g')} || ' High Street'`.as('address_line1'),
            sql.lit('London').as('city'),
            sql.lit('SW1A 1AA').as('postcode'),
            sql<number>`51.5 + (${eb.ref('series.g')} % 100) * 0.01`.as('latitude'),
            sql<number>`-0.1 - (${eb.ref('series.g')} % 50) * 0.01`.as('longitude'),
            sql.lit('020 7946 0000').as('phone'),
            sql<string>`'bench' || ${eb.ref('series.g')} || '@example.test'`.as('email'),
            sql<string[]>`'{Emergency}'::text[]`.as('services'),
            sql<object>`'{}'::jsonb`.as('opening_hours'),
          ]),
      )
      .execute();
  }

  /**
   * `perPractice` operatives ('Dr 1', 'Dr 2', …) for every practice, or for the first
   * `firstPractices` by name.
   */
  async insertOperatives(perPractice: number, firstPractices?: number) {
    await this.db.kysely
      .insertInto('operative')
      .columns(['practice_id', 'display_name'])
      .expression((eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom('practice')
              .select('id')
              .$if(firstPractices !== undefined, (qb) => qb.orderBy('name').limit(firstPractices!))
              .as('p'),
          )
          .crossJoin(sql<{ n: number }>`generate_series(1, ${perPractice}::int)`.as<'series'>(sql`series(n)`))
          .select((eb) => ['p.id', sql<string>`'Dr ' || ${eb.ref('series.n')}`.as('display_name')]),
      )
      .execute();
  }

  /** `count` operatives named '`prefix` 1…count' for one practice. */
  async insertOperativesFor(practiceId: string, count: number, prefix: string) {
    return this.db.kysely
      .insertInto('operative')
      .columns(['practice_id', 'display_name'])
      .expression((eb) =>
        eb
          .selectFrom(sql<{ n: number }>`generate_series(1, ${count}::int)`.as<'series'>(sql`series(n)`))
          .select((eb) => [sql<string>`${practiceId}::uuid`.as('practice_id'), sql<string>`${prefix} || ' ' || ${eb.ref('series.n')}`.as('display_name')]),
      )
      .returning('id')
      .execute();
  }

  /** Every operative, with its practice. */
  async operatives() {
    return this.db.kysely.selectFrom('operative').select(['practice_id', 'id']).execute();
  }

  /**
   * The search bench's supply: for every operative, 14 days from `today` of 10 half-hour slots in
   * a staggered session (the practice's 1st operative from 08:00, 2nd from 11:00, others from
   * 15:00), each of a practice's days wholly taken ('blocked') with probability 97 % today, 90 %
   * tomorrow and 70 % later (a hash of practice and day, so every run seeds the same), else open.
   */
  async insertSearchBenchSlots(today: string) {
    await this.db.kysely
      .insertInto('slot')
      .columns(['practice_id', 'operative_id', 'starts_at', 'ends_at', 'status'])
      .expression((eb) =>
        eb
          .selectFrom(
            eb
              .selectFrom('operative as o')
              .select((eb) => ['o.id', 'o.practice_id', eb.fn.agg<number>('row_number').over((ob) => ob.partitionBy('o.practice_id').orderBy('o.display_name')).as('n')])
              .as('o'),
          )
          .crossJoin(sql<{ d: number }>`generate_series(0, 13)`.as<'days'>(sql`days(d)`))
          .crossJoinLateral((eb) =>
            this.db.kysely
              .selectNoFrom(
                sql<boolean>`(abs(hashtext(${eb.ref('o.practice_id')}::text || ${eb.ref('days.d')})) % 100)
                  < CASE WHEN ${eb.ref('days.d')} = 0 THEN 97 WHEN ${eb.ref('days.d')} = 1 THEN 90 ELSE 70 END`.as('full_day'),
              )
              .as('f'),
          )
          .crossJoin(sql<{ k: number }>`generate_series(0, 9)`.as<'halves'>(sql`halves(k)`))
          .crossJoinLateral((eb) =>
            this.db.kysely
              .selectNoFrom(
                sql<string>`(((${today}::date + ${eb.ref('days.d')})
                    + make_time(CASE ${eb.ref('o.n')} WHEN 1 THEN 8 WHEN 2 THEN 11 ELSE 15 END, 0, 0))::timestamp AT TIME ZONE 'Europe/London')
                  + ${eb.ref('halves.k')} * interval '30 minutes'`.as('t'),
              )
              .as('x'),
          )
          .select((eb) => [
            'o.practice_id',
            'o.id',
            'x.t',
            sql<string>`${eb.ref('x.t')} + interval '30 minutes'`.as('ends_at'),
            eb.case().when('f.full_day', '=', true).then(sql.lit('blocked')).else(sql.lit('open')).end().as('status'),
          ]),
      )
      .execute();
  }

  /**
   * For each operative of the practice, `perOperative` open 15-minute slots back to back from
   * `from`; their ids in time order (operatives alternating).
   */
  async insertOpenSlotsFor(practiceId: string, from: Date, perOperative: number) {
    const rows = await this.db.kysely
      .insertInto('slot')
      .columns(['practice_id', 'operative_id', 'starts_at', 'ends_at'])
      .expression((eb) =>
        eb
          .selectFrom('operative as o')
          .crossJoin(sql<{ q: number }>`generate_series(0, ${perOperative}::int - 1)`.as<'quarters'>(sql`quarters(q)`))
          .select((eb) => [
            'o.practice_id',
            'o.id',
            sql<string>`${from}::timestamptz + ${eb.ref('quarters.q')} * interval '15 minutes'`.as('starts_at'),
            sql<string>`${from}::timestamptz + (${eb.ref('quarters.q')} + 1) * interval '15 minutes'`.as('ends_at'),
          ])
          .where('o.practice_id', '=', practiceId)
          .orderBy('quarters.q')
          .orderBy('o.id'),
      )
      .returning('id')
      .execute();
    return rows.map((r) => r.id);
  }

  /** The practice with the most open slots in [from, to), and how many. */
  async practiceWithMostOpenSlots(from: Date, to: Date) {
    return this.db.kysely
      .selectFrom('practice as p')
      .innerJoin('slot as s', 's.practice_id', 'p.id')
      .select(['p.id', 'p.postcode', sql<number>`count(*)::int`.as('n')])
      .where('s.status', '=', 'open')
      .where('s.starts_at', '>=', from.toISOString())
      .where('s.starts_at', '<', to.toISOString())
      .groupBy('p.id')
      .orderBy('n', 'desc')
      .orderBy('p.id')
      .limit(1)
      .executeTakeFirstOrThrow();
  }

  /** Every practice's postcode, in order. */
  async postcodes() {
    const rows = await this.db.kysely.selectFrom('practice').select('postcode').orderBy('postcode').execute();
    return rows.map((r) => r.postcode);
  }

  /** Slot rows, and how many of them are open. */
  async slotCounts() {
    return this.db.kysely
      .selectFrom('slot')
      .select([sql<number>`count(*)::int`.as('n'), sql<number>`(count(*) FILTER (WHERE status = 'open'))::int`.as('open')])
      .executeTakeFirstOrThrow();
  }

  /** The smallest statement there is: one round trip to PostgreSQL through the same pool, for the machine's floor. */
  async roundTrip() {
    return sql<{ one: number }>`SELECT 1 AS one`.execute(this.db.kysely);
  }

  /** Statistics and the visibility map of a table, as autovacuum would leave them within minutes. */
  async vacuumAnalyze(table: keyof Database) {
    await sql`VACUUM ANALYZE ${sql.table(table)}`.execute(this.db.kysely);
  }

  /** Statistics of every table. */
  async analyze() {
    await sql`ANALYZE`.execute(this.db.kysely);
  }

  /** Writes every dirty page out now (so a later checkpoint does not land in a measurement). */
  async checkpoint() {
    await sql`CHECKPOINT`.execute(this.db.kysely);
  }
}
