import { Migration } from '@mikro-orm/migrations';

/**
 * The language the patient booked in, kept on the appointment so every channel that speaks to them
 * afterwards (the e-mails, the texts, the reminders, the calendar file, the manage page) reads it
 * from the row it already reads; the patient can change it from the manage page.
 * - NOT NULL DEFAULT 'en-GB': every existing booking was made in English, and a checkout that says
 *   nothing is English too.
 * - appointment_locale_check: one of LOCALES (languages.constants.ts) as they are today, written out
 *   so this migration never changes; a new language needs a new migration.
 */
export class Migration20261201000600_appointment_locale extends Migration {
  override name = 'Migration20261201000600_appointment_locale';

  up(): void {
    this.addSql(`ALTER TABLE appointment ADD COLUMN locale text NOT NULL DEFAULT 'en-GB'
      CONSTRAINT appointment_locale_check CHECK (locale = ANY (ARRAY['en-GB'::text, 'cy'::text]))`);
  }

  override down(): void {
    this.addSql('ALTER TABLE appointment DROP CONSTRAINT IF EXISTS appointment_locale_check');
    this.addSql('ALTER TABLE appointment DROP COLUMN IF EXISTS locale');
  }
}
