import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's appointment search and the paged practices list (ADR 0031). Every search is
 * one index lookup, newest first by (created_at, id), the keyset the pages walk:
 * - the list and its status / payment-status / practice filters: composite (filter, created_at, id)
 *   indexes, read backwards in keyset order (replacing the (created_at) and (status, created_at) ones);
 * - a name: a trigram GIN index on lower(patient_name) (substring, case-insensitive);
 * - a phone: the stored national format's digits (what the search normalises a typed number to);
 * - a date range: starts_at;
 * - a reference and an e-mail already have theirs (appointment_reference_key, appointment_email_idx).
 * The practices page walks (name, id) of active practices.
 */
export class Migration20261126400000_admin_search extends Migration {
  override name = 'Migration20261126400000_admin_search';

  up(): void {
    this.addSql('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    this.addSql('DROP INDEX IF EXISTS appointment_created_idx');
    this.addSql('DROP INDEX IF EXISTS appointment_status_created_idx');
    this.addSql('CREATE INDEX appointment_created_id_idx ON appointment (created_at DESC, id DESC)');
    this.addSql('CREATE INDEX appointment_status_created_idx ON appointment (status, created_at DESC, id DESC)');
    this.addSql('CREATE INDEX appointment_payment_status_created_idx ON appointment (payment_status, created_at DESC, id DESC)');
    this.addSql('CREATE INDEX appointment_practice_created_idx ON appointment (practice_id, created_at DESC, id DESC)');
    this.addSql('CREATE INDEX appointment_starts_idx ON appointment (starts_at)');
    this.addSql('CREATE INDEX appointment_name_trgm_idx ON appointment USING gin (lower(patient_name) gin_trgm_ops)');
    this.addSql(`CREATE INDEX appointment_phone_digits_idx ON appointment (regexp_replace(patient_phone, '[^0-9]', '', 'g'))`);
    this.addSql('DROP INDEX IF EXISTS practice_active_name_idx');
    this.addSql('CREATE INDEX practice_active_name_idx ON practice (name, id) WHERE archived_at IS NULL');
  }

  override down(): void {
    this.addSql('DROP INDEX IF EXISTS practice_active_name_idx');
    this.addSql('CREATE INDEX practice_active_name_idx ON practice (name) WHERE archived_at IS NULL');
    this.addSql('DROP INDEX IF EXISTS appointment_phone_digits_idx');
    this.addSql('DROP INDEX IF EXISTS appointment_name_trgm_idx');
    this.addSql('DROP INDEX IF EXISTS appointment_starts_idx');
    this.addSql('DROP INDEX IF EXISTS appointment_practice_created_idx');
    this.addSql('DROP INDEX IF EXISTS appointment_payment_status_created_idx');
    this.addSql('DROP INDEX IF EXISTS appointment_status_created_idx');
    this.addSql('DROP INDEX IF EXISTS appointment_created_id_idx');
    this.addSql('CREATE INDEX appointment_status_created_idx ON appointment (status, created_at DESC)');
    this.addSql('CREATE INDEX appointment_created_idx ON appointment (created_at DESC)');
  }
}
