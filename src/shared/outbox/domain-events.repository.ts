import { Injectable } from '@nestjs/common';
import pg from 'pg';
import { type Expression, type Insertable, type QueryCreator, type Selectable, sql } from 'kysely';
import type { Database } from '../db/database.js';
import { Db } from '../db/db.js';
import { jsonb } from '../db/jsonb.js';
import { DUMMY, GenerateSql } from '../db/generate-sql.js';
import type { Bind } from '../db/prepared-shape.js';
import type { DomainEventInput, StoredDomainEvent } from './domain-event.js';
import { wakesRelay } from './event-routes.js';
import { OutboxEvent } from './outbox.events.js';

/** The channel the `domain_event_notify` trigger notifies after every insert of an event that wakes the relays. */
const CHANNEL = 'domain_event';

/** An event as its `domain_event` row (the payload as a value; `asRow` sends it as jsonb). */
const eventRow = (e: DomainEventInput) =>
  ({
    type: e.type,
    aggregate_type: e.aggregateType,
    aggregate_id: e.aggregateId,
    payload: e.payload ?? {},
    actor: e.actor ?? null,
    correlation_id: e.correlationId ?? null,
    causation_id: e.causationId ?? null,
    wakes_relay: wakesRelay(e.type),
  }) satisfies Insertable<Database['domain_event']>;

const asRow = (e: DomainEventInput) => ({ ...eventRow(e), payload: jsonb(e.payload ?? {}) });

/** The columns an event sets (the rest are the table's defaults). */
const EVENT_COLUMNS = ['type', 'aggregate_type', 'aggregate_id', 'payload', 'actor', 'correlation_id', 'causation_id', 'wakes_relay'] as const;

/**
 * The comment every INSERT the outbox builds for another module's statement carries: `domain_event`
 * is the outbox's table, and the checked-in SQL shows which writes of it are the outbox's own
 * fragments (test/integration/architecture/table-ownership.spec.ts accepts only those outside the outbox).
 */
export const OUTBOX_PORT_MARK = "events appended by the outbox's port";
const portMark = sql.raw(`/* ${OUTBOX_PORT_MARK} */`);

/** Events as `standaloneEventsInsert` takes them in ONE parameter: their rows as a JSON array. */
export const eventsAsJson = (events: readonly DomainEventInput[]) => JSON.stringify(events.map(eventRow));

/**
 * The INSERT of events that are a write of their own (nothing else changes with them, e.g. a
 * search's demand record), as ONE statement that needs no transaction: run alone, or carried by a
 * read that runs anyway as a data-modifying CTE (`with('recorded', (qc) => standaloneEventsInsert(qc,
 * …))`; the search's answer does), so it costs no round trip. The events travel as one jsonb
 * parameter (`events`, or their `eventsAsJson` bound by a statement built once), read as rows of
 * the table's own type: one statement text whatever their number. `durable: false` turns the
 * commit's WAL-flush wait off for that statement's own implicit transaction only: `set_config(…,
 * true)` in RETURNING runs for every inserted row, is transaction-local, and is still set when the
 * statement commits.
 */
export function standaloneEventsInsert(
  db: QueryCreator<Database>,
  events: readonly DomainEventInput[] | Expression<string>,
  options: { durable?: boolean } = {},
) {
  const json = Array.isArray(events) ? eventsAsJson(events) : events;
  return db
    .insertInto('domain_event')
    .columns(EVENT_COLUMNS)
    .expression((eb) =>
      eb
        .selectFrom(sql<Selectable<Database['domain_event']>>`jsonb_populate_recordset(NULL::domain_event, ${json}::jsonb) ${portMark}`.as('e'))
        .select(EVENT_COLUMNS.map((column) => `e.${column}` as const)),
    )
    .returning('id')
    .$if(options.durable === false, (qb) => qb.returning(sql<string>`set_config('synchronous_commit', 'off', true)`.as('synchronous_commit')));
}

/**
 * Up to `places` events of a statement built once (`PreparedShape`), as the rows of a VALUES list
 * with a fixed number of places (unused ones are NULL and skipped), each field a parameter of its
 * own: one statement text for one event or `places`, and a list PostgreSQL counts exactly, so the
 * statement that carries it keeps a generic plan (`standaloneEventsInsert`'s set-returning function
 * guesses 100 rows, which made the search's answer plan again on every execution: ≈ 0.1 ms a search,
 * measured with `npm run bench -- search-ab`). For records whose loss in a crash costs nothing but a
 * line in a report: committed without waiting for the WAL flush (`set_config(…, true)` is local to
 * the statement's own implicit transaction). A data-modifying CTE of a read that runs anyway.
 */
