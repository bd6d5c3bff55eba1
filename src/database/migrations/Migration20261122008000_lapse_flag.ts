import { Migration } from '@mikro-orm/migrations';

/** When the lapse-risk job flagged an authorisation (so each is flagged once). */
export class Migration20261122008000_lapse_flag extends Migration {
  override name = 'Migration20261122008000_lapse_flag';

  up(): void {
    this.addSql('ALTER TABLE appointment ADD COLUMN lapse_flagged_at timestamptz');
  }

  override down(): void {
    this.addSql('ALTER TABLE appointment DROP COLUMN IF EXISTS lapse_flagged_at');
  }
}
