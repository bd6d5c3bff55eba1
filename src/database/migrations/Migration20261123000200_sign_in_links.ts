import { Migration } from '@mikro-orm/migrations';

/**
 * Passwordless sign-in for patients: "E-mail me a sign-in link" on /login. One row per
 * link: the token in the e-mail is `<id>.<HMAC of id>` (nothing secret stored), used once
 * (used_at compare-and-set), 15 minutes. sent_at makes the e-mail job send once.
 */
export class Migration20261123000200_sign_in_links extends Migration {
  override name = 'Migration20261123000200_sign_in_links';

  up(): void {
    this.addSql(`CREATE TABLE sign_in_link (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(btrim(email)) AND email <> ''),
        expires_at timestamptz NOT NULL,
        sent_at timestamptz,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (used_at IS NULL OR used_at <= expires_at)
      )`);
    this.addSql(`CREATE INDEX sign_in_link_expires_idx ON sign_in_link (expires_at)`);
  }

  override down(): void {
    this.addSql('DROP TABLE IF EXISTS sign_in_link');
  }
}
