import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { CancelPaymentHandler } from '../../../src/modules/booking/jobs/payment-jobs.handlers.js';
import { ExpireHoldHandler } from '../../../src/modules/booking/jobs/expire-hold.handler.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { jobOfEvent } from '../../support/fixtures/jobs.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screeningFor } from '../../support/screening.js';

// Penrith: no other suite searches near it.
const patient = { name: 'Sue Secure', phone: '07700 900881', postcode: 'CA11 7AA', issue: 'Abscess' };
const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * Issue 23 item 17: Strong Customer Authentication in the simulated gateway, with Stripe's 3-D Secure
 * test cards. The browser's answers go to the gateway; only POST /api/appointments/:id/payment,
 * which asks the gateway, records the outcome.
 */
describe('3-D Secure with the simulated gateway', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let slots: Array<{ id: string }>;
  let next = 0;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Secure Dental', city: 'Penrith', postcode: 'CA11 7AA' });
    slots = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(app.get(Clock).londonToday(), 2), { slotMinutes: 15 })).day.slots;
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  const sql = <T = Record<string, unknown>[]>(text: string, params: unknown[] = []) => orm.em.fork().execute(text, params) as Promise<T>;

  async function checkedOut() {
    const client = new TestClient(app);
    await client.passGate();
    const slotId = slots[next++].id;
    const hold = (await client.post('/api/holds', { slotId, patient, screening: await screeningFor(app, patient) })).json();
    const checkout = await client.post(`/api/holds/${hold.holdId}/checkout`, { email: 'sue@example.com', acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` });
    expect(checkout.statusCode).toBe(201);
    const c = checkout.json() as { appointmentId: string; clientSecret: string; accessToken: string; paymentIntentId: string };
    return {
      ...c,
      ...hold,
      slotId,
      confirm: (cardNumber: string) => client.post('/api/simulated-payments/confirm', { clientSecret: c.clientSecret, cardNumber }),
      authenticate: (result: string) => client.post('/api/simulated-payments/authenticate', { clientSecret: c.clientSecret, result }),
      record: () => client.post(`/api/appointments/${c.appointmentId}/payment`, { paymentIntentId: c.paymentIntentId }, { authorization: `Bearer ${c.accessToken}` }),
    };
  }
  const slotStatus = async (slotId: string) => (await sql<{ status: string }[]>('SELECT status FROM slot WHERE id = ?', [slotId]))[0].status;
  const intent = async (id: string) => (await sql<{ status: string; capture_count: number }[]>('SELECT status, capture_count FROM simulated_payment_intent WHERE id = ?', [id]))[0];

  it.each(['4000 0025 0000 3155', '4000 0000 0000 3220'])('%s asks for authentication: the intent waits with the challenge as its next action, recorded as pending', async (card) => {
    const b = await checkedOut();
    const confirmed = await b.confirm(card);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ paymentIntentId: b.paymentIntentId, status: 'requires_action', nextAction: { type: 'three_d_secure_challenge' } });
    expect((await b.record()).json()).toEqual({ status: 'pending', paymentStatus: 'pending', paymentError: null });
    expect(await slotStatus(b.slotId)).toBe('held');
  });

  it('4242… needs no authentication and 4000 0000 0000 0002 is declined without a challenge', async () => {
    const paid = await checkedOut();
    expect((await paid.confirm('4242424242424242')).json()).toEqual({ paymentIntentId: paid.paymentIntentId, status: 'requires_capture' });
    const declined = await checkedOut();
    expect((await declined.confirm('4000000000000002')).json()).toEqual({
      paymentIntentId: declined.paymentIntentId,
      status: 'requires_payment_method',
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
  });

  it('passed: authorised and booked, as with a card that needs no authentication', async () => {
    const b = await checkedOut();
    await b.confirm('4000002500003155');
    expect((await b.authenticate('complete')).json()).toEqual({ paymentIntentId: b.paymentIntentId, status: 'requires_capture' });
    expect((await b.record()).json()).toEqual({ status: 'pending', paymentStatus: 'authorized', paymentError: null });
    expect(await slotStatus(b.slotId)).toBe('booked');
    // A second answer changes nothing.
    expect((await b.authenticate('fail')).json()).toEqual({ paymentIntentId: b.paymentIntentId, status: 'requires_capture' });
    expect(await intent(b.paymentIntentId)).toEqual({ status: 'requires_capture', capture_count: 0 });
  });

  it("failed: the payment fails with the bank's message, the slot stays held, and another card can be tried", async () => {
    const b = await checkedOut();
    await b.confirm('4000002500003155');
    expect((await b.authenticate('fail')).json()).toEqual({
      paymentIntentId: b.paymentIntentId,
      status: 'requires_payment_method',
      error: { code: 'payment_intent_authentication_failure', message: AUTH_FAILED },
    });
    expect((await b.record()).json()).toEqual({ status: 'pending', paymentStatus: 'failed', paymentError: AUTH_FAILED });
    expect(await slotStatus(b.slotId)).toBe('held');
    // "Complete" after failing changes nothing: the challenge is over.
    expect((await b.authenticate('complete')).json().status).toBe('requires_payment_method');
    expect((await b.confirm('4242 4242 4242 4242')).json().status).toBe('requires_capture');
    expect((await b.record()).json()).toEqual({ status: 'pending', paymentStatus: 'authorized', paymentError: null });
    expect(await slotStatus(b.slotId)).toBe('booked');
  });

  it('abandoned: nothing is taken; another card can be tried while the hold runs, and when it runs out the intent is cancelled', async () => {
    const tryAgain = await checkedOut();
    await tryAgain.confirm('4000002500003155');
    expect((await tryAgain.record()).json().paymentStatus).toBe('pending');
    expect((await tryAgain.confirm('4242424242424242')).json().status).toBe('requires_capture');
    expect((await tryAgain.record()).json().paymentStatus).toBe('authorized');

    const b = await checkedOut();
    await b.confirm('4000002500003155');
    expect((await b.record()).json().paymentStatus).toBe('pending');
    await sql("UPDATE hold SET expires_at = now() - interval '1 second' WHERE id = ?", [b.holdId]);
    expect((await app.get(ExpireHoldHandler).handle(await jobOfEvent(orm, 'SlotHeld', b.holdId))).status).toBe('done');
    expect(await slotStatus(b.slotId)).toBe('open');
    const job = await jobOfEvent(orm, 'HoldExpired', b.holdId);
    expect((await app.get(CancelPaymentHandler).handle(job)).status).toBe('done');
    expect(await intent(b.paymentIntentId)).toEqual({ status: 'canceled', capture_count: 0 });
    // The challenge answered too late takes nothing.
    expect((await b.authenticate('complete')).json().status).toBe('canceled');
    expect(await intent(b.paymentIntentId)).toEqual({ status: 'canceled', capture_count: 0 });
  });

  it('abandoned, then released with Back: the slot opens and the waiting intent is cancelled', async () => {
    const b = await checkedOut();
    await b.confirm('4000002500003155');
    const client = new TestClient(app);
    await client.passGate();
    expect((await client.delete(`/api/holds/${b.holdId}`, { authorization: `Bearer ${b.holdToken}` })).statusCode).toBe(204);
    expect(await slotStatus(b.slotId)).toBe('open');
    const job = await jobOfEvent(orm, 'HoldReleased', b.holdId);
    expect((await app.get(CancelPaymentHandler).handle(job)).status).toBe('done');
    expect((await intent(b.paymentIntentId)).status).toBe('canceled');
  });

  it('refuses a challenge answer other than complete or fail, or for an unknown payment, and changes nothing', async () => {
    const b = await checkedOut();
    await b.confirm('4000002500003155');
    const bad = await b.authenticate('maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose Complete or Fail.');
    const client = new TestClient(app);
    await client.passGate();
    const unknown = await client.post('/api/simulated-payments/authenticate', { clientSecret: 'pi_sim_nothing_secret_nothing', result: 'complete' });
    expect(unknown.statusCode).toBe(404);
    expect((await intent(b.paymentIntentId)).status).toBe('requires_action');
  });
});
