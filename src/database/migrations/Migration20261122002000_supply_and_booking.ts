import { Migration } from '@mikro-orm/migrations';

/**
 * Practices, operatives, slots, holds and appointments (ARCHITECTURE.md section 4). The database
 * itself refuses what must never happen: overlapping slots of one operative, two live holds or two
 * live appointments on one slot, two appointments from one hold, inconsistent slot states.
 */
export class Migration20261122002000_supply_and_booking extends Migration {
  override name = 'Migration20261122002000_supply_and_booking';

  up(): void {
    this.addSql('CREATE EXTENSION IF NOT EXISTS btree_gist');
    this.addSql(`
      CREATE TABLE practice (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL CHECK (btrim(name) <> ''),
        address_line1 text NOT NULL CHECK (btrim(address_line1) <> ''),
        address_line2 text,
        city text NOT NULL CHECK (btrim(city) <> ''),
        postcode text NOT NULL CHECK (btrim(postcode) <> ''),
        latitude double precision CHECK (latitude BETWEEN -90 AND 90),
        longitude double precision CHECK (longitude BETWEEN -180 AND 180),
        phone text NOT NULL,
        email text NOT NULL,
        website text,
        services text[] NOT NULL DEFAULT '{}',
        opening_hours jsonb NOT NULL,
        sample_key text UNIQUE,
        archived_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((latitude IS NULL) = (longitude IS NULL))
      )`);
    this.addSql(`CREATE INDEX practice_active_name_idx ON practice (name) WHERE archived_at IS NULL`);

    this.addSql(`
      CREATE TABLE operative (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        practice_id uuid NOT NULL REFERENCES practice (id) ON DELETE CASCADE,
        display_name text NOT NULL CHECK (btrim(display_name) <> ''),
        email text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX operative_practice_idx ON operative (practice_id)`);

    // A slot is held only while hold_expires_at is in the future; an expired hold counts as open
    // in every query, so a lost expiry job never strands a slot.
    this.addSql(`
      CREATE TABLE slot (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        practice_id uuid NOT NULL REFERENCES practice (id) ON DELETE CASCADE,
        operative_id uuid NOT NULL REFERENCES operative (id) ON DELETE CASCADE,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'held', 'booked', 'blocked')),
        hold_id uuid,
        hold_expires_at timestamptz,
        appointment_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (ends_at > starts_at),
        CHECK (status <> 'held' OR (hold_id IS NOT NULL AND hold_expires_at IS NOT NULL AND appointment_id IS NULL)),
        CHECK (status <> 'booked' OR appointment_id IS NOT NULL),
        CHECK (status NOT IN ('open', 'blocked') OR (hold_id IS NULL AND hold_expires_at IS NULL AND appointment_id IS NULL)),
        CONSTRAINT slot_no_overlap_per_operative
          EXCLUDE USING gist (operative_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
      )`);
    this.addSql(`CREATE INDEX slot_practice_start_idx ON slot (practice_id, starts_at) INCLUDE (status, hold_expires_at, ends_at)`);
    this.addSql(`CREATE INDEX slot_bookable_idx ON slot (practice_id, starts_at) WHERE status IN ('open', 'held')`);

    this.addSql(`
      CREATE TABLE hold (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        slot_id uuid NOT NULL REFERENCES slot (id) ON DELETE RESTRICT,
        practice_id uuid NOT NULL REFERENCES practice (id) ON DELETE RESTRICT,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'converted', 'expired', 'released')),
        expires_at timestamptz NOT NULL,
        extensions int NOT NULL DEFAULT 0 CHECK (extensions BETWEEN 0 AND 1),
        patient_name text NOT NULL,
        patient_phone text NOT NULL,
        patient_postcode text NOT NULL,
        patient_issue text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // At most one live hold per slot, whatever the code does.
    this.addSql(`CREATE UNIQUE INDEX hold_one_active_per_slot ON hold (slot_id) WHERE status = 'active'`);
    this.addSql(`CREATE INDEX hold_active_expiry_idx ON hold (expires_at) WHERE status = 'active'`);

    this.addSql(`
      CREATE TABLE appointment (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reference text NOT NULL UNIQUE,
        practice_id uuid NOT NULL REFERENCES practice (id) ON DELETE RESTRICT,
        operative_id uuid REFERENCES operative (id) ON DELETE SET NULL,
        slot_id uuid NOT NULL REFERENCES slot (id) ON DELETE RESTRICT,
        hold_id uuid UNIQUE REFERENCES hold (id) ON DELETE RESTRICT,
        starts_at timestamptz NOT NULL,
        ends_at timestamptz NOT NULL,
        patient_name text NOT NULL,
        patient_phone text NOT NULL,
        patient_postcode text NOT NULL,
        patient_issue text NOT NULL DEFAULT '',
        patient_email text NOT NULL,
        patient_user_id uuid,
        service text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'confirmed', 'cancelled', 'completed')),
        payment_status text NOT NULL DEFAULT 'pending'
          CHECK (payment_status IN ('pending', 'authorized', 'processing', 'completed', 'failed', 'refunded')),
        payment_provider text NOT NULL,
        payment_intent_id text UNIQUE,
        payment_error text,
        amount_pence int NOT NULL CHECK (amount_pence >= 0),
        currency text NOT NULL DEFAULT 'gbp',
        authorized_at timestamptz,
        capture_before timestamptz,
        captured_at timestamptz,
        refunded_pence int NOT NULL DEFAULT 0 CHECK (refunded_pence >= 0 AND refunded_pence <= amount_pence),
        email_status text NOT NULL DEFAULT 'pending' CHECK (email_status IN ('pending', 'queued', 'sent', 'failed')),
        email_message_id text,
        email_sent_at timestamptz,
        email_error text,
        access_token_hash text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        confirmed_by uuid,
        cancelled_at timestamptz,
        CHECK (ends_at > starts_at),
        CHECK (status <> 'confirmed' OR confirmed_at IS NOT NULL)
      )`);
    // At most one live appointment per slot.
    this.addSql(
      `CREATE UNIQUE INDEX appointment_one_live_per_slot ON appointment (slot_id) WHERE status IN ('pending', 'confirmed', 'completed')`,
    );
    this.addSql(`CREATE INDEX appointment_created_idx ON appointment (created_at DESC)`);
    this.addSql(`CREATE INDEX appointment_status_created_idx ON appointment (status, created_at DESC)`);
    this.addSql(`CREATE INDEX appointment_email_idx ON appointment (lower(patient_email))`);
    this.addSql(`CREATE INDEX appointment_practice_start_idx ON appointment (practice_id, starts_at)`);
    this.addSql(`CREATE INDEX appointment_capture_due_idx ON appointment (capture_before) WHERE payment_status = 'authorized'`);

    // Slots point back at their live hold / appointment (set in the same transaction as the state).
    this.addSql(`ALTER TABLE slot ADD CONSTRAINT slot_hold_fk FOREIGN KEY (hold_id) REFERENCES hold (id) DEFERRABLE INITIALLY DEFERRED`);
    this.addSql(
      `ALTER TABLE slot ADD CONSTRAINT slot_appointment_fk FOREIGN KEY (appointment_id) REFERENCES appointment (id) DEFERRABLE INITIALLY DEFERRED`,
    );
  }

  override down(): void {
    this.addSql('ALTER TABLE slot DROP CONSTRAINT IF EXISTS slot_appointment_fk');
    this.addSql('ALTER TABLE slot DROP CONSTRAINT IF EXISTS slot_hold_fk');
    this.addSql('DROP TABLE IF EXISTS appointment');
    this.addSql('DROP TABLE IF EXISTS hold');
    this.addSql('DROP TABLE IF EXISTS slot');
    this.addSql('DROP TABLE IF EXISTS operative');
    this.addSql('DROP TABLE IF EXISTS practice');
  }
}
