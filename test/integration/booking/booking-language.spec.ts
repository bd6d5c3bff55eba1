import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { ManageTokens } from '../../../src/modules/booking/services/manage-tokens.js';
import { BookingEvent } from '../../../src/modules/booking/booking.events.js';
import { londonDateTextIn } from '../../../src/modules/notifications/services/booking-mail.js';
import { smsDateTextCy, smsTimeText } from '../../../src/modules/sms/rules/sms.rules.js';
import { WORSE_BEFORE_APPOINTMENT_CY } from '../../../src/modules/search/clinical-safety.cy.constants.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { devInbox, type InboxMail } from '../../support/dev-inbox.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';
import { screenedHold } from '../../support/screening.js';

const PRACTICE_EMAIL = 'bookings@iaith-dental.example.test';
const patient = { name: 'Gwen Gymraeg', phone: '07700 900631', postcode: 'CF10 1AA', issue: 'Dant wedi torri' };

/**
 * The booking remembers its language: checkout stores it (English when not given), the patient's
 * answers carry it, the patient changes it with the appointment's own token, and the e-mails, the
 * calendar file and the texts of a Welsh booking are Welsh, while the practice's e-mail stays English
 * and says the patient's language. Through the real HTTP stack, PostgreSQL, Redis and a worker.
 */
