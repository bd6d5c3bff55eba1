import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import type { Job } from 'bullmq';
import twilio from 'twilio';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { SendReminderTextHandler } from '../../../src/modules/sms/jobs/sms.handlers.js';
import { AnonymisePatientDataHandler } from '../../../src/modules/privacy/anonymise-patient-data.handler.js';
import { PersonalData } from '../../../src/modules/privacy/personal-data.js';
import { Db } from '../../../src/shared/db/db.js';
import { TransactionRunner } from '../../../src/shared/outbox/transaction-runner.js';
import { phoneHash } from '../../../src/modules/sms/rules/sms.rules.js';
import { QueueRegistry } from '../../../src/shared/queues/queue-registry.js';
import { JobName, QueueName } from '../../../src/shared/queues/queue-names.js';
import { EVENT_ROUTES } from '../../../src/shared/outbox/event-routes.js';
import { clockNowSql, createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';
import { screeningFor } from '../../support/screening.js';
import { TwilioFake } from '../../fakes/twilio.fake.js';
import { BookingEvent } from '../../../src/modules/booking/booking.events.js';
import type { EventJob } from '../../../src/shared/queues/job-handler.js';

const PUBLIC_URL = 'http://localhost:3000';
const ISSUE = 'Cracked molar with a throbbing abscess';

/**
 * Issue 21 through the Twilio adapter against a local fake of its REST API: the booking text (once),
 * its short manage link, the reminder on the e-mail's schedule, landlines and the payment step's
 * opt-out, Twilio's signed status callbacks and STOP replies (forged, replayed and stale ones
 * refused), and the admin list's SMS state.
 */
/**
 * Where this suite's patients open their short links from: the link limit is per address and the
 * run's other suites (the path-spelling test probes /m/ many times) share 127.0.0.1 and its window.
 */
const OPENER = { remoteAddress: '198.51.100.40' };

describe('Text messages through Twilio (a local fake)', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let worker: ChildProcess;
  const fake = new TwilioFake();
  let slots: Array<{ id: string; startTime: string }>;
  let next = 0;

  beforeAll(async () => {
    await fake.start();
    app = await createTestApp({ ...fake.env(), PUBLIC_URL });
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, {
      name: 'Text Test Dental',
      contact: { phone: '020 7946 0777', email: 'bookings@text-test.example.test', website: 'https://text-test.example.test' },
    });
    practiceId = practice.id;
    operativeId = operative.id;
    const date = addLondonDays(app.get(Clock).londonToday(), 3);
    slots = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { startHour: 8, endHour: 20, slotMinutes: 15 })).day.slots;
    worker = startProcess('dist/workers/main.js', { ...fake.env(), PUBLIC_URL });
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
    await fake.stop();
  });

  async function book(phone: string, { textMessages }: { textMessages?: boolean } = {}) {
    const client = new TestClient(app);
    await client.passGate();
    const slot = slots[next++];
    const patient = { name: 'Tess Texter', phone, postcode: 'SW1A 1AA', issue: ISSUE };
    const hold = (await client.post('/api/holds', { slotId: slot.id, patient, screening: await screeningFor(app, patient) })).json();
    const consent = { acceptTerms: true, over16: true };
    const body = textMessages === undefined ? { email: 'tess@example.com', ...consent } : { email: 'tess@example.com', textMessages, ...consent };
    const checkout = (await client.post(`/api/holds/${hold.holdId}/checkout`, body, { authorization: `Bearer ${hold.holdToken}` })).json();
    await client.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
    const paid = await client.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
    expect(paid.json().paymentStatus).toBe('authorized');
    return { client, id: checkout.appointmentId as string };
  }

  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
  const texts = (id: string) => sql<{ id: string; template: string; status: string; provider_sid: string; body: string; to_phone: string }>('SELECT * FROM sms_message WHERE appointment_id = ? ORDER BY created_at', [id]);
  const events = (aggregateType: string, id: string) =>
    sql<{ type: string; payload: Record<string, unknown> }>('SELECT type, payload FROM domain_event WHERE aggregate_type = ? AND aggregate_id = ? ORDER BY seq', [aggregateType, id]);
  const listed = async (id: string) => ((await admin.get('/api/admin/appointments?limit=200')).json() as { items: Array<{ id: string; smsStatus: string | null }> }).items.find((a) => a.id === id)!;
  const emailSent = async (id: string) => (await sql<{ email_status: string }>('SELECT email_status FROM appointment WHERE id = ?', [id]))[0].email_status === 'sent';

  /** A request as Twilio signs it: HMAC-SHA1 over PUBLIC_URL + path + query and the sorted form fields. */
  function twilioPost(path: string, params: Record<string, string>, { signature, signedParams }: { signature?: string; signedParams?: Record<string, string> } = {}) {
    const sig = signature ?? twilio.getExpectedTwilioSignature(fake.authToken, `${PUBLIC_URL}${path}`, signedParams ?? params);
    return app.inject({
      method: 'POST',
      url: path,
      payload: new URLSearchParams(params).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': sig },
    });
  }

  let booked: { id: string; sid: string; smsId: string; manageToken: string };
  let practiceId: string;
  let operativeId: string;

  it('sends one booking text to the mobile (E.164) with the practice, time, address and a short manage link that opens the booking', async () => {
    const { id } = await book('07700 900101');
    await eventually(async () => (await texts(id)).some((t) => t.status === 'sent'), 20_000);
    await new Promise((r) => setTimeout(r, 500));
    const atTwilio = fake.to('+447700900101');
    expect(atTwilio).toHaveLength(1);
    const [text] = atTwilio;
    expect(text.from).toBe('+447700900000');
    expect(text.body).toMatch(/^Booked, waiting for the practice to confirm: emergency dental appointment \w{3} \d{1,2} \w{3,4} at \d\d:\d\d, Text Test Dental, .+\. Ref ED-[A-Z0-9]{6}\. £39 fee held, taken when we confirm\. Manage it: http:\/\/localhost:3000\/m\/[0-9A-Za-z]{12}$/);
    expect(text.body).not.toContain('abscess');
    expect(text.body).not.toContain('Tess');
    const [row] = await texts(id);
    expect(row).toMatchObject({ template: 'booking-confirmed', status: 'sent', provider_sid: text.sid, to_phone: '+447700900101' });
    expect(text.statusCallback).toBe(`${PUBLIC_URL}/api/webhooks/twilio/status?m=${row.id}`);
    expect((await events('appointment', id)).filter((e) => e.type === 'TextMessageSent')).toEqual([{ type: 'TextMessageSent', payload: { template: 'booking-confirmed' } }]);

    const code = /\/m\/([0-9A-Za-z]{12})$/.exec(text.body)![1];
    const opened = await app.inject({ method: 'GET', url: `/m/${code}`, ...OPENER });
    expect(opened.statusCode).toBe(302);
    const location = new URL(opened.headers.location as string);
    expect(location.pathname).toBe('/appointments/manage');
    const phone = new TestClient(app);
    await phone.passGate();
    const manage = await phone.get('/api/manage/appointment', { authorization: `Bearer ${location.searchParams.get('token')}` });
    expect(manage.statusCode).toBe(200);
    expect(manage.json()).toMatchObject({ reference: expect.stringMatching(/^ED-/) });
    expect((await listed(id)).smsStatus).toBe('sent');
    booked = { id, sid: text.sid, smsId: row.id, manageToken: location.searchParams.get('token')! };
  });

  it('schedules the reminder text with the e-mail reminder and sends it once, only for the time the booking has', async () => {
    expect(EVENT_ROUTES.ReminderScheduled?.map((r) => `${r.queue}/${r.job}`)).toEqual([`${QueueName.Email}/${JobName.SendReminder}`, `${QueueName.Sms}/${JobName.SendReminderText}`]);
    const [reminder] = await sql<{ id: string; payload: Record<string, unknown> }>("SELECT id, payload FROM domain_event WHERE type = 'ReminderScheduled' AND aggregate_id = ?", [booked.id]);
    const queues = app.get(QueueRegistry);
    let smsJob: Job | undefined;
    await eventually(async () => Boolean((smsJob = await queues.get(QueueName.Sms).getJob(reminder.id))), 10_000);
    const emailJob = await queues.get(QueueName.Email).getJob(reminder.id);
    expect(smsJob!.name).toBe(JobName.SendReminderText);
    expect(await smsJob!.isDelayed()).toBe(true);
    // Both run at the reminder time (each delay is reckoned when the relay enqueued it).
    expect(Math.abs(smsJob!.timestamp + smsJob!.delay - (emailJob!.timestamp + emailJob!.delay))).toBeLessThan(2000);

    const handler = app.get(SendReminderTextHandler);
    const job = { data: { eventId: reminder.id, type: BookingEvent.ReminderScheduled, aggregateId: booked.id, payload: reminder.payload, occurredAt: '' }, opts: { attempts: 9 }, attemptsMade: 0 } as unknown as EventJob<typeof BookingEvent.ReminderScheduled>;
    expect(await handler.handle(job)).toMatchObject({ status: 'done' });
    expect(await handler.handle(job)).toEqual({ status: 'skipped', reason: 'already sent' });
    const stale = { ...job, data: { ...job.data, payload: { ...reminder.payload, startsAt: new Date(0).toISOString() } } } as unknown as EventJob<typeof BookingEvent.ReminderScheduled>;
    expect(await handler.handle(stale)).toEqual({ status: 'skipped', reason: 'appointment moved' });
    const reminders = fake.to('+447700900101').filter((m) => m.body.startsWith('Reminder:'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0].body).toMatch(/^Reminder: your emergency dental appointment is .+\. £39 fee held, taken when we confirm\. Details: http:\/\/localhost:3000\/m\/[0-9A-Za-z]{12}$/);
  });

  it('sends no text to a landline or to a patient who ticked "no texts" at payment; their e-mail still goes', async () => {
    const landline = await book('020 7946 0102');
    const declined = await book('07700 900103', { textMessages: false });
    await eventually(async () => (await emailSent(landline.id)) && (await emailSent(declined.id)), 20_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await texts(landline.id)).toEqual([]);
    expect(await texts(declined.id)).toEqual([]);
    expect(fake.to('+442079460102')).toEqual([]);
    expect(fake.to('+447700900103')).toEqual([]);
    expect((await listed(landline.id)).smsStatus).toBeNull();
    expect((await listed(declined.id)).smsStatus).toBe('opted-out');
    const stranger = new TestClient(app);
    await stranger.passGate();
    const bad = await stranger.post('/api/holds/00000000-0000-4000-8000-000000000000/checkout', { email: 'a@example.com', textMessages: 'no', acceptTerms: true, over16: true }, { authorization: 'Bearer x' });
    expect(bad.statusCode).toBe(400);
  });

  it('applies a signed delivery report once and forward only; refuses forged ones (403) and ignores replays and stale reports', async () => {
    const path = `/api/webhooks/twilio/status?m=${booked.smsId}`;
    const delivered = { MessageSid: booked.sid, MessageStatus: 'delivered', AccountSid: fake.accountSid };
    // Forged: no signature, a wrong one, and a valid signature over other fields (status changed in transit).
    expect((await app.inject({ method: 'POST', url: path, payload: new URLSearchParams(delivered).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })).statusCode).toBe(403);
    expect((await twilioPost(path, delivered, { signature: 'bm90IGEgc2lnbmF0dXJl' })).statusCode).toBe(403);
    expect((await twilioPost(path, delivered, { signedParams: { ...delivered, MessageStatus: 'failed' } })).statusCode).toBe(403);
    // The signature of this report, sent with another message id in the URL.
    const signedForThisUrl = twilio.getExpectedTwilioSignature(fake.authToken, `${PUBLIC_URL}${path}`, delivered);
    expect((await twilioPost(`/api/webhooks/twilio/status?m=${booked.smsId.replace(/.$/, booked.smsId.endsWith('0') ? '1' : '0')}`, delivered, { signature: signedForThisUrl })).statusCode).toBe(403);
    expect((await texts(booked.id))[0].status).toBe('sent');

    const first = await twilioPost(path, delivered);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ applied: true, status: 'delivered' });
    expect((await twilioPost(path, delivered)).json()).toMatchObject({ applied: false, reason: 'duplicate' });
    // A late "sent" after "delivered" never moves the state back.
    expect((await twilioPost(path, { ...delivered, MessageStatus: 'sent' })).json()).toMatchObject({ applied: false, reason: 'stale' });
    expect((await texts(booked.id))[0].status).toBe('delivered');
    expect((await events('appointment', booked.id)).filter((e) => e.type === 'TextMessageDelivered')).toEqual([{ type: 'TextMessageDelivered', payload: { template: 'booking-confirmed' } }]);
    expect((await listed(booked.id)).smsStatus).toBe('delivered');
    expect((await twilioPost(path, { ...delivered, MessageStatus: 'teleported' })).statusCode).toBe(400);
  });

  it('records a failed delivery in the timeline and the list', async () => {
    const { id } = await book('07700 900104');
    await eventually(async () => (await texts(id)).some((t) => t.status === 'sent'), 20_000);
    const [row] = await texts(id);
    const res = await twilioPost(`/api/webhooks/twilio/status?m=${row.id}`, { MessageSid: row.provider_sid, MessageStatus: 'undelivered', ErrorCode: '30003' });
    expect(res.json()).toMatchObject({ applied: true, status: 'failed' });
    expect((await events('appointment', id)).filter((e) => e.type === 'TextMessageFailed')).toEqual([
      { type: 'TextMessageFailed', payload: { template: 'booking-confirmed', reason: 'Twilio: undelivered (error 30003)' } },
    ]);
    expect((await listed(id)).smsStatus).toBe('failed');
    const metrics = await admin.get('/metrics');
    expect(metrics.body).toMatch(/^sms_messages\{status="failed"\} [1-9]/m);
    expect(metrics.body).toMatch(/^sms_messages\{status="delivered"\} [1-9]/m);
    // With Twilio on, the dev outbox is not served.
    expect((await admin.get('/dev/sms.json')).statusCode).toBe(404);
  });

  it('honours a signed STOP: no more texts to that number, said in the admin list; a forged STOP changes nothing', async () => {
    const inbound = { MessageSid: `SM${'a'.repeat(32)}`, From: '+447700900105', To: '+447700900000', Body: 'Stop' };
    expect((await twilioPost('/api/webhooks/twilio/inbound', inbound, { signedParams: { ...inbound, From: '+447700900999' } })).statusCode).toBe(403);
    expect(await sql('SELECT * FROM sms_opt_out WHERE phone_hash = ?', [phoneHash('+447700900105')])).toEqual([]);

    const res = await twilioPost('/api/webhooks/twilio/inbound', inbound);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/xml/);
    expect((await twilioPost('/api/webhooks/twilio/inbound', inbound)).statusCode).toBe(200);
    const stopped = await events('phone', phoneHash('+447700900105'));
    expect(stopped).toEqual([{ type: 'TextMessagesStopped', payload: {} }]);
    expect(JSON.stringify(stopped)).not.toContain('7700900105');

    const { id } = await book('07700 900105');
    await eventually(() => emailSent(id), 20_000);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await texts(id)).toEqual([]);
    expect(fake.to('+447700900105')).toEqual([]);
    expect((await listed(id)).smsStatus).toBe('opted-out');
  });

  it('texts a move with a new short manage link', async () => {
    const patient = new TestClient(app);
    await patient.passGate();
    const moved = await patient.post('/api/manage/reschedule', { slotId: slots[next++].id }, { authorization: `Bearer ${booked.manageToken}` });
    expect(moved.statusCode).toBe(200);
    await eventually(async () => (await texts(booked.id)).some((t) => t.template === 'rescheduled' && t.status === 'sent'), 20_000);
    const body = (await texts(booked.id)).find((t) => t.template === 'rescheduled')!.body;
    expect(body).toMatch(/^Your emergency dental appointment has moved to .+, Text Test Dental, .+\. Ref ED-[A-Z0-9]{6}\. £39 fee held, taken when we confirm\. Details: http:\/\/localhost:3000\/m\/[0-9A-Za-z]{12}$/);
    expect(fake.to('+447700900101').filter((m) => m.body === body)).toHaveLength(1);
  });

  it('texts a waitlist offer with its deadline, a claim link and a leave link', async () => {
    await sql(
      `INSERT INTO waitlist_entry (email, name, phone, postcode, outcode, latitude, longitude, radius_km, consent_at, created_at, expires_at)
       SELECT 'waiting.texter@example.com', 'Wendy Waiter', '07700 900120', postcode, 'SW1A', latitude, longitude, 20, ${clockNowSql(app)}, ${clockNowSql(app)}, ${clockNowSql(app)} + interval '10 days' FROM practice WHERE id = ?`,
      [practiceId],
    );
    await admin.put('/api/admin/availability', { practiceId, operativeId, date: addLondonDays(app.get(Clock).londonToday(), 6), startHour: 10, endHour: 11, slotMinutes: 60 });
    let offerText: { body: string; message_key: string } | undefined;
    await eventually(async () => {
      [offerText] = await sql<{ body: string; message_key: string; status: string }>("SELECT body, message_key, status FROM sms_message WHERE template = 'waitlist-offer' AND to_phone = '+447700900120' AND status = 'sent'");
      return Boolean(offerText);
    }, 30_000);
    expect(offerText!.body).toMatch(/^An emergency dental appointment is free: .+, Text Test Dental\. It is yours until \d\d:\d\d: http:\/\/localhost:3000\/m\/\w{12} Leave the waitlist: http:\/\/localhost:3000\/m\/\w{12}$/);
    const [claim, leave] = [...offerText!.body.matchAll(/\/m\/(\w{12})/g)].map((m) => m[1]);
    expect(new URL((await app.inject({ method: 'GET', url: `/m/${claim}`, ...OPENER })).headers.location as string).pathname).toBe('/waitlist/offer');
    expect(new URL((await app.inject({ method: 'GET', url: `/m/${leave}`, ...OPENER })).headers.location as string).pathname).toBe('/waitlist/leave');
    const offerId = offerText!.message_key.split(':')[1];
    expect((await events('waitlist_offer', offerId)).filter((e) => e.type === 'TextMessageSent')).toEqual([{ type: 'TextMessageSent', payload: { template: 'waitlist-offer' } }]);
  });

  it('texts a cancellation with its refund', async () => {
    const { id } = await book('07700 900106');
    await eventually(async () => (await texts(id)).some((t) => t.status === 'sent'), 20_000);
    const cancelled = await admin.post(`/api/admin/appointments/${id}/cancel`, { choice: 'practice_cannot_see', reason: 'Dentist unwell' });
    expect(cancelled.statusCode).toBe(200);
    await eventually(async () => (await texts(id)).some((t) => t.template === 'cancelled' && t.status === 'sent'), 20_000);
    const body = (await texts(id)).find((t) => t.template === 'cancelled')!.body;
    // The fee was held: it is released whole, never "refunded"; the short link opens the cancelled booking.
    expect(body).toMatch(
      /^The practice had to cancel your dental appointment on .+\. Reason: Dentist unwell\. Ref ED-[A-Z0-9]{6}\. The £39 held on your card (is being|was) released\. Details: http:\/\/localhost:3000\/m\/[0-9A-Za-z]{12} Need urgent dental care\? Call NHS 111 on 111\.$/,
    );
  });

  it('answers an unknown, malformed or expired short code with the same 404, and limits guessing per IP', async () => {
    await sql(`INSERT INTO short_link (code, target, expires_at) VALUES ('Expired00000', '/appointments/manage?token=x', ${clockNowSql(app)} - interval '1 minute')`);
    const from = { remoteAddress: '198.51.100.21' };
    const unknown = await app.inject({ method: 'GET', url: '/m/Unknown00000', ...from });
    const expired = await app.inject({ method: 'GET', url: '/m/Expired00000', ...from });
    const malformed = await app.inject({ method: 'GET', url: '/m/short', ...from });
    for (const r of [unknown, expired, malformed]) {
      expect(r.statusCode).toBe(404);
      expect(r.body).toBe(unknown.body);
    }
    expect(unknown.body).toContain('This link has expired or is not valid');
    let limited = 0;
    for (let i = 0; i < 25; i++) if ((await app.inject({ method: 'GET', url: `/m/Guess${String(i).padStart(7, '0')}`, ...from })).statusCode === 429) limited += 1;
    expect(limited).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await app.inject({ method: 'GET', url: '/m/Unknown00000', remoteAddress: '198.51.100.22' })).statusCode).toBe(404);
  });

  it('deletes texts as old as the retention period, and short links whose link has run out', async () => {
    await sql(`INSERT INTO sms_message (message_key, template, to_phone, body, status, created_at) VALUES ('old-text', 'reminder', '+447700900199', 'old', 'sent', ${clockNowSql(app)} - interval '7 years')`);
    await sql(`INSERT INTO dev_sms (message_key, sid, to_phone, body, sent_at) VALUES ('old-text', 'DEVold', '+447700900199', 'old', ${clockNowSql(app)} - interval '7 years')`);
    await sql(`INSERT INTO short_link (code, target, expires_at) VALUES ('RunOut000000', '/appointments/manage?token=y', ${clockNowSql(app)} - interval '1 day')`);
    // The worker's retention job, built as privacy.spec builds it (the api does not run it).
    const retention = new AnonymisePatientDataHandler(new TransactionRunner(orm), app.get(Clock), {} as QueueRegistry, PersonalData.on(new Db(orm)), { RETENTION_DAYS: 2192 });
    const outcome = await retention.handle();
    expect(outcome).toMatchObject({ status: 'done', detail: { texts: 1, shortLinks: expect.any(Number) } });
    expect(await sql("SELECT message_key FROM sms_message WHERE message_key = 'old-text'")).toEqual([]);
    expect(await sql("SELECT message_key FROM dev_sms WHERE message_key = 'old-text'")).toEqual([]);
    expect(await sql("SELECT code FROM short_link WHERE code IN ('RunOut000000', 'Expired00000')")).toEqual([]);
    expect((await texts(booked.id)).length).toBeGreaterThan(0);
    // A subject-access export lists the texts of the patient's bookings.
    const data = await PersonalData.on(new Db(orm)).ofSubject('tess@example.com');
    expect(data.texts.map((t) => t.template)).toEqual(expect.arrayContaining(['booking-confirmed', 'rescheduled', 'cancelled']));
  });
});
