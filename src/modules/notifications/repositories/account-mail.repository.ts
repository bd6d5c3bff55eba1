import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

/** The once-only markers of the notices to an account's owner (the invitation's is the invitations', `InvitationMail`). */
@Injectable()
export class AccountMailRepository {
  constructor(private readonly db: Db) {}

  @GenerateSql({ params: [DUMMY.uuid] })
  async noticeSent(eventId: string): Promise<boolean> {
    return (await this.db.kysely.selectFrom('account_notice_sent').select('event_id').where('event_id', '=', eventId).executeTakeFirst()) !== undefined;
  }

  @GenerateSql({ params: [DUMMY.uuid] })
  async markNoticeSent(eventId: string): Promise<void> {
    await this.db.kysely.insertInto('account_notice_sent').values({ event_id: eventId }).onConflict((oc) => oc.column('event_id').doNothing()).execute();
  }
}
