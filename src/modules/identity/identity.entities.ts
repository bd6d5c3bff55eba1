import { defineEntity, p } from '@mikro-orm/postgresql';

/** Accounts: admins and patients who sign in. E-mails are unique case-insensitively (`app_user_email_unique` on lower(email)). */
export const AppUser = defineEntity({
  name: 'AppUser',
  tableName: 'app_user',
  uniques: [{ name: 'app_user_email_unique', expression: 'CREATE UNIQUE INDEX app_user_email_unique ON public.app_user USING btree (lower(email))' }],
  checks: [
    { name: 'app_user_email_check', expression: "(email = lower(btrim(email))) AND (email <> ''::text)" },
    { name: 'app_user_code_failures_check', expression: '(code_failures >= 0) AND ((code_failures = 0) = (code_failures_since IS NULL))' },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    email: p.text(),
    displayName: p.text().nullable(),
    role: p.enum(['admin', 'user'] as const).default('user'),
    passwordHash: p.text(),
    disabled: p.boolean().default(false),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
    lastSignInAt: p.datetime().nullable(),
    /** `npm run admin -- require-2fa`: this account needs a second factor even where ADMIN_2FA is optional. */
    secondFactorRequired: p.boolean().default(false),
    /** Wrong second-factor codes (after a right password) since `codeFailuresSince`, reset by a right one. */
    codeFailures: p.integer().default(0),
    codeFailuresSince: p.datetime().nullable(),
    /** The code step is refused until then (LOGIN_CODE_FAILURES_PER_DAY wrong codes within a day). */
    codesLockedUntil: p.datetime().nullable(),
  },
});

/** Server-side sessions: only the SHA-256 of the cookie's token is stored. */
export const UserSession = defineEntity({
  name: 'UserSession',
  tableName: 'user_session',
  indexes: [{ name: 'user_session_user_idx', properties: ['user'], where: 'revoked_at IS NULL' }],
  checks: [{ name: 'user_session_check', expression: 'idle_expires_at <= absolute_expires_at' }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(AppUser).mapToPk().deleteRule('cascade').foreignKeyName('user_session_user_id_fkey'),
    tokenHash: p.text().unique('user_session_token_hash_key'),
    createdAt: p.datetime().defaultRaw('now()'),
    lastSeenAt: p.datetime().defaultRaw('now()'),
    idleExpiresAt: p.datetime(),
    absoluteExpiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    /** How it was opened: a password, a password and a second factor, or an e-mailed link (never admin or staff). */
    method: p.enum(['password', 'second_factor', 'link'] as const).default('password'),
  },
});

/** E-mailed one-time sign-in links to My Appointments (the token is signed, not stored). */
export const SignInLink = defineEntity({
  name: 'SignInLink',
  tableName: 'sign_in_link',
  checks: [
    { name: 'sign_in_link_check', expression: '(used_at IS NULL) OR (used_at <= expires_at)' },
    { name: 'sign_in_link_email_check', expression: "(email = lower(btrim(email))) AND (email <> ''::text)" },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    email: p.text(),
    expiresAt: p.datetime().index('sign_in_link_expires_idx'),
    sentAt: p.datetime().nullable(),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

/**
 * A user's authenticator (TOTP, RFC 6238; ADR 0037): the secret sealed with a key derived from the
 * signing secret, confirmed once a first code matched, and the last time step accepted (no replay).
 */
export const UserSecondFactor = defineEntity({
  name: 'UserSecondFactor',
  tableName: 'user_second_factor',
  checks: [{ name: 'user_second_factor_step_check', expression: '(last_used_step IS NULL) OR (confirmed_at IS NOT NULL)' }],
  properties: {
    user: () => p.oneToOne(AppUser).primary().owner().mapToPk().deleteRule('cascade').updateRule('no action').foreignKeyName('user_second_factor_user_id_fkey'),
    secretSealed: p.text(),
    confirmedAt: p.datetime().nullable(),
    lastUsedStep: p.bigint('number').nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});

/** One-time recovery codes for a lost authenticator: only their SHA-256 is stored. */
export const UserRecoveryCode = defineEntity({
  name: 'UserRecoveryCode',
  tableName: 'user_recovery_code',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    user: () => p.manyToOne(AppUser).mapToPk().deleteRule('cascade').foreignKeyName('user_recovery_code_user_id_fkey').index('user_recovery_code_user_idx'),
    codeHash: p.text().unique('user_recovery_code_code_hash_key'),
    usedAt: p.datetime().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
  },
});
