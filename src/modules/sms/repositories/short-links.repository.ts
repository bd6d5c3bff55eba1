import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

/** `short_link`: `/m/<code>` → one of our paths, until it expires. */
@Injectable()
export class ShortLinksRepository {
  constructor(private readonly db: Db) {}

  /** False when the code is taken (a collision of 71 random bits: the caller draws again). */
  @GenerateSql({ params: ['Abc123Def456', '/manage?token=t', DUMMY.instant] })
  async create(code: string, target: string, expiresAt: Date): Promise<boolean> {
    const row = await this.db.kysely
      .insertInto('short_link')
      .values({ code, target, expires_at: expiresAt })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('code')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The target of a live code; an unknown and an expired one look the same. */
  @GenerateSql({ params: ['Abc123Def456', DUMMY.instant] })
  async resolve(code: string, now: Date): Promise<string | undefined> {
    const row = await this.db.kysely
      .selectFrom('short_link')
      .select('target')
      .where('code', '=', code)
      .where('expires_at', '>', sql<string>`${now.toISOString()}::timestamptz`)
      .executeTakeFirst();
    return row?.target;
  }

  /** Expired links are deleted a day after they end (the retention job). */
  @GenerateSql({ params: [DUMMY.instant] })
  async deleteExpired(before: Date): Promise<number> {
    const r = await this.db.kysely.deleteFrom('short_link').where('expires_at', '<', sql<string>`${before.toISOString()}::timestamptz`).executeTakeFirst();
    return Number(r.numDeletedRows);
  }
}
