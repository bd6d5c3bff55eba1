import { sql } from 'kysely';
import type { Db } from '../src/shared/db/db.js';

/**
 * The queries of the original's search, as the spec describes it (sections 4 and 7), which the
 * search bench measures ours against: read every practice, then one availability query per
 * practice per day (ADR 0019).
 */
export class SeedPatternRepository {
  constructor(private readonly db: Db) {}

  /** "Read all practices". */
  async allPractices() {
    return this.db.kysely.selectFrom('practice').selectAll().where('archived_at', 'is', null).execute();
  }

  /** One practice's bookable slots in [start, end) after now: the original's availability query. */
  async availability(practiceId: string, start: Date, end: Date, now: Date) {
    return this.db.kysely
      .selectFrom('slot')
      .select(['id', 'starts_at', 'ends_at'])
      .where('practice_id', '=', practiceId)
      .where('starts_at', '>=', start.toISOString())
      .where('starts_at', '<', end.toISOString())
      .where('starts_at', '>', now.toISOString())
      .where((eb) =>
        eb.or([
          eb('status', '=', sql.lit<'open'>('open')),
          eb.and([eb('status', '=', sql.lit<'held'>('held')), eb('hold_expires_at', '<=', now.toISOString())]),
        ]),
      )
      .orderBy('starts_at')
      .execute();
  }
}
