import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEventInput } from './domain-event.js';

/**
 * Appends events with one multi-row INSERT on the caller's transaction. Only use it inside
 * `TransactionRunner.run` (or another `em.transactional`), so state and events commit together.
 */
export async function appendEvents(em: EntityManager, events: readonly DomainEventInput[]): Promise<string[]> {
  if (events.length === 0) return [];
  const values: string[] = [];
  const params: unknown[] = [];
  for (const e of events) {
    values.push('(?, ?, ?, ?::jsonb, ?, ?, ?)');
    params.push(
      e.type,
      e.aggregateType,
      e.aggregateId,
      JSON.stringify(e.payload ?? {}),
      e.actor ?? null,
      e.correlationId ?? null,
      e.causationId ?? null,
    );
  }
  const rows = await em.execute<{ id: string }[]>(
    `INSERT INTO domain_event (type, aggregate_type, aggregate_id, payload, actor, correlation_id, causation_id)
     VALUES ${values.join(', ')} RETURNING id`,
    params,
  );
  return rows.map((r) => r.id);
}
