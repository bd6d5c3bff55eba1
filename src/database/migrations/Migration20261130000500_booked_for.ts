import { Migration } from '@mikro-orm/migrations';

/**
 * Booking for someone else: the lead form's name (patient_name, with the phone and e-mail) stays the
 * person who books and whom we contact; when the appointment is for someone else, their name and
 * whether they are under 16 are kept beside it, and for a child under 16 the booker's confirmation of
 * being their parent or guardian, with the terms and age consent of the same checkout.
 * - Nullable, no default: every existing appointment reads "the booker is the patient" (no rewrite).
 * - appointment_booked_for_check: a name and an age answer together, or neither.
 * - appointment_guardian_check: the guardian's confirmation exactly when the patient is under 16, so
 *   the database refuses a child without it, whatever the code.
 * - A trigram index so the admin's name search finds the patient as well as the booker.
 */
export class Migration20261130000500_booked_for extends Migration {
  override name = 'Migration20261130000500_booked_for';

  up(): void {
    this.addSql(`ALTER TABLE appointment
      ADD COLUMN booked_for_name text NULL,
      ADD COLUMN booked_for_under_16 boolean NULL,
      ADD COLUMN guardian_confirmed boolean NOT NULL DEFAULT false`);
    this.addSql(`ALTER TABLE appointment ADD CONSTRAINT appointment_booked_for_check
      CHECK ((booked_for_name IS NULL) = (booked_for_under_16 IS NULL))`);
    this.addSql(`ALTER TABLE appointment ADD CONSTRAINT appointment_guardian_check
      CHECK (guardian_confirmed = COALESCE(booked_for_under_16, false))`);
    this.addSql('CREATE INDEX appointment_booked_for_name_trgm_idx ON appointment USING gin (lower(booked_for_name) gin_trgm_ops)');
  }

  override down(): void {
    this.addSql('DROP INDEX IF EXISTS appointment_booked_for_name_trgm_idx');
    this.addSql('ALTER TABLE appointment DROP CONSTRAINT IF EXISTS appointment_guardian_check');
    this.addSql('ALTER TABLE appointment DROP CONSTRAINT IF EXISTS appointment_booked_for_check');
    this.addSql(`ALTER TABLE appointment
      DROP COLUMN IF EXISTS booked_for_name,
      DROP COLUMN IF EXISTS booked_for_under_16,
      DROP COLUMN IF EXISTS guardian_confirmed`);
  }
}
