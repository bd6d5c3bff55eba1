import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';

/** What the e-mails about accounts read (invitations, notices to an owner) and their once-only markers. */
@Injectable()
export class AccountMailRepository {
  constructor(private readonly db: Db) {}

  /** An invitation as its e-mail needs it: address, role, practices by name, its current send and link, who invited. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findInvitation(id: string) {
    return this.db.kysely
      .selectFrom('user_invitation as i')
      .leftJoin('app_user as a', 'a.id', 'i.invited_by_id')
      .select(['i.id', 'i.email', 'i.role', 'i.sends', 'i.mailed_send', 'i.link_nonce', 'i.expires_at', 'i.accepted_at', 'i.withdrawn_at'])
      .select(['a.display_name as inviter_name', 'a.email as inviter_email'])
      .select(sql<string[]>`ARRAY(SELECT p.name FROM practice p WHERE p.id = ANY(i.practice_ids) ORDER BY p.name)`.as('practice_names'))
      .where('i.id', '=', id)
      .executeTakeFirst();
  }

  /** Compare-and-set: the e-mail of send `send` is marked once, never behind a later one. */
  @GenerateSql({ params: [DUMMY.uuid, 2] })
  async markInvitationMailed(id: string, send: number): Promise<void> {
    await this.db.kysely
      .updateTable('user_invitation')
      .set({ mailed_send: send })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('mailed_send', 'is', null), eb('mailed_send', '<', send)]))
      .execute();
  }

  /** The owner's address of an account (a notice goes to the account's own e-mail, nowhere else). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findAccount(id: string) {
    return this.db.kysely.selectFrom('app_user').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
  }

  @GenerateSql({ params: [DUMMY.uuid] })
  async noticeSent(eventId: string): Promise<boolean> {
    return (await this.db.kysely.selectFrom('account_notice_sent').select('event_id').where('event_id', '=', eventId).executeTakeFirst()) !== undefined;
  }

  @GenerateSql({ params: [DUMMY.uuid] })
  async markNoticeSent(eventId: string): Promise<void> {
    await this.db.kysely.insertInto('account_notice_sent').values({ event_id: eventId }).onConflict((oc) => oc.column('event_id').doNothing()).execute();
  }
}
