import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

/** One-time sign-in links (`sign_in_link`); the token is derived from the id, never stored. */
@Injectable()
export class SignInLinksRepository {
  constructor(private readonly db: Db) {}

  /**
   * Whether this address may receive a sign-in link: something of ours knows it (a booking made with
   * it, live or cancelled, or an active account), and it is no admin's or practice staff's (links
   * are for patients' My Appointments; the privileged sign in with their password).
   */
  @GenerateSql({ params: [DUMMY.email] })
  async mayReceiveLink(email: string): Promise<boolean> {
    const row = await this.db.kysely
      .selectNoFrom((eb) => [
        eb
          .exists(
            eb
              .selectFrom('appointment')
              .select(sql<number>`1`.as('one'))
              .where(sql<string>`lower(patient_email)`, '=', email)
              // A cancelled booking counts (its money and story stay in My Appointments); an attempt let go or run out unpaid does not.
              .where((w) => w.or([w('status', '<>', 'cancelled'), w('authorized_at', 'is not', null)])),
          )
          .as('booked'),
        eb.exists(eb.selectFrom('app_user').select(sql<number>`1`.as('one')).where(sql<string>`lower(email)`, '=', email).where('disabled', '=', false)).as('account'),
        eb
          .exists(
            eb
              .selectFrom('app_user as u')
              .select(sql<number>`1`.as('one'))
              .where(sql<string>`lower(u.email)`, '=', email)
              .where((w) => w.or([w('u.role', '=', 'admin'), w.exists(w.selectFrom('practice_staff as s').select(sql<number>`1`.as('one')).whereRef('s.user_id', '=', 'u.id'))])),
          )
          .as('privileged'),
      ])
      .executeTakeFirstOrThrow();
    return Boolean(row.booked || row.account) && !row.privileged;
  }

  @GenerateSql({ params: [DUMMY.email, DUMMY.instant] })
  async create(email: string, expiresAt: Date) {
    return this.db.kysely.insertInto('sign_in_link').values({ email, expires_at: expiresAt }).returning('id').executeTakeFirstOrThrow();
  }

  /** Uses a link once (compare-and-set): its address, or undefined when used, expired or unknown. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant] })
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

  /** A link as its e-mail needs it: the address, and whether it was sent, used or ran out. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findForMail(id: string) {
    return this.db.kysely.selectFrom('sign_in_link').select(['id', 'email', 'sent_at', 'used_at', 'expires_at']).where('id', '=', id).executeTakeFirst();
  }

  /** Compare-and-set: the link is marked sent once. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async markSent(id: string): Promise<void> {
    await this.db.kysely.updateTable('sign_in_link').set({ sent_at: sql<string>`now()` }).where('id', '=', id).where('sent_at', 'is', null).execute();
  }
}
