import type { ChildProcess } from 'node:child_process';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { Db } from '../../../src/shared/db/db.js';
import { TransactionRunner } from '../../../src/shared/outbox/transaction-runner.js';
import type { QueueRegistry } from '../../../src/shared/queues/queue-registry.js';
import { BOOKED_FOR_MESSAGES, BOOKING_TERMS_VERSION, CHECKOUT_CONSENT_MESSAGES } from '../../../src/modules/booking/booking.constants.js';
import { AnonymisePatientDataHandler } from '../../../src/modules/privacy/anonymise-patient-data.handler.js';
import { ANONYMISED_NAME } from '../../../src/modules/privacy/privacy.constants.js';
import { PersonalData } from '../../../src/modules/privacy/personal-data.js';
import { SubjectAccessExport } from '../../../src/modules/privacy/subject-access-export.js';
import { clockNowSql, createTestApp } from '../../support/app.js';
import { screenedHold } from '../../support/screening.js';
import { TestClient } from '../../support/client.js';
import { devInbox, type InboxMail } from '../../support/dev-inbox.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';

const PRACTICE_EMAIL = 'bookings@someone-else-dental.example.test';
/** The lead form's details: the person who books, whom we contact. */
const booker = { name: 'Sarah Jones', phone: '07700 900613', postcode: 'B2 4QA', issue: 'Knocked-out adult tooth' };
const child = { name: 'Sam Jones', under16: true };
const adult = { name: 'Alex Jones', under16: false };
const consent = { acceptTerms: true, over16: true };
const { nameRequired, nameTooLong, under16Required, guardianRequired, patientInvalid } = BOOKED_FOR_MESSAGES;
const AGE = CHECKOUT_CONSENT_MESSAGES.over16Required;

type Stored = {
  patient_name: string;
  patient_phone: string;
  booked_for_name: string | null;
  booked_for_under_16: boolean | null;
  guardian_confirmed: boolean;
  over_16_confirmed: boolean;
  terms_version: string;
};

/**
 * Booking for someone else: POST /api/holds/:id/checkout takes an optional `patient: {name, under16}`
 * (absent: the person booking is the patient) and, for a child under 16, `guardian: true`. The patient
 * is stored beside the person booking, refused by the database without the guardian's confirmation,
 * and named, with who booked, to the practice (its e-mail and day), the admin (list, search, page,
 * export), the person booking (confirmation page and e-mail), the subject-access export and the
 * retention sweep.
 */
