import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';
import { POSTCODE_LOAD_LOCK_KEY } from './postcodes.constants.js';
import { prefixUpperBound } from './postcodes.rules.js';

/** The whole-GB postcode table: exact lookups, prefix suggestions and the loader's statements. */
@Injectable()
export class PostcodesRepository {
  constructor(private readonly db: Db) {}

  /** A postcode's own point by its compact key: one primary-key probe, a named prepared statement. */
  @GenerateSql({ params: ['SW1A1AA'] })
  async findPoint(compact: string): Promise<{ lat: number; lng: number } | undefined> {
    const [row] = await this.db.prepared(
      this.db.kysely.selectFrom('postcode').select(['lat', 'lng']).where('compact', '=', compact),
    );
    return row && { lat: Number(row.lat), lng: Number(row.lng) };
  }

  /**
   * Up to `limit` keys starting with `prefix`, in order: a range scan of the primary key (byte order,
   * COLLATE "C"), written as a range rather than LIKE so a generic plan of the prepared statement
   * still uses the index.
   */
  @GenerateSql({ params: ['SW1A', 8] })
  async keysStartingWith(prefix: string, limit: number): Promise<string[]> {
    const rows = await this.db.prepared(
      this.db.kysely
        .selectFrom('postcode')
        .select('compact')
        .where('compact', '>=', prefix)
        .where('compact', '<', prefixUpperBound(prefix))
        .orderBy('compact')
        .limit(limit),
    );
    return rows.map((r) => r.compact);
  }

  /** Whether the file with this SHA-256 was loaded to completion. */
  @GenerateSql({ params: ['sha-256-of-the-file'] })
  async isLoaded(checksum: string): Promise<boolean> {
    const row = await this.db.kysely
      .selectFrom('postcode_load')
      .select('checksum')
      .where('checksum', '=', checksum)
      .executeTakeFirst();
    return Boolean(row);
  }

  /** The load that filled the table, if any (newest first). */
  @GenerateSql({ params: [] })
  async lastLoad() {
    return this.db.kysely
      .selectFrom('postcode_load')
      .select(['checksum', 'row_count', 'started_at', 'completed_at'])
      .orderBy('completed_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /**
   * Inside the load's transaction: takes the loaders' lock for the transaction (false when another
   * worker holds it) and lifts the statement time-out for the rest of the transaction (emptying a
   * previous load is one long statement).
   */
  @GenerateSql({ params: [] })
  async beginLoad(): Promise<boolean> {
    const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_xact_lock(${POSTCODE_LOAD_LOCK_KEY}::int8) AS locked`.execute(this.db.kysely);
    if (!rows[0]?.locked) return false;
    await sql`SET LOCAL statement_timeout = 0`.execute(this.db.kysely);
    return true;
  }

  /** Inside the load's transaction: the previous file's rows and load records go. */
  @GenerateSql({ params: [] })
  async clear(): Promise<void> {
    await this.db.kysely.deleteFrom('postcode').execute();
    await this.db.kysely.deleteFrom('postcode_load').execute();
  }

  /** One batch as three parallel arrays: one statement, three parameters (`unnest`). */
  @GenerateSql({ params: [['SW1A1AA', 'SW1A2AA'], [51.501, 51.503], [-0.141, -0.128]] })
  async insertBatch(compact: string[], lat: number[], lng: number[]): Promise<void> {
    await this.db.kysely
      .insertInto('postcode')
      .columns(['compact', 'lat', 'lng'])
      .expression(
        sql`SELECT * FROM unnest(${compact}::text[], ${lat}::float8[], ${lng}::float8[])` as never,
      )
      .execute();
  }

  /** Inside the load's transaction: the file is loaded (commits with the rows). */
  @GenerateSql({ params: ['sha-256-of-the-file', 1_700_000, DUMMY.instant] })
  async recordLoad(checksum: string, rowCount: number, startedAt: Date): Promise<void> {
    await this.db.kysely.insertInto('postcode_load').values({ checksum, row_count: rowCount, started_at: startedAt }).execute();
  }
}
