import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

/** A person's data in the e-mails' tables, for privacy (ADR 0021): the dev inbox's sweep and a subject-access part. */
@Injectable()
export class MailPersonalDataRepository {
  constructor(private readonly db: Db) {}

  /** Deletes dev-inbox copies of e-mails sent before `cutoff` (they hold names, addresses and times), at most `limit`. */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async deleteDevMail(cutoff: Date, limit: number): Promise<number> {
    const rows = await this.db.kysely
      .deleteFrom('dev_mail')
      .where('id', 'in', (eb) =>
        eb.selectFrom('dev_mail').select('id').where('sent_at', '<', cutoff.toISOString()).orderBy('id').limit(limit).forUpdate().skipLocked(),
      )
      .returning('id')
      .execute();
    return rows.length;
  }

  /** The dev inbox's copies of e-mails to this address (case-insensitive). */
  @GenerateSql({ params: [DUMMY.email] })
  async emailsTo(email: string) {
    return this.db.kysely
      .selectFrom('dev_mail')
      .select(['message_id', 'to_address', 'subject', 'text_body', 'sent_at'])
      .where((eb) => eb(eb.fn<string>('lower', ['to_address']), '=', eb.fn<string>('lower', [eb.val(email)])))
      .orderBy('sent_at')
      .execute();
  }

  /** The sent-markers of the e-mails about these appointments. */
  @GenerateSql({ params: [[DUMMY.uuid]] })
  async sentFor(appointmentIds: readonly string[]) {
    return this.db.kysely
      .selectFrom('notification_sent')
      .select(['appointment_id', 'kind', 'message_id', 'sent_at'])
      .where('appointment_id', '=', sql<string>`ANY(${appointmentIds}::uuid[])`)
      .orderBy('sent_at')
      .execute();
  }
}
