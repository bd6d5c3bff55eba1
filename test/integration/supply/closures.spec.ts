import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { upcomingBankHolidays } from '../../../src/modules/availability/rules/closures.rules.js';
import { AppointmentPaymentsRepository } from '../../../src/modules/booking/repositories/appointment-payments.repository.js';
import { RefundCancellationHandler } from '../../../src/modules/booking/jobs/payment-jobs.handlers.js';
import { Db } from '../../../src/shared/db/db.js';
import { PAYMENT_GATEWAY } from '../../../src/modules/payments/payment-gateway.js';
import { TransactionRunner } from '../../../src/shared/outbox/transaction-runner.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';
import { screeningFor } from '../../support/screening.js';
import { BookingEvent } from '../../../src/modules/booking/booking.events.js';
import type { EventJob } from '../../../src/shared/queues/job-handler.js';

const patient = { name: 'Casey Closure', phone: '07700 900555', postcode: 'SW1A 1AA', issue: 'Toothache' };

describe('Closures: closed days stay unbookable, bookings inside are listed and refunded in full once', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let worker: ChildProcess;
  let practiceId: string;
  let operativeId: string;
  let closedDate: string;
  let slots: Array<{ id: string; startTime: string }>;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Closure Dental' });
    practiceId = practice.id;
    operativeId = operative.id;
    closedDate = addLondonDays(app.get(Clock).londonToday(), 4);
    slots = (await saveDay(admin, { practiceId, operativeId }, closedDate, { slotMinutes: 30 })).day.slots;
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const slotStatus = async (id: string) => (await orm.em.fork().execute<{ status: string }[]>('SELECT status FROM slot WHERE id = ?', [id]))[0].status;

  async function bookSlot(slotId: string) {
    const client = new TestClient(app);
    await client.passGate();
    const hold = (await client.post('/api/holds', { slotId, patient, screening: await screeningFor(app, patient) })).json();
    const checkout = (await client.post(`/api/holds/${hold.holdId}/checkout`, { email: 'casey@example.com', acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` })).json();
    await client.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
    await client.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
    return { client, appointmentId: checkout.appointmentId as string, paymentIntentId: checkout.paymentIntentId as string };
  }

  it('refuses dates in the past or out of order with clear messages', async () => {
    const past = await admin.post('/api/admin/closures', { practiceId, startsOn: addLondonDays(closedDate, -30), endsOn: closedDate, reason: 'holiday' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('A closure cannot start in the past.');
    const backwards = await admin.post('/api/admin/closures', { practiceId, startsOn: closedDate, endsOn: addLondonDays(closedDate, -1), reason: 'holiday' });
    expect(backwards.json()).toMatchObject({ message: 'The last day must be on or after the first day.', fields: { endsOn: 'The last day must be on or after the first day.' } });
  });

  it('closes a booked day: open slots blocked, the booking and the live hold listed, nothing bookable inside', async () => {
    const booking = await bookSlot(slots[0].id);
    const holder = new TestClient(app);
    await holder.passGate();
    expect((await holder.post('/api/holds', { slotId: slots[1].id, patient, screening: await screeningFor(app, patient) })).statusCode).toBe(201);

    const closed = await admin.post('/api/admin/closures', { practiceId, startsOn: closedDate, endsOn: closedDate, reason: 'training', note: 'Team training day' });
    expect(closed.statusCode).toBe(201);
    const body = closed.json();
    expect(body.blocked).toBe(slots.length - 2);
    expect(body.affected.map((x: { kind: string }) => x.kind)).toEqual(['booking', 'hold']);
    expect(body.affected[0].appointment).toMatchObject({ id: booking.appointmentId, patientName: 'Casey Closure', paymentStatus: 'authorized' });
    expect(body.message).toBe('Closure saved. 14 open slots blocked. 2 bookings or holds fall in it: rebook or cancel them below.');
    expect((await admin.post('/api/admin/closures', { practiceId, startsOn: closedDate, endsOn: closedDate, reason: 'training' })).statusCode).toBe(409);

    // No patient can hold a slot inside the closure, whatever path they take.
    const patientClient = new TestClient(app);
    await patientClient.passGate();
    expect((await patientClient.post('/api/holds', { slotId: slots[5].id, patient, screening: await screeningFor(app, patient) })).statusCode).toBe(409);
    expect((await patientClient.get(`/api/practices/${practiceId}/slots?date=${closedDate}`)).json().slots).toEqual([]);
    // An admin opening a blocked slot or planning new ones inside the closure changes nothing bookable.
    await admin.put('/api/admin/availability', { practiceId, operativeId, date: closedDate, slots: [{ startTime: slots[5].startTime, available: true }] });
    expect(await slotStatus(slots[5].id)).toBe('blocked');
    const second = (await admin.post(`/api/admin/practices/${practiceId}/operatives`, { displayName: 'Dr Second' })).json();
    const planned = (await admin.put('/api/admin/availability', { practiceId, operativeId: second.id, date: closedDate, startHour: 9, endHour: 12, slotMinutes: 30 })).json();
    expect(planned.created).toBe(0);

    const listed = (await admin.get(`/api/admin/closures?practiceId=${practiceId}`)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ startsOn: closedDate, endsOn: closedDate, reason: 'training', note: 'Team training day' });
    expect(listed[0].affected).toHaveLength(2);
  });

  it('cancels the booking inside for the practice: the authorisation released whole, once (nothing taken, nothing "refunded"), the slot stays closed', async () => {
    const [closure] = (await admin.get(`/api/admin/closures?practiceId=${practiceId}`)).json();
    const appointmentId = closure.affected[0].appointment.id as string;
    const [{ payment_intent_id: intentId }] = await orm.em.fork().execute<{ payment_intent_id: string }[]>('SELECT payment_intent_id FROM appointment WHERE id = ?', [appointmentId]);
    expect((await admin.post(`/api/admin/appointments/${appointmentId}/cancel`, {})).statusCode).toBe(400);
    const cancelled = await admin.post(`/api/admin/appointments/${appointmentId}/cancel`, { choice: 'practice_cannot_see', reason: 'Practice closed for training' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ refundPence: 3900, explanation: 'We will release the £39 held on your card: nothing will be taken.' });
    expect(await slotStatus(slots[0].id)).toBe('blocked');

    const appointment = async () =>
      (
        await orm.em
          .fork()
          .execute<
            { refunded_pence: number; released_pence: number; captured_pence: number; payment_status: string; cancelled_by: string }[]
          >('SELECT refunded_pence, released_pence, captured_pence, payment_status, cancelled_by FROM appointment WHERE id = ?', [appointmentId])
      )[0];
    await eventually(async () => (await appointment()).payment_status === 'released', 20_000);
    expect(await appointment()).toEqual({ refunded_pence: 0, released_pence: 3900, captured_pence: 0, payment_status: 'released', cancelled_by: 'admin' });
    const intent = async () =>
      (await orm.em.fork().execute<{ status: string; capture_count: number; amount_refunded_pence: number }[]>('SELECT status, capture_count, amount_refunded_pence FROM simulated_payment_intent WHERE id = ?', [intentId]))[0];
    expect(await intent()).toEqual({ status: 'canceled', capture_count: 0, amount_refunded_pence: 0 });
    const handler = new RefundCancellationHandler(new TransactionRunner(orm), app.get(PAYMENT_GATEWAY), new AppointmentPaymentsRepository(new Db(orm)));
    const job = { data: { aggregateId: appointmentId, eventId: 'again', type: BookingEvent.AppointmentCancelled, payload: {}, occurredAt: '' } } as unknown as EventJob<typeof BookingEvent.AppointmentCancelled>;
    expect((await handler.handle(job)).status).toBe('skipped');
    expect(await intent()).toEqual({ status: 'canceled', capture_count: 0, amount_refunded_pence: 0 });
    const events = await orm.em.fork().execute("SELECT 1 FROM domain_event WHERE type = 'AuthorisationReleased' AND aggregate_id = ?", [appointmentId]);
    expect(events).toHaveLength(1);
    expect(await orm.em.fork().execute("SELECT 1 FROM domain_event WHERE type = 'RefundIssued' AND aggregate_id = ?", [appointmentId])).toHaveLength(0);

    await eventually(async () => {
      const inbox = (await admin.get('/dev/mail.json')).json() as Array<{ to: string; subject: string; text: string }>;
      return inbox.some((m) => m.to === 'casey@example.com' && m.subject.startsWith('Appointment cancelled') && /We (are releasing|have released) the £39 held on your card/.test(m.text));
    }, 20_000);
  });

  it('adds the upcoming bank holidays of a region in one step, once', async () => {
    // A holiday already inside a closure (the training day above may be one: today + 4 is St Andrew's
    // Day when today is 26 November) keeps that closure, so it is not created again.
    const existing = (await admin.get(`/api/admin/closures?practiceId=${practiceId}`)).json() as Array<{ startsOn: string; endsOn: string }>;
    const covered = (date: string) => existing.some((c) => c.startsOn <= date && date <= c.endsOn);
    const expected = upcomingBankHolidays('scotland', app.get(Clock).londonToday()).filter((h) => !covered(h.date)).length;
    const first = (await admin.post('/api/admin/closures/bank-holidays', { practiceId, region: 'scotland' })).json();
    expect(first.created).toBe(expected);
    const again = (await admin.post('/api/admin/closures/bank-holidays', { practiceId, region: 'scotland' })).json();
    expect(again.created).toBe(0);
    expect((await admin.post('/api/admin/closures/bank-holidays', { practiceId, region: 'wales' })).json().message).toBe('Choose England and Wales, or Scotland.');
  });
});
