import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

/** A person's data in identity's tables, for privacy (ADR 0021): the retention sweep of sign-in links and a subject-access part. */
@Injectable()
export class IdentityPersonalDataRepository {
  constructor(private readonly db: Db) {}

  /** Deletes sign-in links (each holds an e-mail address) that expired before `before`, at most `limit`. */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async deleteSignInLinks(before: Date, limit: number): Promise<number> {
    const rows = await this.db.kysely
      .deleteFrom('sign_in_link')
      .where('id', 'in', (eb) =>
        eb.selectFrom('sign_in_link').select('id').where('expires_at', '<', before.toISOString()).orderBy('expires_at').limit(limit).forUpdate().skipLocked(),
      )
      .returning('id')
      .execute();
    return rows.length;
  }

  /** The account with this address (case-insensitive), without its credentials. */
  @GenerateSql({ params: [DUMMY.email] })
  async accountOf(email: string) {
    return this.db.kysely
      .selectFrom('app_user')
      .select(['id', 'email', 'display_name', 'role', 'disabled', 'created_at', 'updated_at', 'last_sign_in_at'])
      .where((eb) => eb(eb.fn<string>('lower', ['email']), '=', eb.fn<string>('lower', [eb.val(email)])))
      .executeTakeFirst();
  }

  /** An account's sessions, without their tokens. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async sessionsOf(userId: string) {
    return this.db.kysely
      .selectFrom('user_session')
      .select(['created_at', 'last_seen_at', 'idle_expires_at', 'absolute_expires_at', 'revoked_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute();
  }

  /** The sign-in links sent to this address. */
  @GenerateSql({ params: [DUMMY.email] })
  async signInLinksOf(email: string) {
    return this.db.kysely
      .selectFrom('sign_in_link')
      .select(['created_at', 'expires_at', 'sent_at', 'used_at'])
      .where((eb) => eb('email', '=', eb.fn<string>('lower', [eb.val(email)])))
      .orderBy('created_at')
      .execute();
  }
}