export function boundEventsInsert<V>(qc: QueryCreator<Database>, bind: Bind<V>, eventsOf: (values: V) => readonly DomainEventInput[], places: number) {
  const place = (i: number) => {
    const field = <T>(read: (e: DomainEventInput) => T) =>
      bind((v) => {
        const event = eventsOf(v)[i];
        return event ? read(event) : null;
      });
    return sql`(${field((e) => e.type)}::text, ${field((e) => e.aggregateType)}::text, ${field((e) => e.aggregateId)}::text,
      ${field((e) => JSON.stringify(e.payload ?? {}))}::jsonb, ${field((e) => e.actor ?? null)}::text,
      ${field((e) => e.correlationId ?? null)}::uuid, ${field((e) => e.causationId ?? null)}::uuid,
      ${field((e) => wakesRelay(e.type))}::boolean)`;
  };
  return qc
    .insertInto('domain_event')
    .columns(EVENT_COLUMNS)
    .expression(
      sql`SELECT v.* ${portMark} FROM (VALUES ${sql.join(Array.from({ length: places }, (_, i) => place(i)))}) AS v (type, aggregate_type, aggregate_id, payload, actor, correlation_id, causation_id, wakes_relay)
          WHERE v.type IS NOT NULL AND set_config('synchronous_commit', 'off', true) IS NOT NULL`,
    )
    .returning('id');
}

/** The `domain_event` table: the event log, the audit trail and the outbox (ARCHITECTURE.md rule 1). */
@Injectable()
export class DomainEventsRepository {
  constructor(private readonly db: Db) {}

  /** Appends events with one multi-row INSERT on the current transaction (so state and events commit together). */
  @GenerateSql({ params: [[{ type: OutboxEvent.OutboxProbe, aggregateType: 'hold', aggregateId: DUMMY.uuid, actor: 'patient' }]] })
  async append(events: readonly DomainEventInput[]): Promise<string[]> {
    if (events.length === 0) return [];
    const rows = await this.db.kysely.insertInto('domain_event').values(events.map(asRow)).returning('id').execute();
    return rows.map((r) => r.id);
  }

  /**
   * Commits the current transaction without waiting for the WAL flush (synchronous_commit off): for
   * records whose loss in a crash costs nothing but a line in a report, never for bookings or money.
   */
  @GenerateSql({ params: [] })
  async commitWithoutWaitingForDisk(): Promise<void> {
    await sql`SET LOCAL synchronous_commit = off`.execute(this.db.kysely);
  }

  /** The oldest unpublished events, locked for this transaction and skipped by other relays. */
  @GenerateSql({ params: [200] })
  async claimUnpublished(limit: number): Promise<StoredDomainEvent[]> {
    const rows = await this.db.kysely
      .selectFrom('domain_event')
      .select(['id', 'seq', 'type', 'aggregate_type', 'aggregate_id', 'payload', 'occurred_at'])
      .where('published_at', 'is', null)
      .orderBy('seq')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    // The table holds what the typed emits wrote: its `type` names its payload (the one trusted cast).
    return rows.map((row) => ({
      id: row.id,
      seq: row.seq,
      type: row.type,
      aggregateType: row.aggregate_type,
      aggregateId: row.aggregate_id,
      payload: row.payload ?? {},
      occurredAt: new Date(row.occurred_at),
    })) as StoredDomainEvent[];
  }

  @GenerateSql({ params: [[DUMMY.uuid]] })
  async markPublished(ids: readonly string[]): Promise<void> {
    await this.db.kysely.updateTable('domain_event').set({ published_at: sql`now()` }).where('id', 'in', ids).execute();
  }

  /** How far the outbox is behind: unpublished events and the age of the oldest (seconds, 0 when none). */
  @GenerateSql({ params: [] })
  async backlog(): Promise<{ pending: number; lagSeconds: number }> {
    const row = await this.db.kysely
      .selectFrom('domain_event')
      .select([
        sql<number>`count(*)::int`.as('pending'),
        sql<number | null>`extract(epoch FROM now() - min(occurred_at))::float8`.as('lag'),
      ])
      .where('published_at', 'is', null)
      .executeTakeFirstOrThrow();
    return { pending: row.pending, lagSeconds: row.lag ?? 0 };
  }

  /**
   * The events of the given aggregates, of the given types only when `types` is given, oldest first:
   * the event log as other modules read it (the reminders a booking scheduled, a subject-access export).
   */
  @GenerateSql({ params: [[['appointment', DUMMY.uuid]], [OutboxEvent.OutboxProbe]] })
  async ofAggregates(aggregates: ReadonlyArray<readonly [type: string, id: string]>, types?: readonly string[]) {
    if (aggregates.length === 0) return [];
    return this.db.kysely
      .selectFrom('domain_event as e')
      .select(['e.id', 'e.type', 'e.aggregate_type', 'e.aggregate_id', 'e.actor', 'e.payload', 'e.occurred_at'])
      .where(({ eb, refTuple, tuple }) =>
        eb(
          refTuple('e.aggregate_type', 'e.aggregate_id'),
          'in',
          aggregates.map(([type, id]) => tuple(type, id)),
        ),
      )
      .$if(types !== undefined, (qb) => qb.where('e.type', 'in', types ?? []))
      .orderBy('e.seq')
      .execute();
  }

  /**
   * A dedicated connection that LISTENs for new events (a pooled one would lose the subscription):
   * `onEvent` runs after every committed insert; the caller ends the client.
   */
  async listen(connectionString: string, onEvent: () => void, onError: (error: Error) => void): Promise<pg.Client> {
    const client = new pg.Client({ connectionString });
    client.on('error', onError);
    client.on('notification', onEvent);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      return client;
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }
}
