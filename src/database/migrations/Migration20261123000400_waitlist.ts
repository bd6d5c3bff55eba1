import { Migration } from '@mikro-orm/migrations';

/**
 * The waitlist (ADR 0024). An entry keeps only what an offer and the booking it leads to need
 * (e-mail, the lead form's name, phone, postcode and issue, the outcode's point and the radius) and is
 * deleted when it is claimed, left, or its 14 days end. One live offer per slot and per entry, by
 * partial unique indexes. `waitlist_daily` keeps the admin's counts after entries are gone.
 */
export class Migration20261123000400_waitlist extends Migration {
  override name = 'Migration20261123000400_waitlist';

  up(): void {
    this.addSql(`CREATE TABLE waitlist_entry (
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
        status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'offered')),
        consent_at timestamptz NOT NULL,
        joined_mail_sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        CHECK (expires_at > created_at)
      )`);
    this.addSql(`CREATE INDEX waitlist_entry_waiting_idx ON waitlist_entry (expires_at) WHERE status = 'waiting'`);
    // One place per address: joining again refreshes it.
    this.addSql(`CREATE UNIQUE INDEX waitlist_entry_email_unique ON waitlist_entry (email)`);
    this.addSql(`CREATE TABLE waitlist_offer (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        entry_id uuid REFERENCES waitlist_entry (id) ON DELETE SET NULL,
        slot_id uuid NOT NULL REFERENCES slot (id) ON DELETE CASCADE,
        practice_id uuid NOT NULL REFERENCES practice (id) ON DELETE CASCADE,
        status text NOT NULL DEFAULT 'sent' CHECK (status IN ('sent', 'claimed', 'lapsed', 'refused')),
        expires_at timestamptz NOT NULL,
        mail_sent_at timestamptz,
        claimed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (status <> 'sent' OR entry_id IS NOT NULL)
      )`);
    this.addSql(`CREATE UNIQUE INDEX waitlist_offer_one_live_per_slot ON waitlist_offer (slot_id) WHERE status = 'sent'`);
    this.addSql(`CREATE UNIQUE INDEX waitlist_offer_one_live_per_entry ON waitlist_offer (entry_id) WHERE status = 'sent'`);
    this.addSql(`CREATE TABLE waitlist_daily (
        day date NOT NULL,
        area text NOT NULL,
        joined int NOT NULL DEFAULT 0,
        offered int NOT NULL DEFAULT 0,
        taken int NOT NULL DEFAULT 0,
        PRIMARY KEY (day, area)
      )`);
  }

  override down(): void {
    this.addSql('DROP TABLE IF EXISTS waitlist_daily');
    this.addSql('DROP TABLE IF EXISTS waitlist_offer');
    this.addSql('DROP TABLE IF EXISTS waitlist_entry');
  }
}
