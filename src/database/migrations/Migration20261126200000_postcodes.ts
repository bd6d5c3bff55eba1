import { Migration } from '@mikro-orm/migrations';

/**
 * Every live GB postcode with its own coordinates (ADR 0029).
 * - postcode: one row per postcode, keyed by its compact form ('W1G8YS': the `postcode` package's
 *   normal form without the space). Filled by the loader (src/modules/postcodes/postcode-loader.ts)
 *   from the bundled Code-Point Open file, not by this migration: the migrate step stays quick and the
 *   outcode table answers until the load commits. The checks keep the rows inside Great Britain.
 *   The key is COLLATE "C" (byte order): its one btree then serves the exact lookup AND the
 *   type-ahead's prefix range in order (`compact >= 'SW1A1' AND compact < 'SW1A2' ORDER BY compact
 *   LIMIT 8`), with no second (text_pattern_ops) index and no sort.
 * - postcode_load: one row per file loaded to completion, by its SHA-256: the loader skips a file
 *   already loaded, and a load that dies half way (one transaction) leaves no row and no data.
 */
export class Migration20261126200000_postcodes extends Migration {
  override name = 'Migration20261126200000_postcodes';

  up(): void {
    this.addSql(`CREATE TABLE postcode (
      compact text COLLATE "C" PRIMARY KEY CONSTRAINT postcode_compact_check CHECK (compact ~ '^[A-Z0-9]{5,7}$'),
      lat double precision NOT NULL CONSTRAINT postcode_lat_check CHECK (lat BETWEEN 49 AND 61),
      lng double precision NOT NULL CONSTRAINT postcode_lng_check CHECK (lng BETWEEN -9 AND 3)
    )`);
    this.addSql(`CREATE TABLE postcode_load (
      checksum text PRIMARY KEY CONSTRAINT postcode_load_checksum_check CHECK (checksum ~ '^[0-9a-f]{64}$'),
      row_count int NOT NULL CONSTRAINT postcode_load_row_count_check CHECK (row_count > 0),
      started_at timestamptz NOT NULL,
      completed_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  override down(): void {
    this.addSql('DROP TABLE IF EXISTS postcode_load');
    this.addSql('DROP TABLE IF EXISTS postcode');
  }
}
