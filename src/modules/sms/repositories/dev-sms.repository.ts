import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { GenerateSql } from '../../../shared/db/generate-sql.js';

/** The dev SMS outbox (`dev_sms`): what the embedded default "sent", one row per message key. */
@Injectable()
export class DevSmsRepository {
  constructor(private readonly db: Db) {}

  /** Stores a text unless its key is there already; answers the stored row's sid either way. */
  @GenerateSql({ params: [{ messageKey: 'booking-confirmed:00000000', sid: 'SMdev0001', to: '+447700900982', body: 'Booked.' }] })
  async storeOnce(m: { messageKey: string; sid: string; to: string; body: string }): Promise<{ sid: string; duplicate: boolean }> {
    const row = await this.db.kysely
      .insertInto('dev_sms')
      .values({ message_key: m.messageKey, sid: m.sid, to_phone: m.to, body: m.body })
      .onConflict((oc) => oc.column('message_key').doNothing())
      .returning('sid')
      .executeTakeFirst();
    if (row) return { sid: row.sid, duplicate: false };
    return { sid: (await this.findByKey(m.messageKey))!.sid, duplicate: true };
  }

  @GenerateSql({ params: ['booking-confirmed:00000000'] })
  async findByKey(messageKey: string) {
    return this.db.kysely.selectFrom('dev_sms').select(['sid', 'sent_at']).where('message_key', '=', messageKey).executeTakeFirst();
  }

  /** The newest first, with the text's template, appointment and state. */
  @GenerateSql({ params: [50] })
  async latest(limit: number) {
    return this.db.kysely
      .selectFrom('dev_sms as d')
      .leftJoin('sms_message as m', 'm.message_key', 'd.message_key')
      .select(['d.id', 'd.to_phone', 'd.body', 'd.sent_at', 'm.template', 'm.appointment_id', 'm.status'])
      .orderBy('d.id', 'desc')
      .limit(limit)
      .execute();
  }
}
