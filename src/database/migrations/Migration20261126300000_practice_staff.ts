import { Migration } from '@mikro-orm/migrations';

/**
 * Practice staff run their own day (ADR 0030).
 * - practice_staff: who is staff of which practice (membership, not a role: a user may be staff of
 *   several practices, and an admin or a patient account may also be staff).
 * - appointment.outcome: what happened after the visit, set once (compare-and-set on `outcome IS
 *   NULL`); the checks refuse an outcome that contradicts the booking's status.
 * - appointment.cancelled_by gains 'practice' (a cancellation by the practice's own staff).
 * - practice_calendar_feed: one secret feed URL per practice, only the SHA-256 of its token stored;
 *   rotating replaces the hash (the old URL stops working), revoking deletes the row.
 */
export class Migration20261126300000_practice_staff extends Migration {
  override name = 'Migration20261126300000_practice_staff';

  up(): void {
    this.addSql(`CREATE TABLE practice_staff (
      user_id uuid NOT NULL CONSTRAINT practice_staff_user_id_fkey REFERENCES app_user (id) ON DELETE CASCADE,
      practice_id uuid NOT NULL CONSTRAINT practice_staff_practice_id_fkey REFERENCES practice (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid NULL,
      CONSTRAINT practice_staff_pkey PRIMARY KEY (user_id, practice_id)
    )`);
    this.addSql(`CREATE INDEX practice_staff_practice_idx ON practice_staff (practice_id)`);

    this.addSql(`ALTER TABLE appointment
      ADD COLUMN outcome text NULL,
      ADD COLUMN outcome_at timestamptz NULL,
      ADD COLUMN outcome_by uuid NULL,
      ADD CONSTRAINT appointment_outcome_check CHECK ((outcome IS NULL) OR (outcome = ANY (ARRAY['attended'::text, 'no_show'::text, 'cancelled_by_practice'::text]))),
      ADD CONSTRAINT appointment_outcome_has_time CHECK ((outcome IS NULL) = (outcome_at IS NULL)),
      ADD CONSTRAINT appointment_outcome_status_check CHECK ((outcome IS NULL) OR ((outcome = 'cancelled_by_practice'::text) AND (status = 'cancelled'::text)) OR ((outcome <> 'cancelled_by_practice'::text) AND (status = 'confirmed'::text)))`);
    this.addSql(`ALTER TABLE appointment DROP CONSTRAINT appointment_cancelled_by_check`);
    this.addSql(`ALTER TABLE appointment ADD CONSTRAINT appointment_cancelled_by_check
      CHECK ((cancelled_by IS NULL) OR (cancelled_by = ANY (ARRAY['patient'::text, 'admin'::text, 'system'::text, 'practice'::text])))`);
    // The people-helped count reads attended outcomes.
    this.addSql(`CREATE INDEX appointment_attended_idx ON appointment (outcome_at) WHERE (outcome = 'attended'::text)`);

    this.addSql(`CREATE TABLE practice_calendar_feed (
      practice_id uuid NOT NULL CONSTRAINT practice_calendar_feed_pkey PRIMARY KEY CONSTRAINT practice_calendar_feed_practice_id_fkey REFERENCES practice (id) ON DELETE CASCADE,
      token_hash text NOT NULL CONSTRAINT practice_calendar_feed_token_hash_key UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      created_by uuid NULL
    )`);
  }

  override down(): void {
    this.addSql('DROP TABLE IF EXISTS practice_calendar_feed');
    this.addSql('DROP INDEX IF EXISTS appointment_attended_idx');
    this.addSql(`UPDATE appointment SET cancelled_by = 'admin' WHERE cancelled_by = 'practice'`);
    this.addSql(`ALTER TABLE appointment DROP CONSTRAINT appointment_cancelled_by_check`);
    this.addSql(`ALTER TABLE appointment ADD CONSTRAINT appointment_cancelled_by_check
      CHECK ((cancelled_by IS NULL) OR (cancelled_by = ANY (ARRAY['patient'::text, 'admin'::text, 'system'::text])))`);
    this.addSql('ALTER TABLE appointment DROP COLUMN IF EXISTS outcome, DROP COLUMN IF EXISTS outcome_at, DROP COLUMN IF EXISTS outcome_by');
    this.addSql('DROP TABLE IF EXISTS practice_staff');
  }
}
