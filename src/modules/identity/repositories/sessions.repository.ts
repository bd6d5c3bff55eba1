import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import { Clock } from '../../../shared/clock/clock.js';
import type { Role, SessionMethod } from '../identity.constants.js';
import { newSessionWindow } from '../rules/identity.rules.js';
import { SESSION_IDLE_MINUTES } from '../identity.constants.js';

export interface SessionUser {
  sessionId: string;
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
  /** How the session was opened: a link session never reaches admin or staff routes. */
  method: SessionMethod;
  /** The account was asked for a second factor (`npm run admin -- require-2fa`). */
  secondFactorRequired: boolean;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Server-side sessions: an opaque random token in the cookie, only its SHA-256 hash stored. */
@Injectable()
export class SessionsRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  @GenerateSql({ params: [DUMMY.uuid, 'password'] })
  async create(userId: string, method: SessionMethod): Promise<{ id: string; token: string; absoluteExpiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const { idleExpiresAt, absoluteExpiresAt } = newSessionWindow(this.clock.now());
    const row = await this.db.kysely
      .insertInto('user_session')
      .values({ user_id: userId, token_hash: hashToken(token), idle_expires_at: idleExpiresAt, absolute_expires_at: absoluteExpiresAt, method })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, token, absoluteExpiresAt };
  }

  /**
   * Resolves a token to its live session and user, and extends the idle expiry, in ONE statement:
   * an expired, revoked or unknown token, or a disabled user, resolves to nothing.
   */
  @GenerateSql({ params: ['session-token'] })
  async resolve(token: string): Promise<SessionUser | undefined> {
    const now = this.clock.now();
    const r = await this.db.kysely
      .updateTable('user_session as s')
      .from('app_user as u')
      .set({
        last_seen_at: now,
        idle_expires_at: sql<string>`LEAST(${now}::timestamptz + make_interval(mins => ${SESSION_IDLE_MINUTES}), s.absolute_expires_at)`,
      })
      .where('s.token_hash', '=', hashToken(token))
      .whereRef('s.user_id', '=', 'u.id')
      .where('u.disabled', '=', false)
      .where('s.revoked_at', 'is', null)
      .where('s.idle_expires_at', '>', now.toISOString())
      .where('s.absolute_expires_at', '>', now.toISOString())
      .returning(['s.id as session_id', 'u.id', 'u.email', 'u.display_name', 'u.role', 's.method', 'u.second_factor_required'])
      .executeTakeFirst();
    return (
      r && {
        sessionId: r.session_id,
        id: r.id,
        email: r.email,
        displayName: r.display_name,
        role: r.role,
        method: r.method,
        secondFactorRequired: r.second_factor_required,
      }
    );
  }

  @GenerateSql({ params: ['session-token'] })
  async revoke(token: string): Promise<void> {
    await this.db.kysely
      .updateTable('user_session')
      .set({ revoked_at: sql<string>`now()` })
      .where('token_hash', '=', hashToken(token))
      .where('revoked_at', 'is', null)
      .execute();
  }

  /** Ends every live session of the user, or every one but `except` (the session just opened). */
  @GenerateSql({ name: 'all', params: [DUMMY.uuid] }, { name: 'all but one', params: [DUMMY.uuid, DUMMY.uuid] })
  async revokeAllOf(userId: string, except?: string): Promise<number> {
    let query = this.db.kysely.updateTable('user_session').set({ revoked_at: sql<string>`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null);
    if (except) query = query.where('id', '<>', except);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Ends every live session (a suspected session-store leak): everyone signs in again. */
  @GenerateSql({ params: [] })
  async revokeEveryone(): Promise<number> {
    const result = await this.db.kysely
      .updateTable('user_session')
      .set({ revoked_at: sql<string>`now()` })
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
