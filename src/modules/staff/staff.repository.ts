import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';

/** Practice staff memberships and the practices' calendar feeds. */
@Injectable()
export class StaffRepository {
  constructor(private readonly db: Db) {}

  // ---- memberships ----

  /** Whether the user is staff of the practice (the staff access decision: one primary-key probe). */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid] })
  async isStaffOf(userId: string, practiceId: string): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom('practice_staff')
      .select('practice_id')
      .where('user_id', '=', userId)
      .where('practice_id', '=', practiceId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The practices a user is staff of, by name (archived practices included, marked). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async practicesOf(userId: string) {
    return this.db.kysely
      .selectFrom('practice_staff as s')
      .innerJoin('practice as p', 'p.id', 's.practice_id')
      .select(['p.id', 'p.name', 'p.city', 'p.archived_at'])
      .where('s.user_id', '=', userId)
      .orderBy('p.name')
      .orderBy('p.id')
      .execute();
  }

  /** Every user's practices, for the Users tab: user id → practices. */
  @GenerateSql({ params: [] })
  async practicesOfEveryone() {
    return this.db.kysely
      .selectFrom('practice_staff as s')
      .innerJoin('practice as p', 'p.id', 's.practice_id')
      .select(['s.user_id', 'p.id', 'p.name', 'p.city'])
      .orderBy('p.name')
      .execute();
  }

  /** How many of these ids are practices (a membership to a practice that does not exist is refused first). */
  @GenerateSql({ params: [[DUMMY.uuid]] })
  async countPractices(ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0;
    const row = await this.db.kysely
      .selectFrom('practice')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('id', 'in', ids)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  @GenerateSql({ params: [DUMMY.uuid] })
  async userExists(userId: string): Promise<boolean> {
    return (await this.db.kysely.selectFrom('app_user').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
  }

  /** Removes the user's memberships not in `keep`; answers the practice ids removed. */
  @GenerateSql({ name: 'keeping some', params: [DUMMY.uuid, [DUMMY.uuid]] }, { name: 'keeping none', params: [DUMMY.uuid, []] })
  async removeOtherMemberships(userId: string, keep: readonly string[]) {
    let query = this.db.kysely.deleteFrom('practice_staff').where('user_id', '=', userId);
    if (keep.length) query = query.where('practice_id', 'not in', keep);
    return (await query.returning('practice_id').execute()).map((r) => r.practice_id);
  }

  /** Adds memberships (existing ones stay as they are); answers the practice ids added. */
  @GenerateSql({ params: [DUMMY.uuid, [DUMMY.uuid], DUMMY.uuid] })
  async addMemberships(userId: string, practiceIds: readonly string[], actor: string) {
    if (!practiceIds.length) return [];
    const rows = await this.db.kysely
      .insertInto('practice_staff')
      .values(practiceIds.map((practiceId) => ({ user_id: userId, practice_id: practiceId, created_by: actor })))
      .onConflict((oc) => oc.columns(['user_id', 'practice_id']).doNothing())
      .returning('practice_id')
      .execute();
    return rows.map((r) => r.practice_id);
  }

  /**
   * Adds memberships to those of these practices that exist and are not archived (an invitation's
   * practices may have gone since it was sent); answers the practice ids added.
   */
  @GenerateSql({ params: [DUMMY.uuid, [DUMMY.uuid], DUMMY.uuid] })
  async addOpenPracticeMemberships(userId: string, practiceIds: readonly string[], actor: string) {
    if (!practiceIds.length) return [];
    const rows = await this.db.kysely
      .insertInto('practice_staff')
      .columns(['user_id', 'practice_id', 'created_by'])
      .expression((eb) =>
        eb
          .selectFrom('practice')
          .select([sql<string>`${userId}::uuid`.as('user_id'), 'id', sql<string>`${actor}::uuid`.as('created_by')])
          .where('id', 'in', practiceIds)
          .where('archived_at', 'is', null),
      )
      .onConflict((oc) => oc.columns(['user_id', 'practice_id']).doNothing())
      .returning('practice_id')
      .execute();
    return rows.map((r) => r.practice_id);
  }

  /** Practices to choose from in the Users tab: by name, city or postcode, at most `limit`. */
  @GenerateSql({ name: 'searched', params: ['leith', 20] }, { name: 'all', params: ['', 20] })
  async practiceOptions(q: string, limit: number) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    let query = this.db.kysely.selectFrom('practice').select(['id', 'name', 'city', 'postcode']).where('archived_at', 'is', null);
    if (q) {
      query = query.where((eb) => eb.or([eb('name', 'ilike', pattern), eb('city', 'ilike', pattern), eb('postcode', 'ilike', pattern)]));
    }
    return query.orderBy('name').orderBy('id').limit(limit).execute();
  }

  /** A practice's name (for the staff day's heading), or undefined. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async practiceName(practiceId: string) {
    return this.db.kysely.selectFrom('practice').select(['id', 'name', 'phone']).where('id', '=', practiceId).executeTakeFirst();
  }

  // ---- calendar feeds ----

  /** Creates the practice's feed or replaces its token (the old URL stops working in the same statement). */
  @GenerateSql({ params: [DUMMY.uuid, 'token-hash', DUMMY.uuid] })
  async setFeedToken(practiceId: string, tokenHash: string, actor: string) {
    return this.db.kysely
      .insertInto('practice_calendar_feed')
      .values({ practice_id: practiceId, token_hash: tokenHash, created_by: actor })
      .onConflict((oc) => oc.column('practice_id').doUpdateSet({ token_hash: tokenHash, created_at: sql<string>`now()`, created_by: actor }))
      .returning(['created_at', sql<boolean>`(xmax <> 0)`.as('replaced')])
      .executeTakeFirstOrThrow();
  }

  @GenerateSql({ params: [DUMMY.uuid] })
  async deleteFeed(practiceId: string): Promise<boolean> {
    const row = await this.db.kysely.deleteFrom('practice_calendar_feed').where('practice_id', '=', practiceId).returning('practice_id').executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: [DUMMY.uuid] })
  async feedOf(practiceId: string) {
    return this.db.kysely.selectFrom('practice_calendar_feed').select(['created_at']).where('practice_id', '=', practiceId).executeTakeFirst();
  }

  /** The practice whose feed has this token hash (unique index probe), with what the feed's events show. */
  @GenerateSql({ params: ['token-hash'] })
  async practiceOfFeed(tokenHash: string) {
    return this.db.kysely
      .selectFrom('practice_calendar_feed as f')
      .innerJoin('practice as p', 'p.id', 'f.practice_id')
      .select(['p.id', 'p.name', 'p.address_line1', 'p.address_line2', 'p.city', 'p.postcode'])
      .where('f.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }
}
