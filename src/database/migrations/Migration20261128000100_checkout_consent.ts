import { Migration } from '@mikro-orm/migrations';

/**
 * Consent and age at checkout: each appointment keeps the Booking Terms version
 * the patient accepted, when (the Clock's time of the first checkout) and the "16 or over"
 * confirmation.
 * - booked_before_consent marks the appointments that existed before the checkout asked: added
 *   with DEFAULT true (no table rewrite; every existing row reads true), then the default becomes
 *   false, so every appointment created from now on must carry the consent.
 * - appointment_consent_check: the database refuses a new appointment without it, whatever the code.
 */
export class Migration20261128000100_checkout_consent extends Migration {
  override name = 'Migration20261128000100_checkout_consent';

  up(): void {
    this.addSql(`ALTER TABLE appointment
      ADD COLUMN terms_version text NULL,
      ADD COLUMN terms_accepted_at timestamptz NULL,
      ADD COLUMN over_16_confirmed boolean NOT NULL DEFAULT false,
      ADD COLUMN booked_before_consent boolean NOT NULL DEFAULT true`);
    this.addSql(`ALTER TABLE appointment ALTER COLUMN booked_before_consent SET DEFAULT false`);
    this.addSql(`ALTER TABLE appointment ADD CONSTRAINT appointment_consent_check
      CHECK (booked_before_consent OR ((terms_version IS NOT NULL) AND (terms_accepted_at IS NOT NULL) AND over_16_confirmed))`);
  }

  override down(): void {
    this.addSql('ALTER TABLE appointment DROP CONSTRAINT IF EXISTS appointment_consent_check');
    this.addSql(`ALTER TABLE appointment
      DROP COLUMN IF EXISTS terms_version,
      DROP COLUMN IF EXISTS terms_accepted_at,
      DROP COLUMN IF EXISTS over_16_confirmed,
      DROP COLUMN IF EXISTS booked_before_consent`);
  }
}
