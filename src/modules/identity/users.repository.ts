import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Role } from './identity.constants.js';
import type { UnitOfWork } from '../../shared/outbox/transaction-runner.js';

export interface UserRecord {
  id: string;
  email: string;
  displayName: string | null;
  role: Role;
  disabled: boolean;
  passwordHash: string;
  createdAt: Date;
  lastSignInAt: Date | null;
}

interface UserRow {
  id: string;
  email: string;
  display_name: string | null;
  role: Role;
  disabled: boolean;
  password_hash: string;
  created_at: Date;
  last_sign_in_at: Date | null;
}

const COLUMNS = 'id, email, display_name, role, disabled, password_hash, created_at, last_sign_in_at';
const toUser = (r: UserRow): UserRecord => ({
  id: r.id,
  email: r.email,
  displayName: r.display_name,
  role: r.role,
  disabled: r.disabled,
  passwordHash: r.password_hash,
  createdAt: new Date(r.created_at),
  lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at) : null,
});

@Injectable()
export class UsersRepository {
  constructor(private readonly orm: MikroORM) {}

  private get em() {
    return this.orm.em.fork();
  }

  async findByEmail(email: string): Promise<UserRecord | undefined> {
    const rows = await this.em.execute<UserRow[]>(`SELECT ${COLUMNS} FROM app_user WHERE lower(email) = lower(?)`, [email]);
    return rows[0] && toUser(rows[0]);
  }

  async findById(id: string): Promise<UserRecord | undefined> {
    const rows = await this.em.execute<UserRow[]>(`SELECT ${COLUMNS} FROM app_user WHERE id = ?`, [id]);
    return rows[0] && toUser(rows[0]);
  }

  async list(): Promise<UserRecord[]> {
    const rows = await this.em.execute<UserRow[]>(`SELECT ${COLUMNS} FROM app_user ORDER BY created_at`);
    return rows.map(toUser);
  }

  /** Inserts a user; returns undefined when the e-mail is taken (unique index, not count-then-insert). */
  async insert(
    uow: UnitOfWork,
    user: { email: string; displayName: string | null; role: Role; passwordHash: string },
  ): Promise<UserRecord | undefined> {
    const rows = await uow.execute<UserRow[]>(
      `INSERT INTO app_user (email, display_name, role, password_hash) VALUES (?, ?, ?, ?)
       ON CONFLICT ((lower(email))) DO NOTHING RETURNING ${COLUMNS}`,
      [user.email, user.displayName, user.role, user.passwordHash],
    );
    return rows[0] && toUser(rows[0]);
  }

  async setPassword(uow: UnitOfWork, id: string, passwordHash: string): Promise<boolean> {
    const rows = await uow.execute<{ id: string }[]>(
      'UPDATE app_user SET password_hash = ?, updated_at = now() WHERE id = ? RETURNING id',
      [passwordHash, id],
    );
    return rows.length === 1;
  }

  /**
   * Changes a role in one statement that also refuses to demote the last active admin, so two
   * admins demoting each other at once cannot leave none.
   */
  async changeRole(uow: UnitOfWork, id: string, role: Role): Promise<'changed' | 'unchanged' | 'last_admin' | 'not_found'> {
    const rows = await uow.execute<{ id: string; previous: Role }[]>(
      `WITH target AS (SELECT id, role FROM app_user WHERE id = ? FOR UPDATE),
            admins AS (SELECT count(*) AS n FROM (SELECT 1 FROM app_user WHERE role = 'admin' AND NOT disabled FOR UPDATE) a)
       UPDATE app_user u SET role = ?, updated_at = now()
         FROM target, admins
        WHERE u.id = target.id AND target.role <> ?
          AND NOT (target.role = 'admin' AND ? <> 'admin' AND admins.n <= 1)
       RETURNING u.id, target.role AS previous`,
      [id, role, role, role],
    );
    if (rows.length === 1) return 'changed';
    const user = (await uow.execute<{ role: Role }[]>('SELECT role FROM app_user WHERE id = ?', [id]))[0];
    if (!user) return 'not_found';
    return user.role === role ? 'unchanged' : 'last_admin';
  }

  async recordSignIn(id: string): Promise<void> {
    await this.em.execute('UPDATE app_user SET last_sign_in_at = now() WHERE id = ?', [id]);
  }

  async countAdmins(): Promise<number> {
    const rows = await this.em.execute<{ n: number }[]>(
      "SELECT count(*)::int AS n FROM app_user WHERE role = 'admin' AND NOT disabled",
    );
    return rows[0]?.n ?? 0;
  }
}
