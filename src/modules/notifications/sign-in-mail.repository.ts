import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';

/** What the sign-in link e-mail reads about its link, and its sent-marker. */
@Injectable()
export class SignInMailRepository {
  constructor(private readonly db: Db) {}

  @GenerateSql({ params: [DUMMY.uuid] })
  async findLink(id: string) {
    return this.db.kysely.selectFrom('sign_in_link').select(['id', 'email', 'sent_at', 'used_at', 'expires_at']).where('id', '=', id).executeTakeFirst();
  }

  /** Compare-and-set: the link is marked sent once. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async markLinkSent(id: string): Promise<void> {
    await this.db.kysely.updateTable('sign_in_link').set({ sent_at: sql<string>`now()` }).where('id', '=', id).where('sent_at', 'is', null).execute();
  }
}
