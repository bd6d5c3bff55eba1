import { type Kysely, sql } from 'kysely';
import type { Database } from '../src/shared/db/database.js';
import type { Db } from '../src/shared/db/db.js';
import { type Bind, PreparedShape } from '../src/shared/db/prepared-shape.js';

/** One practice's bookable slots in [start, end) after now: the original's availability query. */
const availabilityStatement = (db: Kysely<Database>, bind: Bind<{ practiceId: string; start: Date; end: Date; now: Date }>) => {
  const now = sql<string>`${bind((v) => v.now)}`;
  return db
    .selectFrom('slot')
    .select(['id', 'starts_at', 'ends_at'])
    .where('practice_id', '=', bind((v) => v.practiceId))
    .where('starts_at', '>=', sql<string>`${bind((v) => v.start)}`)
    .where('starts_at', '<', sql<string>`${bind((v) => v.end)}`)
    .where('starts_at', '>', now)
    .where((eb) =>
      eb.or([
        eb('status', '=', sql.lit<'open'>('open')),
        eb.and([eb('status', '=', sql.lit<'held'>('held')), eb('hold_expires_at', '<=', now)]),
      ]),
    )
    .orderBy('starts_at');
};

/**
 * The queries of the original's search, as the spec describes it (sections 4 and 7), which the
 * search bench measures ours against: read every practice, then one availability query per
 * practice per day (ADR 0019).
 */
export class SeedPatternRepository {
  private readonly availabilityShape = new PreparedShape(availabilityStatement);

  constructor(private readonly db: Db) {}

  /** "Read all practices". */
  async allPractices() {
    return this.db.kysely.selectFrom('practice').selectAll().where('archived_at', 'is', null).execute();
  }

  /**
   * The availability query, as cheap as the machine allows, as before: built once (building it
   * per call would add ≈ 40 µs of Kysely to each of the pattern's ≈ 0.15 ms queries, flattering
   * the ratio) but NOT a prepared statement (PostgreSQL plans each one, as the original's did).
   */
  async availability(practiceId: string, start: Date, end: Date, now: Date) {
    const result = await this.db.kysely.executeQuery(this.availabilityShape.with(this.db.kysely, { practiceId, start, end, now }));
    return result.rows;
  }
}
