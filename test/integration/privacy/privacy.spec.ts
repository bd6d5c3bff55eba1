import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { Db } from '../../../src/shared/db/db.js';
import { TransactionRunner } from '../../../src/shared/outbox/transaction-runner.js';
import { JobName, QueueName } from '../../../src/shared/queues/queue-names.js';
import type { QueueRegistry } from '../../../src/shared/queues/queue-registry.js';
import { BOOKING_TERMS_VERSION } from '../../../src/modules/booking/booking.constants.js';
import { AnonymisePatientDataHandler } from '../../../src/modules/privacy/anonymise-patient-data.handler.js';
import { ANONYMISED_NAME, RETENTION_SCHEDULER_ID } from '../../../src/modules/privacy/privacy.constants.js';
import { PersonalData } from '../../../src/modules/privacy/personal-data.js';
import { SubjectAccessExport } from '../../../src/modules/privacy/subject-access-export.js';
import { clockNowSql, createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';
import { screeningFor } from '../../support/screening.js';

type Patient = { name: string; phone: string; postcode: string; issue: string };
type Row = Record<string, unknown>;

describe('Patient data: retention and subject-access export', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let slots: Array<{ id: string }>;
  let next = 0;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Privacy Test Dental' });
    const date = addLondonDays(app.get(Clock).londonToday(), 3);
    slots = (
      await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { slotMinutes: 15 })
    ).day.slots;
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  const sql = <T = Row[]>(text: string, params: unknown[] = []) =>
    orm.em.fork().execute(text, params) as Promise<T>;

  async function hold(client: TestClient, patient: Patient) {
    const res = await client.post('/api/holds', { slotId: slots[next++].id, patient, screening: await screeningFor(app, patient) });
    expect(res.statusCode).toBe(201);
    return res.json() as { holdId: string; holdToken: string };
  }

  /** Hold, checkout and an authorised card payment through the real HTTP stack. */
  async function book(patient: Patient, email: string) {
    const client = new TestClient(app);
    await client.passGate();
    const { holdId, holdToken } = await hold(client, patient);
    const checkout = await client.post(
      `/api/holds/${holdId}/checkout`,
      { email, acceptTerms: true, over16: true },
      { authorization: `Bearer ${holdToken}` },
    );
    expect(checkout.statusCode).toBe(201);
    const booking = checkout.json() as {
      appointmentId: string;
      reference: string;
      clientSecret: string;
      paymentIntentId: string;
      accessToken: string;
    };
    expect(
      (
        await client.post('/api/simulated-payments/confirm', {
          clientSecret: booking.clientSecret,
          cardNumber: '4242424242424242',
        })
      ).statusCode,
    ).toBe(200);
    const paid = await client.post(
      `/api/appointments/${booking.appointmentId}/payment`,
      { paymentIntentId: booking.paymentIntentId },
      { authorization: `Bearer ${booking.accessToken}` },
    );
    expect(paid.json().paymentStatus).toBe('authorized');
    return { ...booking, holdId };
  }

  /** Moves an appointment (and its hold) back in time, as if it had ended `ago` before now. */
  async function backdate(appointmentId: string, ago: string) {
    await sql(
      `UPDATE appointment SET starts_at = ${clockNow()} - ?::interval - interval '15 minutes', ends_at = ${clockNow()} - ?::interval WHERE id = ?`,
      [ago, ago, appointmentId],
    );
    await sql(
      `UPDATE hold SET expires_at = ${clockNow()} - ?::interval - interval '1 day' WHERE id = (SELECT hold_id FROM appointment WHERE id = ?)`,
      [ago, appointmentId],
    );
  }

  const clockNow = () => clockNowSql(app);

  const retention = () =>
    new AnonymisePatientDataHandler(
      new TransactionRunner(orm),
      app.get(Clock),
      {} as QueueRegistry,
      PersonalData.on(new Db(orm)),
      { RETENTION_DAYS: 2192 },
    );

  it('anonymises appointments, holds and dev-inbox e-mails past six years, and nothing newer', async () => {
    const old = {
      name: 'Olive Oldham',
      phone: '07700 900111',
      postcode: 'sw1a1aa',
      issue: 'Lost filling in 2019',
    };
    const recent = { name: 'Rita Recent', phone: '07700 900222', postcode: 'M3 3WB', issue: 'Abscess' };
    const abandoned = {
      name: 'Abe Abandon',
      phone: '07700 900333',
      postcode: 'EH6 5EL',
      issue: 'Chipped tooth',
    };
    const oldBooking = await book(old, 'olive.oldham@example.test');
    const recentBooking = await book(recent, 'rita.recent@example.test');
    const client = new TestClient(app);
    await client.passGate();
    const abandonedHold = await hold(client, abandoned);
    // Cancelled by an admin with a reason for the patient: typed words that may name them.
    expect(
      (await admin.post(`/api/admin/appointments/${oldBooking.appointmentId}/cancel`, { choice: 'practice_cannot_see', reason: 'Olive, the dentist is unwell' })).statusCode,
    ).toBe(200);
    await backdate(oldBooking.appointmentId, '6 years 2 days');
    // Just inside the period: kept.
    await backdate(recentBooking.appointmentId, '5 years 360 days');
    await sql(`UPDATE hold SET expires_at = ${clockNow()} - interval '7 years' WHERE id = ?`, [abandonedHold.holdId]);
    await sql(
      `INSERT INTO dev_mail (message_id, to_address, subject, text_body, html_body, sent_at) VALUES
         ('<old-privacy@test>', 'olive.oldham@example.test', 'Old booking', 'Dear Olive Oldham', '<p>Olive</p>', ${clockNow()} - interval '6 years 5 days'),
         ('<new-privacy@test>', 'rita.recent@example.test', 'Recent booking', 'Dear Rita Recent', '<p>Rita</p>', ${clockNow()} - interval '1 day')`,
    );
    // Sign-in links: one spent 31 days ago (deleted), one 29 days ago (kept).
    const links = await sql<Array<{ id: string }>>(
      `INSERT INTO sign_in_link (email, expires_at, created_at) VALUES
         ('olive.oldham@example.test', ${clockNow()} - interval '31 days', ${clockNow()} - interval '31 days 15 minutes'),
         ('rita.recent@example.test', ${clockNow()} - interval '29 days', ${clockNow()} - interval '29 days 15 minutes')
       RETURNING id`,
    );
    // Unconfirmed waitlist requests: one whose link ran out (deleted), one still pending (kept).
    await sql(
      `INSERT INTO waitlist_request (email, name, phone, postcode, outcode, latitude, longitude, radius_km, consent_at, created_at, expires_at) VALUES
         ('olive.oldham@example.test', 'Olive Oldham', '07700 900111', 'SW1A 1AA', 'SW1A', 51.5, -0.14, 20, ${clockNow()} - interval '2 days', ${clockNow()} - interval '2 days', ${clockNow()} - interval '1 day'),
         ('rita.recent@example.test', 'Rita Recent', '07700 900222', 'M3 3WB', 'M3', 53.48, -2.25, 20, ${clockNow()}, ${clockNow()}, ${clockNow()} + interval '1 day')`,
    );
    const before = (
      await sql<Row[]>(
        'SELECT reference, amount_pence, payment_status, status, payment_intent_id FROM appointment WHERE id = ?',
        [oldBooking.appointmentId],
      )
    )[0];

    const outcome = await retention().handle();

    expect(outcome).toMatchObject({
      status: 'done',
      detail: { appointments: expect.any(Number), holds: expect.any(Number), mails: expect.any(Number) },
    });
    const detail = (
      outcome as unknown as {
        detail: { appointments: number; holds: number; mails: number; signInLinks: number };
      }
    ).detail;
    expect(detail.appointments).toBeGreaterThanOrEqual(1);
    expect(detail.holds).toBeGreaterThanOrEqual(2);
    expect(detail.mails).toBeGreaterThanOrEqual(1);
    expect(detail.signInLinks).toBeGreaterThanOrEqual(1);
    expect(await sql("SELECT email FROM waitlist_request WHERE email IN ('olive.oldham@example.test', 'rita.recent@example.test')")).toEqual([
      { email: 'rita.recent@example.test' },
    ]);
    const leftLinks = await sql<Array<{ id: string }>>('SELECT id FROM sign_in_link WHERE id IN (?, ?)', [
      links[0].id,
      links[1].id,
    ]);
    expect(leftLinks).toEqual([{ id: links[1].id }]);

    const [a] = await sql<Row[]>('SELECT * FROM appointment WHERE id = ?', [oldBooking.appointmentId]);
    expect(a).toMatchObject({
      patient_name: ANONYMISED_NAME,
      patient_phone: '',
      patient_email: '',
      patient_issue: '',
      patient_postcode: 'SW1A',
      patient_user_id: null,
      access_token_hash: null,
      cancellation_reason: null,
      ...before,
    });
    expect(a.anonymised_at).not.toBeNull();
    const [oldHold] = await sql<Row[]>('SELECT * FROM hold WHERE id = ?', [oldBooking.holdId]);
    expect(oldHold).toMatchObject({
      patient_name: ANONYMISED_NAME,
      patient_phone: '',
      patient_issue: '',
      patient_postcode: 'SW1A',
      token_hash: null,
      client_key: null,
      patient_phone_e164: null,
    });
    const [gone] = await sql<Row[]>('SELECT * FROM hold WHERE id = ?', [abandonedHold.holdId]);
    expect(gone).toMatchObject({
      patient_name: ANONYMISED_NAME,
      patient_phone: '',
      patient_postcode: 'EH6',
      patient_issue: '',
    });

    const [kept] = await sql<Row[]>(
      'SELECT patient_name, patient_phone, patient_email, patient_issue, anonymised_at FROM appointment WHERE id = ?',
      [recentBooking.appointmentId],
    );
    expect(kept).toEqual({
      patient_name: recent.name,
      patient_phone: recent.phone,
      patient_email: 'rita.recent@example.test',
      patient_issue: recent.issue,
      anonymised_at: null,
    });
    const [keptHold] = await sql<Row[]>('SELECT patient_name FROM hold WHERE id = ?', [recentBooking.holdId]);
    expect(keptHold.patient_name).toBe(recent.name);
    const mails = await sql<Row[]>(
      `SELECT message_id FROM dev_mail WHERE message_id IN ('<old-privacy@test>', '<new-privacy@test>')`,
    );
    expect(mails).toEqual([{ message_id: '<new-privacy@test>' }]);

    // The audit trail says what happened, never to whom.
    const events = await sql<Array<{ payload: Record<string, unknown> }>>(
      `SELECT payload FROM domain_event WHERE type = 'PatientDataAnonymised' ORDER BY seq DESC LIMIT 1`,
    );
    expect(events[0].payload).toMatchObject({
      retentionDays: 2192,
      appointments: detail.appointments,
      holds: detail.holds,
      mails: detail.mails,
      signInLinks: detail.signInLinks,
    });
    expect(JSON.stringify(events[0].payload)).not.toMatch(/Olive|Oldham|900111|example\.test/);

    // Nothing left to do: a second run (or a second worker) changes nothing.
    expect(await retention().handle()).toMatchObject({
      status: 'done',
      detail: { appointments: 0, holds: 0, mails: 0, signInLinks: 0, waitlistRequests: 0 },
    });
  });

  it('anonymises a backlog larger than one batch, in several transactions', async () => {
    await sql(
      `INSERT INTO appointment (reference, practice_id, slot_id, starts_at, ends_at, patient_name, patient_phone, patient_postcode, patient_email,
                                payment_provider, amount_pence, status, cancelled_at, booked_before_consent)
       SELECT 'OLD-' || g, s.practice_id, s.id, ${clockNow()} - interval '7 years', ${clockNow()} - interval '7 years' + interval '15 minutes',
              'Backlog ' || g, '07700 900444', 'SW1A 1AA', 'backlog' || g || '@example.test', 'simulated', 3900, 'cancelled', ${clockNow()} - interval '7 years', true
         FROM generate_series(1, 1203) g, (SELECT id, practice_id FROM slot WHERE id = ?) s`,
      [slots[next++].id],
    );
    const eventsBefore = (
      await sql<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM domain_event WHERE type = 'PatientDataAnonymised'`,
      )
    )[0].n;

    const outcome = (await retention().handle()) as unknown as { detail: { appointments: number } };

    expect(outcome.detail.appointments).toBe(1203);
    const [left] = await sql<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM appointment WHERE reference LIKE 'OLD-%' AND anonymised_at IS NULL`,
    );
    expect(left.n).toBe(0);
    const eventsAfter = (
      await sql<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM domain_event WHERE type = 'PatientDataAnonymised'`,
      )
    )[0].n;
    expect(eventsAfter - eventsBefore).toBe(3); // 500 + 500 + 203
  });

  it('exports everything held about one patient by e-mail (any case) and phone, without secrets, and audits it', async () => {
    // A phone no other suite books with: suites share the run's database, and the export finds by phone.
    const dana = {
      name: 'Dana Subject',
      phone: '07700 900581',
      postcode: 'B3 2AA',
      issue: 'Wisdom tooth pain',
    };
    const user = new TestClient(app);
    await user.signInAsUser('dana.subject@example.test');
    const first = await book(dana, 'Dana.Subject@Example.test');
    const second = await book({ ...dana, issue: 'Follow-up' }, 'dana.subject@example.test');
    const client = new TestClient(app);
    await client.passGate();
    const phoneOnly = await hold(client, { ...dana, phone: '+44 (0)7700-900581' });
    await book(
      { name: 'Someone Else', phone: '07700 900666', postcode: 'L1 4HR', issue: 'x' },
      'someone.else@example.test',
    );

    await sql(
      `INSERT INTO sign_in_link (email, expires_at) VALUES ('dana.subject@example.test', ${clockNow()} + interval '15 minutes')`,
    );
    await sql(
      `INSERT INTO waitlist_entry (email, name, phone, postcode, issue, outcode, latitude, longitude, radius_km, consent_at, expires_at)
       VALUES ('dana.subject@example.test', 'Dana Subject', '07700 900581', 'B3 2AA', 'Wisdom tooth pain', 'B3', 52.48, -1.9, 20, ${clockNow()}, ${clockNow()} + interval '14 days')`,
    );
    // An unconfirmed change of the same place (the waitlist's double opt-in), found by phone too.
    await sql(
      `INSERT INTO waitlist_request (email, name, phone, postcode, issue, outcode, latitude, longitude, radius_km, consent_at, expires_at)
       VALUES ('dana.subject@example.test', 'Dana Subject', '07700900581', 'B3 2AA', 'Abscess now', 'B3', 52.48, -1.9, 10, ${clockNow()}, ${clockNow()} + interval '24 hours')`,
    );
    const sut = new SubjectAccessExport(
      PersonalData.on(new Db(orm)),
      new TransactionRunner(orm),
      app.get(Clock),
    );
    const result = await sut.export({
      email: 'DANA.SUBJECT@example.test',
      phone: '+44 7700 900581',
      actor: 'test',
    });

    expect(result.account).toMatchObject({ email: 'dana.subject@example.test', role: 'user' });
    expect(result.sessions.length).toBeGreaterThanOrEqual(1);
    expect(result.appointments.map((a) => a.id).sort()).toEqual(
      [first.appointmentId, second.appointmentId].sort(),
    );
    expect(result.appointments[0]).toMatchObject({
      patient_name: dana.name,
      patient_phone: dana.phone,
      practice_name: 'Privacy Test Dental',
    });
    // The consent given at checkout (issue #29): which Booking Terms, when, and the age confirmation.
    const consents = await sql<Row[]>(
      'SELECT id, terms_accepted_at FROM appointment WHERE id IN (?, ?)',
      [first.appointmentId, second.appointmentId],
    );
    for (const exported of result.appointments) {
      const stored = consents.find((c) => c.id === exported.id)!;
      expect(exported).toMatchObject({ terms_version: BOOKING_TERMS_VERSION, over_16_confirmed: true, booked_before_consent: false });
      expect(new Date(exported.terms_accepted_at as string | Date).toISOString()).toBe(new Date(stored.terms_accepted_at as string).toISOString());
    }
    expect(result.notes).toContainEqual(expect.stringContaining('terms_version'));
    expect(result.holds.map((h) => h.id).sort()).toEqual(
      [first.holdId, second.holdId, phoneOnly.holdId].sort(),
    );
    expect(result.events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['AppointmentCreated', 'SlotHeld', 'UserCreated']),
    );
    expect(result.counts).toMatchObject({
      account: 1,
      appointments: 2,
      holds: 3,
      signInLinks: 1,
      waitlist: 1,
      waitlistRequests: 1,
    });
    expect(result.signInLinks[0]).toMatchObject({ used_at: null });
    expect(result.waitlistRequests[0]).toMatchObject({ name: dana.name, issue: 'Abscess now', radius_km: 10 });
    expect(result.waitlist[0]).toMatchObject({ name: dana.name, issue: dana.issue });
    const text = JSON.stringify(result);
    expect(text).not.toMatch(/Someone Else|someone\.else/);
    expect(text).not.toMatch(/token_hash|password_hash|signing_secret/);

    const [audit] = await sql<Array<{ actor: string; payload: Record<string, unknown> }>>(
      `SELECT actor, payload FROM domain_event WHERE type = 'SubjectAccessExported' ORDER BY seq DESC LIMIT 1`,
    );
    expect(audit).toEqual({
      actor: 'test',
      payload: {
        byPhone: true,
        account: 1,
        appointments: 2,
        holds: 3,
        emails: 0,
        signInLinks: 1,
        waitlist: 1,
        waitlistRequests: 1,
        events: result.events.length,
      },
    });
  });

  it('exports from the admin CLI into a new file only its owner can read', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sar-'));
    const out = path.join(dir, 'export.json');
    try {
      await book(
        { name: 'Cleo Cli', phone: '07700 900777', postcode: 'G1 2JW', issue: 'Toothache' },
        'cleo.cli@example.test',
      );
      const cli = startProcess('dist/src/cli/export-patient.js', {}, ['Cleo.Cli@example.test', '--out', out]);
      expect(await waitForExit(cli, 30_000)).toBe(0);
      const exported = JSON.parse(readFileSync(out, 'utf8'));
      expect(exported).toMatchObject({ kind: 'subject-access-export', counts: { appointments: 1 } });
      expect(exported.appointments[0]).toMatchObject({
        patient_name: 'Cleo Cli',
        patient_email: 'cleo.cli@example.test',
      });
      expect(statSync(out).mode & 0o777).toBe(0o600);
      expect(cli.output.join('')).toContain('1 appointment(s)');

      const again = startProcess('dist/src/cli/export-patient.js', {}, [
        'cleo.cli@example.test',
        '--out',
        out,
      ]);
      expect(await waitForExit(again, 30_000)).toBe(1); // never overwrites an earlier export
      const usage = startProcess('dist/src/cli/export-patient.js', {}, []);
      expect(await waitForExit(usage, 30_000)).toBe(2);
      expect(usage.output.join('')).toContain('usage:');
    } finally {
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    }
  });

  describe('in a worker process', () => {
    let worker: ChildProcess;
    afterAll(async () => {
      worker?.kill('SIGTERM');
      if (worker) await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    });

    it('is scheduled once a day at 03:30 London time, whatever the number of workers', async () => {
      worker = startProcess('dist/workers/main.js', {});
      const queue = new Queue(QueueName.Payment, {
        connection: { url: process.env.REDIS_URL! },
        prefix: process.env.REDIS_PREFIX,
      });
      try {
        await eventually(
          async () => (await queue.getJobSchedulers()).some((s) => s.key === RETENTION_SCHEDULER_ID),
          30_000,
          200,
        );
        const schedulers = (await queue.getJobSchedulers()).filter((s) => s.key === RETENTION_SCHEDULER_ID);
        expect(schedulers).toHaveLength(1);
        expect(schedulers[0]).toMatchObject({
          name: JobName.AnonymisePatientData,
          pattern: '30 3 * * *',
          tz: 'Europe/London',
        });
        const nextRun = new Date(Number(schedulers[0].next));
        expect(
          new Intl.DateTimeFormat('en-GB', {
            timeZone: 'Europe/London',
            hour: '2-digit',
            minute: '2-digit',
          }).format(nextRun),
        ).toBe('03:30');
      } finally {
        await queue.close();
      }
    });
  });
});
