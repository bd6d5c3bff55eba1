import type { ChildProcess } from 'node:child_process';
import { Db } from '../../../src/shared/db/db.js';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { TransactionRunner } from '../../../src/shared/outbox/transaction-runner.js';
import { SessionsRepository } from '../../../src/modules/identity/repositories/sessions.repository.js';
import { UsersRepository } from '../../../src/modules/identity/repositories/users.repository.js';
import { UsersService } from '../../../src/modules/identity/commands/users.service.js';
import { createOperative, createPractice, createSlots } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';
import { freePort, HttpClient, waitForReady } from '../../faults/support.js';

/** Someone whose details cannot turn up in a log by coincidence. */
const patient = {
  name: 'Zebedee Quokkaphone',
  phone: '07700 900987',
  postcode: 'SW1A 2AA',
  issue: 'Cracked molar after xyzzy toffee',
};
const email = 'zebedee.quokkaphone@example.test';
const correctedEmail = 'zebedee.q.corrected@example.test';

/**
 * ARCHITECTURE.md rule 7, "Log no patient data": a whole booking (search, hold, checkout, card
 * payment, the confirmation e-mail, a corrected address, the practice's e-mail, admin confirmation,
 * the patient's "confirmed" e-mail and capture) plus the usual mistakes (a refused phone number, a
 * search without the safety answer, a hold without a good screening proof, a slot already taken, a
 * declined card) through a real api process and a real worker logging at `debug`, more than
 * production's `info`. Their stdout and stderr must hold none of the patient's
 * name, phone, e-mail, postcode or issue.
 */
