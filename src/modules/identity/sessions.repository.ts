import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Clock } from '../../shared/clock/clock.js';
import type { Role } from './identity.constants.js';
import { newSessionWindow } from './identity.rules.js';
import { SESSION_IDLE_MINUTES } from './identity.constants.js';

export interface SessionUser {
  sessionId: string;
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Server-side sessions: an opaque random token in the cookie, only its SHA-256 hash stored. */
@Injectable()
export class SessionsRepository {
  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
  ) {}

  async create(userId: string): Promise<{ token: string; absoluteExpiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const { idleExpiresAt, absoluteExpiresAt } = newSessionWindow(this.clock.now());
    await this.orm.em
      .fork()
      .execute(
        'INSERT INTO user_session (user_id, token_hash, idle_expires_at, absolute_expires_at) VALUES (?, ?, ?, ?)',
        [userId, hashToken(token), idleExpiresAt, absoluteExpiresAt],
      );
    return { token, absoluteExpiresAt };
  }

  /**
   * Resolves a token to its live session and user, and extends the idle expiry, in ONE statement:
   * an expired, revoked or unknown token, or a disabled user, resolves to nothing.
   */
  async resolve(token: string): Promise<SessionUser | undefined> {
    const now = this.clock.now();
    const rows = await this.orm.em.fork().execute<
      { session_id: string; id: string; email: string; display_name: string | null; role: Role }[]
    >(
      `UPDATE user_session s
          SET last_seen_at = ?::timestamptz,
              idle_expires_at = LEAST(?::timestamptz + make_interval(mins => ?), s.absolute_expires_at)
         FROM app_user u
        WHERE s.token_hash = ? AND s.user_id = u.id AND NOT u.disabled
          AND s.revoked_at IS NULL AND s.idle_expires_at > ?::timestamptz AND s.absolute_expires_at > ?::timestamptz
      RETURNING s.id AS session_id, u.id, u.email, u.display_name, u.role`,
      [now, now, SESSION_IDLE_MINUTES, hashToken(token), now, now],
    );
    const r = rows[0];
    return r && { sessionId: r.session_id, id: r.id, email: r.email, displayName: r.display_name, role: r.role };
  }

  async revoke(token: string): Promise<void> {
    await this.orm.em
      .fork()
      .execute('UPDATE user_session SET revoked_at = now() WHERE token_hash = ? AND revoked_at IS NULL', [hashToken(token)]);
  }

  async revokeAllOf(userId: string): Promise<void> {
    await this.orm.em
      .fork()
      .execute('UPDATE user_session SET revoked_at = now() WHERE user_id = ? AND revoked_at IS NULL', [userId]);
  }

  /** Ends every live session (a suspected session-store leak): everyone signs in again. */
  async revokeEveryone(): Promise<number> {
    const rows = await this.orm.em.fork().execute('UPDATE user_session SET revoked_at = now() WHERE revoked_at IS NULL RETURNING id');
    return rows.length;
  }
}
