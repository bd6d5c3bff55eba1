import { Injectable } from '@nestjs/common';
import { sql, type Selectable } from 'kysely';
import type { Database } from '../../../shared/db/database.js';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import type { Role } from '../identity.constants.js';

const USER_COLUMNS = [
  'id',
  'email',
  'display_name',
  'role',
  'disabled',
  'password_hash',
  'created_at',
  'last_sign_in_at',
  'second_factor_required',
  'codes_locked_until',
] as const;

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
    codesLockedUntil: r.codes_locked_until ? new Date(r.codes_locked_until) : null,
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
   * accounts get no sign-in links and are the ones a second factor is for (ADR 0037).
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

  /**
   * Every account with what the Users tab shows of its sign-in: whether its second factor is on and
   * whether it is privileged (an admin, or staff of a practice), beside the account's own columns.
   */
  @GenerateSql({ params: [] })
  async listWithSignInState() {
    const rows = await this.db.kysely
      .selectFrom('app_user as u')
      .select(USER_COLUMNS.map((c) => `u.${c}` as const))
      .select((eb) => [
        eb
          .exists(eb.selectFrom('user_second_factor as f').select(sql<number>`1`.as('one')).whereRef('f.user_id', '=', 'u.id').where('f.confirmed_at', 'is not', null))
          .as('factor_on'),
        eb.exists(eb.selectFrom('practice_staff as s').select(sql<number>`1`.as('one')).whereRef('s.user_id', '=', 'u.id')).as('is_staff'),
      ])
      .orderBy('u.created_at')
      .execute();
    return rows.map((r) => ({ ...toUser(r), secondFactorOn: r.factor_on === true, privileged: r.role === 'admin' || r.is_staff === true }));
  }

  /**
   * Counts a wrong code (after a right password) in one statement: a run of failures older than the
   * window starts again at one; reaching `limit` within it locks the code step for `lockHours`.
   * `justLocked` is true for the one failure that set the lock (each failure adds exactly one, and
   * none is counted while locked), so the owner is told once.
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant, 20, 24, 24] })
  async recordCodeFailure(id: string, now: Date, limit: number, windowHours: number, lockHours: number) {
    const fresh = sql<boolean>`(code_failures_since IS NULL OR code_failures_since <= ${now}::timestamptz - make_interval(hours => ${windowHours}))`;
    const count = sql<number>`(CASE WHEN ${fresh} THEN 1 ELSE code_failures + 1 END)`;
    const row = await this.db.kysely
      .updateTable('app_user')
      .set({
        code_failures: count,
        code_failures_since: sql<string>`CASE WHEN ${fresh} THEN ${now}::timestamptz ELSE code_failures_since END`,
        codes_locked_until: sql<string>`CASE WHEN ${count} >= ${limit} THEN ${now}::timestamptz + make_interval(hours => ${lockHours}) ELSE codes_locked_until END`,
      })
      .where('id', '=', id)
      .returning(['code_failures', 'codes_locked_until'])
      .executeTakeFirst();
    if (!row) return undefined;
    return { failures: row.code_failures, lockedUntil: row.codes_locked_until ? new Date(row.codes_locked_until) : null, justLocked: row.code_failures === limit };
  }

  /** Forgets wrong codes and any lock of the code step (a right code; an admin ending the lock). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async clearCodeFailures(id: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('app_user')
      .set({ code_failures: 0, code_failures_since: null, codes_locked_until: null })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('code_failures', '>', 0), eb('codes_locked_until', 'is not', null)]))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Disables or enables an account in one statement that never disables the last active admin (the
   * target and every active admin locked first, as in `changeRole`).
   */
  @GenerateSql({ params: [DUMMY.uuid, true] })
  async setDisabled(id: string, disabled: boolean): Promise<'changed' | 'unchanged' | 'last_admin' | 'not_found'> {
    const changed = await this.db.kysely
      .with('target', (db) => db.selectFrom('app_user').select(['id', 'role', 'disabled']).where('id', '=', id).forUpdate())
      .with('admins', (db) =>
        db
          .selectFrom((inner) => inner.selectFrom('app_user').select(sql<number>`1`.as('one')).where('role', '=', 'admin').where('disabled', '=', false).forUpdate().as('a'))
          .select(sql<number>`count(*)`.as('n')),
      )
      .updateTable('app_user as u')
      .from(['target', 'admins'])
      .set({ disabled, updated_at: sql<string>`now()` })
      .whereRef('u.id', '=', 'target.id')
      .where('target.disabled', '<>', disabled)
      .where((eb) => eb.not(eb.and([eb('target.role', '=', 'admin'), eb(eb.val(disabled), '=', true), eb('admins.n', '<=', 1)])))
      .returning('u.id')
      .executeTakeFirst();
    if (changed) return 'changed';
    const user = await this.db.kysely.selectFrom('app_user').select('disabled').where('id', '=', id).executeTakeFirst();
    if (!user) return 'not_found';
    return user.disabled === disabled ? 'unchanged' : 'last_admin';
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
