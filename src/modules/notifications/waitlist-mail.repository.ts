import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';

/** What the waitlist offer e-mail reads (the offer, its patient's address, the slot, the practice), and its sent-marker. */
@Injectable()
export class WaitlistMailRepository {
  constructor(private readonly db: Db) {}

  @GenerateSql({ params: [DUMMY.uuid] })
  async findOfferMail(offerId: string) {
    return this.db.kysely
      .selectFrom('waitlist_offer as o')
      .innerJoin('waitlist_entry as e', 'e.id', 'o.entry_id')
      .innerJoin('slot as s', 's.id', 'o.slot_id')
      .innerJoin('practice as p', 'p.id', 'o.practice_id')
      .select([
        'o.id',
        'o.status',
        'o.mail_sent_at',
        'o.expires_at',
        // The entry's own id: equal to o.entry_id through the inner join, and never null.
        'e.id as entry_id',
        'e.email',
        's.starts_at',
        'p.name as practice_name',
        'p.address_line1',
        'p.address_line2',
        'p.city',
        'p.postcode',
      ])
      .where('o.id', '=', offerId)
      .executeTakeFirst();
  }

  /** Compare-and-set: the offer e-mail is marked sent once. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async markOfferMailSent(offerId: string): Promise<void> {
    await this.db.kysely.updateTable('waitlist_offer').set({ mail_sent_at: sql<string>`now()` }).where('id', '=', offerId).where('mail_sent_at', 'is', null).execute();
  }
}
