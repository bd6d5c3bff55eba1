import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../shared/db/db.js';

/** One-time sign-in links (`sign_in_link`); the token is derived from the id, never stored. */
@Injectable()
export class SignInLinksRepository {
  constructor(private readonly db: Db) {}

  /** Whether anything of ours knows this address: a live booking made with it, or an active account. */
  async isKnownAddress(email: string): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom('appointment')
      .select(sql<number>`1`.as('known'))
      .where(sql<string>`lower(patient_email)`, '=', email)
      .where('status', '<>', 'cancelled')
      .unionAll((db) =>
        db
          .selectFrom('app_user')
          .select(sql<number>`1`.as('known'))
          .where(sql<string>`lower(email)`, '=', email)
          .where('disabled', '=', false),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  async create(email: string, expiresAt: Date) {
    return this.db.kysely.insertInto('sign_in_link').values({ email, expires_at: expiresAt }).returning('id').executeTakeFirstOrThrow();
  }

  /** Uses a link once (compare-and-set): its address, or undefined when used, expired or unknown. */
  async use(id: string, now: Date) {
    return this.db.kysely
      .updateTable('sign_in_link')
      .set({ used_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .returning('email')
      .executeTakeFirst();
  }
}
