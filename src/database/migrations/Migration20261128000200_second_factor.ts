import { Migration } from '@mikro-orm/migrations';

/**
 * A second factor (TOTP, RFC 6238) for admins and practice staff, and sessions that say
 * how they were opened (ADR 0037).
 * - user_second_factor: one authenticator per user; its secret sealed (AES-256-GCM under a key
 *   derived from the signing secret), confirmed once a first code matched, and the last time step
 *   accepted (a code is good once: no replay within its 30 seconds).
 * - user_recovery_code: one-time codes for a lost device, only their SHA-256 stored.
 * - app_user.second_factor_required: `npm run admin -- require-2fa` asks one account for it even
 *   where ADMIN_2FA is optional.
 * - user_session.method: 'password', 'second_factor' (password and a code) or 'link' (an e-mailed
 *   sign-in link, which never reaches admin or staff routes). Sessions of admins and staff opened
 *   before this change are ended: some may have come from a sign-in link.
 */
export class Migration20261128000200_second_factor extends Migration {
  override name = 'Migration20261128000200_second_factor';

  up(): void {
    this.addSql(`ALTER TABLE app_user ADD COLUMN second_factor_required boolean NOT NULL DEFAULT false`);
    this.addSql(`CREATE TABLE user_second_factor (
      user_id uuid NOT NULL CONSTRAINT user_second_factor_pkey PRIMARY KEY CONSTRAINT user_second_factor_user_id_fkey REFERENCES app_user (id) ON DELETE CASCADE,
      secret_sealed text NOT NULL,
      confirmed_at timestamptz NULL,
      last_used_step bigint NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT user_second_factor_step_check CHECK ((last_used_step IS NULL) OR (confirmed_at IS NOT NULL))
    )`);
    this.addSql(`CREATE TABLE user_recovery_code (
      id uuid NOT NULL DEFAULT gen_random_uuid() CONSTRAINT user_recovery_code_pkey PRIMARY KEY,
      user_id uuid NOT NULL CONSTRAINT user_recovery_code_user_id_fkey REFERENCES app_user (id) ON DELETE CASCADE,
      code_hash text NOT NULL CONSTRAINT user_recovery_code_code_hash_key UNIQUE,
      used_at timestamptz NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    this.addSql(`CREATE INDEX user_recovery_code_user_idx ON user_recovery_code (user_id)`);
    this.addSql(`ALTER TABLE user_session ADD COLUMN method text NOT NULL DEFAULT 'password',
      ADD CONSTRAINT user_session_method_check CHECK (method = ANY (ARRAY['password'::text, 'second_factor'::text, 'link'::text]))`);
    this.addSql(`UPDATE user_session s SET revoked_at = now()
      FROM app_user u
      WHERE u.id = s.user_id AND s.revoked_at IS NULL
        AND (u.role = 'admin' OR EXISTS (SELECT 1 FROM practice_staff ps WHERE ps.user_id = u.id))`);
  }

  override down(): void {
    this.addSql('ALTER TABLE user_session DROP COLUMN IF EXISTS method');
    this.addSql('DROP TABLE IF EXISTS user_recovery_code');
    this.addSql('DROP TABLE IF EXISTS user_second_factor');
    this.addSql('ALTER TABLE app_user DROP COLUMN IF EXISTS second_factor_required');
  }
}
