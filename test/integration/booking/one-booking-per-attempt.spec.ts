import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { ManageTokens } from '../../../src/modules/booking/services/manage-tokens.js';
import { CancelPaymentHandler, CapturePaymentHandler, RefundCancellationHandler } from '../../../src/modules/booking/jobs/payment-jobs.handlers.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { jobOfEvent } from '../../support/fixtures/jobs.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screenedHold } from '../../support/screening.js';

// Truro: no other suite searches near it.
const lead = { name: 'Una Once', phone: '07700 900881', postcode: 'TR1 2HE', issue: 'Broken tooth' };
const DECLINED = '4000000000000002';
const GOOD = '4242424242424242';

type Listed = { id: string; reference: string; status: string; paymentStatus: string; payment: { label: string; sentence: string } };
type AdminItem = { id: string; status: string; paymentStatus: string; booked: boolean; bookingState: string };

/**
 * Issue #29 item 3 (audit U1): a declined attempt and a successful retry are one appointment. The
 * patient's way to two: a card declined, then the browser's Back (or a new tab, or the lead form
 * again) and another time held and paid, while the declined attempt's hold still runs.
 */
describe('One booking per attempt', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let date: string;
  /** Two operatives' days at one practice: the same times twice, as at Harley Street. */
  let first: Array<{ id: string; startTime: string }>;
  let second: Array<{ id: string; startTime: string }>;
  let next = 0;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Once Only Dental', city: 'Truro', postcode: 'TR1 2HE' });
    const other = (await admin.post(`/api/admin/practices/${practice.id}/operatives`, { displayName: 'Dr Second', email: 'second@example.test' })).json() as { id: string };
    date = addLondonDays(app.get(Clock).londonToday(), 2);
    first = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { slotMinutes: 15 })).day.slots;
    second = (await saveDay(admin, { practiceId: practice.id, operativeId: other.id }, date, { slotMinutes: 15 })).day.slots;
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  const sql = <T = Record<string, unknown>[]>(text: string, params: unknown[] = []) => orm.em.fork().execute(text, params) as Promise<T>;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const visitor = async () => {
    const client = new TestClient(app);
    await client.passGate();
    return client;
  };

  /** The checkout, with the Booking Terms accepted and the age confirmed. */
  async function checkoutOf(client: TestClient, h: { holdId: string; holdToken: string }, email: string) {
    return client.post(`/api/holds/${h.holdId}/checkout`, { email, acceptTerms: true, over16: true }, bearer(h.holdToken));
  }

  /** Hold a slot, check out and pay with `card`; the recorded outcome. */
  async function attempt(client: TestClient, slotId: string, email: string, card: string, patient = lead) {
    const hold = await client.post('/api/holds', await screenedHold(app, slotId, patient));
    expect(hold.statusCode).toBe(201);
    const h = hold.json() as { holdId: string; holdToken: string };
    const checkout = await checkoutOf(client, h, email);
    expect(checkout.statusCode).toBe(201);
    const c = checkout.json() as { appointmentId: string; reference: string; clientSecret: string; accessToken: string; paymentIntentId: string };
    await client.post('/api/simulated-payments/confirm', { clientSecret: c.clientSecret, cardNumber: card });
    const paid = await client.post(`/api/appointments/${c.appointmentId}/payment`, { paymentIntentId: c.paymentIntentId }, bearer(c.accessToken));
    return { ...h, ...c, slotId, paid: paid.json() as { status: string; paymentStatus: string } };
  }

  const mine = async (email: string) => {
    const patient = await visitor();
    await patient.signInAsUser(email);
    const res = await patient.get('/api/me/appointments');
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json() as Listed[];
  };
  const adminItems = async (email: string) =>
    ((await admin.get(`/api/admin/appointments?q=${encodeURIComponent(email)}&limit=200`)).json() as { items: AdminItem[] }).items;
  const row = async (id: string) =>
    (await sql<{ status: string; payment_status: string; hold_status: string; slot_status: string }[]>(
      `SELECT a.status, a.payment_status, h.status AS hold_status, s.status AS slot_status
         FROM appointment a JOIN hold h ON h.id = a.hold_id JOIN slot s ON s.id = h.slot_id WHERE a.id = ?`,
      [id],
    ))[0];

  it('a declined card, then Back and the same time (another operative) paid: My Appointments lists one booking', async () => {
    const email = 'una.once@example.com';
    const tab = await visitor();
    const declined = await attempt(tab, first[next].id, email, DECLINED);
    expect(declined.paid).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    // The browser's Back leaves the page without letting the hold go; the patient searches again and
    // the list offers the same time with the other operative.
    const again = await visitor();
    const retry = await attempt(again, second[next].id, email, GOOD);
    next += 1;
    expect(retry.paid).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });

    const listed = await mine(email);
    expect(listed.map((a) => a.reference)).toEqual([retry.reference]);
    expect(listed[0]).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });

    // The admin sees the declined attempt once, as a failed payment that booked nothing.
    const items = await adminItems(email);
    expect(items).toHaveLength(2);
    expect(items.find((i) => i.id === declined.appointmentId)).toMatchObject({ booked: false, bookingState: 'payment-failed', paymentStatus: 'failed' });
    expect(items.find((i) => i.id === retry.appointmentId)).toMatchObject({ booked: true, bookingState: 'booked' });
  });

  it('lets the earlier unpaid attempt go once the same patient has booked: hold released, appointment cancelled, intent cancelled', async () => {
    const email = 'una.twice@example.com';
    const declined = await attempt(await visitor(), first[next].id, email, DECLINED);
    const retry = await attempt(await visitor(), second[next].id, email, GOOD);
    next += 1;
    expect(await row(declined.appointmentId)).toEqual({ status: 'cancelled', payment_status: 'failed', hold_status: 'released', slot_status: 'open' });
    expect(await row(retry.appointmentId)).toEqual({ status: 'pending', payment_status: 'authorized', hold_status: 'converted', slot_status: 'booked' });

    // One HoldReleased event says why, and its job cancels the intent, as Back's does.
    const [released] = await sql<{ id: string; type: string; aggregate_id: string; payload: Record<string, unknown>; occurred_at: string; actor: string }[]>(
      "SELECT id, type, aggregate_id, payload, occurred_at, actor FROM domain_event WHERE type = 'HoldReleased' AND aggregate_id = ?",
      [declined.holdId],
    );
    expect(released).toMatchObject({ actor: 'system', payload: { appointmentId: declined.appointmentId, reason: 'patient-started-again' } });
    expect((await app.get(CancelPaymentHandler).handle(await jobOfEvent(orm, 'HoldReleased', released.aggregate_id))).status).toBe('done');
    const [intent] = await sql<{ status: string }[]>('SELECT status FROM simulated_payment_intent WHERE id = ?', [declined.paymentIntentId]);
    expect(intent.status).toBe('canceled');

    const items = await adminItems(email);
    expect(items.find((i) => i.id === declined.appointmentId)).toMatchObject({ status: 'cancelled', booked: false, bookingState: 'payment-failed' });
  });

  const manageOf = async (client: TestClient, appointmentId: string) => {
    const token = await app.get(ManageTokens).issue(appointmentId, app.get(Clock).now());
    return (await client.get('/api/manage/appointment', bearer(token))).json() as { booked: boolean; status: string; canChange: boolean; changeRefusal: string | null; payment: { label: string; sentence: string } };
  };
  const eventTypes = async (aggregateId: string) =>
    (await sql<{ type: string }[]>('SELECT type FROM domain_event WHERE aggregate_id = ? ORDER BY seq', [aggregateId])).map((e) => e.type);

  it('hides an attempt that was not let go (the retry from another phone): listed once, the manage link says it is not a booking, nothing sent for it', async () => {
    const email = 'una.phones@example.com';
    const declined = await attempt(await visitor(), first[next].id, email, DECLINED);
    const retry = await attempt(await visitor(), second[next].id, email, GOOD, { ...lead, phone: '07700 900882' });
    next += 1;
    // A different number is not "the same patient" for letting go: the attempt runs on until its hold lapses.
    expect((await row(declined.appointmentId)).status).toBe('pending');

    expect((await mine(email)).map((a) => a.id)).toEqual([retry.appointmentId]);
    const view = await manageOf(await visitor(), declined.appointmentId);
    expect(view).toMatchObject({ booked: false, canChange: false, changeRefusal: 'This booking was not completed, so there is nothing to change.' });
    expect(view.payment.sentence).toBe('We could not take the £39 booking fee from your card, so nothing has been taken.');
    expect((await manageOf(await visitor(), retry.appointmentId)).booked).toBe(true);
    // Nothing that sends a confirmation, a text or a reminder was recorded for the attempt.
    expect(await eventTypes(declined.appointmentId)).toEqual(['AppointmentCreated', 'PaymentFailed']);
    const items = await adminItems(email);
    expect(items.find((i) => i.id === declined.appointmentId)).toMatchObject({ status: 'pending', booked: false, bookingState: 'payment-failed' });
  });

  it("keeps another patient's attempt on the same phone (a parent booking for two children)", async () => {
    const email = 'parent.two@example.com';
    const child1 = await attempt(await visitor(), first[next].id, email, DECLINED, { ...lead, name: 'Alfie Two', phone: '07700 900883' });
    const child2 = await attempt(await visitor(), second[next].id, email, GOOD, { ...lead, name: 'Bella Two', phone: '07700 900883' });
    next += 1;
    expect((await row(child1.appointmentId)).hold_status).toBe('active');
    expect((await row(child2.appointmentId)).status).toBe('pending');
    // The same name however it is typed is the same patient.
    const again = await attempt(await visitor(), first[next].id, email, GOOD, { ...lead, name: '  alfie   TWO ', phone: '07700 900883' });
    next += 1;
    expect(await row(child1.appointmentId)).toMatchObject({ status: 'cancelled', hold_status: 'released' });
    expect((await mine(email)).map((a) => a.id).sort()).toEqual([child2.appointmentId, again.appointmentId].sort());
  });

  it('keeps an earlier attempt whose card went through in another tab (not yet recorded): that payment books it too', async () => {
    const email = 'una.tabs@example.com';
    const tab1 = await visitor();
    const hold = (await tab1.post('/api/holds', await screenedHold(app, first[next].id, lead))).json() as { holdId: string; holdToken: string };
    const checkout = (await checkoutOf(tab1, hold, email)).json() as { appointmentId: string; clientSecret: string; accessToken: string; paymentIntentId: string };
    // The card is authorised in the browser; the tab has not told the server yet.
    await tab1.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: GOOD });
    await attempt(await visitor(), second[next].id, email, GOOD);
    next += 1;
    expect((await row(checkout.appointmentId)).hold_status).toBe('active');
    const paid = await tab1.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, bearer(checkout.accessToken));
    expect(paid.json()).toMatchObject({ paymentStatus: 'authorized' });
    expect((await row(checkout.appointmentId)).slot_status).toBe('booked');
  });

  it('lets nothing go before a booking: a retry declined too leaves the first attempt payable, and its payment lets the retry go', async () => {
    const email = 'una.patient@example.com';
    const tab1 = await visitor();
    const hold = (await tab1.post('/api/holds', await screenedHold(app, first[next].id, lead))).json() as { holdId: string; holdToken: string };
    const checkout = (await checkoutOf(tab1, hold, email)).json() as { appointmentId: string; clientSecret: string; accessToken: string; paymentIntentId: string };
    await tab1.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: DECLINED });
    expect((await tab1.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, bearer(checkout.accessToken))).json()).toMatchObject({ paymentStatus: 'failed' });
    const retry = await attempt(await visitor(), second[next].id, email, DECLINED);
    next += 1;
    expect((await row(checkout.appointmentId)).hold_status).toBe('active');
    // Back in the first tab, another card on the first hold books.
    await tab1.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: GOOD });
    const paid = await tab1.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, bearer(checkout.accessToken));
    expect(paid.json()).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });
    expect(await row(retry.appointmentId)).toMatchObject({ status: 'cancelled', hold_status: 'released', slot_status: 'open' });
    expect((await mine(email)).map((a) => a.id)).toEqual([checkout.appointmentId]);
  });

  it('says where the fee stands on My Appointments and the manage page: held, being taken, paid, being refunded, refunded', async () => {
    const email = 'una.money@example.com';
    const patient = await visitor();
    const b = await attempt(patient, first[next].id, email, GOOD);
    next += 1;
    const held = 'The £39 booking fee is held on your card, not taken yet: it is taken when we confirm your appointment with the practice.';
    expect((await mine(email))[0].payment).toEqual({ label: '£39 held, taken when we confirm', sentence: held });
    expect((await manageOf(patient, b.appointmentId)).payment.sentence).toBe(held);

    expect((await admin.post(`/api/admin/appointments/${b.appointmentId}/confirm`)).statusCode).toBe(200);
    expect((await mine(email))[0].payment.label).toBe('£39 being taken');
    expect((await app.get(CapturePaymentHandler).handle(await jobOfEvent(orm, 'AppointmentConfirmed', b.appointmentId))).status).toBe('done');
    expect((await mine(email))[0].payment).toEqual({ label: '£39 paid', sentence: 'You have paid the £39 booking fee.' });
    expect((await manageOf(patient, b.appointmentId)).payment.sentence).toBe('You have paid the £39 booking fee.');

    // Cancelled before the practice is instructed: half of the held fee taken, the rest released, said with the amounts, then done.
    const early = await attempt(patient, first[next].id, email, GOOD);
    next += 1;
    const token = await app.get(ManageTokens).issue(early.appointmentId, app.get(Clock).now());
    expect((await patient.post('/api/manage/cancel', {}, bearer(token))).statusCode).toBe(200);
    expect((await manageOf(patient, early.appointmentId)).payment).toEqual({
      label: 'Keeping £19.50, releasing £19.50',
      sentence: 'We will take £19.50 of the £39 held on your card and release the rest.',
    });
    expect((await app.get(RefundCancellationHandler).handle(await jobOfEvent(orm, 'AppointmentCancelled', early.appointmentId))).status).toBe('done');
    expect((await manageOf(patient, early.appointmentId)).payment).toEqual({
      label: '£19.50 kept, £19.50 released',
      sentence: 'We have taken £19.50 of the £39 held on your card and released the rest.',
    });
    // A cancelled booking is not upcoming: My Appointments lists it under cancelled and past, with its money.
    expect((await mine(email)).map((a) => a.id)).toEqual([b.appointmentId]);
  });

  it('says paid on My Appointments in immediate mode', async () => {
    const email = 'una.immediate@example.com';
    await admin.put('/api/admin/settings', { useImmediatePaymentProcessing: true });
    try {
      const b = await attempt(await visitor(), first[next].id, email, GOOD, { ...lead, name: 'Una Immediate' });
      next += 1;
      expect(b.paid).toMatchObject({ paymentStatus: 'completed' });
      expect((await mine(email)).map((a) => a.payment)).toEqual([{ label: '£39 paid', sentence: 'You have paid the £39 booking fee.' }]);
    } finally {
      await admin.put('/api/admin/settings', { useImmediatePaymentProcessing: false });
    }
  });

  it("never lets a patient's unpaid attempt go for a stranger's booking with the same phone and name from another network (review N5)", async () => {
    const phone = '07700 900884';
    const victim = new TestClient(app, { remoteAddress: '203.0.113.41' });
    await victim.passGate();
    // The patient is at the card form: held and checked out, not paid yet.
    const hold = (await victim.post('/api/holds', await screenedHold(app, first[next].id, { ...lead, name: 'Jane Victim', phone }))).json() as { holdId: string; holdToken: string };
    const checkout = (await checkoutOf(victim, hold, 'jane.victim@example.com')).json() as { appointmentId: string; clientSecret: string; paymentIntentId: string; accessToken: string };
    // A stranger who knows the number and the name books and pays from their own network.
    const stranger = new TestClient(app, { remoteAddress: '198.18.23.2' });
    await stranger.passGate();
    const theirs = await attempt(stranger, second[next].id, 'stranger@example.com', GOOD, { ...lead, name: '  jane   VICTIM ', phone });
    next += 1;
    expect(theirs.paid).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });
    // The patient's attempt is untouched and they can still pay for it.
    expect(await row(checkout.appointmentId)).toEqual({ status: 'pending', payment_status: 'pending', hold_status: 'active', slot_status: 'held' });
    expect((await victim.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: GOOD })).json()).toMatchObject({ status: 'requires_capture' });
    const paid = await victim.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, bearer(checkout.accessToken));
    expect(paid.json()).toMatchObject({ status: 'pending', paymentStatus: 'authorized' });
  });
});
