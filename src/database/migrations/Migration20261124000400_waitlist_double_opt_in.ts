import { Migration } from '@mikro-orm/migrations';

/**
 * Waitlist double opt-in (ADR 0024), so nobody overwrites someone else's entry or uses the join as a
 * mail relay. A join does not touch `waitlist_entry`: it writes a pending `waitlist_request` (one per address, the newest
 * replacing the last under a new id, so an older link stops working) that becomes or changes the
 * live entry only when the e-mailed link is opened. `waitlist_entry.request_id` names the request a
 * live entry was last confirmed from (a second use of the link is told so). `waitlist_mail_quota`
 * counts confirmation e-mails per recipient and London day, keyed by a keyed hash of the address,
 * never the address itself. The joined e-mail is gone with its marker.
 */
export class Migration20261124000400_waitlist_double_opt_in extends Migration {
  override name = 'Migration20261124000400_waitlist_double_opt_in';

  up(): void {
    this.addSql(`CREATE TABLE waitlist_request (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(btrim(email)) AND email <> ''),
        name text NOT NULL,
        phone text NOT NULL,
        postcode text NOT NULL,
        issue text NOT NULL DEFAULT '',
        outcode text NOT NULL,
        latitude double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
        radius_km int NOT NULL CHECK (radius_km BETWEEN 1 AND 1000),
        consent_at timestamptz NOT NULL,
        mail_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        CHECK (expires_at > created_at)
      )`);
    // One pending request per address: joining again replaces it.
    this.addSql(`CREATE UNIQUE INDEX waitlist_request_email_unique ON waitlist_request (email)`);
    this.addSql(`CREATE INDEX waitlist_request_expires_idx ON waitlist_request (expires_at)`);
    this.addSql(`CREATE TABLE waitlist_mail_quota (
        recipient_hash text NOT NULL,
        day date NOT NULL,
        sent int NOT NULL CHECK (sent >= 1),
        PRIMARY KEY (recipient_hash, day)
      )`);
    this.addSql(`CREATE INDEX waitlist_mail_quota_day_idx ON waitlist_mail_quota (day)`);
    this.addSql(`ALTER TABLE waitlist_entry ADD COLUMN request_id uuid`);
    this.addSql(`CREATE UNIQUE INDEX waitlist_entry_request_unique ON waitlist_entry (request_id) WHERE request_id IS NOT NULL`);
    this.addSql(`ALTER TABLE waitlist_entry DROP COLUMN joined_mail_sent_at`);
  }

  override down(): void {
    this.addSql('ALTER TABLE waitlist_entry ADD COLUMN joined_mail_sent_at timestamptz');
    this.addSql('DROP INDEX IF EXISTS waitlist_entry_request_unique');
    this.addSql('ALTER TABLE waitlist_entry DROP COLUMN IF EXISTS request_id');
    this.addSql('DROP TABLE IF EXISTS waitlist_mail_quota');
    this.addSql('DROP TABLE IF EXISTS waitlist_request');
  }
}
