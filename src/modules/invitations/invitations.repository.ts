import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';
import type { InvitationRole } from './invitations.constants.js';

const OPEN = ['i.id', 'i.email', 'i.role', 'i.practice_ids', 'i.expires_at', 'i.created_at', 'i.sends'] as const;

/**
 * Invitations (`user_invitation`). Every transition is one compare-and-set on an open invitation
 * (neither accepted nor withdrawn), so a re-send, a withdrawal and an acceptance racing each other
 * leave exactly one of them done.
 */
@Injectable()
export class InvitationsRepository {
  constructor(private readonly db: Db) {}

  /** A new invitation; undefined when the address has an open one already (the partial unique index decides). */
  @GenerateSql({
    params: [{ id: DUMMY.uuid, email: DUMMY.email, role: 'staff', practiceIds: [DUMMY.uuid], tokenHash: 'token-hash', linkNonce: 'nonce', expiresAt: DUMMY.instant, invitedBy: DUMMY.uuid }],
  })
  async create(i: { id: string; email: string; role: InvitationRole; practiceIds: readonly string[]; tokenHash: string; linkNonce: string; expiresAt: Date; invitedBy: string }) {
    return this.db.kysely
      .insertInto('user_invitation')
      .values({
        id: i.id,
        email: i.email,
        role: i.role,
        practice_ids: sql<string[]>`${[...i.practiceIds]}::uuid[]`,
        token_hash: i.tokenHash,
        link_nonce: i.linkNonce,
        expires_at: i.expiresAt,
        invited_by_id: i.invitedBy,
      })
      .onConflict((oc) => oc.column('email').where('accepted_at', 'is', null).where('withdrawn_at', 'is', null).doNothing())
      .returning(['id', 'sends'])
      .executeTakeFirst();
  }

  /** Open invitations (expired ones included: they can be sent again), oldest first, with their practices and who invited. */
  @GenerateSql({ params: [] })
  async listOpen() {
    return this.db.kysely
      .selectFrom('user_invitation as i')
      .leftJoin('app_user as a', 'a.id', 'i.invited_by_id')
      .select(OPEN)
      .select(['a.display_name as invited_by_name', 'a.email as invited_by_email'])
      .select((eb) =>
        jsonArrayFrom(eb.selectFrom('practice as p').select(['p.id', 'p.name']).where(sql<boolean>`p.id = ANY(i.practice_ids)`).orderBy('p.name')).as('practices'),
      )
      .where('i.accepted_at', 'is', null)
      .where('i.withdrawn_at', 'is', null)
      .orderBy('i.created_at')
      .orderBy('i.id')
      .execute();
  }

  /** A new link for an open invitation, in one statement: the old hash is gone, the clock starts again. */
  @GenerateSql({ params: [DUMMY.uuid, 'token-hash', 'nonce', DUMMY.instant] })
  async resend(id: string, tokenHash: string, linkNonce: string, expiresAt: Date) {
    return this.db.kysely
      .updateTable('user_invitation')
      .set((eb) => ({ token_hash: tokenHash, link_nonce: linkNonce, expires_at: expiresAt, sends: eb('sends', '+', 1) }))
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .returning(['id', 'sends'])
      .executeTakeFirst();
  }

  /** Withdraws an open invitation (its link stops working); false when it was not open. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant] })
  async withdraw(id: string, now: Date): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('user_invitation')
      .set({ withdrawn_at: now })
      .where('id', '=', id)
      .where('accepted_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Takes the invitation whose current link has this hash, once: open and not expired at `now`.
   * Unknown, replaced, used, withdrawn and expired links all find nothing.
   */
  @GenerateSql({ params: ['token-hash', DUMMY.instant] })
  async accept(tokenHash: string, now: Date) {
    return this.db.kysely
      .updateTable('user_invitation')
      .set({ accepted_at: now })
      .where('token_hash', '=', tokenHash)
      .where('accepted_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .returning(['id', 'email', 'role', 'practice_ids', 'invited_by_id'])
      .executeTakeFirst();
  }

  /** Records the account the invitation became (in the acceptance's transaction). */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid] })
  async recordAcceptedUser(id: string, userId: string): Promise<void> {
    await this.db.kysely.updateTable('user_invitation').set({ accepted_user_id: userId }).where('id', '=', id).where('accepted_user_id', 'is', null).execute();
  }

  /** How many of these ids are practices one may be made staff of (existing, not archived). */
  @GenerateSql({ params: [[DUMMY.uuid]] })
  async countOpenPractices(ids: readonly string[]): Promise<number> {
    if (!ids.length) return 0;
    const row = await this.db.kysely
      .selectFrom('practice')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('id', 'in', ids)
      .where('archived_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** An invitation as its e-mail needs it: address, role, practices by name, its current send and link, who invited. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findForMail(id: string) {
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
  async markMailed(id: string, send: number): Promise<void> {
    await this.db.kysely
      .updateTable('user_invitation')
      .set({ mailed_send: send })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('mailed_send', 'is', null), eb('mailed_send', '<', send)]))
      .execute();
  }
}
