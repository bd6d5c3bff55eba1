import { type RawBuilder, sql } from 'kysely';

/**
 * A value for a jsonb column, sent as one JSON text parameter. (`pg` would turn a JS array into a
 * PostgreSQL array literal, not JSON, so every jsonb write goes through here.)
 */
export function jsonb<T>(value: T): RawBuilder<T> {
  return sql<T>`${JSON.stringify(value)}::jsonb`;
}
