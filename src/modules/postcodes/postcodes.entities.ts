import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * Every live GB postcode (Code-Point Open, OGL v3.0) with its WGS84 coordinates, keyed by its compact
 * normal form ('W1G8YS'). Created by Migration20261126200000_postcodes, filled by the loader.
 */
export const Postcode = defineEntity({
  name: 'Postcode',
  tableName: 'postcode',
  checks: [
    { name: 'postcode_compact_check', expression: "compact ~ '^[A-Z0-9]{5,7}$'::text" },
    // `BETWEEN` as MikroORM's schema reader normalises PostgreSQL's definition (as for practice).
    { name: 'postcode_lat_check', expression: 'lat >= (49 precision) AND lat <= (61 precision)' },
    { name: 'postcode_lng_check', expression: "lng >= ('-9'::integer precision) AND lng <= (3 precision)" },
  ],
  properties: {
    // Byte order (COLLATE "C"): the primary key's btree also serves the type-ahead's prefix ranges.
    compact: p.text().primary().collation('C'),
    lat: p.double(),
    lng: p.double(),
  },
});

/** One row per postcode file loaded to completion, by its SHA-256 (the loader's idempotence). */
export const PostcodeLoad = defineEntity({
  name: 'PostcodeLoad',
  tableName: 'postcode_load',
  checks: [
    { name: 'postcode_load_checksum_check', expression: "checksum ~ '^[0-9a-f]{64}$'::text" },
    { name: 'postcode_load_row_count_check', expression: 'row_count > 0' },
  ],
  properties: {
    checksum: p.text().primary(),
    rowCount: p.integer(),
    startedAt: p.datetime(),
    completedAt: p.datetime().defaultRaw('now()'),
  },
});