describe('Booking for someone else', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let staff: TestClient;
  let worker: ChildProcess;
  let practiceId = '';
  let slots: Array<{ id: string }>;
  let next = 0;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, {
      name: 'Someone Else Dental',
      contact: { phone: '020 7946 0613', email: PRACTICE_EMAIL, website: 'https://someone-else.example.test' },
    });
    practiceId = practice.id;
    const date = addLondonDays(app.get(Clock).londonToday(), 3);
    slots = (await saveDay(admin, { practiceId, operativeId: operative.id }, date, { startHour: 8, endHour: 20, slotMinutes: 15 })).day.slots;
    staff = new TestClient(app);
    const user = await staff.signInAsUser();
    expect((await admin.put(`/api/admin/users/${user.id}/practices`, { practiceIds: [practiceId] })).statusCode).toBe(200);
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().execute(text, params) as Promise<T>;
  const stored = async (appointmentId: string) =>
    (
      await sql<Stored[]>(
        'SELECT patient_name, patient_phone, booked_for_name, booked_for_under_16, guardian_confirmed, over_16_confirmed, terms_version FROM appointment WHERE id = ?',
        [appointmentId],
      )
    )[0];

  /** The one place this suite takes a hold (POST /api/holds), for the person booking. */
  async function holdSlot() {
    const client = new TestClient(app);
    await client.passGate();
    const res = await client.post('/api/holds', await screenedHold(app, slots[next++].id, booker));
    expect(res.statusCode).toBe(201);
    return { client, ...(res.json() as { holdId: string; holdToken: string }) };
  }
  const checkout = (h: Awaited<ReturnType<typeof holdSlot>>, body: Record<string, unknown>) =>
    h.client.post(`/api/holds/${h.holdId}/checkout`, body, { authorization: `Bearer ${h.holdToken}` });

  /** Hold, checkout with `body` and pay with 4242: an authorised booking. */
  async function book(body: Record<string, unknown>) {
    const h = await holdSlot();
    const res = await checkout(h, { ...consent, ...body });
    expect(res.statusCode).toBe(201);
    const c = res.json() as { appointmentId: string; reference: string; clientSecret: string; paymentIntentId: string; accessToken: string };
    await h.client.post('/api/simulated-payments/confirm', { clientSecret: c.clientSecret, cardNumber: '4242424242424242' });
    const auth = { authorization: `Bearer ${c.accessToken}` };
    expect((await h.client.post(`/api/appointments/${c.appointmentId}/payment`, { paymentIntentId: c.paymentIntentId }, auth)).json()).toMatchObject({ paymentStatus: 'authorized' });
    return { id: c.appointmentId, reference: c.reference, holdId: h.holdId, view: async () => (await h.client.get(`/api/appointments/${c.appointmentId}`, auth)).json() };
  }

  async function mailTo(to: string, subjectStart: string, reference: string): Promise<InboxMail> {
    let found: InboxMail | undefined;
    await eventually(async () => {
      found = (await devInbox(app)).find((m) => m.to === to && m.subject.startsWith(subjectStart) && m.subject.includes(reference));
      return found !== undefined;
    }, 20_000, 200);
    return found!;
  }

  describe('the checkout', () => {
    it('without `patient`, the person booking is the patient, as before', async () => {
      const b = await book({ email: 'sarah.self@example.com' });
      expect(await stored(b.id)).toMatchObject({ patient_name: booker.name, booked_for_name: null, booked_for_under_16: null, guardian_confirmed: false, over_16_confirmed: true });
      expect(await b.view()).toMatchObject({ patient: { name: booker.name, email: 'sarah.self@example.com' }, bookedFor: null });
    });

    it('stores a child under 16 apart from the parent who booked, with the guardian confirmation and the terms version', async () => {
      const b = await book({ email: 'sarah.child@example.com', patient: { name: '  Sam Jones ', under16: true }, guardian: true });
      expect(await stored(b.id)).toEqual({
        patient_name: booker.name,
        patient_phone: booker.phone,
        booked_for_name: 'Sam Jones',
        booked_for_under_16: true,
        guardian_confirmed: true,
        over_16_confirmed: true,
        terms_version: BOOKING_TERMS_VERSION,
      });
      expect(await b.view()).toMatchObject({ patient: { name: booker.name }, bookedFor: child });
    });

    it('stores someone else of 16 or over, with no guardian confirmation (it is read only for a child)', async () => {
      const b = await book({ email: 'sarah.adult@example.com', patient: adult, guardian: true });
      expect(await stored(b.id)).toMatchObject({ booked_for_name: adult.name, booked_for_under_16: false, guardian_confirmed: false, over_16_confirmed: true });
      expect(await b.view()).toMatchObject({ bookedFor: adult });
    });

    it.each([
      ['no name', { patient: { under16: true }, guardian: true }, { 'patient.name': nameRequired }],
      ['a blank name', { patient: { name: '   ', under16: false } }, { 'patient.name': nameRequired }],
      ['a name too long', { patient: { name: 'S'.repeat(121), under16: false } }, { 'patient.name': nameTooLong }],
      ['no age answer', { patient: { name: 'Sam Jones' } }, { 'patient.under16': under16Required }],
      ['an age answer as text', { patient: { name: 'Sam Jones', under16: 'yes' } }, { 'patient.under16': under16Required }],
      ['a child without the guardian box', { patient: child }, { guardian: guardianRequired }],
      ['a child with the guardian box false', { patient: child, guardian: false }, { guardian: guardianRequired }],
      ['a child, neither box', { patient: child, over16: false }, { over16: AGE, guardian: guardianRequired }],
      ['a patient that is not an object', { patient: null }, { patient: patientInvalid }],
      ['more about the patient than asked', { patient: { ...child, dateOfBirth: '2014-03-01' }, guardian: true }, { patient: patientInvalid }],
    ])('refuses %s: 400 naming the field, nothing stored', async (_case, body, fields) => {
      const h = await holdSlot();
      const res = await checkout(h, { email: 'sarah.refused@example.com', ...consent, ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: Object.values(fields)[0], code: 'validation', fields });
      expect(await sql(`SELECT id FROM appointment WHERE hold_id = ?`, [h.holdId])).toEqual([]);
      expect(await sql(`SELECT status FROM hold WHERE id = ?`, [h.holdId])).toEqual([{ status: 'active' }]);
      expect(await sql(`SELECT 1 FROM domain_event WHERE type = 'AppointmentCreated' AND payload->>'holdId' = ?`, [h.holdId])).toEqual([]);
    });

    it('names the e-mail, the boxes and the patient together when all are wrong', async () => {
      const h = await holdSlot();
      const res = await checkout(h, { email: 'sarah@nowhere', patient: { under16: true } });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        email: 'Please enter a valid email address',
        acceptTerms: CHECKOUT_CONSENT_MESSAGES.acceptTermsRequired,
        over16: AGE,
        'patient.name': nameRequired,
        guardian: guardianRequired,
      });
    });

    it('keeps the unpaid attempt of another child booked from the same phone, and lets go of one for the same child', async () => {
      const holdStatus = async (holdId: string) => (await sql<Array<{ status: string }>>('SELECT status FROM hold WHERE id = ?', [holdId]))[0].status;
      const lily = { name: 'Lily Jones', under16: true };
      const forLily = await holdSlot();
      expect((await checkout(forLily, { email: 'sarah.two@example.com', ...consent, patient: lily, guardian: true })).statusCode).toBe(201);
      const notCheckedOut = await holdSlot();

      // Sam's booking: Lily's attempt is another patient's and stays; an attempt with no answer yet goes, as before.
      await book({ email: 'sarah.two@example.com', patient: child, guardian: true });
      expect(await holdStatus(forLily.holdId)).toBe('active');
      expect(await holdStatus(notCheckedOut.holdId)).toBe('released');

      // Lily booked on another attempt: the earlier one for her is let go.
      await book({ email: 'sarah.two@example.com', patient: { name: 'lily  jones', under16: true }, guardian: true });
      expect(await holdStatus(forLily.holdId)).toBe('released');
    });

    it('is kept by the database: a child without the guardian confirmation is refused, and a name needs its age answer', async () => {
      const insert = (columns: string, values: string) =>
        sql(
          `INSERT INTO appointment (reference, practice_id, slot_id, starts_at, ends_at, patient_name, patient_phone, patient_postcode, patient_email, payment_provider, amount_pence,
                                    terms_version, terms_accepted_at, over_16_confirmed${columns})
           SELECT 'ED-SE' || ?, practice_id, id, starts_at, ends_at, 'Sarah Jones', '07700 900613', 'B2 4QA', 'db@example.com', 'simulated', 3900,
                  '${BOOKING_TERMS_VERSION}', ${clockNowSql(app)}, true${values} FROM slot WHERE id = ?`,
          [String(next).padStart(4, '0'), slots[next].id],
        );
      await expect(insert(', booked_for_name, booked_for_under_16', `, 'Sam Jones', true`)).rejects.toThrow(/appointment_guardian_check/);
      await expect(insert(', booked_for_name, booked_for_under_16, guardian_confirmed', `, 'Sam Jones', true, false`)).rejects.toThrow(/appointment_guardian_check/);
      await expect(insert(', booked_for_name, booked_for_under_16, guardian_confirmed', `, 'Alex Jones', false, true`)).rejects.toThrow(/appointment_guardian_check/);
      await expect(insert(', booked_for_name', `, 'Sam Jones'`)).rejects.toThrow(/appointment_booked_for_check/);
      await expect(insert(', booked_for_under_16', ', false')).rejects.toThrow(/appointment_booked_for_check/);
      expect(await sql(`SELECT 1 FROM appointment WHERE slot_id = ?`, [slots[next].id])).toEqual([]);
      next += 1;
    });
  });

  describe('who sees it', () => {
    let childBooking: Awaited<ReturnType<typeof book>>;
    beforeAll(async () => {
      childBooking = await book({ email: 'sarah.seen@example.com', patient: child, guardian: true });
    });

    it("tells the practice who the patient is and who booked; the person booking is told who it is for", async () => {
      const mail = await mailTo(PRACTICE_EMAIL, 'New booking', childBooking.reference);
      expect(mail.text).toContain('Patient: Sam Jones (under 16), booked by Sarah Jones, parent or guardian, who will come with them');
      expect(mail.text).toContain(`Phone of the person who booked: ${booker.phone}`);
      expect(mail.subject).not.toContain('Sam');

      const confirmation = await mailTo('sarah.seen@example.com', 'Appointment booked', childBooking.reference);
      expect(confirmation.text).toContain('Dear Sarah Jones,');
      expect(confirmation.text).toContain('This appointment is for Sam Jones (under 16). As their parent or guardian, please come to the appointment with them.');
      expect(confirmation.text).toContain('Appointment for: Sam Jones (under 16)');

      const forAdult = await book({ email: 'sarah.adult.mail@example.com', patient: adult });
      expect((await mailTo(PRACTICE_EMAIL, 'New booking', forAdult.reference)).text).toContain('Patient: Alex Jones, booked by Sarah Jones');
      const self = await book({ email: 'sarah.self.mail@example.com' });
      const selfMail = await mailTo(PRACTICE_EMAIL, 'New booking', self.reference);
      expect(selfMail.text).toContain(`Patient: ${booker.name}`);
      expect(selfMail.text).not.toContain('booked by');
      expect(selfMail.text).toContain(`Phone: ${booker.phone}`);
    });

    it("shows both on the practice's day and its timeline", async () => {
      const day = (await staff.get(`/api/practices/${practiceId}/staff/appointments`)).json() as {
        upcoming: Array<{ id: string; patient: { name: string; phone: string }; bookedFor: unknown }>;
      };
      expect(day.upcoming.find((a) => a.id === childBooking.id)).toMatchObject({ patient: { name: booker.name, phone: booker.phone }, bookedFor: child });
      const story = (await staff.get(`/api/practices/${practiceId}/staff/appointments/${childBooking.id}/timeline`)).json();
      expect(story.appointment).toMatchObject({ bookedFor: child, consent: { termsVersion: BOOKING_TERMS_VERSION, over16Confirmed: true, guardianConfirmed: true } });
    });

    it("shows both on the admin's list (found by either name), its page and timeline, and the CSV", async () => {
      const found = (await admin.get(`/api/admin/appointments?q=${encodeURIComponent('sam jon')}&practiceId=${practiceId}`)).json() as { items: Array<{ id: string; bookedFor: unknown; patient: { name: string } }> };
      expect(found.items.map((i) => i.id)).toContain(childBooking.id);
      expect(found.items.find((i) => i.id === childBooking.id)).toMatchObject({ patient: { name: booker.name, email: 'sarah.seen@example.com', phone: booker.phone }, bookedFor: child });
      const byBooker = (await admin.get(`/api/admin/appointments?q=${encodeURIComponent('Sarah Jones')}&practiceId=${practiceId}`)).json() as { items: Array<{ id: string }> };
      expect(byBooker.items.map((i) => i.id)).toContain(childBooking.id);

      const story = (await admin.get(`/api/admin/appointments/${childBooking.id}/timeline`)).json();
      expect(story.appointment).toMatchObject({ bookedFor: child, consent: { guardianConfirmed: true } });
      expect(story.entries).toContainEqual(expect.objectContaining({ type: 'TermsAccepted', label: `Booking Terms ${BOOKING_TERMS_VERSION} accepted, 16 or over and parent or guardian confirmed` }));

      const csv = await admin.get(`/api/admin/appointments.csv?q=${encodeURIComponent(childBooking.reference)}`);
      const [header, row] = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
      expect(header.endsWith(',Booked,Appointment for,Appointment for under 16,Captured (pence),Released (pence)')).toBe(true);
      expect(row).toMatch(/,yes,Sam Jones,yes,\d+,\d+$/);
    });

    it('exports both in the subject-access export of the person who booked', async () => {
      const sut = new SubjectAccessExport(PersonalData.on(new Db(orm)), new TransactionRunner(orm), app.get(Clock));
      const result = await sut.export({ email: 'sarah.seen@example.com', actor: 'test' });
      expect(result.appointments).toEqual([
        expect.objectContaining({ id: childBooking.id, patient_name: booker.name, booked_for_name: 'Sam Jones', booked_for_under_16: true, guardian_confirmed: true }),
      ]);
      expect(result.notes).toContainEqual(expect.stringContaining('booked_for_name'));
    });

    it("anonymises the patient's name with the booker's, past retention", async () => {
      const self = await book({ email: 'sarah.old.self@example.com' });
      for (const id of [childBooking.id, self.id]) {
        await sql(`UPDATE appointment SET starts_at = ${clockNowSql(app)} - interval '7 years', ends_at = ${clockNowSql(app)} - interval '7 years' + interval '15 minutes' WHERE id = ?`, [id]);
      }
      const retention = new AnonymisePatientDataHandler(new TransactionRunner(orm), app.get(Clock), {} as QueueRegistry, PersonalData.on(new Db(orm)), { RETENTION_DAYS: 2192 });
      // The sweep skips a row another transaction holds (the worker recording this booking's e-mail
      // or text) and takes it on its next run, as the next day's run does in production.
      await eventually(async () => {
        await retention.handle();
        return (await stored(self.id)).patient_name === ANONYMISED_NAME && (await stored(childBooking.id)).patient_name === ANONYMISED_NAME;
      }).catch(() => undefined);
      expect(await stored(childBooking.id)).toMatchObject({ patient_name: ANONYMISED_NAME, patient_phone: '', booked_for_name: ANONYMISED_NAME, booked_for_under_16: true, guardian_confirmed: true });
      expect(await stored(self.id)).toMatchObject({ patient_name: ANONYMISED_NAME, booked_for_name: null, booked_for_under_16: null });
    });
  });
});
