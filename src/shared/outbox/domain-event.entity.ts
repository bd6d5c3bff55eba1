import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * The event log, the audit trail and the outbox in one table (ARCHITECTURE.md rule 1). Beyond this
 * definition: the `domain_event_notify` trigger (per row `WHEN (NEW.wakes_relay)`,
 * `pg_notify('domain_event')`) that wakes the relay, created by Migration20261122000100_foundation and
 * made per row by Migration20261127000200_quiet_events.
 */
export const DomainEvent = defineEntity({
  name: 'DomainEvent',
  tableName: 'domain_event',
  indexes: [
    { name: 'domain_event_unpublished_idx', properties: ['seq'], where: 'published_at IS NULL' },
    { name: 'domain_event_aggregate_idx', properties: ['aggregateType', 'aggregateId', 'seq'] },
    { name: 'domain_event_type_idx', properties: ['type', 'occurredAt'] },
  ],
  checks: [{ name: 'domain_event_type_check', expression: "type <> ''::text" }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    seq: p.bigint('string').autoincrement().generated('identity').unique('domain_event_seq_key'),
    type: p.text(),
    aggregateType: p.text(),
    aggregateId: p.text(),
    payload: p.json<Record<string, unknown>>().columnType('jsonb').defaultRaw("'{}'::jsonb"),
    actor: p.text().nullable(),
    correlationId: p.uuid().nullable(),
    causationId: p.uuid().nullable(),
    occurredAt: p.datetime().defaultRaw('now()'),
    publishedAt: p.datetime().nullable(),
    /** False for an event whose every job is due later (`EventRoute.later`): the relays' poll publishes it, no NOTIFY. */
    wakesRelay: p.boolean().default(true),
  },
});
