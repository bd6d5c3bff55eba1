import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { ManageTokens } from '../../../src/modules/booking/services/manage-tokens.js';
import { CapturePaymentHandler, RefundCancellationHandler } from '../../../src/modules/booking/jobs/payment-jobs.handlers.js';
import { FlagLapseRiskHandler } from '../../../src/modules/booking/jobs/flag-lapse-risk.handler.js';
import { BookingEvent } from '../../../src/modules/booking/booking.events.js';
import { PAYMENT_GATEWAY, type PaymentGateway, PaymentRefusedError } from '../../../src/modules/payments/payment-gateway.js';
import { QueueRegistry } from '../../../src/shared/queues/queue-registry.js';
import { QueueName } from '../../../src/shared/queues/queue-names.js';
import { AppointmentPaymentsRepository } from '../../../src/modules/booking/repositories/appointment-payments.repository.js';
import { Db } from '../../../src/shared/db/db.js';
import { TransactionRunner } from '../../../src/shared/outbox/transaction-runner.js';
import type { EventJob } from '../../../src/shared/queues/job-handler.js';
import { clockNowSql, createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { devInbox } from '../../support/dev-inbox.js';
import { jobOfEvent } from '../../support/fixtures/jobs.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screenedHold } from '../../support/screening.js';
import { eventually, patiently, startProcess, waitForExit } from '../../support/processes.js';

const GOOD_CARD = '4242424242424242';
const TAKEN_HALF = 'We have taken £19.50 of the £39 held on your card and released the rest.';

interface Intent {
  status: string;
  capture_count: number;
  amount_captured_pence: number;
  amount_refunded_pence: number;
  capture_idempotency_key: string | null;
}
interface Money {
  status: string;
  payment_status: string;
  captured_pence: number;
  released_pence: number;
  refunded_pence: number;
  refund_due_pence: number | null;
}
interface Booked {
  client: TestClient;
  appointmentId: string;
  paymentIntentId: string;
  reference: string;
  email: string;
  token: string;
}

/**
 * ADR 0042 through HTTP on the simulated gateway: a held fee cancelled before the practice is
 * instructed has exactly half captured once and the rest released, however often the cancel is
 * asked for and whatever happens to the worker; a paid fee is refunded; an authorisation that
 * lapsed is recorded and said, and its jobs end instead of retrying.
 */
describe('The money of a cancellation, as it moves', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let slots: Array<{ id: string }>;
  let next = 0;
  let phones = 0;

  beforeAll(async () => {
    app = await createTestApp({ DATABASE_POOL_MAX: '20' });
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    // Penzance: no other suite books there.
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Money Moves Dental', city: 'Penzance', postcode: 'TR18 2QF' });
    const today = app.get(Clock).londonToday();
    slots = [];
    for (let d = 2; slots.length < 80; d++) {
      slots.push(...(await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(today, d), { startHour: 8, endHour: 20, slotMinutes: 15 })).day.slots);
    }
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().execute(text, params) as Promise<T>;
  const intent = async (id: string) =>
    (await sql<Intent[]>('SELECT status, capture_count, amount_captured_pence, amount_refunded_pence, capture_idempotency_key FROM simulated_payment_intent WHERE id = ?', [id]))[0];
  const money = async (id: string) =>
    (await sql<Money[]>('SELECT status, payment_status, captured_pence, released_pence, refunded_pence, refund_due_pence FROM appointment WHERE id = ?', [id]))[0];
  const events = async (type: string, id: string) => (await sql<{ n: number }[]>('SELECT count(*)::int AS n FROM domain_event WHERE type = ? AND aggregate_id = ?', [type, id]))[0].n;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** The one place a test here takes a slot (POST /api/holds): the hold's body may grow, this adapts with it. */
  async function holdSlot(client: TestClient, slotId: string, patient: { name: string; phone: string; postcode: string; issue: string }) {
    const res = await client.post('/api/holds', await screenedHold(app, slotId, patient));
    if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`hold refused: ${res.statusCode} ${res.body}`);
    return res.json() as { holdId: string; holdToken: string };
  }

  /** Hold, checkout, pay with a good card: the fee held (authorisation mode) or taken (immediate mode). */
  async function book(email = `money-${next}@example.com`): Promise<Booked> {
    const client = new TestClient(app);
    await client.passGate();
    const phone = `07700 900${String(500 + (phones++ % 400)).padStart(3, '0')}`;
    const hold = await holdSlot(client, slots[next++].id, { name: 'Morgan Money', phone, postcode: 'TR18 2QF', issue: '' });
    const checkout = (await client.post(`/api/holds/${hold.holdId}/checkout`, { email, acceptTerms: true, over16: true }, bearer(hold.holdToken))).json() as {
      appointmentId: string;
      paymentIntentId: string;
      clientSecret: string;
      accessToken: string;
      reference: string;
    };
    await client.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: GOOD_CARD });
    const paid = await client.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, bearer(checkout.accessToken));
    expect(paid.statusCode).toBe(200);
    const token = await app.get(ManageTokens).issue(checkout.appointmentId, app.get(Clock).now());
    return { client, appointmentId: checkout.appointmentId, paymentIntentId: checkout.paymentIntentId, reference: checkout.reference, email, token };
  }
  const manage = (b: Booked) => b.client.get('/api/manage/appointment', bearer(b.token));
  const cancel = (b: Booked) => b.client.post('/api/manage/cancel', {}, bearer(b.token));
  const refundJob = (id: string) =>
    ({ data: { aggregateId: id, eventId: `again-${id}`, type: BookingEvent.AppointmentCancelled, payload: {}, occurredAt: '' } }) as unknown as EventJob<typeof BookingEvent.AppointmentCancelled>;
  /** An authorisation taken `days` ago by the "bank": past Stripe's 7 days it lapses at the next look. */
  const ageAuthorisation = async (b: Booked, days: number) => {
    await sql(`UPDATE simulated_payment_intent SET created_at = now() - make_interval(days => ?) WHERE id = ?`, [days, b.paymentIntentId]);
    await sql(`UPDATE appointment SET capture_before = NULL, authorized_at = ${clockNowSql(app)} - make_interval(days => ?) WHERE id = ?`, [days, b.appointmentId]);
  };

  describe('with a worker running', () => {
    let worker: ChildProcess;
    beforeAll(() => {
      worker = startProcess('dist/workers/main.js', {});
    });
    afterAll(async () => {
      worker.kill('SIGTERM');
      await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    });

    it('takes exactly 1,950 pence of a held fee once and releases the rest, and every channel says so', async () => {
      const b = await book('held.cancel@example.com');
      expect((await manage(b)).json().cancellation).toEqual({ refundPence: 1950, explanation: 'The practice has not been instructed yet, so we will take £19.50 of the £39 held and release the rest.' });
      expect((await cancel(b)).statusCode).toBe(200);

      await eventually(async () => (await money(b.appointmentId)).payment_status === 'part_captured', 30_000);
      expect(await money(b.appointmentId)).toEqual({ status: 'cancelled', payment_status: 'part_captured', captured_pence: 1950, released_pence: 1950, refunded_pence: 0, refund_due_pence: 1950 });
      // The intent: captured once, for the part, under the part's own key; nothing refunded.
      expect(await intent(b.paymentIntentId)).toEqual({ status: 'succeeded', capture_count: 1, amount_captured_pence: 1950, amount_refunded_pence: 0, capture_idempotency_key: `capture-part-${b.appointmentId}` });
      expect(await events(BookingEvent.PaymentPartlyCaptured, b.appointmentId)).toBe(1);
      expect(await events(BookingEvent.RefundIssued, b.appointmentId)).toBe(0);
      // The job again (a stalled worker's retry, a re-published event): nothing more is taken.
      expect((await app.get(RefundCancellationHandler).handle(refundJob(b.appointmentId))).status).toBe('skipped');
      expect((await intent(b.paymentIntentId)).capture_count).toBe(1);

      // The manage link shows the cancelled booking and its money, read-only.
      expect((await manage(b)).json()).toMatchObject({
        status: 'cancelled',
        canChange: false,
        cancellation: null,
        capturedPence: 1950,
        releasedPence: 1950,
        payment: { label: '£19.50 kept, £19.50 released', sentence: TAKEN_HALF },
      });
      // The e-mail and the text carry the manage link, and say part taken and the rest released, never refunded.
      let mail: { text: string } | undefined;
      await eventually(async () => {
        mail = (await devInbox(app)).find((m) => m.to === b.email && m.subject.startsWith('Appointment cancelled'));
        return Boolean(mail);
      }, 30_000);
      expect(mail!.text).toMatch(/We (will take|have taken) £19\.50 of the £39 held on your card and (release|released) the rest\./);
      expect(mail!.text).toMatch(/\/appointments\/manage\?token=/);
      expect(mail!.text).not.toMatch(/refund(ed|ing)/i);
      let text: { body: string } | undefined;
      await eventually(async () => {
        [text] = await sql<{ body: string }[]>("SELECT body FROM sms_message WHERE appointment_id = ? AND template = 'cancelled' AND status IN ('sent', 'delivered')", [b.appointmentId]);
        return Boolean(text);
      }, 30_000);
      expect(text!.body).toMatch(/We('ll take| took) £19\.50 of £39 held, (release|released) rest\. Details: \S+\/m\/[0-9A-Za-z]{12} Need urgent dental care\?/);
      // The admin: part kept, the rest released, on the list and in the story.
      const listed = ((await admin.get(`/api/admin/appointments?q=${b.reference}`)).json() as { items: Array<{ id: string; paymentStatus: string; payment: { label: string } }> }).items;
      expect(listed.find((a) => a.id === b.appointmentId)).toMatchObject({ paymentStatus: 'part_captured', payment: { label: '£19.50 kept, £19.50 released' } });
      const story = (await admin.get(`/api/admin/appointments/${b.appointmentId}/timeline`)).json() as { entries: Array<{ label: string }> };
      expect(story.entries.map((e) => e.label)).toContain('£19.50 kept, £19.50 released');
      expect(story.entries.map((e) => e.label).filter((l) => /^Refunded/.test(l))).toEqual([]);

      // No dead end: an address whose only booking is cancelled may sign in, and My Appointments keeps it with its money.
      const asker = new TestClient(app, { remoteAddress: '203.0.113.77' });
      expect((await asker.post('/api/auth/email-link', { email: b.email })).statusCode).toBe(202);
      expect((await sql<{ n: number }[]>('SELECT count(*)::int AS n FROM sign_in_link WHERE email = ?', [b.email]))[0].n).toBe(1);
      const patient = new TestClient(app);
      await patient.passGate();
      await patient.signInAsUser(b.email);
      expect((await patient.get('/api/me/appointments')).json()).toEqual([]);
      const past = (await patient.get('/api/me/appointments/past')).json() as Array<{ id: string; status: string; payment: { sentence: string }; manageToken: string }>;
      expect(past).toEqual([expect.objectContaining({ id: b.appointmentId, status: 'cancelled', payment: { label: '£19.50 kept, £19.50 released', sentence: TAKEN_HALF } })]);
      expect((await patient.get('/api/manage/appointment', bearer(past[0].manageToken))).json()).toMatchObject({ status: 'cancelled', canChange: false });
    });

    it('captures once when 20 cancel requests for one booking arrive together', async () => {
      const b = await book();
      const answers = await Promise.all(Array.from({ length: 20 }, () => cancel(b)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(409)]);
      expect(await events(BookingEvent.AppointmentCancelled, b.appointmentId)).toBe(1);
      await eventually(async () => (await money(b.appointmentId)).payment_status === 'part_captured', 30_000);
      await new Promise((r) => setTimeout(r, 500));
      expect(await intent(b.paymentIntentId)).toMatchObject({ status: 'succeeded', capture_count: 1, amount_captured_pence: 1950 });
      expect(await events(BookingEvent.PaymentPartlyCaptured, b.appointmentId)).toBe(1);
    });

    it('refunds a fee taken at once (immediate mode) as before, worded "refunding", then "refunded"', async () => {
      await admin.put('/api/admin/settings', { useImmediatePaymentProcessing: true });
      let b: Booked;
      try {
        b = await book('paid.cancel@example.com');
      } finally {
        await admin.put('/api/admin/settings', { useImmediatePaymentProcessing: false });
      }
      expect((await manage(b)).json()).toMatchObject({
        paymentStatus: 'completed',
        cancellation: { refundPence: 1950, explanation: 'The practice has not been instructed yet, so we will refund £19.50 of the £39 you paid.' },
      });
      const cancelled = await cancel(b);
      expect(cancelled.json()).toMatchObject({ refundPence: 1950, explanation: 'The practice has not been instructed yet, so we will refund £19.50 of the £39 you paid.' });
      await eventually(async () => (await money(b.appointmentId)).payment_status === 'refunded', 30_000);
      expect(await money(b.appointmentId)).toEqual({ status: 'cancelled', payment_status: 'refunded', captured_pence: 3900, released_pence: 0, refunded_pence: 1950, refund_due_pence: 1950 });
      expect(await intent(b.paymentIntentId)).toMatchObject({ status: 'succeeded', capture_count: 1, amount_captured_pence: 3900, amount_refunded_pence: 1950 });
      expect((await manage(b)).json().payment).toEqual({ label: '£19.50 refunded', sentence: 'We have refunded £19.50 of the £39 you paid.' });
      await eventually(async () => (await devInbox(app)).some((m) => m.to === b.email && m.subject.startsWith('Appointment cancelled')), 30_000);
      const mail = (await devInbox(app)).find((m) => m.to === b.email && m.subject.startsWith('Appointment cancelled'))!;
      expect(mail.text).toMatch(/We (are refunding|have refunded) £19\.50 of the £39 you paid\./);
    });

    it('records an authorisation that lapsed before the capture as lapsed, says nothing was taken, and ends the capture job without a retry', async () => {
      const b = await book();
      await ageAuthorisation(b, 8);
      expect((await admin.post(`/api/admin/appointments/${b.appointmentId}/confirm`)).statusCode).toBe(200);
      await eventually(async () => (await money(b.appointmentId)).payment_status === 'lapsed', 30_000);
      expect(await intent(b.paymentIntentId)).toMatchObject({ status: 'canceled', capture_count: 0, amount_captured_pence: 0 });
      expect(await events(BookingEvent.AuthorisationLapsed, b.appointmentId)).toBe(1);
      // The capture job ended once, completed: no failure and no retry loop.
      const [confirmed] = await sql<{ id: string }[]>('SELECT id FROM domain_event WHERE type = ? AND aggregate_id = ?', [BookingEvent.AppointmentConfirmed, b.appointmentId]);
      const job = await app.get(QueueRegistry).get(QueueName.Payment).getJob(confirmed.id);
      await eventually(async () => (await job?.isCompleted()) ?? false, 10_000);
      expect(job!.attemptsMade).toBeLessThanOrEqual(1);
      expect(job!.returnvalue).toMatchObject({ status: 'done', detail: { lapsed: true } });
      const again = await jobOfEvent(orm, BookingEvent.AppointmentConfirmed, b.appointmentId);
      expect(await app.get(CapturePaymentHandler).handle(again)).toEqual({ status: 'skipped', reason: 'nothing to capture (lapsed)' });

      const lapsed = 'Nothing was taken: the hold of £39 on your card lapsed before we took it.';
      expect((await manage(b)).json()).toMatchObject({ paymentStatus: 'lapsed', payment: { label: 'Hold lapsed, nothing taken', sentence: lapsed } });
      const listed = ((await admin.get(`/api/admin/appointments?q=${b.reference}`)).json() as { items: Array<{ id: string; paymentStatus: string; payment: { label: string } }> }).items;
      expect(listed.find((a) => a.id === b.appointmentId)).toMatchObject({ paymentStatus: 'lapsed', payment: { label: 'Hold lapsed, nothing taken' } });
      const story = (await admin.get(`/api/admin/appointments/${b.appointmentId}/timeline`)).json() as { entries: Array<{ label: string }> };
      expect(story.entries.map((e) => e.label)).toContain('Card authorisation lapsed: nothing taken');
      // The patient may still cancel: nothing to take or give back, said so.
      const cancelled = await cancel(b);
      expect(cancelled.json()).toMatchObject({ refundPence: 0, explanation: 'The hold on your card lapsed, so nothing was taken and there is nothing to refund.' });
    });
  });

  it('finds an authorisation that lapsed while the booking waited for the practice: the hourly check records it once', async () => {
    const b = await book();
    await ageAuthorisation(b, 8);
    const check = new FlagLapseRiskHandler(new TransactionRunner(orm), app.get(Clock), {} as QueueRegistry, new AppointmentPaymentsRepository(new Db(orm)), app.get(PAYMENT_GATEWAY));
    const first = await check.handle();
    expect(first).toMatchObject({ status: 'done', detail: { lapsed: 1 } });
    expect(await money(b.appointmentId)).toMatchObject({ status: 'pending', payment_status: 'lapsed', captured_pence: 0 });
    expect(await events(BookingEvent.AuthorisationLapsed, b.appointmentId)).toBe(1);
    expect(await check.handle()).toMatchObject({ status: 'done', detail: { lapsed: 0 } });
    expect(await events(BookingEvent.AuthorisationLapsed, b.appointmentId)).toBe(1);
    // An authorisation within its days is left alone, still held.
    const fresh = await book();
    await check.handle();
    expect((await money(fresh.appointmentId)).payment_status).toBe('authorized');
  });

  it('records a lapse the cancellation job meets (the patient cancelled after the hold ran out): nothing taken, the job done, no retry', async () => {
    const b = await book();
    await ageAuthorisation(b, 8);
    expect((await cancel(b)).statusCode).toBe(200);
    expect(await app.get(RefundCancellationHandler).handle(refundJob(b.appointmentId))).toEqual({ status: 'done', detail: { lapsed: true } });
    expect(await money(b.appointmentId)).toMatchObject({ status: 'cancelled', payment_status: 'lapsed', captured_pence: 0, released_pence: 0 });
    expect(await intent(b.paymentIntentId)).toMatchObject({ status: 'canceled', capture_count: 0 });
    expect((await manage(b)).json().payment.sentence).toBe('Nothing was taken: the hold of £39 on your card lapsed before we took it.');
  });

  it('captures once when the worker died after the gateway took the part but before it was recorded', async () => {
    const b = await book();
    expect((await cancel(b)).statusCode).toBe(200);
    // The first run's gateway call, which reached the "bank"; its record never committed.
    const gateway = app.get<PaymentGateway>(PAYMENT_GATEWAY);
    await gateway.capture(b.paymentIntentId, `capture-part-${b.appointmentId}`, 1950);
    expect((await money(b.appointmentId)).payment_status).toBe('authorized');
    // The retry repeats the call under the same key, gets the first capture back, and records it once.
    expect(await app.get(RefundCancellationHandler).handle(refundJob(b.appointmentId))).toEqual({ status: 'done', detail: { captured: 1950, released: 1950 } });
    expect(await intent(b.paymentIntentId)).toMatchObject({ capture_count: 1, amount_captured_pence: 1950 });
    expect(await money(b.appointmentId)).toMatchObject({ payment_status: 'part_captured', captured_pence: 1950, released_pence: 1950 });
    // Another key cannot take more, and the database refuses sums that cannot be.
    await expect(gateway.capture(b.paymentIntentId, `capture-${b.appointmentId}`)).rejects.toBeInstanceOf(PaymentRefusedError);
    await expect(sql('UPDATE appointment SET captured_pence = 3900 WHERE id = ?', [b.appointmentId])).rejects.toThrow(/appointment_money_(sums|status)_check/);
    await expect(sql('UPDATE appointment SET refunded_pence = 1950 WHERE id = ?', [b.appointmentId])).rejects.toThrow(/appointment_money_status_check/);
    await expect(sql("UPDATE appointment SET payment_status = 'released' WHERE id = ?", [b.appointmentId])).rejects.toThrow(/appointment_money_status_check/);
  });

  it('takes each held fee once, for its part, when a worker is SIGKILLed while the cancellations are being settled', async () => {
    const N = 30;
    const booked: Booked[] = [];
    for (let i = 0; i < N; i++) booked.push(await book());
    for (const b of booked) expect((await cancel(b)).statusCode).toBe(200);
    const ids = booked.map((b) => b.appointmentId);
    const settled = async () => (await sql<{ n: number }[]>("SELECT count(*)::int AS n FROM appointment WHERE id IN (?) AND payment_status = 'part_captured'", [ids]))[0].n;

    const env = { WORKER_CONCURRENCY: '10', WORKER_LOCK_MS: '5000' };
    const doomed = startProcess('dist/workers/main.js', env);
    await eventually(async () => (await settled()) >= 5, 60_000, 20);
    doomed.kill('SIGKILL');
    await waitForExit(doomed);
    expect(await settled()).toBeLessThan(N);

    const survivor = startProcess('dist/workers/main.js', env);
    try {
      await eventually(async () => (await settled()) === N, 120_000, 200);
    } finally {
      survivor.kill('SIGTERM');
      await waitForExit(survivor).catch(() => survivor.kill('SIGKILL'));
    }
    const [captures] = await sql<{ total: number; max: number; min: number; taken: number; refunded: number }[]>(
      `SELECT sum(i.capture_count)::int AS total, max(i.capture_count)::int AS max, min(i.capture_count)::int AS min,
              sum(i.amount_captured_pence)::int AS taken, sum(i.amount_refunded_pence)::int AS refunded
         FROM simulated_payment_intent i JOIN appointment a ON a.payment_intent_id = i.id WHERE a.id IN (?)`,
      [ids],
    );
    expect(captures).toEqual({ total: N, max: 1, min: 1, taken: N * 1950, refunded: 0 });
    const [recorded] = await sql<{ n: number }[]>('SELECT count(*)::int AS n FROM domain_event WHERE type = ? AND aggregate_id IN (?)', [BookingEvent.PaymentPartlyCaptured, ids]);
    expect(recorded.n).toBe(N);
  }, patiently(240_000));
});
