import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { ManageTokens } from '../../../src/modules/booking/services/manage-tokens.js';
import { SendAppointmentConfirmedHandler } from '../../../src/modules/notifications/jobs/booking-update-mail.handlers.js';
import { SendPracticeBookingHandler, SendPracticeCancellationHandler, SendPracticeRescheduleHandler } from '../../../src/modules/notifications/jobs/practice-mail.handlers.js';
import { ResendConfirmationHandler, SendConfirmationHandler } from '../../../src/modules/notifications/jobs/send-confirmation.handler.js';
import { assertRoutesValid, EVENT_ROUTES, routeJobId } from '../../../src/shared/outbox/event-routes.js';
import { JobName, QueueName } from '../../../src/shared/queues/queue-names.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { devInbox, type InboxMail } from '../../support/dev-inbox.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';
import { screenedHold } from '../../support/screening.js';
import { BookingEvent } from '../../../src/modules/booking/booking.events.js';
import type { DomainEventName } from '../../../src/shared/outbox/domain-event.js';
import type { EventJob } from '../../../src/shared/queues/job-handler.js';

const PRACTICE_EMAIL = 'bookings@mail-test-dental.example.test';
const patient = { name: 'Mia Mailtest', phone: '07700 900555', postcode: 'SW1A 1AA', issue: 'Swollen gum by the wisdom tooth' };