describe('No patient data in the logs', () => {
  let orm: MikroORM;
  let api: ChildProcess & { output: string[] };
  let worker: ChildProcess & { output: string[] };
  let base: string;
  let slots: Array<{ id: string }>;

  beforeAll(async () => {
    orm = await openOrm();
    const practiceId = await createPractice(orm, {
      name: 'Log Grep Dental',
      lat: 51.5014,
      lng: -0.1419,
      postcode: 'SW1A 1AA',
    });
    const operativeId = await createOperative(orm, practiceId);
    slots = await createSlots(orm, { practiceId, operativeId }, addLondonDays(new Clock().londonToday(), 2), {
      startHour: 9,
      endHour: 12,
      slotMinutes: 15,
    });
    const users = new UsersService(
      new UsersRepository(new Db(orm)),
      new SessionsRepository(new Db(orm), new Clock()),
      new TransactionRunner(orm),
    );
    await users.ensure({
      email: process.env.ADMIN_EMAIL!,
      password: process.env.ADMIN_PASSWORD!,
      role: 'admin',
      displayName: 'Test Admin',
    });

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = { LOG_LEVEL: 'debug', PORT: String(port), HOST: '127.0.0.1', PORTAL_DIST: 'portal/dist' };
    api = startProcess('dist/src/main.js', env);
    worker = startProcess('dist/workers/main.js', env);
    await waitForReady(`${base}/health/ready`);
  });
  afterAll(async () => {
    for (const child of [api, worker]) {
      child.kill('SIGTERM');
      await waitForExit(child).catch(() => child.kill('SIGKILL'));
    }
    await orm.close(true);
  });

  it('keeps name, phone, e-mail, postcode and issue out of api and worker logs through a whole booking', async () => {
    const browser = new HttpClient(base);
    await browser.enterSite();

    // Mistakes first: a refused phone number and body fields that fail validation.
    expect((await browser.post('/api/search', { ...patient, phone: 'call me', redFlags: [] })).status).toBe(400);
    expect((await browser.post('/api/search', patient)).status).toBe(400);
    expect((await browser.post('/api/holds', { slotId: 'not-a-slot', patient })).status).toBe(400);
    expect((await browser.post('/api/holds', { slotId: slots[0].id, patient, screening: 'not.ours' })).status).toBe(400);

    const search = await browser.post('/api/search', { ...patient, redFlags: [] });
    expect(search.status).toBe(200);
    const { screening } = search.body as { screening: string };
    const hold = await browser.post('/api/holds', { slotId: slots[0].id, patient, screening });
    expect(hold.status).toBe(201);
    // Someone else (with the same details) tries the same slot.
    const rival = new HttpClient(base);
    await rival.enterSite();
    expect((await rival.post('/api/holds', { slotId: slots[0].id, patient, screening })).status).toBe(409);

    const { holdId, holdToken } = hold.body as { holdId: string; holdToken: string };
    const checkout = await browser.post(
      `/api/holds/${holdId}/checkout`,
      { email, acceptTerms: true, over16: true },
      { authorization: `Bearer ${holdToken}` },
    );
    expect(checkout.status).toBe(201);
    const booking = checkout.body as {
      appointmentId: string;
      clientSecret: string;
      paymentIntentId: string;
      accessToken: string;
    };
    const auth = { authorization: `Bearer ${booking.accessToken}` };

    // A declined card, then a good one.
    await browser.post('/api/simulated-payments/confirm', {
      clientSecret: booking.clientSecret,
      cardNumber: '4000000000000002',
    });
    expect(
      (
        await browser.post(
          `/api/appointments/${booking.appointmentId}/payment`,
          { paymentIntentId: booking.paymentIntentId },
          auth,
        )
      ).body,
    ).toMatchObject({ paymentStatus: 'failed' });
    await browser.post('/api/simulated-payments/confirm', {
      clientSecret: booking.clientSecret,
      cardNumber: '4242424242424242',
    });
    expect(
      (
        await browser.post(
          `/api/appointments/${booking.appointmentId}/payment`,
          { paymentIntentId: booking.paymentIntentId },
          auth,
        )
      ).body,
    ).toMatchObject({ paymentStatus: 'authorized' });

    await eventually(
      async () =>
        (await browser.get(`/api/appointments/${booking.appointmentId}`, auth)).body.emailStatus === 'sent',
      30_000,
      200,
    );

    // The patient corrects the confirmation's address: it is sent again, to the new one.
    const changed = await browser.post(`/api/appointments/${booking.appointmentId}/email`, { email: correctedEmail }, auth);
    expect(changed.status).toBe(200);
    await eventually(
      async () =>
        (await browser.get(`/api/appointments/${booking.appointmentId}`, auth)).body.emailStatus === 'sent',
      30_000,
      200,
    );

    const admin = new HttpClient(base);
    await admin.get('/api/site');
    expect(
      (
        await admin.post('/api/auth/login', {
          email: process.env.ADMIN_EMAIL,
          password: process.env.ADMIN_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect((await admin.get('/api/admin/appointments?status=all')).status).toBe(200);
    expect((await admin.post(`/api/admin/appointments/${booking.appointmentId}/confirm`)).status).toBe(200);
    await eventually(
      async () =>
        (await browser.get(`/api/appointments/${booking.appointmentId}`, auth)).body.paymentStatus ===
        'completed',
      30_000,
      200,
    );

    // The practice's booking e-mail (with the patient's details) and the patient's "confirmed" e-mail went too.
    await eventually(
      async () =>
        (
          await orm.em
            .fork()
            .execute("SELECT 1 FROM notification_sent WHERE appointment_id = ? AND kind IN ('practice-booking', 'confirmed')", [booking.appointmentId])
        ).length === 2,
      30_000,
      200,
    );

    const logs = { api: api.output.join(''), worker: worker.output.join('') };
    // The runs did log (requests at debug, jobs in the worker), so an empty log cannot pass by accident.
    expect(logs.api).toContain('/api/holds');
    expect(logs.worker.length).toBeGreaterThan(0);
    const secrets = [
      patient.name,
      ...patient.name.split(' '),
      patient.phone,
      patient.phone.replace(/\s/g, ''),
      email,
      email.split('@')[0],
      correctedEmail,
      patient.postcode,
      patient.postcode.replace(/\s/g, ''),
      patient.issue,
      'xyzzy',
    ];
    for (const [name, log] of Object.entries(logs)) {
      for (const secret of secrets) {
        const at = log.toLowerCase().indexOf(secret.toLowerCase());
        if (at >= 0)
          throw new Error(
            `${name} log contains "${secret}": …${log.slice(Math.max(0, at - 300), at + 100)}…`,
          );
      }
    }
  });
});
