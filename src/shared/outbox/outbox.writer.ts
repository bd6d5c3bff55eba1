import type { DomainEventInput } from './domain-event.js';

/** An event's values in the order of the INSERTs' column list below. */
const columnValues = (e: DomainEventInput): unknown[] => [
  e.type,
  e.aggregateType,
  e.aggregateId,
  JSON.stringify(e.payload ?? {}),
  e.actor ?? null,
  e.correlationId ?? null,
  e.causationId ?? null,
];

/**
 * Events that are a write of their own (nothing else changes with them, e.g. a search's demand
 * record), as ONE statement with placeholders $1…: a round trip instead of the four of BEGIN …
 * COMMIT, or none when a read that runs anyway carries it as a data-modifying CTE (`WITH recorded
 * AS (…)`; the search's answer does). `durable: false` turns the commit's WAL-flush wait off for
 * that statement's own implicit transaction only (`set_config(…, true)` is transaction-local and
 * still set when it commits).
 */
export function standaloneEventsInsert(
  events: readonly DomainEventInput[],
  options: { durable?: boolean } = {},
): { sql: string; params: unknown[] } {
  if (events.length === 0) throw new RangeError('standaloneEventsInsert needs at least one event');
  const values: string[] = [];
  const params: unknown[] = [];
  for (const e of events) {
    const at = params.length;
    values.push(`($${at + 1}::text, $${at + 2}::text, $${at + 3}::text, $${at + 4}::jsonb, $${at + 5}::text, $${at + 6}::uuid, $${at + 7}::uuid)`);
    params.push(...columnValues(e));
  }
  const sql = `INSERT INTO domain_event (type, aggregate_type, aggregate_id, payload, actor, correlation_id, causation_id)
     SELECT v.* FROM (VALUES ${values.join(', ')})
         AS v (type, aggregate_type, aggregate_id, payload, actor, correlation_id, causation_id)
      ${options.durable === false ? `WHERE set_config('synchronous_commit', 'off', true) IS NOT NULL` : ''}
     RETURNING id`;
  return { sql, params };
}
