import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import ICAL from 'ical.js';
import { addLondonDays, Clock, londonInstant } from '../../../src/shared/clock/clock.js';
import { ManageTokens } from '../../../src/modules/booking/services/manage-tokens.js';
import { AppointmentPaymentsRepository } from '../../../src/modules/booking/repositories/appointment-payments.repository.js';
import { RefundCancellationHandler } from '../../../src/modules/booking/jobs/payment-jobs.handlers.js';
import { Db } from '../../../src/shared/db/db.js';
import { bookingCalendar } from '../../../src/modules/notifications/services/calendar.js';
import { TransactionRunner } from '../../../src/shared/outbox/transaction-runner.js';
import { PAYMENT_GATEWAY } from '../../../src/modules/payments/payment-gateway.js';
import { QueueRegistry } from '../../../src/shared/queues/queue-registry.js';
import { QueueName } from '../../../src/shared/queues/queue-names.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { devInbox } from '../../support/dev-inbox.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';
import { screeningFor } from '../../support/screening.js';
import { BookingEvent } from '../../../src/modules/booking/booking.events.js';
import type { EventJob } from '../../../src/shared/queues/job-handler.js';

const patient = { name: 'Sam Selfservice', phone: '07700 900444', postcode: 'SW1A 1AA', issue: 'Lost filling' };
interface InboxMail {
  to: string;
  subject: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

const londonClock = (d: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d);
const londonDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(d);

/** The first VEVENT of an .ics, read by an independent parser (Mozilla's ical.js). */
function parseEvent(ics: string) {
  const component = new ICAL.Component(ICAL.parse(ics));
  return new ICAL.Event(component.getFirstSubcomponent('vevent')!);
}

describe('Patient self-service: manage link, cancel with the refund rule, reschedule, calendar, reminder', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let worker: ChildProcess;
  let slots: Array<{ id: string; startTime: string }>;
  let next = 0;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Self Service Dental' });
    const date = addLondonDays(app.get(Clock).londonToday(), 3);
    slots = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { slotMinutes: 15 })).day.slots;
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  // Read as an admin whoever asks: the dev inbox is closed to everyone else.
  const inbox = async (_client?: TestClient) => devInbox(app) as Promise<InboxMail[]>;

  /** Hold, checkout, pay with 4242 (authorised), and read the manage token out of the confirmation e-mail. */
  async function book(email: string) {
    const client = new TestClient(app);
    await client.passGate();
    const slot = slots[next++];
    const hold = (await client.post('/api/holds', { slotId: slot.id, patient, screening: await screeningFor(app, patient) })).json();
    const checkout = (await client.post(`/api/holds/${hold.holdId}/checkout`, { email, acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` })).json();
    await client.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
    const paid = await client.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
    expect(paid.json().paymentStatus).toBe('authorized');
    let mail: InboxMail | undefined;
    await eventually(async () => {
      mail = (await inbox(client)).find((m) => m.to === email && m.subject.startsWith('Appointment booked'));
      return Boolean(mail);
    }, 20_000);
    const token = decodeURIComponent(/\/appointments\/manage\?token=([^\s)\]]+)/.exec(mail!.text)![1]);
    const manage = (method: 'get' | 'post', path: string, body?: unknown) =>
      method === 'get' ? client.get(`/api/manage/${path}`, { authorization: `Bearer ${token}` }) : client.post(`/api/manage/${path}`, body ?? {}, { authorization: `Bearer ${token}` });
    return { client, slot, token, mail: mail!, manage, appointmentId: checkout.appointmentId as string, paymentIntentId: checkout.paymentIntentId as string };
  }

  const row = async (id: string) =>
    (
      await orm.em
        .fork()
        .execute<
          {
            status: string;
            payment_status: string;
            refunded_pence: number;
            refund_due_pence: number | null;
            captured_pence: number;
            released_pence: number;
            slot_id: string;
            starts_at: Date;
          }[]
        >('SELECT status, payment_status, refunded_pence, refund_due_pence, captured_pence, released_pence, slot_id, starts_at FROM appointment WHERE id = ?', [id])
    )[0];
  const slotStatus = async (id: string) => (await orm.em.fork().execute<{ status: string }[]>('SELECT status FROM slot WHERE id = ?', [id]))[0].status;
  const atGateway = async (intentId: string) =>
    (
      await orm.em
        .fork()
        .execute<
          { status: string; capture_count: number; amount_captured_pence: number; amount_refunded_pence: number }[]
        >('SELECT status, capture_count, amount_captured_pence, amount_refunded_pence FROM simulated_payment_intent WHERE id = ?', [intentId])
    )[0];

  it('sends the manage link and a calendar file that an independent parser reads at the booked London time', async () => {
    const b = await book('calendar@example.com');
    expect(b.token).not.toContain(b.appointmentId);
    const [ics] = b.mail.attachments;
    expect(ics.filename).toMatch(/^appointment-ED-[A-Z0-9]{6}\.ics$/);
    const event = parseEvent(ics.content);
    expect(londonClock(event.startDate.toJSDate())).toBe(londonClock(new Date(b.slot.startTime)));
    expect(event.location).toContain('London');
    expect(event.description).toMatch(/ED-[A-Z0-9]{6}/);
    const view = (await b.manage('get', 'appointment')).json();
    expect(view).toMatchObject({ status: 'pending', paymentStatus: 'authorized', canChange: true, practice: { name: 'Self Service Dental' } });
  });

  it.each([
    ['the Saturday before the clocks go forward (GMT)', '2027-03-27'],
    ['the Monday after (BST)', '2027-03-29'],
    ['the Saturday before the clocks go back (BST)', '2027-10-30'],
    ['the Monday after (GMT)', '2027-11-01'],
  ])('writes 09:00 London as 09:00 London on %s', (_label, date) => {
    const startsAt = londonInstant(date, 9, 0);
    const ics = bookingCalendar({
      appointmentId: '00000000-0000-4000-8000-000000000001',
      reference: 'ED-TEST23',
      startsAt,
      endsAt: londonInstant(date, 9, 30),
      practiceName: 'DST Dental',
      practiceAddress: '1 Clock Lane, London, SW1A 1AA',
      practicePhone: '020 7946 0001',
      manageUrl: 'https://example.test/appointments/manage?token=x',
      sequence: 0,
      host: 'example.test',
    }).content;
    const event = parseEvent(ics);
    expect(londonDay(event.startDate.toJSDate())).toBe(date);
    expect(londonClock(event.startDate.toJSDate())).toBe('09:00');
    expect(londonClock(event.endDate.toJSDate())).toBe('09:30');
  });

  it('cancels before confirmation: says what happens to the held fee first, takes 1950 pence once and releases the rest, frees the slot, e-mails once', async () => {
    const b = await book('cancel-early@example.com');
    const preview = (await b.manage('get', 'appointment')).json();
    expect(preview.cancellation).toEqual({ refundPence: 1950, explanation: 'The practice has not been instructed yet, so we will take £19.50 of the £39 held and release the rest.' });

    const cancelled = await b.manage('post', 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundPence: 1950, message: 'Your appointment has been cancelled.' });
    expect(await slotStatus(b.slot.id)).toBe('open');
    const again = await b.manage('post', 'cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This appointment has already been cancelled.');

    await eventually(async () => (await row(b.appointmentId)).payment_status === 'part_captured', 20_000);
    // Only the part kept was ever taken: nothing captured whole, nothing refunded.
    expect(await atGateway(b.paymentIntentId)).toEqual({ status: 'succeeded', capture_count: 1, amount_captured_pence: 1950, amount_refunded_pence: 0 });
    // The job running again (a retry, a re-published event) takes nothing more.
    const handler = new RefundCancellationHandler(new TransactionRunner(orm), app.get(PAYMENT_GATEWAY), new AppointmentPaymentsRepository(new Db(orm)));
    const job = { data: { aggregateId: b.appointmentId, eventId: 'again', type: BookingEvent.AppointmentCancelled, payload: {}, occurredAt: '' } } as unknown as EventJob<typeof BookingEvent.AppointmentCancelled>;
    expect((await handler.handle(job)).status).toBe('skipped');
    expect(await atGateway(b.paymentIntentId)).toEqual({ status: 'succeeded', capture_count: 1, amount_captured_pence: 1950, amount_refunded_pence: 0 });
    expect(await row(b.appointmentId)).toMatchObject({ status: 'cancelled', payment_status: 'part_captured', captured_pence: 1950, released_pence: 1950, refunded_pence: 0 });
    expect((await b.manage('get', 'appointment')).json()).toMatchObject({
      status: 'cancelled',
      canChange: false,
      cancellation: null,
      payment: { label: '£19.50 kept, £19.50 released', sentence: 'We have taken £19.50 of the £39 held on your card and released the rest.' },
    });

    await eventually(async () => (await inbox(b.client)).some((m) => m.to === 'cancel-early@example.com' && m.subject.startsWith('Appointment cancelled')), 20_000);
    const cancellations = (await inbox(b.client)).filter((m) => m.to === 'cancel-early@example.com' && m.subject.startsWith('Appointment cancelled'));
    expect(cancellations).toHaveLength(1);
    expect(cancellations[0].text).toMatch(/We (will take|have taken) £19\.50 of the £39 held on your card and (release|released) the rest\./);
    expect(cancellations[0].text).not.toMatch(/refund(ed|ing)/i);
    expect(cancellations[0].text).toMatch(/\/appointments\/manage\?token=/);
    expect(parseEvent(cancellations[0].attachments[0].content).component.getFirstPropertyValue('status')).toBe('CANCELLED');
    // The admin sees it under Cancelled: part kept, the rest released, never refunded.
    const listed = (
      (await admin.get('/api/admin/appointments?status=cancelled&limit=200')).json() as {
        items: Array<{ id: string; refundedPence: number; capturedPence: number; releasedPence: number; cancelledBy: string; payment: { label: string } }>;
      }
    ).items;
    expect(listed.find((a) => a.id === b.appointmentId)).toMatchObject({
      refundedPence: 0,
      capturedPence: 1950,
      releasedPence: 1950,
      cancelledBy: 'patient',
      payment: { label: '£19.50 kept, £19.50 released' },
    });
    // "All" means all (spec 4, Appointments tab): the cancelled booking is there too, beside live ones.
    const all = ((await admin.get('/api/admin/appointments?status=all&limit=200')).json() as { items: Array<{ id: string; status: string }> }).items;
    expect(all.find((a) => a.id === b.appointmentId)).toMatchObject({ status: 'cancelled' });
    expect(all.some((a) => a.status === 'pending')).toBe(true);
    expect(((await admin.get('/api/admin/appointments?limit=200')).json() as { items: unknown[] }).items).toEqual(all);
  });

  it('cancels after confirmation: refunds nothing and says so; the fee is taken once', async () => {
    const b = await book('cancel-late@example.com');
    expect((await admin.post(`/api/admin/appointments/${b.appointmentId}/confirm`)).statusCode).toBe(200);
    const preview = (await b.manage('get', 'appointment')).json();
    expect(preview.cancellation).toEqual({ refundPence: 0, explanation: 'The practice has already been instructed, so the booking fee is not refundable.' });
    const cancelled = (await b.manage('post', 'cancel')).json();
    expect(cancelled).toMatchObject({ refundPence: 0, explanation: 'The practice has already been instructed, so the booking fee is not refundable.' });
    await eventually(async () => (await row(b.appointmentId)).payment_status === 'completed', 20_000);
    expect(await atGateway(b.paymentIntentId)).toEqual({ status: 'succeeded', capture_count: 1, amount_captured_pence: 3900, amount_refunded_pence: 0 });
    expect(await row(b.appointmentId)).toMatchObject({ refunded_pence: 0, captured_pence: 3900, released_pence: 0 });
  });

  it('reschedules to another free slot at the same practice and moves the reminder job with it', async () => {
    const b = await book('move@example.com');
    const queue = app.get(QueueRegistry).get(QueueName.Email);
    const reminderEvents = async () =>
      orm.em
        .fork()
        .execute<{ id: string; payload: { startsAt: string; sendAt: string } }[]>(
          "SELECT id, payload FROM domain_event WHERE type = 'ReminderScheduled' AND aggregate_id = ? ORDER BY seq",
          [b.appointmentId],
        );
    await eventually(async () => {
      const [first] = await reminderEvents();
      return Boolean(first && (await queue.getJob(first.id)));
    }, 20_000);
    const [oldReminder] = await reminderEvents();
    expect(await (await queue.getJob(oldReminder.id))!.isDelayed()).toBe(true);
    expect(Date.parse(oldReminder.payload.startsAt) - Date.parse(oldReminder.payload.sendAt)).toBe(120 * 60_000);

    const target = slots[next++];
    const moved = await b.manage('post', 'reschedule', { slotId: target.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startTime: target.startTime, message: 'Your appointment has been moved.' });
    expect(await slotStatus(target.id)).toBe('booked');
    expect(await slotStatus(b.slot.id)).toBe('open');
    expect(await row(b.appointmentId)).toMatchObject({ slot_id: target.id, status: 'pending', payment_status: 'authorized' });

    await eventually(async () => (await reminderEvents()).length === 2 && !(await queue.getJob(oldReminder.id)), 20_000);
    const newReminder = (await reminderEvents())[1];
    expect(Date.parse(newReminder.payload.startsAt)).toBe(Date.parse(target.startTime));
    const job = await queue.getJob(newReminder.id);
    expect(await job!.isDelayed()).toBe(true);
    expect(job!.name).toBe('send-reminder');

    await eventually(async () => (await inbox(b.client)).some((m) => m.to === 'move@example.com' && m.subject.startsWith('Appointment moved')), 20_000);
    const movedMail = (await inbox(b.client)).find((m) => m.to === 'move@example.com' && m.subject.startsWith('Appointment moved'))!;
    expect(londonClock(parseEvent(movedMail.attachments[0].content).startDate.toJSDate())).toBe(londonClock(new Date(target.startTime)));

    // The same slot again, a taken slot, and a slot at another practice are refused clearly.
    const same = await b.manage('post', 'reschedule', { slotId: target.id });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Your appointment is already at this time. Please choose a different time.');
    const other = await book('other@example.com');
    const taken = await b.manage('post', 'reschedule', { slotId: other.slot.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Sorry, this appointment slot has just been booked by someone else. Please select another time.');
  });

  it('refuses a tampered, expired, missing or malformed token with a clear 4xx and changes nothing', async () => {
    const b = await book('tokens@example.com');
    const call = (token?: string) => b.client.post('/api/manage/cancel', {}, token ? { authorization: `Bearer ${token}` } : {});
    const tampered = `${b.token.slice(0, -2)}${b.token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const token of [tampered, undefined, 'not-a-token', `${b.token}.extra`]) {
      const res = await call(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'manage_link_invalid', message: 'This link is not valid. Please use the link in your most recent e-mail, or call us.' });
    }
    const expired = await app.get(ManageTokens).issue(b.appointmentId, new Date(app.get(Clock).now().getTime() - 31 * 86_400_000));
    const gone = await call(expired);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe('This link has expired. Please call us and we will help with your booking.');
    expect((await row(b.appointmentId)).status).toBe('pending');
    expect(await slotStatus(b.slot.id)).toBe('booked');
  });

  it('signs a patient in without a password from a one-time, 15-minute e-mailed link', async () => {
    const b = await book('link.patient@example.com');
    const visitor = new TestClient(app);
    await visitor.passGate();
    const unknown = await visitor.post('/api/auth/email-link', { email: 'nobody.here@example.com' });
    const known = await visitor.post('/api/auth/email-link', { email: ' Link.Patient@Example.com ' });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    // The same answer either way: the form does not tell who has bookings.
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe('If that address has bookings with us, a sign-in link is on its way. It works for 15 minutes.');
    expect((await visitor.post('/api/auth/email-link', { email: 'not-an-email' })).json().message).toBe('Invalid email address format.');

    let mail: InboxMail | undefined;
    await eventually(async () => {
      mail = (await inbox(b.client)).find((m) => m.to === 'link.patient@example.com' && m.subject === 'Your sign-in link for My Appointments');
      return Boolean(mail);
    }, 20_000);
    expect((await inbox(b.client)).some((m) => m.to === 'nobody.here@example.com')).toBe(false);
    const token = decodeURIComponent(/\/login\/link\?token=([^\s)\]]+)/.exec(mail!.text)![1]);

    const tampered = await visitor.post('/api/auth/email-link/verify', { token: `${token.slice(0, -2)}xx` });
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json().message).toBe('This sign-in link is not valid. Please ask for a new one.');
    const signedIn = await visitor.post('/api/auth/email-link/verify', { token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ email: 'link.patient@example.com', role: 'user' });
    const mine = (await visitor.get('/api/me/appointments')).json() as Array<{ id: string; patientName: string; manageToken: string }>;
    expect(mine.map((a) => a.id)).toContain(b.appointmentId);
    // My Appointments shows the name booked under (spec 2) and offers change and cancel as the e-mailed link does.
    const row = mine.find((a) => a.id === b.appointmentId)!;
    expect(row.patientName).toBe('Sam Selfservice');
    const managed = await visitor.get('/api/manage/appointment', { authorization: `Bearer ${row.manageToken}` });
    expect(managed.statusCode).toBe(200);
    expect(managed.json()).toMatchObject({ id: b.appointmentId, canChange: true, patient: { name: 'Sam Selfservice' } });

    const reused = await new TestClient(app).post('/api/auth/email-link/verify', { token });
    expect(reused.statusCode).toBe(410);
    expect(reused.json().message).toBe('This sign-in link has expired or has already been used. Please ask for a new one.');
    // The account made for the patient has no usable password.
    expect((await new TestClient(app).post('/api/auth/login', { email: 'link.patient@example.com', password: 'anything-at-all' })).statusCode).toBe(401);
  });
});
