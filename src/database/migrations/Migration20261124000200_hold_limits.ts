import { Migration } from '@mikro-orm/migrations';

/**
 * Live-hold limits (against slot squatting). A hold records who asked for it: `client_key`,
 * a keyed hash (HMAC with the site's signing secret) of the client's network, never the address
 * itself, NULL for a hold the system made (a waitlist offer claimed); and `patient_phone_e164`, the
 * phone in E.164, NULL where it could not be read (holds from before this migration). Partial indexes
 * over live holds make the count that decides a new hold an index range scan of a few rows.
 */
export class Migration20261124000200_hold_limits extends Migration {
  override name = 'Migration20261124000200_hold_limits';

  up(): void {
    this.addSql('ALTER TABLE hold ADD COLUMN client_key text');
    this.addSql('ALTER TABLE hold ADD COLUMN patient_phone_e164 text');
    this.addSql(
      `CREATE INDEX hold_live_by_client_idx ON hold (client_key, expires_at) WHERE status = 'active' AND client_key IS NOT NULL`,
    );
    this.addSql(
      `CREATE INDEX hold_live_by_phone_idx ON hold (patient_phone_e164, expires_at) WHERE status = 'active' AND patient_phone_e164 IS NOT NULL`,
    );
  }

  override down(): void {
    this.addSql('DROP INDEX IF EXISTS hold_live_by_phone_idx');
    this.addSql('DROP INDEX IF EXISTS hold_live_by_client_idx');
    this.addSql('ALTER TABLE hold DROP COLUMN IF EXISTS patient_phone_e164');
    this.addSql('ALTER TABLE hold DROP COLUMN IF EXISTS client_key');
  }
}
