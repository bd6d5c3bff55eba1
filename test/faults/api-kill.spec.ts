import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../src/shared/clock/clock.js';
import { freePort } from '../browser/support/stack.js';
import { createTestApp } from '../support/app.js';
import { TestClient } from '../support/client.js';
import { createPracticeWithOperative, saveDay } from '../support/fixtures/supply.js';
import { openOrm } from '../support/orm.js';
import { eventually, startProcess, waitForExit } from '../support/processes.js';
import { screeningFor } from '../support/screening.js';
import { waitForReady } from './support.js';

const patient = { name: 'Kit Kill', phone: '07700 900654', postcode: 'SW1A 1AA', issue: '' };

/**
 * Issue #10 faults (b): an api process SIGKILLed while holds and checkouts are in flight leaves no
 * half-written booking: every held slot has its live hold and every live hold its slot, every
 * appointment its hold, every committed hold its event; whatever was cut off simply did not happen.
 */
describe('An api process SIGKILLed mid-request', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  it('leaves every hold, slot and appointment whole or absent', async () => {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Kill Api Dental' });
    const today = app.get(Clock).londonToday();
    const slots: string[] = [];
    for (let d = 1; slots.length < 120; d++) {
      const { day } = await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(today, d), { startHour: 8, endHour: 20, slotMinutes: 15 });
      slots.push(...day.slots.map((s) => s.id));
    }

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = startProcess('dist/src/main.js', { PORT: String(port), PUBLIC_URL: base, LOG_LEVEL: 'warn' });
    await waitForReady(`${base}/health/ready`);

    // A browser's cookies for the gate and the XSRF header, from the in-process app.
    const visitor = new TestClient(app);
    await visitor.passGate();
    const headers = { 'content-type': 'application/json', cookie: visitor.cookieHeader(), 'x-xsrf-token': visitor.cookie('XSRF-TOKEN') ?? '' };
    // The patient's screening proof: every api of the run signs with the same secret.
    const screening = await screeningFor(app, patient);
    const book = async (slotId: string) => {
      const hold = await fetch(`${base}/api/holds`, { method: 'POST', headers, body: JSON.stringify({ slotId, patient, screening }) });
      const h = (await hold.json()) as { holdId: string; holdToken: string };
      await fetch(`${base}/api/holds/${h.holdId}/checkout`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${h.holdToken}` }, body: JSON.stringify({ email: 'kit@example.com', acceptTerms: true, over16: true }) });
    };
    const inFlight = slots.map((slotId, i) => new Promise((r) => setTimeout(r, i * 3)).then(() => book(slotId)).catch(() => 'cut off'));
    await new Promise((r) => setTimeout(r, 250));
    api.kill('SIGKILL');
    await waitForExit(api);
    await Promise.all(inFlight);

    const one = async (sql: string) => (await orm.em.fork().execute<{ n: number }[]>(sql, [practice.id]))[0].n;
    const holds = await one(`SELECT count(*)::int AS n FROM hold WHERE practice_id = ?`);
    expect(holds).toBeGreaterThan(0); // some requests completed before the kill...
    expect(await one(`SELECT count(*)::int AS n FROM slot WHERE practice_id = ? AND status = 'held'`)).toBeLessThan(slots.length); // ...and some never happened
    // A held slot without its live hold, or a live hold whose slot is not held by it: none.
    expect(
      await one(`SELECT count(*)::int AS n FROM slot s WHERE s.practice_id = ? AND s.status = 'held'
                  AND NOT EXISTS (SELECT 1 FROM hold h WHERE h.id = s.hold_id AND h.slot_id = s.id AND h.status = 'active')`),
    ).toBe(0);
    expect(
      await one(`SELECT count(*)::int AS n FROM hold h WHERE h.practice_id = ? AND h.status = 'active'
                  AND NOT EXISTS (SELECT 1 FROM slot s WHERE s.id = h.slot_id AND s.hold_id = h.id AND s.status = 'held')`),
    ).toBe(0);
    // An appointment without its hold, or a hold with two appointments: none.
    expect(await one(`SELECT count(*)::int AS n FROM appointment a WHERE a.practice_id = ? AND NOT EXISTS (SELECT 1 FROM hold h WHERE h.id = a.hold_id)`)).toBe(0);
    // Every committed hold was committed with its event (the outbox is part of the same transaction).
    expect(
      await one(`SELECT count(*)::int AS n FROM hold h WHERE h.practice_id = ?
                  AND NOT EXISTS (SELECT 1 FROM domain_event e WHERE e.type = 'SlotHeld' AND e.aggregate_id = h.id::text)`),
    ).toBe(0);
    // And the slots nobody got are still bookable, once the database has finished what the dead
    // process had sent: PostgreSQL notices a client is gone only when it next reads from it, so a
    // statement queued behind the patient's lock still runs (and may still hold a slot's row).
    const busyBackends = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state <> 'idle'`;
    await eventually(async () => (await orm.em.fork().execute<{ n: number }[]>(busyBackends))[0].n === 0);
    const free = (await orm.em.fork().execute<{ id: string }[]>(`SELECT id FROM slot WHERE practice_id = ? AND status = 'open' LIMIT 1`, [practice.id]))[0];
    expect((await visitor.post('/api/holds', { slotId: free.id, patient, screening })).statusCode).toBe(201);
  });
});
