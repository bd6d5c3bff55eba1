import { sql } from 'kysely';
import { Queue } from 'bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import { mikroOrmOptions } from '../../../src/shared/db/mikro-orm.config.js';
import { loadConfig } from '../../../src/config/config.js';
import { Clock } from '../../../src/shared/clock/clock.js';
import { OutboxRelay } from '../../../src/shared/outbox/outbox.relay.js';
import { TransactionRunner } from '../../../src/shared/outbox/transaction-runner.js';
import { DomainEventsRepository, standaloneEventsInsert } from '../../../src/shared/outbox/domain-events.repository.js';
import { Db } from '../../../src/shared/db/db.js';
import { EVENT_ROUTES, wakesRelay } from '../../../src/shared/outbox/event-routes.js';
import { QueueName } from '../../../src/shared/queues/queue-names.js';
import type { DomainEventInput, DomainEventName } from '../../../src/shared/outbox/domain-event.js';
import { OutboxEvent } from '../../../src/shared/outbox/outbox.events.js';
import { BookingEvent } from '../../../src/modules/booking/booking.events.js';
import { SearchEvent } from '../../../src/modules/search/search.events.js';
import type { QueueRegistry } from '../../../src/shared/queues/queue-registry.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';

const AGGREGATE = 'outbox-spec';

/**
 * An event of a type no module declares and no route takes (as a row of a retired event may be), so
 * the relay tests below count only their own probes. Cast on purpose: the typed emit refuses it.
 */
const undeclared = (type: string) => type as DomainEventName;
const looseEvent = (event: { type: string; aggregateId: string; payload?: Record<string, unknown>; actor?: string; correlationId?: string }) =>
  ({ aggregateType: AGGREGATE, ...event }) as unknown as DomainEventInput;