describe("The booking's language", () => {
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
      name: 'Iaith Dental',
      contact: { phone: '029 2018 0555', email: PRACTICE_EMAIL, website: 'https://iaith.example.test' },
    });
    const date = addLondonDays(app.get(Clock).londonToday(), 5);
    slots = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { startHour: 8, endHour: 20, slotMinutes: 15 })).day.slots;
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
  const localeOf = async (id: string) => (await sql<{ locale: string }>('SELECT locale FROM appointment WHERE id = ?', [id]))[0]?.locale;
  const localeEvents = (id: string) => sql<{ payload: Record<string, unknown>; actor: string }>('SELECT payload, actor FROM domain_event WHERE type = ? AND aggregate_id = ? ORDER BY seq', [BookingEvent.AppointmentLocaleChanged, id]);

  async function hold() {
    const client = new TestClient(app);
    await client.passGate();
    const slot = slots[next++];
    const h = (await client.post('/api/holds', await screenedHold(app, slot.id, patient))).json() as { holdId: string; holdToken: string };
    return { client, slot, ...h };
  }

  /** Hold, checkout (with `locale` when given) and pay with 4242: an authorised booking. */
  async function book(email: string, locale?: unknown) {
    const { client, slot, holdId, holdToken } = await hold();
    const body = { email, acceptTerms: true, over16: true, ...(locale === undefined ? {} : { locale }) };
    const checkout = await client.post(`/api/holds/${holdId}/checkout`, body, { authorization: `Bearer ${holdToken}` });
    expect(checkout.statusCode).toBe(201);
    const c = checkout.json() as { appointmentId: string; reference: string; clientSecret: string; paymentIntentId: string; accessToken: string };
    const auth = { authorization: `Bearer ${c.accessToken}` };
    await client.post('/api/simulated-payments/confirm', { clientSecret: c.clientSecret, cardNumber: '4242424242424242' });
    expect((await client.post(`/api/appointments/${c.appointmentId}/payment`, { paymentIntentId: c.paymentIntentId }, auth)).json()).toMatchObject({ paymentStatus: 'authorized' });
    return { client, slot, auth, id: c.appointmentId, reference: c.reference };
  }

  const mailTo = async (to: string, reference: string): Promise<InboxMail> => {
    let found: InboxMail | undefined;
    await eventually(async () => Boolean((found = (await devInbox(app)).find((m) => m.to === to && m.subject.includes(reference)))), 20_000, 200);
    return found!;
  };

  describe('the column', () => {
    it('is English by default, and the database refuses any language but en-GB and cy', async () => {
      const b = await book('default.language@example.com');
      expect(await localeOf(b.id)).toBe('en-GB');
      await expect(sql("UPDATE appointment SET locale = 'fr' WHERE id = ?", [b.id])).rejects.toThrow(/appointment_locale_check/);
      await expect(sql("UPDATE appointment SET locale = 'CY' WHERE id = ?", [b.id])).rejects.toThrow(/appointment_locale_check/);
      await expect(sql('UPDATE appointment SET locale = NULL WHERE id = ?', [b.id])).rejects.toThrow(/null value|not-null/);
      expect(await localeOf(b.id)).toBe('en-GB');
    });
  });

  describe('checkout', () => {
    it('stores the language the patient booked in and answers it on the patient’s page', async () => {
      const b = await book('welsh.checkout@example.com', 'cy');
      expect(await localeOf(b.id)).toBe('cy');
      expect((await b.client.get(`/api/appointments/${b.id}`, b.auth)).json()).toMatchObject({ id: b.id, locale: 'cy' });
    });

    it.each([['fr'], ['CY'], ['en'], [''], [1], [null]])('refuses %p with fields.locale and stores nothing', async (locale) => {
      const { client, holdId, holdToken } = await hold();
      const before = await sql<{ n: string }>('SELECT count(*) AS n FROM appointment WHERE hold_id = ?', [holdId]);
      const res = await client.post(`/api/holds/${holdId}/checkout`, { email: 'bad.locale@example.com', acceptTerms: true, over16: true, locale }, { authorization: `Bearer ${holdToken}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { locale: expect.any(String) } });
      expect(await sql<{ n: string }>('SELECT count(*) AS n FROM appointment WHERE hold_id = ?', [holdId])).toEqual(before);
      expect(Number(before[0].n)).toBe(0);
    });
  });

  describe('PUT /api/appointments/:id/locale', () => {
    it('changes it with the appointment’s access token or its manage link’s token, once, recording only the language', async () => {
      const b = await book('change.language@example.com');
      const put = (locale: unknown, headers: Record<string, string> = b.auth) => b.client.put(`/api/appointments/${b.id}/locale`, { locale }, headers);

      const changed = await put('cy');
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ id: b.id, reference: b.reference, locale: 'cy', status: 'pending' });
      expect(await localeOf(b.id)).toBe('cy');
      // Asking again changes nothing and records nothing.
      expect((await put('cy')).json()).toMatchObject({ locale: 'cy' });
      expect(await localeEvents(b.id)).toEqual([{ payload: { locale: 'cy' }, actor: 'patient' }]);

      // The manage page's token for this appointment does too.
      const manage = await app.get(ManageTokens).issue(b.id, app.get(Clock).now());
      expect((await put('en-GB', { authorization: `Bearer ${manage}` })).json()).toMatchObject({ locale: 'en-GB' });
      expect((await b.client.get('/api/manage/appointment', { authorization: `Bearer ${manage}` })).json()).toMatchObject({ locale: 'en-GB' });
      expect((await localeEvents(b.id)).map((e) => e.payload)).toEqual([{ locale: 'cy' }, { locale: 'en-GB' }]);
      // Nothing of the patient in the events.
      for (const e of await localeEvents(b.id)) expect(JSON.stringify(e.payload)).not.toMatch(/Gwen|07700|CF10|change\.language/);
    });

    it('refuses a bad language with fields.locale, and changes nothing', async () => {
      const b = await book('bad.change@example.com');
      for (const body of [{ locale: 'fr' }, { locale: null }, {}, { locale: 'cy', extra: 1 }]) {
        const res = await b.client.put(`/api/appointments/${b.id}/locale`, body, b.auth);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation' });
      }
      expect((await b.client.put(`/api/appointments/${b.id}/locale`, { locale: 'fr' }, b.auth)).json().fields).toHaveProperty('locale');
      expect(await localeOf(b.id)).toBe('en-GB');
      expect(await localeEvents(b.id)).toEqual([]);
    });

    it('refuses without a token, with another appointment’s tokens, with a forged manage token, and outside the gate or without the CSRF header', async () => {
      const mine = await book('mine.language@example.com');
      const theirs = await book('theirs.language@example.com');
      const put = (headers: Record<string, string>, client = mine.client) => client.put(`/api/appointments/${mine.id}/locale`, { locale: 'cy' }, headers);
      const now = app.get(Clock).now();
      const theirManage = await app.get(ManageTokens).issue(theirs.id, now);
      const myManage = await app.get(ManageTokens).issue(mine.id, now);

      expect((await put({})).statusCode).toBe(404);
      expect((await put({ authorization: 'Bearer not-a-token' })).statusCode).toBe(404);
      expect((await put(theirs.auth)).json()).toMatchObject({ code: 'appointment_not_found' });
      expect((await put({ authorization: `Bearer ${theirManage}` })).json()).toMatchObject({ code: 'appointment_not_found' });
      const forged = `${myManage.split('.')[0]}.${'A'.repeat(43)}`;
      expect((await put({ authorization: `Bearer ${forged}` })).json()).toMatchObject({ code: 'manage_link_invalid' });
      const expired = await app.get(ManageTokens).issue(mine.id, new Date(now.getTime() - 400 * 86_400_000));
      expect((await put({ authorization: `Bearer ${expired}` })).statusCode).toBe(410);

      // The gate and the CSRF check come first, as on every patient route.
      const stranger = new TestClient(app);
      const gated = await put(mine.auth, stranger);
      expect(gated.statusCode).toBe(401);
      expect(gated.json()).toMatchObject({ code: 'gate_required' });
      const noCsrf = await app.inject({ method: 'PUT', url: `/api/appointments/${mine.id}/locale`, payload: { locale: 'cy' }, headers: { ...mine.auth, cookie: mine.client.cookieHeader() } });
      expect(noCsrf.statusCode).toBe(403);
      expect(noCsrf.json()).toMatchObject({ code: 'csrf' });

      expect(await localeOf(mine.id)).toBe('en-GB');
      expect(await localeOf(theirs.id)).toBe('en-GB');
      expect(await localeEvents(mine.id)).toEqual([]);
    });
  });

  describe('the messages of a Welsh booking', () => {
    it('e-mails the patient in Welsh (subject, lines, date, calendar file) and the practice in English with the patient’s language', async () => {
      const b = await book('gwen.cymraeg@example.com', 'cy');
      const start = new Date(b.slot.startTime);
      const date = londonDateTextIn('cy', start);
      expect(date).toMatch(/^Dydd (Llun|Mawrth|Mercher|Iau|Gwener|Sadwrn|Sul) \d{1,2} \S+ \d{4}$/);

      const mail = await mailTo('gwen.cymraeg@example.com', b.reference);
      expect(mail.subject).toBe(`Apwyntiad wedi'i archebu: ${date} am ${smsTimeText(start)} (${b.reference})`);
      const text = mail.text.replace(/\s+/g, ' ');
      for (const welsh of [
        'Annwyl Gwen Gymraeg,',
        `Diolch am archebu gydag Emergency Dental. Cyfeirnod eich archeb yw ${b.reference}.`,
        `Dyddiad: ${date}`,
        WORSE_BEFORE_APPOINTMENT_CY.heading,
        "Mae'r ffi archebu o £39 wedi'i dal ar eich cerdyn",
        'Newid neu ganslo eich apwyntiad',
      ]) {
        expect(text).toContain(welsh);
      }
      for (const english of ['Dear ', 'Thank you', 'Your details', 'Status:', 'Further payment', 'booking fee', 'If it gets worse']) expect(text).not.toContain(english);
      expect(mail.html).toContain('lang="cy"');
      // Its manage link opens the Welsh page.
      expect(mail.text).toMatch(/\/cy\/appointments\/manage\?token=/);
      // The calendar file as text, its folded lines unfolded (RFC 5545).
      const calendar = (mail.attachments?.[0]?.content ?? '').replace(/\r\n[ \t]/g, '');
      expect(calendar).toContain('SUMMARY:Apwyntiad deintyddol brys: Iaith Dental');

      const practice = await mailTo(PRACTICE_EMAIL, b.reference);
      expect(practice.subject).toMatch(/^New booking: \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(ED-[A-Z0-9]{6}\)$/);
      expect(practice.text.replace(/\s+/g, ' ')).toContain("Patient's language: Welsh (Cymraeg). Please reply in Welsh if you can.");
      expect(practice.text).toContain('Iaith Dental team');
    });

    it('texts the patient in Welsh', async () => {
      const b = await book('gwen.text@example.com', 'cy');
      const start = new Date(b.slot.startTime);
      let body = '';
      await eventually(async () => {
        const texts = (await admin.get('/dev/sms.json')).json() as Array<{ appointmentId?: string; template: string; body: string }>;
        body = texts.find((t) => t.appointmentId === b.id && t.template === 'booking-confirmed')?.body ?? '';
        return body !== '';
      }, 20_000);
      expect(body).toMatch(new RegExp(`^Wedi'i archebu, yn aros i'r practis gadarnhau: apwyntiad deintyddol brys ${smsDateTextCy(start)} am ${smsTimeText(start)}, Iaith Dental, `));
      expect(body).toContain(`Cyfeirnod ${b.reference}. Ffi £39 wedi'i dal, cymerir wrth gadarnhau. Newid neu ganslo: http`);
      for (const english of ['appointment', 'Booked', 'fee held', 'Manage it', 'Ref ']) expect(body).not.toContain(english);
    });

    it('writes the next e-mail in the language the patient chose since: an English booking cancelled after switching to Welsh', async () => {
      const b = await book('switch.cymraeg@example.com');
      await mailTo('switch.cymraeg@example.com', b.reference);
      const manage = await app.get(ManageTokens).issue(b.id, app.get(Clock).now());
      const auth = { authorization: `Bearer ${manage}` };
      expect((await b.client.put(`/api/appointments/${b.id}/locale`, { locale: 'cy' }, auth)).statusCode).toBe(200);
      expect((await b.client.post('/api/manage/cancel', {}, auth)).statusCode).toBe(200);
      let mail: InboxMail | undefined;
      await eventually(async () => Boolean((mail = (await devInbox(app)).find((m) => m.to === 'switch.cymraeg@example.com' && m.subject === `Apwyntiad wedi'i ganslo (${b.reference})`))), 20_000, 200);
      const text = mail!.text.replace(/\s+/g, ' ');
      expect(text).toContain("Mae eich apwyntiad wedi'i ganslo.");
      expect(text).not.toContain('Your appointment has been cancelled');
      // And the practice is still told in English.
      let practice: InboxMail | undefined;
      await eventually(async () => Boolean((practice = (await devInbox(app)).find((m) => m.to === PRACTICE_EMAIL && m.subject.startsWith('Booking cancelled') && m.subject.includes(b.reference)))), 20_000, 200);
      expect(practice!.text.replace(/\s+/g, ' ')).toContain("Patient's language: Welsh (Cymraeg).");
    });
  });

  describe('an English booking', () => {
    it('is e-mailed in English, and the practice gets no language line', async () => {
      const b = await book('english.patient@example.com', 'en-GB');
      const mail = await mailTo('english.patient@example.com', b.reference);
      expect(mail.subject).toMatch(/^Appointment booked: \w+day \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(ED-[A-Z0-9]{6}\)$/);
      expect(mail.text).toContain('Dear Gwen Gymraeg,');
      expect(mail.html).toContain('lang="en-GB"');
      const practice = await mailTo(PRACTICE_EMAIL, b.reference);
      expect(practice.text).not.toContain("Patient's language");
    });
  });
});
