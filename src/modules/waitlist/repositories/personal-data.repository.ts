import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import { phoneKeyOf } from '../../../shared/db/personal-data.js';

/**
 * A person's data in the waitlist's tables, for privacy (ADR 0021). The waitlist deletes its own
 * entries after 14 days and its unconfirmed requests after 24 hours; the retention job's sweep of
 * expired requests is a backstop for a stopped scheduler.
 */
@Injectable()
export class WaitlistPersonalDataRepository {
  constructor(private readonly db: Db) {}

  /** Deletes unconfirmed requests (the lead form's fields) whose link expired before `before`, at most `limit`. */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async deleteRequests(before: Date, limit: number): Promise<number> {
    const rows = await this.db.kysely
      .deleteFrom('waitlist_request')
      .where('id', 'in', (eb) =>
        eb.selectFrom('waitlist_request').select('id').where('expires_at', '<', before.toISOString()).orderBy('expires_at').limit(limit).forUpdate().skipLocked(),
      )
      .returning('id')
      .execute();
    return rows.length;
  }

  /** Places on the waitlist by e-mail, and by phone (`phoneKey`) when given. */
  @GenerateSql({ name: 'by e-mail', params: [DUMMY.email] }, { name: 'by e-mail and phone', params: [DUMMY.email, '7700900982'] })
  async entriesOf(email: string, phone?: string) {
    return this.db.kysely
      .selectFrom('waitlist_entry as w')
      .selectAll('w')
      .where((eb) => eb.or([eb('w.email', '=', eb.fn<string>('lower', [eb.val(email)])), ...(phone ? [eb(phoneKeyOf('w.phone'), '=', phone)] : [])]))
      .orderBy('w.created_at')
      .execute();
  }

  /** Unconfirmed requests by e-mail, and by phone (`phoneKey`) when given. */
  @GenerateSql({ name: 'by e-mail', params: [DUMMY.email] }, { name: 'by e-mail and phone', params: [DUMMY.email, '7700900982'] })
  async requestsOf(email: string, phone?: string) {
    return this.db.kysely
      .selectFrom('waitlist_request as r')
      .select(['r.id', 'r.email', 'r.name', 'r.phone', 'r.postcode', 'r.issue', 'r.outcode', 'r.radius_km', 'r.consent_at', 'r.mail_sent_at', 'r.created_at', 'r.expires_at'])
      .where((eb) => eb.or([eb('r.email', '=', eb.fn<string>('lower', [eb.val(email)])), ...(phone ? [eb(phoneKeyOf('r.phone'), '=', phone)] : [])]))
      .orderBy('r.created_at')
      .execute();
  }

  /** The offers made to these places. */
  @GenerateSql({ params: [[DUMMY.uuid]] })
  async offersTo(entryIds: readonly string[]) {
    return this.db.kysely
      .selectFrom('waitlist_offer as o')
      .select(['o.entry_id', 'o.slot_id', 'o.practice_id', 'o.status', 'o.expires_at', 'o.mail_sent_at', 'o.claimed_at', 'o.created_at'])
      .where('o.entry_id', '=', sql<string>`ANY(${entryIds}::uuid[])`)
      .orderBy('o.created_at')
      .execute();
  }
}
