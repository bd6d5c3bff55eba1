import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

/** A person's data in the texts' tables, for privacy (ADR 0021): the sweeps of texts and short links, and a subject-access part. */
@Injectable()
export class SmsPersonalDataRepository {
  constructor(private readonly db: Db) {}

  /**
   * Deletes texts created before `cutoff`: the record of each (a phone number, a time and a practice)
   * and the dev outbox's copy, at most `limit` of each.
   */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async deleteTexts(cutoff: Date, limit: number): Promise<number> {
    const texts = await this.db.kysely
      .deleteFrom('sms_message')
      .where('id', 'in', (eb) =>
        eb.selectFrom('sms_message').select('id').where('created_at', '<', cutoff.toISOString()).orderBy('created_at').limit(limit).forUpdate().skipLocked(),
      )
      .returning('id')
      .execute();
    const copies = await this.db.kysely
      .deleteFrom('dev_sms')
      .where('id', 'in', (eb) => eb.selectFrom('dev_sms').select('id').where('sent_at', '<', cutoff.toISOString()).orderBy('id').limit(limit).forUpdate().skipLocked())
      .returning('id')
      .execute();
    // The record of callbacks seen (message ids only), kept as long as the texts they were about.
    await this.db.kysely
      .deleteFrom('sms_receipt')
      .where(sql<boolean>`(provider_sid, status) IN (SELECT provider_sid, status FROM sms_receipt WHERE received_at < ${cutoff.toISOString()}::timestamptz LIMIT ${limit} FOR UPDATE SKIP LOCKED)`)
      .execute();
    return Math.max(texts.length, copies.length);
  }

  /** Deletes short links that expired before `before` (each stands for a manage, claim or leave link), at most `limit`. */
  @GenerateSql({ params: [DUMMY.instant, 500] })
  async deleteShortLinks(before: Date, limit: number): Promise<number> {
    const rows = await this.db.kysely
      .deleteFrom('short_link')
      .where('code', 'in', (eb) =>
        eb.selectFrom('short_link').select('code').where('expires_at', '<', before.toISOString()).orderBy('expires_at').limit(limit).forUpdate().skipLocked(),
      )
      .returning('code')
      .execute();
    return rows.length;
  }

  /** The texts about these appointments: number, words, state. */
  @GenerateSql({ params: [[DUMMY.uuid]] })
  async textsFor(appointmentIds: readonly string[]) {
    return this.db.kysely
      .selectFrom('sms_message')
      .select(['appointment_id', 'template', 'to_phone', 'body', 'status', 'created_at', 'sent_at'])
      .where('appointment_id', '=', sql<string>`ANY(${appointmentIds}::uuid[])`)
      .orderBy('created_at')
      .execute();
  }
}