describe('Booking e-mails: the practice hears of each booking, move and cancellation; the patient of the confirmation; a corrected address', () => {
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
    const { practice, operative } = await createPracticeWithOperative(admin, {
      name: 'Mail Test Dental',
      contact: { phone: '020 7946 0555', email: PRACTICE_EMAIL, website: 'https://mail-test.example.test' },
    });
    const date = addLondonDays(app.get(Clock).londonToday(), 4);
    slots = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { startHour: 8, endHour: 20, slotMinutes: 15 })).day.slots;
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const inbox = () => devInbox(app);
  const mailsTo = async (to: string, subjectStart: string) => (await inbox()).filter((m) => m.to === to && m.subject.startsWith(subjectStart));
  /** Waits for one such mail, then checks a little longer that no second one follows. */
  async function exactlyOne(to: string, subjectStart: string, reference: string): Promise<InboxMail> {
    await eventually(async () => (await mailsTo(to, subjectStart)).some((m) => m.subject.includes(reference)), 20_000, 200);
    await new Promise((r) => setTimeout(r, 500));
    const found = (await mailsTo(to, subjectStart)).filter((m) => m.subject.includes(reference));
    expect(found).toHaveLength(1);
    return found[0];
  }
  const jobOf = async <K extends DomainEventName>(type: K, appointmentId: string) => {
    const [event] = await orm.em
      .fork()
      .execute<{ id: string; payload: Record<string, unknown> }[]>('SELECT id, payload FROM domain_event WHERE type = ? AND aggregate_id = ? ORDER BY seq DESC LIMIT 1', [type, appointmentId]);
    return { data: { eventId: event.id, type, aggregateId: appointmentId, payload: event.payload, occurredAt: '' }, opts: { attempts: 9 }, attemptsMade: 0 } as unknown as EventJob<K>;
  };
  const appointment = async (id: string) =>
    (
      await orm.em
        .fork()
        .execute<{ patient_email: string; email_status: string; email_changes: number; status: string }[]>('SELECT patient_email, email_status, email_changes, status FROM appointment WHERE id = ?', [id])
    )[0];

  /** Hold, checkout and (unless told not to) pay with 4242: an authorised booking. */
  async function book(email: string, { pay = true } = {}) {
    const client = new TestClient(app);
    await client.passGate();
    const slot = slots[next++];
    const hold = (await client.post('/api/holds', await screenedHold(app, slot.id, patient))).json();
    const checkout = (await client.post(`/api/holds/${hold.holdId}/checkout`, { email, acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` })).json();
    const auth = { authorization: `Bearer ${checkout.accessToken}` };
    const b = {
      client,
      slot,
      auth,
      id: checkout.appointmentId as string,
      reference: checkout.reference as string,
      pay: async () => {
        await client.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
        const paid = await client.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, auth);
        expect(paid.json().paymentStatus).toBe('authorized');
      },
      changeEmail: (to: unknown, headers: Record<string, string> = auth) => client.post(`/api/appointments/${checkout.appointmentId}/email`, { email: to }, headers),
      view: async () => (await client.get(`/api/appointments/${checkout.appointmentId}`, auth)).json(),
    };
    if (pay) await b.pay();
    return b;
  }

  describe('to the practice, and to the patient on confirmation', () => {
    it('e-mails the practice once per booking: name, phone, time, reference and problem in the body, no health details in the subject', async () => {
      const b = await book('mia.booking@example.com');
      const mail = await exactlyOne(PRACTICE_EMAIL, 'New booking', b.reference);
      expect(mail.subject).toMatch(/^New booking: \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(ED-[A-Z0-9]{6}\)$/);
      for (const secret of [patient.issue, 'wisdom', patient.name, patient.phone]) expect(mail.subject).not.toContain(secret);
      for (const fact of [patient.name, patient.phone, b.reference, patient.issue, 'Mail Test Dental team']) expect(mail.text).toContain(fact);
      // Only what the practice needs: not the patient's e-mail or postcode.
      expect(mail.text).not.toContain('mia.booking@example.com');
      expect(mail.text).not.toContain(patient.postcode);

      // The job run again (a stalled worker, an event published twice) sends nothing.
      const again = await app.get(SendPracticeBookingHandler).handle(await jobOf(BookingEvent.AppointmentBooked, b.id));
      expect(again).toEqual({ status: 'skipped', reason: 'already sent' });
      expect((await mailsTo(PRACTICE_EMAIL, 'New booking')).filter((m) => m.subject.includes(b.reference))).toHaveLength(1);
      // The patient's confirmation still went, once, under the bare event id's job.
      await exactlyOne('mia.booking@example.com', 'Appointment booked', b.reference);
    });

    it('e-mails the patient once when an admin confirms, and the practice once for a move and once for a cancellation', async () => {
      const b = await book('mia.changes@example.com');
      expect((await admin.post(`/api/admin/appointments/${b.id}/confirm`)).statusCode).toBe(200);
      const confirmed = await exactlyOne('mia.changes@example.com', 'Your appointment is confirmed', b.reference);
      expect(confirmed.text).toContain('Status: Confirmed by the practice.');
      expect(confirmed.text).toContain('The practice has confirmed your appointment and is expecting you.');
      expect(confirmed.text).toContain('Further payment for your treatment is made directly to the practice.');
      expect(await app.get(SendAppointmentConfirmedHandler).handle(await jobOf(BookingEvent.AppointmentConfirmed, b.id))).toEqual({ status: 'skipped', reason: 'already sent' });

      const token = await app.get(ManageTokens).issue(b.id, new Date());
      const manage = { authorization: `Bearer ${token}` };
      const target = slots[next++];
      expect((await b.client.post('/api/manage/reschedule', { slotId: target.id }, manage)).statusCode).toBe(200);
      const moved = await exactlyOne(PRACTICE_EMAIL, 'Booking moved to', b.reference);
      const time = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
      expect(moved.text).toMatch(new RegExp(`from .* at ${time(b.slot.startTime)} to .* at ${time(target.startTime)}`));
      expect(moved.subject).not.toContain(patient.issue);
      expect(await app.get(SendPracticeRescheduleHandler).handle(await jobOf(BookingEvent.AppointmentRescheduled, b.id))).toEqual({ status: 'skipped', reason: 'already sent' });

      expect((await b.client.post('/api/manage/cancel', {}, manage)).statusCode).toBe(200);
      const cancelled = await exactlyOne(PRACTICE_EMAIL, 'Booking cancelled', b.reference);
      expect(cancelled.text).toContain('The patient has cancelled the appointment below');
      expect(cancelled.text).toContain(patient.name);
      expect(await app.get(SendPracticeCancellationHandler).handle(await jobOf(BookingEvent.AppointmentCancelled, b.id))).toEqual({ status: 'skipped', reason: 'already sent' });
      const kinds = await orm.em.fork().execute<{ kind: string; n: number }[]>('SELECT kind, count(*)::int AS n FROM notification_sent WHERE appointment_id = ? GROUP BY kind ORDER BY kind', [b.id]);
      expect(kinds).toEqual([
        { kind: 'cancellation', n: 1 },
        { kind: 'confirmed', n: 1 },
        { kind: 'practice-booking', n: 1 },
        { kind: 'practice-cancellation', n: 1 },
        { kind: 'practice-reschedule', n: 1 },
        { kind: 'reschedule', n: 1 },
      ]);
    });

    it("queues an event's second job in one queue under its own id, and refuses a route table where two would collide", () => {
      const booked = EVENT_ROUTES.AppointmentBooked ?? [];
      const ids = booked.map((r) => `${r.queue}/${routeJobId('e1', r)}`);
      expect(ids).toEqual(['email/e1', 'email/e1-practice', 'sms/e1']);
      expect(() => assertRoutesValid(EVENT_ROUTES)).not.toThrow();
      expect(() =>
        assertRoutesValid({
          [BookingEvent.AppointmentBooked]: [
            { queue: QueueName.Email, job: JobName.SendConfirmation },
            { queue: QueueName.Email, job: JobName.SendPracticeBooking },
          ],
        }),
      ).toThrow(/routed twice into one queue/);
    });
  });

  describe("correcting the confirmation's address (POST /api/appointments/:id/email)", () => {
    it('stores the corrected address and sends the confirmation there once; the first job and a repeated one send nothing more', async () => {
      const b = await book('mia.typo@exampel.com');
      await eventually(async () => (await b.view()).emailStatus === 'sent', 20_000, 200);
      const changed = await b.changeEmail(' mia.right@example.com ');
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toEqual({ email: 'mia.right@example.com', emailStatus: 'queued', message: 'We are sending your confirmation to mia.right@example.com.' });
      const mail = await exactlyOne('mia.right@example.com', 'Appointment booked', b.reference);
      expect(mail.text).toContain('Mail Test Dental');
      // "Get directions" opens the phone's maps app at the practice's coordinates (issue 19).
      expect(mail.text).toContain('Get directions');
      expect(mail.text).toMatch(/https:\/\/www\.google\.com\/maps\/dir\/\?api=1&(amp;)?destination=51\.\d{6}%2C-0\.\d{6}/);
      await eventually(async () => (await b.view()).emailStatus === 'sent', 20_000, 200);
      expect((await b.view()).patient.email).toBe('mia.right@example.com');
      expect(await appointment(b.id)).toMatchObject({ email_changes: 1, email_status: 'sent' });

      // The first confirmation's job, or this change's, run again: nothing more is sent.
      expect(await app.get(SendConfirmationHandler).handle(await jobOf(BookingEvent.AppointmentBooked, b.id))).toMatchObject({ status: 'skipped' });
      expect(await app.get(ResendConfirmationHandler).handle(await jobOf(BookingEvent.ConfirmationEmailChanged, b.id))).toEqual({ status: 'skipped', reason: 'already sent' });
      expect(await mailsTo('mia.right@example.com', 'Appointment booked')).toHaveLength(1);
      expect(await mailsTo('mia.typo@exampel.com', 'Appointment booked')).toHaveLength(1);
    });

    it('allows three changes of one booking when five arrive at once, and mails the address that won once', async () => {
      const b = await book('mia.race@example.com');
      const answers = await Promise.all([1, 2, 3, 4, 5].map((i) => b.changeEmail(`mia.race${i}@example.com`)));
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 200, 200, 409, 409]);
      for (const refused of answers.filter((a) => a.statusCode === 409)) {
        expect(refused.json()).toEqual({ code: 'email_change_limit', message: 'The address has been changed too many times. Please call us and we will send your confirmation.' });
      }
      const row = await appointment(b.id);
      expect(row.email_changes).toBe(3);
      await eventually(async () => (await appointment(b.id)).email_status === 'sent', 20_000, 200);
      await exactlyOne(row.patient_email, 'Appointment booked', b.reference);
      // An older change's job, run after the newest, sends nothing.
      const [first] = await orm.em
        .fork()
        .execute<{ id: string; payload: Record<string, unknown> }[]>("SELECT id, payload FROM domain_event WHERE type = 'ConfirmationEmailChanged' AND aggregate_id = ? ORDER BY seq LIMIT 1", [b.id]);
      const stale = { data: { eventId: first.id, type: BookingEvent.ConfirmationEmailChanged, aggregateId: b.id, payload: first.payload, occurredAt: '' }, opts: {}, attemptsMade: 0 } as unknown as EventJob<typeof BookingEvent.ConfirmationEmailChanged>;
      expect(await app.get(ResendConfirmationHandler).handle(stale)).toEqual({ status: 'skipped', reason: 'superseded by a later change' });
    });

    it("refuses a bad address with the payment step's texts, a missing or wrong token, and a delivered confirmation past the window, changing nothing", async () => {
      const b = await book('mia.refused@example.com');
      await eventually(async () => (await b.view()).emailStatus === 'sent', 20_000, 200);
      const empty = await b.changeEmail('');
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'Email is required to confirm your appointment', fields: { email: 'Email is required to confirm your appointment' } });
      expect((await b.changeEmail('mia@nowhere')).json().message).toBe('Please enter a valid email address');
      expect((await b.changeEmail(42)).statusCode).toBe(400);
      expect((await b.client.post(`/api/appointments/${b.id}/email`, { email: 'x@example.com', extra: 1 }, b.auth)).statusCode).toBe(400);
      expect((await b.changeEmail('mia.other@example.com', {})).statusCode).toBe(404);
      const other = await book('mia.stranger@example.com');
      expect((await b.changeEmail('mia.other@example.com', other.auth)).statusCode).toBe(404);

      // Delivered, and booked longer ago than CONFIRMATION_EMAIL_CHANGE_MINUTES (30).
      await orm.em.fork().execute("UPDATE appointment SET authorized_at = now() - interval '31 minutes' WHERE id = ?", [b.id]);
      const late = await b.changeEmail('mia.late@example.com');
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({
        code: 'email_change_closed',
        message: 'Your confirmation was delivered, so its address can no longer be changed here. Please call us if it went to the wrong place.',
      });
      expect(await appointment(b.id)).toMatchObject({ patient_email: 'mia.refused@example.com', email_changes: 0, email_status: 'sent' });

      // Not delivered (it failed for good): correctable however long ago the booking was.
      await orm.em.fork().execute("UPDATE appointment SET email_status = 'failed' WHERE id = ?", [b.id]);
      expect((await b.changeEmail('mia.late@example.com')).statusCode).toBe(200);
      await exactlyOne('mia.late@example.com', 'Appointment booked', b.reference);

      // A cancelled booking has nothing to send.
      const token = await app.get(ManageTokens).issue(other.id, new Date());
      expect((await other.client.post('/api/manage/cancel', {}, { authorization: `Bearer ${token}` })).statusCode).toBe(200);
      const gone = await other.changeEmail('mia.after@example.com');
      expect(gone.statusCode).toBe(409);
      expect(gone.json()).toEqual({ code: 'not_live', message: 'This booking is no longer active, so there is no confirmation to send.' });
    });

    it('stores an address corrected while the payment is still settling, and the one confirmation goes there', async () => {
      const b = await book('mia.early-typo@exampel.com', { pay: false });
      const changed = await b.changeEmail('mia.early@example.com');
      expect(changed.json()).toEqual({ email: 'mia.early@example.com', emailStatus: 'pending', message: 'Your confirmation will be sent to mia.early@example.com once your payment is complete.' });
      expect(await appointment(b.id)).toMatchObject({ patient_email: 'mia.early@example.com', email_changes: 0, email_status: 'pending' });
      await b.pay();
      await exactlyOne('mia.early@example.com', 'Appointment booked', b.reference);
      expect(await mailsTo('mia.early-typo@exampel.com', 'Appointment booked')).toHaveLength(0);
      expect(await orm.em.fork().execute("SELECT 1 FROM domain_event WHERE type = 'ConfirmationEmailChanged' AND aggregate_id = ?", [b.id])).toHaveLength(0);
    });
  });
});
