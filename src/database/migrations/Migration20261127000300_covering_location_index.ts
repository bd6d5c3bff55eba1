import { Migration } from '@mikro-orm/migrations';

/**
 * The search's GiST index on point(longitude, latitude) also carries what the search reads of each
 * practice it finds (id, name, latitude, longitude), so a search reads the index alone (an index-only
 * scan) instead of visiting a heap page for almost every practice: in a city, the ≈ 1,100 practices
 * within reach lie on ≈ 300 pages (docs/performance.md "The dense cities").
 */
export class Migration20261127000300_covering_location_index extends Migration {
  override name = 'Migration20261127000300_covering_location_index';

  up(): void {
    this.addSql('DROP INDEX IF EXISTS practice_location_idx');
    this.addSql(`
      CREATE INDEX practice_location_idx ON practice USING gist (point(longitude, latitude))
      INCLUDE (id, name, latitude, longitude)
      WHERE archived_at IS NULL AND latitude IS NOT NULL`);
  }

  override down(): void {
    this.addSql('DROP INDEX IF EXISTS practice_location_idx');
    this.addSql(`
      CREATE INDEX practice_location_idx ON practice USING gist (point(longitude, latitude))
      WHERE archived_at IS NULL AND latitude IS NOT NULL`);
  }
}
