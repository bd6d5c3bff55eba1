import { Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../shared/db/database.js';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';
import type { Role } from './identity.constants.js';

const USER_COLUMNS = ['id', 'email', 'display_name', 'role', 'disabled', 'password_hash', 'created_at', 'last_sign_in_at', 'second_factor_required'] as const;

/** An account as the rest of identity sees it (dates as Dates, names in camelCase). */
function toUser(r: Pick<Selectable<Database['app_user']>, (typeof USER_COLUMNS)[number]>) {
  return {
    id: r.id,
    email: r.email,
    displayName: r.display_name,
    role: r.role,
    disabled: r.disabled,
    passwordHash: r.password_hash,
    createdAt: new Date(r.created_at),
    lastSignInAt: r.last_sign_in_at ? new Date(r.last_sign_in_at) : null,
    secondFactorRequired: r.second_factor_required,
  };
}
export type UserRecord = ReturnType<typeof toUser>;

/** Accounts (`app_user`). E-mails are unique case-insensitively (index on lower(email)). */
@Injectable()
export class UsersRepository {
  constructor(private readonly db: Db) {}

  @GenerateSql({ params: [DUMMY.email] })
  async findByEmail(email: string) {
    const row = await this.db.kysely
      .selectFrom('app_user')
      .select(USER_COLUMNS)
      .where(sql<string>`lower(email)`, '=', sql<string>`lower(${email})`)
      .executeTakeFirst();
    return row && toUser(row);
  }

  @GenerateSql({ params: [DUMMY.uuid] })
  async findById(id: string) {
    const row = await this.db.kysely.selectFrom('app_user').select(USER_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && toUser(row);
  }

  @GenerateSql({ params: [] })
  async list() {
    const rows = await this.db.kysely.selectFrom('app_user').select(USER_COLUMNS).orderBy('created_at').execute();
    return rows.map(toUser);
  }

  /** Inserts a user; undefined when the e-mail is taken (the unique index decides, not a count first). */
  @GenerateSql({ params: [{ email: DUMMY.email, displayName: 'Ada Admin', role: 'admin', passwordHash: 'scrypt-hash' }] })
  async insert(user: { email: string; displayName: string | null; role: Role; passwordHash: string }) {
    const row = await this.db.kysely
      .insertInto('app_user')
      .values({ email: user.email, display_name: user.displayName, role: user.role, password_hash: user.passwordHash })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning(USER_COLUMNS)
      .executeTakeFirst();
    return row && toUser(row);
  }

  @GenerateSql({ params: [DUMMY.uuid, 'scrypt-hash'] })
  async setPassword(id: string, passwordHash: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('app_user')
      .set({ password_hash: passwordHash, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Changes a role in one statement that also refuses to demote the last active admin: it locks the
   * target and every active admin first, so two admins demoting each other at once cannot leave none.
   */
  @GenerateSql({ params: [DUMMY.uuid, 'patient'] })
  async changeRole(id: string, role: Role): Promise<'changed' | 'unchanged' | 'last_admin' | 'not_found'> {
    const changed = await this.db.kysely
      .with('target', (db) => db.selectFrom('app_user').select(['id', 'role']).where('id', '=', id).forUpdate())
      .with('admins', (db) =>
        db
          .selectFrom((inner) => inner.selectFrom('app_user').select(sql<number>`1`.as('one')).where('role', '=', 'admin').where('disabled', '=', false).forUpdate().as('a'))
          .select(sql<number>`count(*)`.as('n')),
      )
      .updateTable('app_user as u')
      .from(['target', 'admins'])
      .set({ role, updated_at: sql<string>`now()` })
      .whereRef('u.id', '=', 'target.id')
      .where('target.role', '<>', role)
      .where((eb) => eb.not(eb.and([eb('target.role', '=', 'admin'), eb(eb.val(role), '<>', 'admin'), eb('admins.n', '<=', 1)])))
      .returning('u.id')
      .executeTakeFirst();
    if (changed) return 'changed';
    const user = await this.db.kysely.selectFrom('app_user').select('role').where('id', '=', id).executeTakeFirst();
    if (!user) return 'not_found';
    return user.role === role ? 'unchanged' : 'last_admin';
  }

  /**
   * Whether the account is privileged: an admin, or staff of any practice (ADR 0030). Privileged
   * accounts get no sign-in links and are the ones a second factor is for (issue #30).
   */
  @GenerateSql({ params: [DUMMY.uuid] })
  async isPrivileged(id: string): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom('app_user as u')
      .select((eb) =>
        eb
          .or([eb('u.role', '=', 'admin'), eb.exists(eb.selectFrom('practice_staff as s').select(sql<number>`1`.as('one')).whereRef('s.user_id', '=', 'u.id'))])
          .as('privileged'),
      )
      .where('u.id', '=', id)
      .executeTakeFirst();
    return row?.privileged === true;
  }

  /** `npm run admin -- require-2fa`: asks this account for a second factor whatever ADMIN_2FA says. */
  @GenerateSql({ params: [DUMMY.uuid, true] })
  async setSecondFactorRequired(id: string, required: boolean): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('app_user')
      .set({ second_factor_required: required, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  @GenerateSql({ params: [DUMMY.uuid] })
  async recordSignIn(id: string): Promise<void> {
    await this.db.kysely.updateTable('app_user').set({ last_sign_in_at: sql<string>`now()` }).where('id', '=', id).execute();
  }

  @GenerateSql({ params: [] })
  async countAdmins(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('app_user')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('role', '=', 'admin')
      .where('disabled', '=', false)
      .executeTakeFirstOrThrow();
    return row.n;
  }
}
