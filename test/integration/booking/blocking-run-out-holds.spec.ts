import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { ExpireHoldHandler } from '../../../src/modules/booking/jobs/expire-hold.handler.js';
import { clockNowSql, createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { jobOfEvent } from '../../support/fixtures/jobs.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';
import { screenedHold } from '../../support/screening.js';

// Exeter: no other suite's practice is near.
const patient = { name: 'Orla Orphan', phone: '07700 900731', postcode: 'EX1 1AA', issue: 'Lost filling' };

/**
 * Closures and the availability editor block the slots a patient could take, including one held by
 * a hold that ran out before its expiry job came. That hold's life is booking's: it is expired as the
 * expiry job would (its unpaid appointment cancelled, `HoldExpired` recorded so the payment intent is
 * cancelled and the waitlist told), in the transaction that blocks the slot. Review 2026-11-26 §8.
 *
 * Before booking owned this (BlockBookableSlotsCommand), availability's `blockBookableSlots` expired
 * the hold itself, with no HoldExpired and without cancelling the appointment, which stayed pending
 * with its payment intent alive: both tests failed at the appointment's status.
 */
describe('Blocking a slot whose hold ran out: booking expires the hold and cancels its unpaid appointment', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let worker: ChildProcess;
  let practiceId: string;
  let operativeId: string;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Orphan Check Dental', city: 'Exeter', postcode: 'EX1 1AA' });
    practiceId = practice.id;
    operativeId = operative.id;
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const one = async <T>(query: string, params: unknown[]) => (await orm.em.fork().execute<T[]>(query, params))[0];

  /** A patient holds the slot and reaches the card step (an appointment and a payment intent), then the hold runs out unpaid. */
  async function runOutAttempt(slotId: string) {
    const client = new TestClient(app);
    await client.passGate();
    const hold = await client.post('/api/holds', await screenedHold(app, slotId, patient));
    expect(hold.statusCode).toBe(201);
    const { holdId, holdToken } = hold.json();
    const checkout = await client.post(`/api/holds/${holdId}/checkout`, { email: 'orla@example.com', acceptTerms: true, over16: true }, { authorization: `Bearer ${holdToken}` });
    expect(checkout.statusCode).toBe(201);
    await orm.em.fork().execute(`UPDATE hold SET expires_at = ${clockNowSql(app)} - interval '1 second' WHERE id = ?`, [holdId]);
    await orm.em.fork().execute(`UPDATE slot SET hold_expires_at = ${clockNowSql(app)} - interval '1 second' WHERE id = ?`, [slotId]);
    const { appointmentId, paymentIntentId } = checkout.json() as { appointmentId: string; paymentIntentId: string };
    return { slotId, holdId, appointmentId, paymentIntentId };
  }

  /** What booking's expiry leaves behind, whoever blocked the slot. */
  async function expectExpiredAsBookingDoes(attempt: Awaited<ReturnType<typeof runOutAttempt>>) {
    expect(await one<{ status: string }>('SELECT status FROM slot WHERE id = ?', [attempt.slotId])).toEqual({ status: 'blocked' });
    expect(await one<{ status: string }>('SELECT status FROM hold WHERE id = ?', [attempt.holdId])).toEqual({ status: 'expired' });
    expect(await one<{ status: string }>('SELECT status FROM appointment WHERE id = ?', [attempt.appointmentId])).toEqual({ status: 'cancelled' });
    const events = await orm.em.fork().execute<Array<{ payload: unknown }>>("SELECT payload FROM domain_event WHERE type = 'HoldExpired' AND aggregate_id = ?", [attempt.holdId]);
    expect(events).toEqual([{ payload: { slotId: attempt.slotId, appointmentId: attempt.appointmentId } }]);
    // The expiry job that comes later finds nothing left to do.
    const outcome = await app.get(ExpireHoldHandler).handle(await jobOfEvent(orm, 'SlotHeld', attempt.holdId));
    expect(outcome.status).toBe('skipped');
    // HoldExpired's routes: the payment queue cancels the intent, so a card confirmed later takes nothing.
    await eventually(async () => (await one<{ status: string }>('SELECT status FROM simulated_payment_intent WHERE id = ?', [attempt.paymentIntentId])).status === 'canceled', 20_000);
  }

  it('a closure over the slot expires the hold, cancels the unpaid appointment and its payment intent', async () => {
    const date = addLondonDays(app.get(Clock).londonToday(), 3);
    const { day } = await saveDay(admin, { practiceId, operativeId }, date, { startHour: 9, endHour: 11, slotMinutes: 30 });
    const attempt = await runOutAttempt(day.slots[1].id);

    const closed = await admin.post('/api/admin/closures', { practiceId, startsOn: date, endsOn: date, reason: 'training' });
    expect(closed.statusCode).toBe(201);
    expect(closed.json()).toMatchObject({ blocked: day.slots.length, affected: [] });
    await expectExpiredAsBookingDoes(attempt);
  });

  it('the availability editor blocking the slot does the same', async () => {
    const date = addLondonDays(app.get(Clock).londonToday(), 5);
    const { day } = await saveDay(admin, { practiceId, operativeId }, date, { startHour: 9, endHour: 11, slotMinutes: 30 });
    const attempt = await runOutAttempt(day.slots[2].id);

    const saved = await admin.put('/api/admin/availability', { practiceId, operativeId, date, slots: [{ startTime: day.slots[2].startTime, available: false }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ blocked: 1 });
    await expectExpiredAsBookingDoes(attempt);
  });

  it("is part of the editor's save: a save refused for another slot leaves the hold, its appointment and its events as they were", async () => {
    const date = addLondonDays(app.get(Clock).londonToday(), 6);
    const { day } = await saveDay(admin, { practiceId, operativeId }, date, { startHour: 9, endHour: 11, slotMinutes: 30 });
    const attempt = await runOutAttempt(day.slots[0].id);
    const live = new TestClient(app);
    await live.passGate();
    expect((await live.post('/api/holds', await screenedHold(app, day.slots[1].id, { ...patient, phone: '07700 900732' }))).statusCode).toBe(201);

    const saved = await admin.put('/api/admin/availability', {
      practiceId,
      operativeId,
      date,
      slots: [
        { startTime: day.slots[0].startTime, available: false },
        { startTime: day.slots[1].startTime, available: false },
      ],
    });
    expect(saved.statusCode).toBe(409);
    expect(await one<{ status: string }>('SELECT status FROM slot WHERE id = ?', [attempt.slotId])).toEqual({ status: 'held' });
    expect(await one<{ status: string }>('SELECT status FROM hold WHERE id = ?', [attempt.holdId])).toEqual({ status: 'active' });
    expect(await one<{ status: string }>('SELECT status FROM appointment WHERE id = ?', [attempt.appointmentId])).toEqual({ status: 'pending' });
    expect(await orm.em.fork().execute("SELECT 1 FROM domain_event WHERE type = 'HoldExpired' AND aggregate_id = ?", [attempt.holdId])).toEqual([]);
  });
});
