import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { CancelPaymentHandler } from '../../../src/modules/booking/jobs/payment-jobs.handlers.js';
import { ExpireHoldHandler } from '../../../src/modules/booking/jobs/expire-hold.handler.js';
import { OfferOpenSlotsHandler } from '../../../src/modules/waitlist/jobs/waitlist-jobs.handlers.js';
import { EVENT_ROUTES } from '../../../src/shared/outbox/event-routes.js';
import { JobName, QueueName } from '../../../src/shared/queues/queue-names.js';
import { clockNowSql, createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { jobOfEvent } from '../../support/fixtures/jobs.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screenedHold } from '../../support/screening.js';

// Penzance: no other suite searches near it, and no waitlist entry of another suite is within reach.
const patient = { name: 'Rita Release', phone: '07700 900771', postcode: 'TR18 4AA', issue: 'Lost filling' };

/** Issue 23 item 1: Back lets the patient's own hold go, so the time is theirs (or anyone's) again at once. */
describe('Releasing a hold (DELETE /api/holds/:id)', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let practiceId: string;
  let slots: Array<{ id: string; startTime: string }>;
  let next = 0;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Release Dental', city: 'Penzance', postcode: 'TR18 4AA' });
    practiceId = practice.id;
    slots = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(app.get(Clock).londonToday(), 3), { slotMinutes: 15 })).day.slots;
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  const sql = <T = Record<string, unknown>[]>(text: string, params: unknown[] = []) => orm.em.fork().execute(text, params) as Promise<T>;
  const visitor = async () => {
    const client = new TestClient(app);
    await client.passGate();
    return client;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  async function hold(client: TestClient, slotId = slots[next++].id) {
    const res = await client.post('/api/holds', await screenedHold(app, slotId, patient));
    expect(res.statusCode).toBe(201);
    return { slotId, ...(res.json() as { holdId: string; holdToken: string; expiresAt: string }) };
  }
  async function checkout(client: TestClient, h: { holdId: string; holdToken: string }) {
    const res = await client.post(`/api/holds/${h.holdId}/checkout`, { email: 'rita@example.com', acceptTerms: true, over16: true }, bearer(h.holdToken));
    expect(res.statusCode).toBe(201);
    return res.json() as { appointmentId: string; clientSecret: string; accessToken: string; paymentIntentId: string };
  }
  const release = (client: TestClient, h: { holdId: string; holdToken: string }) => client.delete(`/api/holds/${h.holdId}`, bearer(h.holdToken));
  const slotState = async (slotId: string) => (await sql<{ status: string; hold_id: string | null }[]>('SELECT status, hold_id FROM slot WHERE id = ?', [slotId]))[0];
  const holdStatus = async (holdId: string) => (await sql<{ status: string }[]>('SELECT status FROM hold WHERE id = ?', [holdId]))[0].status;
  const events = (type: string, aggregateId: string) =>
    sql<{ id: string; type: string; aggregate_id: string; payload: Record<string, unknown>; occurred_at: string }[]>(
      'SELECT id, type, aggregate_id, payload, occurred_at FROM domain_event WHERE type = ? AND aggregate_id = ?',
      [type, aggregateId],
    );

  it('frees the slot at once: another patient holds the same time straight after', async () => {
    const first = await visitor();
    const h = await hold(first);
    const other = await visitor();
    expect((await other.post('/api/holds', await screenedHold(app, h.slotId, patient))).statusCode).toBe(409);

    const released = await release(first, h);
    expect(released.statusCode).toBe(204);
    expect(released.body).toBe('');
    expect(await holdStatus(h.holdId)).toBe('released');
    expect(await slotState(h.slotId)).toEqual({ status: 'open', hold_id: null });
    const listed = (await other.get(`/api/practices/${practiceId}/slots?date=${addLondonDays(app.get(Clock).londonToday(), 3)}`)).json();
    expect(listed.slots.map((s: { id: string }) => s.id)).toContain(h.slotId);
    expect((await other.post('/api/holds', await screenedHold(app, h.slotId, patient))).statusCode).toBe(201);
    expect(await events('HoldReleased', h.holdId)).toEqual([expect.objectContaining({ payload: { slotId: h.slotId, appointmentId: null } })]);
  });

  it('lets the same patient book the same time again after Back (Book → Back → Book)', async () => {
    const client = await visitor();
    const h = await hold(client);
    expect((await client.post('/api/holds', await screenedHold(app, h.slotId, patient))).json().message).toBe(
      'Sorry, this appointment slot has just been booked by someone else. Please select another time.',
    );
    expect((await release(client, h)).statusCode).toBe(204);
    const again = await hold(client, h.slotId);
    expect(again.holdId).not.toBe(h.holdId);
    expect(await slotState(h.slotId)).toEqual({ status: 'held', hold_id: again.holdId });
  });

  it('needs the hold token: none is 401, a wrong one or an unknown hold 404, and nothing changes', async () => {
    const client = await visitor();
    const h = await hold(client);
    const missing = await client.delete(`/api/holds/${h.holdId}`);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe('This booking link is missing its access token.');
    const forged = await client.delete(`/api/holds/${h.holdId}`, bearer('forged-token'));
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toEqual({ message: 'This hold was not found.', code: 'hold_not_found' });
    expect((await client.delete('/api/holds/00000000-0000-4000-8000-000000000000', bearer(h.holdToken))).statusCode).toBe(404);
    expect((await client.delete('/api/holds/not-a-uuid', bearer(h.holdToken))).statusCode).toBe(400);
    expect(await holdStatus(h.holdId)).toBe('active');
    expect(await slotState(h.slotId)).toEqual({ status: 'held', hold_id: h.holdId });
    expect(await events('HoldReleased', h.holdId)).toEqual([]);
  });

  it('answers 204 again for a hold already released or expired, and records one release', async () => {
    const client = await visitor();
    const h = await hold(client);
    const answers = await Promise.all([release(client, h), release(client, h), release(client, h)]);
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204, 204]);
    expect((await release(client, h)).statusCode).toBe(204);
    expect(await events('HoldReleased', h.holdId)).toHaveLength(1);

    const expiring = await hold(client);
    await sql(`UPDATE hold SET expires_at = ${clockNowSql(app)} - interval '1 second' WHERE id = ?`, [expiring.holdId]);
    expect((await app.get(ExpireHoldHandler).handle(await jobOfEvent(orm, 'SlotHeld', expiring.holdId))).status).toBe('done');
    expect((await release(client, expiring)).statusCode).toBe(204);
    expect(await holdStatus(expiring.holdId)).toBe('expired');
    expect(await events('HoldReleased', expiring.holdId)).toEqual([]);
  });

  it('after checkout: cancels the unpaid appointment, and the payment queue cancels its intent', async () => {
    const client = await visitor();
    const h = await hold(client);
    const booking = await checkout(client, h);
    expect((await release(client, h)).statusCode).toBe(204);
    const [a] = await sql<{ status: string; payment_status: string }[]>('SELECT status, payment_status FROM appointment WHERE id = ?', [booking.appointmentId]);
    expect(a).toEqual({ status: 'cancelled', payment_status: 'pending' });
    const [event] = await events('HoldReleased', h.holdId);
    expect(event.payload).toEqual({ slotId: h.slotId, appointmentId: booking.appointmentId });
    // The relay sends HoldReleased where it sends an expiry: the payment queue and the waitlist.
    expect(EVENT_ROUTES.HoldReleased).toEqual(
      expect.arrayContaining([
        { queue: QueueName.Payment, job: JobName.CancelPayment },
        { queue: QueueName.Waitlist, job: JobName.OfferOpenSlots },
      ]),
    );
    expect((await app.get(CancelPaymentHandler).handle(await jobOfEvent(orm, 'HoldReleased', h.holdId))).status).toBe('done');
    const [intent] = await sql<{ status: string }[]>('SELECT status FROM simulated_payment_intent WHERE id = ?', [booking.paymentIntentId]);
    expect(intent.status).toBe('canceled');
    // The old checkout is over: it cannot be paid, nor checked out again.
    expect((await client.post(`/api/holds/${h.holdId}/checkout`, { email: 'rita@example.com', acceptTerms: true, over16: true }, bearer(h.holdToken))).statusCode).toBe(409);
    const late = await client.post('/api/simulated-payments/confirm', { clientSecret: booking.clientSecret, cardNumber: '4242424242424242' });
    expect(late.json().status).toBe('canceled');
  });

  it('releases a hold whose card was declined (nothing was taken)', async () => {
    const client = await visitor();
    const h = await hold(client);
    const booking = await checkout(client, h);
    await client.post('/api/simulated-payments/confirm', { clientSecret: booking.clientSecret, cardNumber: '4000000000000002' });
    const recorded = await client.post(`/api/appointments/${booking.appointmentId}/payment`, { paymentIntentId: booking.paymentIntentId }, bearer(booking.accessToken));
    expect(recorded.json().paymentStatus).toBe('failed');
    expect((await release(client, h)).statusCode).toBe(204);
    expect(await slotState(h.slotId)).toEqual({ status: 'open', hold_id: null });
  });

  it('refuses to release a paid hold, whether the payment is recorded or only authorised at the gateway, and keeps the booking', async () => {
    const client = await visitor();
    const h = await hold(client);
    const booking = await checkout(client, h);
    await client.post('/api/simulated-payments/confirm', { clientSecret: booking.clientSecret, cardNumber: '4242424242424242' });
    // Authorised by the card, not yet reported by the browser: the gateway is asked.
    const early = await release(client, h);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'This appointment has already been paid for, so it cannot be released. Please check your confirmation e-mail, or call us to change it.',
      code: 'hold_paid',
    });
    expect(await slotState(h.slotId)).toEqual({ status: 'held', hold_id: h.holdId });
    const recorded = await client.post(`/api/appointments/${booking.appointmentId}/payment`, { paymentIntentId: booking.paymentIntentId }, bearer(booking.accessToken));
    expect(recorded.json().paymentStatus).toBe('authorized');
    const late = await release(client, h);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('hold_paid');
    const [a] = await sql<{ status: string; payment_status: string }[]>('SELECT status, payment_status FROM appointment WHERE id = ?', [booking.appointmentId]);
    expect(a).toEqual({ status: 'pending', payment_status: 'authorized' });
    expect(await slotState(h.slotId)).toEqual({ status: 'booked', hold_id: null });
    expect(await events('HoldReleased', h.holdId)).toEqual([]);
  });

  it('tells the waitlist: the freed time is offered to a patient waiting nearby', async () => {
    // A practice with one time, so the offer can only be of the time released.
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Release Single Dental', city: 'Penzance', postcode: 'TR18 4AA' });
    const day = addLondonDays(app.get(Clock).londonToday(), 4);
    const [only] = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, day, { startHour: 10, endHour: 11, slotMinutes: 60 })).day.slots;
    const client = await visitor();
    const h = await hold(client, only.id);
    const email = 'waiting-near-penzance@example.com';
    await sql(
      `INSERT INTO waitlist_entry (email, name, phone, postcode, outcode, latitude, longitude, radius_km, consent_at, expires_at)
       SELECT ?, 'Wendy Waiting', '07700 900772', 'TR18 4AA', 'TR18', latitude, longitude, 20, ${clockNowSql(app)}, ${clockNowSql(app)} + interval '1 day' FROM practice WHERE id = ?`,
      [email, practice.id],
    );
    try {
      expect((await release(client, h)).statusCode).toBe(204);
      expect((await app.get(OfferOpenSlotsHandler).handle(await jobOfEvent(orm, 'HoldReleased', h.holdId))).status).toBe('done');
      const offers = await sql<{ slot_id: string }[]>('SELECT o.slot_id FROM waitlist_offer o JOIN waitlist_entry e ON e.id = o.entry_id WHERE e.email = ?', [email]);
      expect(offers).toEqual([{ slot_id: only.id }]);
    } finally {
      await sql('DELETE FROM waitlist_offer WHERE entry_id IN (SELECT id FROM waitlist_entry WHERE email = ?)', [email]);
      await sql('DELETE FROM waitlist_entry WHERE email = ?', [email]);
    }
  });
});
