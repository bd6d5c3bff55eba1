import { Migration } from '@mikro-orm/migrations';

/**
 * The bookable slots by start time: "which practices have a bookable slot before this
 * instant, anywhere" in one range scan of the index, where slot_bookable_idx (practice, start) needs
 * one probe per practice. The search asks it when the nearest 80 practices have nothing before some
 * day and the 64 farther ones after them neither: late in the day in a city, nobody in reach has a
 * slot left today, and without this index the search probes every practice in reach (≈ 1,000 in
 * London, 8–15 ms) to find that out. Covering (practice_id and what the bookable rule reads), same predicate as
 * slot_bookable_idx. A slot's status change already updates every index of the slot table (status
 * is in slot_bookable_idx's predicate, so no such update is HOT): one more index entry per change.
 */
export class Migration20261128000300_bookable_slot_start_index extends Migration {
  override name = 'Migration20261128000300_bookable_slot_start_index';

  up(): void {
    this.addSql(`
      CREATE INDEX slot_bookable_start_idx ON slot (starts_at)
      INCLUDE (practice_id, status, hold_expires_at)
      WHERE status IN ('open', 'held')`);
  }

  override down(): void {
    this.addSql('DROP INDEX IF EXISTS slot_bookable_start_idx');
  }
}
