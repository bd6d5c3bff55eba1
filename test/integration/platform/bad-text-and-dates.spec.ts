import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, addLondonYears, Clock } from '../../../src/shared/clock/clock.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative, practiceBody, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screeningFor } from '../../support/screening.js';

const NUL = 'A\u0000B';
const CONTROL = { message: 'Text must not contain control characters.', code: 'validation' };
const patient = { name: 'Nul Tester', phone: '07700 900321', postcode: 'SW1A 1AA', issue: 'Toothache' };

/**
 * Security probe 2026-11-24, L2: a NUL byte in any text and dates at the ends of the calendar gave
 * 500 (PostgreSQL refuses 0x00 in a statement; the clock threw a RangeError past 9999-12-31). Each
 * now answers 400 with a clear message and changes nothing.
 */
describe('Text with control characters and dates at the ends of the calendar', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let patientClient: TestClient;
  let today: string;
  let ids: { practiceId: string; operativeId: string };
  let slots: Array<{ id: string }>;
  let next = 0;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    today = app.get(Clock).londonToday();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Control Character Dental' });
    ids = { practiceId: practice.id, operativeId: operative.id };
    slots = (await saveDay(admin, ids, addLondonDays(today, 2), { slotMinutes: 15 })).day.slots;
    patientClient = new TestClient(app);
    await patientClient.passGate();
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  const snapshot = async () => {
    const [row] = await orm.em.fork().execute(
      `SELECT (SELECT coalesce(max(seq), 0) FROM domain_event) AS events, (SELECT count(*) FROM hold) AS holds,
              (SELECT count(*) FROM appointment) AS appointments, (SELECT count(*) FROM practice) AS practices,
              (SELECT count(*) FROM slot) AS slots, (SELECT count(*) FROM slot WHERE status = 'open') AS open_slots,
              (SELECT count(*) FROM waitlist_entry) AS waiting, (SELECT count(*) FROM closure) AS closures,
              (SELECT count(*) FROM app_user) AS users, (SELECT count(*) FROM user_session) AS sessions, (SELECT count(*) FROM sign_in_link) AS links`,
    );
    return row;
  };

  /** Sends the request and expects a 400 with `expected` in the body and no table changed. */
  async function expectRefused(send: () => Promise<{ statusCode: number; json(): unknown }>, expected: Record<string, unknown> = CONTROL) {
    const before = await snapshot();
    const res = await send();
    expect({ status: res.statusCode, body: res.json() }).toMatchObject({ status: 400, body: expected });
    expect(await snapshot()).toEqual(before);
    return res.json() as { message: string; fields?: Record<string, string> };
  }

  async function freshHold() {
    const hold = await patientClient.post('/api/holds', { slotId: slots[next++].id, patient, screening: await screeningFor(app, patient) });
    expect(hold.statusCode).toBe(201);
    return hold.json() as { holdId: string; holdToken: string };
  }

  describe('a NUL byte (the probe’s eight endpoints)', () => {
    it('is refused in a hold’s patient name and issue', async () => {
      const slotId = slots[next++].id;
      const screening = await screeningFor(app, patient);
      for (const field of ['name', 'issue']) {
        const body = await expectRefused(() => patientClient.post('/api/holds', { slotId, patient: { ...patient, [field]: NUL }, screening }));
        expect(body.fields).toEqual({ [`patient.${field}`]: CONTROL.message });
      }
    });

    it('is refused in the checkout’s e-mail', async () => {
      const hold = await freshHold();
      await expectRefused(() =>
        patientClient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'a\u0000b@example.org', acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` }),
      );
    });

    it('is refused in the sign-in e-mail and password, and in the e-mail link request', async () => {
      const visitor = new TestClient(app);
      await expectRefused(() => visitor.post('/api/auth/login', { email: 'a\u0000b@example.org', password: 'whatever-password' }));
      await expectRefused(() => visitor.post('/api/auth/login', { email: process.env.ADMIN_EMAIL, password: `x\u0000y` }));
      await expectRefused(() => visitor.post('/api/auth/email-link', { email: 'a\u0000b@example.org' }));
    });

    it('is refused in a waitlist name or e-mail', async () => {
      const join = { ...patient, email: 'wait@example.org', consent: true };
      await expectRefused(() => patientClient.post('/api/waitlist', { ...join, name: NUL }));
      await expectRefused(() => patientClient.post('/api/waitlist', { ...join, email: 'w\u0000@example.org' }));
    });

    it('is refused in a new practice, and the import stays all or nothing (raw JSON and pasted text)', async () => {
      await expectRefused(() => admin.post('/api/admin/practices', practiceBody({ name: NUL })));
      const items = [practiceBody(), practiceBody({ name: NUL })];
      const raw = await expectRefused(() => admin.post('/api/admin/practices/import', items));
      expect(raw.fields).toEqual({ '1.name': CONTROL.message });
      // Pasted text carries the escape \u0000, which only becomes a NUL once the text is parsed.
      const pasted = await expectRefused(() => admin.post('/api/admin/practices/import', { json: JSON.stringify(items) }), {
        message: `Practice 2: name: ${CONTROL.message}`,
        code: 'validation',
      });
      expect(pasted.fields).toEqual({ '1.name': CONTROL.message });
    });

    it('is refused in a closure note', async () => {
      const closure = { ...ids, startsOn: addLondonDays(today, 30), endsOn: addLondonDays(today, 31), reason: 'training' };
      await expectRefused(() => admin.post('/api/admin/closures', { ...closure, note: `Staff${'\u0000'}training` }));
    });
  });

  describe('other control characters, keys, queries and params', () => {
    it('refuses the other C0 controls but keeps tab, line feed and carriage return', async () => {
      const slotId = slots[next++].id;
      const screening = await screeningFor(app, patient);
      for (const control of ['\u0001', '\u0008', '\u000b', '\u001b', '\u001f']) {
        await expectRefused(() => patientClient.post('/api/holds', { slotId, patient: { ...patient, issue: `Pain${control}here` }, screening }));
      }
      const hold = await patientClient.post('/api/holds', { slotId, patient: { ...patient, issue: 'Pain\there,\r\nsince Monday' }, screening });
      expect(hold.statusCode).toBe(201);
    });

    it('refuses a NUL in a key, deep inside a body, in a query string and in a route param', async () => {
      const screening = await screeningFor(app, patient);
      await expectRefused(() => patientClient.post('/api/holds', { slotId: slots[next].id, patient, screening, ['x\u0000']: 1 }));
      await expectRefused(() => admin.put('/api/admin/availability', { ...ids, date: addLondonDays(today, 3), slots: [{ startTime: `${addLondonDays(today, 3)}T09:00:00\u0000Z`, available: true }] }));
      await expectRefused(() => patientClient.get(`/api/practices/${ids.practiceId}/slots?date=${addLondonDays(today, 2)}%00`));
      await expectRefused(() => patientClient.get(`/api/practices/${ids.practiceId}%00/slots?date=${addLondonDays(today, 2)}`));
      await expectRefused(() => admin.get(`/api/admin/closures?practiceId=%00`));
    });

    it('refuses a NUL in the gate password with 400, not a wrong-password 401', async () => {
      await expectRefused(() => new TestClient(app).post('/api/site/gate', { password: `a\u0000b` }));
    });
  });

  describe('dates', () => {
    const editor = (date: string) =>
      `/api/admin/availability?practiceId=${ids.practiceId}&operativeId=${ids.operativeId}&date=${date}`;
    const windowMessage = () => {
      const { from, to } = app.get(Clock).dateWindow();
      return { message: `Choose a date from ${from} to ${to}.`, code: 'validation' };
    };

    it('refuses 9999-12-31 and 0000-01-01 on the public slots and the availability editor', async () => {
      for (const date of ['9999-12-31', '0000-01-01']) {
        const slotsBody = await expectRefused(() => patientClient.get(`/api/practices/${ids.practiceId}/slots?date=${date}`), windowMessage());
        expect(slotsBody.fields).toEqual({ date: windowMessage().message });
        await expectRefused(() => admin.get(editor(date)), windowMessage());
      }
    });

    it('refuses dates outside the window when saving, previewing or closing', async () => {
      const far = addLondonYears(today, 2);
      await expectRefused(() => admin.put('/api/admin/availability', { ...ids, date: addLondonDays(far, 1), startHour: 9, endHour: 10, slotMinutes: 30 }), windowMessage());
      await expectRefused(() => admin.post('/api/admin/availability/generate', { date: '9999-12-31', startHour: 9, endHour: 10, slotMinutes: 30 }), windowMessage());
      const closure = { ...ids, reason: 'holiday' };
      await expectRefused(() => admin.post('/api/admin/closures', { ...closure, startsOn: '9999-12-30', endsOn: '9999-12-31' }), windowMessage());
      await expectRefused(() => admin.post('/api/admin/closures', { ...closure, startsOn: addLondonDays(today, 1), endsOn: addLondonDays(far, 1) }), windowMessage());
    });

    it('accepts the edges of the window: a year back in the editor, two years ahead for slots', async () => {
      const { from, to } = app.get(Clock).dateWindow();
      expect((await admin.get(editor(from))).statusCode).toBe(200);
      expect((await admin.get(editor(addLondonDays(from, -1)))).statusCode).toBe(400);
      expect((await patientClient.get(`/api/practices/${ids.practiceId}/slots?date=${to}`)).statusCode).toBe(200);
    });

    it('moves the window with the app’s clock', async () => {
      const clock = app.get(Clock);
      const in2030 = `/api/practices/${ids.practiceId}/slots?date=2030-06-01`;
      clock.setNow('2029-01-15T12:00:00Z');
      try {
        expect((await patientClient.get(in2030)).statusCode).toBe(200);
      } finally {
        clock.reset();
      }
      if (addLondonYears(today, 2) < '2030-06-01') expect((await patientClient.get(in2030)).statusCode).toBe(400);
    });

    it('keeps the spec’s texts for a past day and for a day that does not exist', async () => {
      const past = await patientClient.get(`/api/practices/${ids.practiceId}/slots?date=${addLondonDays(today, -1)}`);
      expect(past.json().message).toBe('Please select a date that is not in the past.');
      await expectRefused(() => patientClient.get(`/api/practices/${ids.practiceId}/slots?date=2028-02-30`), { message: 'Dates are written as yyyy-MM-dd.' });
    });
  });
});
