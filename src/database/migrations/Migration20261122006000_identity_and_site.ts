import { Migration } from '@mikro-orm/migrations';

/** Users, server-side sessions and the single site-settings row (ARCHITECTURE.md section 4). */
export class Migration20261122006000_identity_and_site extends Migration {
  override name = 'Migration20261122006000_identity_and_site';

  up(): void {
    this.addSql(`
      CREATE TABLE app_user (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(btrim(email)) AND email <> ''),
        display_name text,
        role text NOT NULL DEFAULT 'user' CHECK (role IN ('admin', 'user')),
        password_hash text NOT NULL,
        disabled boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        last_sign_in_at timestamptz
      )`);
    this.addSql(`CREATE UNIQUE INDEX app_user_email_unique ON app_user (lower(email))`);
    // Only a SHA-256 hash of the opaque session token is stored.
    this.addSql(`
      CREATE TABLE user_session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        idle_expires_at timestamptz NOT NULL,
        absolute_expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        CHECK (idle_expires_at <= absolute_expires_at)
      )`);
    this.addSql(`CREATE INDEX user_session_user_idx ON user_session (user_id) WHERE revoked_at IS NULL`);
    this.addSql(`
      CREATE TABLE site_settings (
        id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
        is_protected boolean NOT NULL DEFAULT true,
        gate_password text NOT NULL CHECK (gate_password <> ''),
        gate_version int NOT NULL DEFAULT 1,
        use_immediate_payment_processing boolean NOT NULL DEFAULT false,
        signing_secret text NOT NULL,
        last_updated timestamptz NOT NULL DEFAULT now(),
        updated_by uuid
      )`);
  }

  override down(): void {
    this.addSql('DROP TABLE IF EXISTS site_settings');
    this.addSql('DROP TABLE IF EXISTS user_session');
    this.addSql('DROP TABLE IF EXISTS app_user');
  }
}