describe('Outbox', () => {
  let orm: MikroORM;
  let sut: TransactionRunner;

  beforeAll(async () => {
    orm = await openOrm();
    sut = new TransactionRunner(orm);
    await orm.em.fork().execute('CREATE TABLE IF NOT EXISTS outbox_spec_state (id text PRIMARY KEY)');
  });
  afterAll(async () => {
    await orm.close(true);
  });

  async function eventsOf(aggregateId: string) {
    return orm.em
      .fork()
      .execute<{ id: string; published_at: Date | null }[]>(
        'SELECT id, published_at FROM domain_event WHERE aggregate_type = ? AND aggregate_id LIKE ?',
        [AGGREGATE, `${aggregateId}%`],
      );
  }

  async function writeEvents(run: string, count: number, perTransaction: number) {
    const ids: string[] = [];
    for (let done = 0; done < count; done += perTransaction) {
      await sut.run(async (uow) => {
        for (let i = done; i < Math.min(count, done + perTransaction); i++) {
          uow.emit({ type: OutboxEvent.OutboxProbe, aggregateType: AGGREGATE, aggregateId: `${run}-${i}` });
        }
      });
    }
    for (const row of await eventsOf(`${run}-`)) ids.push(row.id);
    return ids;
  }

  /** Each of our events is exactly one job, and no job id appears twice in the queue. */
  async function expectOneJobPerEvent(queue: Queue, eventIds: string[]) {
    const jobs = await Promise.all(eventIds.map((id) => queue.getJob(id)));
    expect(jobs.filter((j) => !j)).toHaveLength(0);
    expect(new Set(jobs.map((j) => j!.id)).size).toBe(eventIds.length);
    // Other suites' unpublished events (e.g. hold expiries) may land in this queue too: look at probes.
    const all = (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized'], 0, -1)).filter((j) => j.name === 'probe');
    const allIds = all.map((j) => j.id);
    expect(new Set(allIds).size).toBe(allIds.length);
    // Besides ours, only the one probe event an earlier test committed may be in this queue.
    expect(allIds.length - eventIds.length).toBeLessThanOrEqual(1);
  }

  it('commits the state change and its events together', async () => {
    await sut.run(async (uow) => {
      // A repository's statement joins the unit of work's transaction through MikroORM's context.
      await sql`INSERT INTO outbox_spec_state (id) VALUES (${'committed'})`.execute(orm.em.getKysely());
      uow.emit({ type: OutboxEvent.OutboxProbe, aggregateType: AGGREGATE, aggregateId: 'committed' });
    });
    const state = await orm.em.fork().execute("SELECT id FROM outbox_spec_state WHERE id = 'committed'");
    expect(state).toHaveLength(1);
    expect(await eventsOf('committed')).toHaveLength(1);
  });

  it('leaves neither the state change nor its events when the command rolls back', async () => {
    await expect(
      sut.run(async (uow) => {
        await sql`INSERT INTO outbox_spec_state (id) VALUES (${'rolled-back'})`.execute(orm.em.getKysely());
        uow.emit({ type: OutboxEvent.OutboxProbe, aggregateType: AGGREGATE, aggregateId: 'rolled-back' });
        throw new Error('refused by a rule');
      }),
    ).rejects.toThrow('refused by a rule');
    const state = await orm.em.fork().execute("SELECT id FROM outbox_spec_state WHERE id = 'rolled-back'");
    expect(state).toHaveLength(0);
    expect(await eventsOf('rolled-back')).toHaveLength(0);
  });

  it("joins a unit of work run inside another's change (join): one transaction, its events commit or roll back with the caller's", async () => {
    const backend = async () => (await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(orm.em.getKysely())).rows[0].pid;
    const joined = (id: string) =>
      sut.join(async (uow) => {
        await sql`INSERT INTO outbox_spec_state (id) VALUES (${id})`.execute(orm.em.getKysely());
        // A type with no route: the probe queue's count below stays this file's own.
        uow.emit(looseEvent({ type: 'OutboxJoinProbe', aggregateId: id }));
        return backend();
      });
    const connections = await sut.run(async () => [await backend(), await joined('joined-committed')]);
    expect(connections[1]).toBe(connections[0]);
    expect(await eventsOf('joined-committed')).toHaveLength(1);

    await expect(
      sut.run(async () => {
        await joined('joined-rolled-back');
        throw new Error('refused by the caller');
      }),
    ).rejects.toThrow('refused by the caller');
    expect(await orm.em.fork().execute("SELECT id FROM outbox_spec_state WHERE id = 'joined-rolled-back'")).toHaveLength(0);
    expect(await eventsOf('joined-rolled-back')).toHaveLength(0);

    // With no unit of work around it, it is one of its own.
    await joined('joined-alone');
    expect(await eventsOf('joined-alone')).toHaveLength(1);
  });

  it('writes standalone events in one statement, non-durable only for its own commit', async () => {
    const single = await MikroORM.init(mikroOrmOptions({ DATABASE_URL: process.env.DATABASE_URL!, DATABASE_POOL_MAX: 1 }));
    try {
      const db = new Db(single);
      const correlationId = '00000000-0000-4000-8000-000000000001';
      const inserted = await db.prepared(
        standaloneEventsInsert(
          db.kysely,
          [
            // A type no queue takes, so the relay tests below count only their own probes.
            looseEvent({ type: 'StandaloneProbe', aggregateId: 'alone-1', payload: { n: 1 }, actor: 'patient', correlationId }),
            looseEvent({ type: 'StandaloneProbe', aggregateId: 'alone-2' }),
          ],
          { durable: false },
        ),
      );
      const ids = inserted.map((r) => r.id);
      expect(ids).toHaveLength(2);
      // The statement turned the WAL-flush wait off for its own commit.
      expect(inserted.map((r) => r.synchronous_commit)).toEqual(['off', 'off']);
      const rows = await orm.em
        .fork()
        .execute<Array<{ aggregate_id: string; payload: unknown; actor: string | null; correlation_id: string | null }>>(
          'SELECT aggregate_id, payload, actor, correlation_id FROM domain_event WHERE id = ANY(?::uuid[]) ORDER BY aggregate_id',
          [`{${ids.join(',')}}`],
        );
      expect(rows).toEqual([
        { aggregate_id: 'alone-1', payload: { n: 1 }, actor: 'patient', correlation_id: correlationId },
        { aggregate_id: 'alone-2', payload: {}, actor: null, correlation_id: null },
      ]);
      // The one pooled connection is back to the server's default: the setting died with the statement.
      const [setting] = await single.em.fork().execute<Array<{ synchronous_commit: string }>>('SHOW synchronous_commit');
      expect(setting.synchronous_commit).toBe('on');
    } finally {
      await single.close(true);
    }
  });

  it('wakes the relays at commit for an event with a job due now, and not for one whose jobs are all due later (ADR 0034)', async () => {
    expect(wakesRelay(BookingEvent.SlotHeld)).toBe(false);
    expect(wakesRelay(BookingEvent.HoldExtended)).toBe(false);
    expect(wakesRelay(BookingEvent.AppointmentBooked)).toBe(true);
    expect(wakesRelay(BookingEvent.HoldReleased)).toBe(true);
    // An event the table lists with no routes is audit only by declaration and stays quiet; a type
    // the table does not know wakes them, as before.
    expect(wakesRelay(SearchEvent.SearchMade)).toBe(false);
    expect(wakesRelay(SearchEvent.PostcodeLookupMissed)).toBe(true);
    expect(wakesRelay(undeclared('StandaloneProbe'))).toBe(true);
    const notifications: string[] = [];
    const listener = await new DomainEventsRepository(new Db(orm)).listen(process.env.DATABASE_URL!, () => notifications.push('wake'), () => undefined);
    try {
      const write = (type: string, aggregateId: string) =>
        sut.run(async (uow) => uow.emit(looseEvent({ type, aggregateId, payload: { slotId: aggregateId, expiresAt: new Date(Date.now() + 600_000).toISOString() } })));
      await write(BookingEvent.SlotHeld, 'quiet-1');
      await write(BookingEvent.HoldExtended, 'quiet-2');
      // A NOTIFY reaches a listener at once: a round trip on the listening connection lets it arrive.
      await listener.query('SELECT 1');
      await new Promise((r) => setTimeout(r, 200));
      expect(notifications).toEqual([]);
      // A type no queue takes (the relay tests below count only their own probes): it wakes them all the same.
      await write('StandaloneProbe', 'loud-1');
      await eventually(async () => notifications.length > 0);
      expect(notifications).toEqual(['wake']);
      const rows = await orm.em
        .fork()
        .execute<Array<{ aggregate_id: string; wakes_relay: boolean }>>(
          'SELECT aggregate_id, wakes_relay FROM domain_event WHERE aggregate_type = ? AND aggregate_id IN (?, ?, ?) ORDER BY aggregate_id',
          [AGGREGATE, 'loud-1', 'quiet-1', 'quiet-2'],
        );
      expect(rows).toEqual([
        { aggregate_id: 'loud-1', wakes_relay: true },
        { aggregate_id: 'quiet-1', wakes_relay: false },
        { aggregate_id: 'quiet-2', wakes_relay: false },
      ]);
    } finally {
      await listener.end();
    }
  });

  it('turns 1,000 events into exactly 1,000 jobs while two relays run', async () => {
    const prefix = `${process.env.REDIS_PREFIX}_two_relays`;
    const config = loadConfig({ ...process.env, REDIS_PREFIX: prefix, OUTBOX_BATCH_SIZE: '25', OUTBOX_POLL_MS: '50' });
    const queue = new Queue(QueueName.Hold, { connection: { url: config.REDIS_URL }, prefix });
    const registry = { get: () => queue } as unknown as QueueRegistry;
    const relays = [1, 2].map(() => new OutboxRelay(orm, registry, new Clock(), config, EVENT_ROUTES));
    try {
      // Events already in the table from earlier tests are published too: count only ours.
      relays.forEach((r) => r.start());
      const ids = await writeEvents('two-relays', 1000, 40);
      await eventually(async () => (await eventsOf('two-relays-')).every((e) => e.published_at !== null));
      expect(ids).toHaveLength(1000);
      await expectOneJobPerEvent(queue, ids);
      expect(relays[0].published + relays[1].published).toBeGreaterThanOrEqual(1000);
      expect(relays[0].published).toBeGreaterThan(0);
      expect(relays[1].published).toBeGreaterThan(0);
    } finally {
      await Promise.all(relays.map((r) => r.stop()));
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('loses and duplicates nothing when one relay process is killed half-way', async () => {
    const prefix = `${process.env.REDIS_PREFIX}_kill`;
    const env = { REDIS_PREFIX: prefix, WORKER_ROLES: 'relay', OUTBOX_BATCH_SIZE: '5', OUTBOX_POLL_MS: '50' };
    const queue = new Queue(QueueName.Hold, { connection: { url: process.env.REDIS_URL! }, prefix });
    const ids = await writeEvents('kill', 1000, 50);
    const doomed = startProcess('dist/workers/main.js', env);
    const survivor = startProcess('dist/workers/main.js', env);
    try {
      const publishedCount = async () => (await eventsOf('kill-')).filter((e) => e.published_at !== null).length;
      await eventually(async () => (await publishedCount()) >= 200, 30_000, 10);
      doomed.kill('SIGKILL');
      await waitForExit(doomed);
      const atKill = await publishedCount();
      expect(atKill).toBeLessThan(1000); // the kill really came half-way
      await eventually(async () => (await publishedCount()) === 1000, 30_000);
      expect(ids).toHaveLength(1000);
      await expectOneJobPerEvent(queue, ids);
    } finally {
      doomed.kill('SIGKILL');
      survivor.kill('SIGTERM');
      await waitForExit(survivor).catch(() => survivor.kill('SIGKILL'));
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
