import { Migration } from '@mikro-orm/migrations';

/**
 * The back office without a command line (ADR 0043):
 * - user_invitation: an admin invites an admin, or staff of one or more practices. Only the SHA-256
 *   of the link's token is stored (the token itself is derived from the signing secret and the row's
 *   nonce, so the e-mail job can make it again); at most one open invitation per address.
 * - app_user.code_failures / code_failures_since / codes_locked_until: wrong second-factor codes
 *   within a day, and the day-long lock of the code step they lead to.
 * - account_notice_sent: the once-only marker of each e-mail to an account's owner about its sign-in.
 */
export class Migration20261201000100_back_office_accounts extends Migration {
  override name = 'Migration20261201000100_back_office_accounts';

  up(): void {
    this.addSql(`ALTER TABLE app_user
      ADD COLUMN code_failures integer NOT NULL DEFAULT 0,
      ADD COLUMN code_failures_since timestamptz NULL,
      ADD COLUMN codes_locked_until timestamptz NULL,
      ADD CONSTRAINT app_user_code_failures_check CHECK ((code_failures >= 0) AND ((code_failures = 0) = (code_failures_since IS NULL)))`);
    this.addSql(`CREATE TABLE user_invitation (
      id uuid NOT NULL DEFAULT gen_random_uuid() CONSTRAINT user_invitation_pkey PRIMARY KEY,
      email text NOT NULL,
      role text NOT NULL,
      practice_ids uuid[] NOT NULL DEFAULT '{}'::uuid[],
      token_hash text NOT NULL CONSTRAINT user_invitation_token_hash_key UNIQUE,
      link_nonce text NOT NULL,
      sends integer NOT NULL DEFAULT 1,
      mailed_send integer NULL,
      expires_at timestamptz NOT NULL,
      invited_by_id uuid NULL CONSTRAINT user_invitation_invited_by_fkey REFERENCES app_user (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      accepted_at timestamptz NULL,
      accepted_user_id uuid NULL CONSTRAINT user_invitation_accepted_user_id_fkey REFERENCES app_user (id) ON DELETE SET NULL,
      withdrawn_at timestamptz NULL,
      CONSTRAINT user_invitation_role_check CHECK (role = ANY (ARRAY['admin'::text, 'staff'::text])),
      CONSTRAINT user_invitation_email_check CHECK ((email = lower(btrim(email))) AND (email <> ''::text)),
      CONSTRAINT user_invitation_practices_check CHECK ((role = 'staff'::text) = (cardinality(practice_ids) > 0)),
      CONSTRAINT user_invitation_closed_once_check CHECK ((accepted_at IS NULL) OR (withdrawn_at IS NULL)),
      CONSTRAINT user_invitation_accepted_check CHECK ((accepted_at IS NULL) OR (accepted_at <= expires_at)),
      CONSTRAINT user_invitation_sends_check CHECK ((sends >= 1) AND ((mailed_send IS NULL) OR (mailed_send <= sends)))
    )`);
    this.addSql(`CREATE UNIQUE INDEX user_invitation_open_email_unique ON user_invitation (email) WHERE ((accepted_at IS NULL) AND (withdrawn_at IS NULL))`);
    this.addSql(`CREATE TABLE account_notice_sent (
      event_id uuid NOT NULL CONSTRAINT account_notice_sent_pkey PRIMARY KEY,
      sent_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  override down(): void {
    this.addSql('DROP TABLE IF EXISTS account_notice_sent');
    this.addSql('DROP TABLE IF EXISTS user_invitation');
    this.addSql(`ALTER TABLE app_user DROP CONSTRAINT IF EXISTS app_user_code_failures_check,
      DROP COLUMN IF EXISTS code_failures, DROP COLUMN IF EXISTS code_failures_since, DROP COLUMN IF EXISTS codes_locked_until`);
  }
}
