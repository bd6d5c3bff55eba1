import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import Stripe from 'stripe';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { testConfig } from '../../support/app.js';
import { StripeGateway } from '../../../src/modules/payments/stripe-gateway.js';
import { PaymentRefusedError } from '../../../src/modules/payments/payment-gateway.js';
import { CancelPaymentHandler, RefundCancellationHandler } from '../../../src/modules/booking/jobs/payment-jobs.handlers.js';
import { ManageTokens } from '../../../src/modules/booking/services/manage-tokens.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { jobOfEvent } from '../../support/fixtures/jobs.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screenedHold } from '../../support/screening.js';
import { StripeFake } from '../../fakes/stripe.fake.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_the_fake_0123456789';

describe('Stripe adapter and webhook (against a local fake of the Stripe API)', () => {
  let fake: StripeFake;
  let sut: StripeGateway;
  let app: NestFastifyApplication;
  let orm: MikroORM;

  beforeAll(async () => {
    fake = await new StripeFake().start();
    const env = { STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_PUBLISHABLE_KEY: 'pk_test_fake', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.baseUrl };
    sut = new StripeGateway(testConfig(env));
    app = await createTestApp(env);
    orm = await openOrm();
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
    await fake.stop();
  });

  const create = (key: string) => sut.createIntent({ amountPence: 3900, currency: 'gbp', captureMethod: 'manual', idempotencyKey: key, metadata: { appointmentId: key } });
  const confirmAtStripe = (id: string, paymentMethod: string) =>
    fetch(`${fake.baseUrl}/v1/payment_intents/${id}/confirm`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `payment_method=${paymentMethod}` });

  it('creates one intent per idempotency key, with manual capture', async () => {
    const a = await create('hold-1');
    const b = await create('hold-1');
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({ status: 'requires_payment_method', amountPence: 3900, clientSecret: expect.stringContaining('_secret_') });
    expect(fake.intents.get(a.id)?.capture_method).toBe('manual');
  });

  it('authorises, then captures exactly once however often capture is retried', async () => {
    const pi = await create('hold-2');
    await confirmAtStripe(pi.id, 'pm_card_visa');
    const authorised = await sut.retrieve(pi.id);
    expect(authorised.status).toBe('requires_capture');
    expect(authorised.captureBefore).toBeInstanceOf(Date);
    await sut.capture(pi.id, 'capture-appt-2');
    await sut.capture(pi.id, 'capture-appt-2');
    expect(fake.captures.get(pi.id)).toBe(1);
    expect((await sut.retrieve(pi.id)).status).toBe('succeeded');
  });

  it('captures a part with amount_to_capture under its own idempotency key, once however often it is asked; a whole capture sends no amount', async () => {
    const pi = await create('hold-part');
    await confirmAtStripe(pi.id, 'pm_card_visa');
    const part = await sut.capture(pi.id, 'capture-part-appt-part', 1950);
    expect(part).toMatchObject({ status: 'succeeded', amountPence: 3900, amountCapturedPence: 1950 });
    expect(await sut.capture(pi.id, 'capture-part-appt-part', 1950)).toMatchObject({ status: 'succeeded', amountCapturedPence: 1950 });
    expect(fake.captureRequests.filter((r) => r.paymentIntent === pi.id)).toEqual([{ paymentIntent: pi.id, amountToCapture: 1950, idempotencyKey: 'capture-part-appt-part' }]);
    expect(fake.captures.get(pi.id)).toBe(1);
    // Another key cannot take more once it is captured.
    await expect(sut.capture(pi.id, 'capture-appt-part')).rejects.toBeInstanceOf(PaymentRefusedError);
    const whole = await create('hold-whole');
    await confirmAtStripe(whole.id, 'pm_card_visa');
    expect((await sut.capture(whole.id, 'capture-appt-whole')).amountCapturedPence).toBe(3900);
    expect(fake.captureRequests.filter((r) => r.paymentIntent === whole.id)).toEqual([{ paymentIntent: whole.id, amountToCapture: null, idempotencyKey: 'capture-appt-whole' }]);
  });

  it('says an authorisation Stripe let lapse is canceled (automatic), and refuses to capture it', async () => {
    const pi = await create('hold-lapse');
    await confirmAtStripe(pi.id, 'pm_card_visa');
    fake.lapse(pi.id);
    await expect(sut.capture(pi.id, 'capture-lapse')).rejects.toBeInstanceOf(PaymentRefusedError);
    expect(await sut.retrieve(pi.id)).toMatchObject({ status: 'canceled', cancellationReason: 'automatic', amountCapturedPence: 0 });
  });

  it('cancels an authorisation', async () => {
    const pi = await create('hold-3');
    await confirmAtStripe(pi.id, 'pm_card_visa');
    expect((await sut.cancel(pi.id, 'cancel-3')).status).toBe('canceled');
  });

  it('reports a declined card with its message, and refuses to capture it', async () => {
    const pi = await create('hold-4');
    expect((await confirmAtStripe(pi.id, 'pm_card_chargeDeclined')).status).toBe(402);
    expect(await sut.retrieve(pi.id)).toMatchObject({ status: 'requires_payment_method', lastError: 'Your card was declined.' });
    await expect(sut.capture(pi.id, 'capture-4')).rejects.toBeInstanceOf(PaymentRefusedError);
  });

  it("sends the spec's payment intent request to Stripe: practiceId, patient name, date and time (London), with the appointment", async () => {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin);
    const date = addLondonDays(app.get(Clock).londonToday(), 3);
    const { day } = await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { startHour: 14, endHour: 15 });
    const patient = new TestClient(app);
    await patient.passGate();
    const hold = (await patient.post('/api/holds', await screenedHold(app, day.slots[1].id, { name: 'Meta Data', phone: '07700900004', postcode: 'SW1A 1AA', issue: '' }))).json();
    const auth = { authorization: `Bearer ${hold.holdToken}` };
    const checkout = (await patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'meta@example.com', acceptTerms: true, over16: true }, auth)).json();
    const intent = fake.intents.get(checkout.paymentIntentId)!;
    expect(intent.amount).toBe(3900);
    expect(intent.metadata).toEqual({
      appointmentId: checkout.appointmentId,
      reference: checkout.reference,
      practiceId: practice.id,
      patientName: 'Meta Data',
      appointmentDate: date,
      appointmentTime: '14:30',
    });
    // A repeated checkout sends the same request under the same idempotency key: the same intent.
    const again = (await patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'meta@example.com', acceptTerms: true, over16: true }, auth)).json();
    expect(again.paymentIntentId).toBe(checkout.paymentIntentId);
  });

  it('creates intents paid on the page only (cards and wallets, no redirect that would lose the booking)', async () => {
    const pi = await create('hold-redirects');
    expect(fake.intents.get(pi.id)?.automatic_payment_methods).toEqual({ enabled: true, allow_redirects: 'never' });
  });

  it('records a payment waiting for 3-D Secure as pending, and its release cancels it at Stripe', async () => {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin);
    const { day } = await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(app.get(Clock).londonToday(), 2));
    const patient = new TestClient(app);
    await patient.passGate();
    const hold = (await patient.post('/api/holds', await screenedHold(app, day.slots[0].id, { name: 'S', phone: '07700900004', postcode: 'SW1A 1AA', issue: '' }))).json();
    const auth = { authorization: `Bearer ${hold.holdToken}` };
    const checkout = (await patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 's@example.com', acceptTerms: true, over16: true }, auth)).json();
    expect((await confirmAtStripe(checkout.paymentIntentId, 'pm_card_authenticationRequired')).status).toBe(200);
    const recorded = await patient.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
    expect(recorded.json()).toEqual({ status: 'pending', paymentStatus: 'pending', paymentError: null });
    expect((await patient.delete(`/api/holds/${hold.holdId}`, auth)).statusCode).toBe(204);
    const job = await jobOfEvent(orm, 'HoldReleased', hold.holdId);
    expect((await app.get(CancelPaymentHandler).handle(job)).status).toBe('done');
    expect(fake.intents.get(checkout.paymentIntentId)?.status).toBe('canceled');
  });

  it('refuses to release a hold whose card Stripe has authorised, before the browser reports it', async () => {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin);
    const { day } = await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(app.get(Clock).londonToday(), 2));
    const patient = new TestClient(app);
    await patient.passGate();
    const hold = (await patient.post('/api/holds', await screenedHold(app, day.slots[0].id, { name: 'S', phone: '07700900005', postcode: 'SW1A 1AA', issue: '' }))).json();
    const auth = { authorization: `Bearer ${hold.holdToken}` };
    const checkout = (await patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 's@example.com', acceptTerms: true, over16: true }, auth)).json();
    await confirmAtStripe(checkout.paymentIntentId, 'pm_card_visa');
    const refused = await patient.delete(`/api/holds/${hold.holdId}`, auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('hold_paid');
    expect(fake.intents.get(checkout.paymentIntentId)?.status).toBe('requires_capture');
  });

  /** The one place this file's new tests take a slot (POST /api/holds): the hold's body may grow, this adapts with it. */
  async function holdSlot(client: TestClient, slotId: string, patient: { name: string; phone: string; postcode: string; issue: string }) {
    return (await client.post('/api/holds', await screenedHold(app, slotId, patient))).json() as { holdId: string; holdToken: string };
  }
  /** A booking whose £39 Stripe holds (authorised and recorded): its appointment, intent and manage token. */
  async function heldAtStripe(phone: string) {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin);
    const { day } = await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(app.get(Clock).londonToday(), 4));
    const patient = new TestClient(app);
    await patient.passGate();
    const hold = await holdSlot(patient, day.slots[0].id, { name: 'Held At Stripe', phone, postcode: 'SW1A 1AA', issue: '' });
    const checkout = (await patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'held@example.com', acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` })).json();
    await confirmAtStripe(checkout.paymentIntentId, 'pm_card_visa');
    const paid = await patient.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
    expect(paid.json().paymentStatus).toBe('authorized');
    const token = await app.get(ManageTokens).issue(checkout.appointmentId, app.get(Clock).now());
    return { patient, appointmentId: checkout.appointmentId as string, paymentIntentId: checkout.paymentIntentId as string, token };
  }
  const paymentOf = async (id: string) =>
    (await orm.em.fork().execute<{ payment_status: string; captured_pence: number; released_pence: number }[]>('SELECT payment_status, captured_pence, released_pence FROM appointment WHERE id = ?', [id]))[0];

  it('settles a held fee cancelled before instruction with one capture request of amount_to_capture 1950 under capture-part-<id>', async () => {
    const b = await heldAtStripe('07700900006');
    expect((await b.patient.post('/api/manage/cancel', {}, { authorization: `Bearer ${b.token}` })).statusCode).toBe(200);
    const job = await jobOfEvent(orm, 'AppointmentCancelled', b.appointmentId);
    const handler = app.get(RefundCancellationHandler);
    expect(await handler.handle(job)).toEqual({ status: 'done', detail: { captured: 1950, released: 1950 } });
    expect(await handler.handle(job)).toMatchObject({ status: 'skipped' });
    expect(fake.captureRequests.filter((r) => r.paymentIntent === b.paymentIntentId)).toEqual([
      { paymentIntent: b.paymentIntentId, amountToCapture: 1950, idempotencyKey: `capture-part-${b.appointmentId}` },
    ]);
    expect(fake.intents.get(b.paymentIntentId)).toMatchObject({ status: 'succeeded', amount_received: 1950 });
    expect(fake.refunds.filter((r) => r.paymentIntent === b.paymentIntentId)).toEqual([]);
    expect(await paymentOf(b.appointmentId)).toEqual({ payment_status: 'part_captured', captured_pence: 1950, released_pence: 1950 });
  });

  describe('webhook', () => {
    const stripe = new Stripe('sk_test_fake');
    async function bookedAppointment() {
      const admin = new TestClient(app);
      await admin.signInAsAdmin();
      const { practice, operative } = await createPracticeWithOperative(admin);
      const { day } = await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(app.get(Clock).londonToday(), 1));
      const patient = new TestClient(app);
      await patient.passGate();
      const hold = (await patient.post('/api/holds', await screenedHold(app, day.slots[0].id, { name: 'W', phone: '07700900003', postcode: 'SW1A 1AA', issue: '' }))).json();
      return (await patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'w@example.com', acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` })).json();
    }
    const post = (payload: string, signature: string) =>
      app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload });

    it('records an authorisation from a signed event, once, and ignores a replay', async () => {
      const checkout = await bookedAppointment();
      await confirmAtStripe(checkout.paymentIntentId, 'pm_card_visa');
      const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.amount_capturable_updated', data: { object: fake.intents.get(checkout.paymentIntentId) } });
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const first = await post(payload, signature);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ received: true });
      const [a] = await orm.em.fork().execute<{ payment_status: string }[]>('SELECT payment_status FROM appointment WHERE id = ?', [checkout.appointmentId]);
      expect(a.payment_status).toBe('authorized');
      const replay = await post(payload, signature);
      expect(replay.json()).toEqual({ received: true, duplicate: true });
      const booked = await orm.em.fork().execute("SELECT 1 FROM domain_event WHERE type = 'AppointmentBooked' AND aggregate_id = ?", [checkout.appointmentId]);
      expect(booked).toHaveLength(1);
    });

    it('processes one of several simultaneous deliveries of an event and answers the others as duplicates', async () => {
      const checkout = await bookedAppointment();
      await confirmAtStripe(checkout.paymentIntentId, 'pm_card_visa');
      const payload = JSON.stringify({ id: 'evt_race', object: 'event', type: 'payment_intent.amount_capturable_updated', data: { object: fake.intents.get(checkout.paymentIntentId) } });
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const answers = await Promise.all(Array.from({ length: 8 }, () => post(payload, signature)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
      const bodies = answers.map((a) => a.json());
      expect(bodies.filter((b) => b.duplicate !== true)).toEqual([{ received: true }]);
      expect(bodies.filter((b) => b.duplicate === true)).toHaveLength(7);
      const booked = await orm.em.fork().execute("SELECT 1 FROM domain_event WHERE type = 'AppointmentBooked' AND aggregate_id = ?", [checkout.appointmentId]);
      expect(booked).toHaveLength(1);
    });

    it('gives an event back when processing it failed, so that Stripe’s retry records the payment', async () => {
      const checkout = await bookedAppointment();
      await confirmAtStripe(checkout.paymentIntentId, 'pm_card_visa');
      const payload = JSON.stringify({ id: 'evt_retry', object: 'event', type: 'payment_intent.amount_capturable_updated', data: { object: fake.intents.get(checkout.paymentIntentId) } });
      const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
      const paymentStatus = async () =>
        (await orm.em.fork().execute<{ payment_status: string }[]>('SELECT payment_status FROM appointment WHERE id = ?', [checkout.appointmentId]))[0].payment_status;
      fake.outage = true;
      try {
        const failed = await post(payload, signature);
        expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      } finally {
        fake.outage = false;
      }
      expect(await orm.em.fork().execute("SELECT 1 FROM processed_webhook_event WHERE id = 'evt_retry'")).toHaveLength(0);
      expect(await paymentStatus()).not.toBe('authorized');
      const retry = await post(payload, signature);
      expect(retry.json()).toEqual({ received: true });
      expect(await paymentStatus()).toBe('authorized');
    });

    it('records an authorisation Stripe cancelled because it lapsed (payment_intent.canceled) as lapsed, nothing taken, once', async () => {
      const b = await heldAtStripe('07700900007');
      fake.lapse(b.paymentIntentId);
      const payload = JSON.stringify({ id: 'evt_lapse', object: 'event', type: 'payment_intent.canceled', data: { object: fake.intents.get(b.paymentIntentId) } });
      const first = await post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      expect(first.json()).toEqual({ received: true });
      expect(await paymentOf(b.appointmentId)).toEqual({ payment_status: 'lapsed', captured_pence: 0, released_pence: 0 });
      const lapses = await orm.em.fork().execute<{ payload: { cancellationReason: string } }[]>("SELECT payload FROM domain_event WHERE type = 'AuthorisationLapsed' AND aggregate_id = ?", [b.appointmentId]);
      expect(lapses.map((e) => e.payload.cancellationReason)).toEqual(['automatic']);
      // The same cancellation delivered again (as another event) records nothing more.
      const again = JSON.stringify({ id: 'evt_lapse_again', object: 'event', type: 'payment_intent.canceled', data: { object: fake.intents.get(b.paymentIntentId) } });
      await post(again, stripe.webhooks.generateTestHeaderString({ payload: again, secret: WEBHOOK_SECRET }));
      expect(await orm.em.fork().execute("SELECT 1 FROM domain_event WHERE type = 'AuthorisationLapsed' AND aggregate_id = ?", [b.appointmentId])).toHaveLength(1);
    });

    it('refuses an event with a bad signature and changes nothing', async () => {
      const payload = JSON.stringify({ id: 'evt_2', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: 'pi_x' } } });
      const res = await post(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_wrong' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_signature' });
      expect(await orm.em.fork().execute("SELECT 1 FROM processed_webhook_event WHERE id = 'evt_2'")).toHaveLength(0);
    });

    it('tells the portal the provider is Stripe, with the publishable key', async () => {
      const res = await new TestClient(app).get('/api/site');
      expect(res.json()).toMatchObject({ paymentProvider: 'stripe', stripePublishableKey: 'pk_test_fake' });
    });

    it('refuses the simulated card step when Stripe is configured', async () => {
      const client = new TestClient(app);
      await client.passGate();
      const res = await client.post('/api/simulated-payments/confirm', { clientSecret: 'pi_123_secret_456', cardNumber: '4242424242424242' });
      expect(res.statusCode).toBe(404);
    });
  });
});
