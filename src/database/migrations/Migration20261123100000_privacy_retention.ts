import { Migration } from '@mikro-orm/migrations';

/**
 * Data retention (ADR 0021): when an appointment's or a hold's patient fields were anonymised, and
 * partial indexes so the daily sweep reads only the rows still to do, oldest first.
 */
export class Migration20261123100000_privacy_retention extends Migration {
  override name = 'Migration20261123100000_privacy_retention';

  up(): void {
    this.addSql('ALTER TABLE appointment ADD COLUMN anonymised_at timestamptz');
    this.addSql('ALTER TABLE hold ADD COLUMN anonymised_at timestamptz');
    this.addSql('CREATE INDEX appointment_retention_idx ON appointment (ends_at) WHERE anonymised_at IS NULL');
    this.addSql('CREATE INDEX hold_retention_idx ON hold (expires_at) WHERE anonymised_at IS NULL');
    this.addSql('CREATE INDEX dev_mail_sent_at_idx ON dev_mail (sent_at)');
  }

  override down(): void {
    this.addSql('DROP INDEX IF EXISTS dev_mail_sent_at_idx');
    this.addSql('DROP INDEX IF EXISTS hold_retention_idx');
    this.addSql('DROP INDEX IF EXISTS appointment_retention_idx');
    this.addSql('ALTER TABLE hold DROP COLUMN IF EXISTS anonymised_at');
    this.addSql('ALTER TABLE appointment DROP COLUMN IF EXISTS anonymised_at');
  }
}
