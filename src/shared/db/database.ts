import type { InferKyselyDB } from '@mikro-orm/sql';
import type { ColumnType } from 'kysely';
import type { entities } from '../../database/entities.js';

/**
 * A timestamp column as the driver really returns it: MikroORM's `pg` type parsers keep
 * `timestamptz` as PostgreSQL's text ('2026-11-24 09:15:00+00'), exact to the microsecond, so a
 * value read can be compared with the stored one. Writes take a Date or such a text.
 */
type Timestamp<Select> = ColumnType<Select, Date | string | Exclude<Select, string>, Date | string | Exclude<Select, string>>;

// Wrapped in tuples so a union (`string | null`) is judged as a whole, not member by member.
type TimestampsAsText<Column> =
  [Column] extends [ColumnType<infer S, infer I, infer U>]
    ? [S] extends [Date]
      ? ColumnType<string, I | string, U | string>
      : [S] extends [Date | null]
        ? ColumnType<string | null, I | string, U | string>
        : Column
    : [Column] extends [Date]
      ? Timestamp<string>
      : [Column] extends [Date | null]
        ? Timestamp<string | null>
        : Column;

type WithTimestampsAsText<DB> = { [Table in keyof DB]: { [Column in keyof DB[Table]]: TimestampsAsText<DB[Table][Column]> } };

/** Every table as Kysely sees it, inferred from the entity definitions (never written by hand). */
export type Database = WithTimestampsAsText<InferKyselyDB<(typeof entities)[number]>>;
