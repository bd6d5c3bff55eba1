import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for POST /api/search (ADR 0015):
 * - practice_location_idx: a GiST index on the built-in point(longitude, latitude) of active
 *   practices with coordinates, for the candidate bounding box (`point <@ box`). Built-in types only:
 *   no cube/earthdistance extension (an ll_to_earth expression index does not survive pg_dump and
 *   restore on PostgreSQL 15, and earthdistance's own Earth radius is not the spec's 6371 km).
 * - slot_bookable_idx becomes covering: same key and predicate, plus INCLUDE (id, ends_at, status,
 *   hold_expires_at), so the search's first-slot probe per practice is an index-only scan. Every
 *   query that used the old index uses this one.
 */
export class Migration20261122009000_search_indexes extends Migration {
  override name = 'Migration20261122009000_search_indexes';

  up(): void {
    this.addSql(
      `CREATE INDEX practice_location_idx ON practice USING gist (point(longitude, latitude))
        WHERE archived_at IS NULL AND latitude IS NOT NULL`,
    );
    this.addSql(
      `CREATE INDEX slot_bookable_covering_idx ON slot (practice_id, starts_at)
        INCLUDE (id, ends_at, status, hold_expires_at) WHERE status IN ('open', 'held')`,
    );
    this.addSql('DROP INDEX IF EXISTS slot_bookable_idx');
    this.addSql('ALTER INDEX slot_bookable_covering_idx RENAME TO slot_bookable_idx');
  }

  override down(): void {
    this.addSql('DROP INDEX IF EXISTS practice_location_idx');
    this.addSql('DROP INDEX IF EXISTS slot_bookable_idx');
    this.addSql(`CREATE INDEX slot_bookable_idx ON slot (practice_id, starts_at) WHERE status IN ('open', 'held')`);
  }
}
