import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { devInbox } from '../../support/dev-inbox.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screenedHold } from '../../support/screening.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';

/**
 * What a mail library could read as more than one recipient, or as another one (review N6): a list,
 * a display name, angle brackets, an IP literal, a quoted local part, a group separator.
 */
const REJECTED = ['a,b@example.org', '<x>@example.org', 'x@[127.0.0.1]', '"a b"@example.org', 'Pat <pat@example.org>', 'a;b@example.org'];

/**
 * Every e-mail field takes one plain mailbox (ARCHITECTURE.md section 6, `plainMailbox`), through
 * HTTP: each refused shape is a 400 naming the field on the checkout, the confirmation address's
 * correction, the waitlist join and the sign-in link request, and changes nothing; an accepted
 * address (an internationalised domain among them) reaches exactly one mailbox, the one stored.
 */
describe('One mailbox per e-mail field', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let worker: ChildProcess;
  let slots: Array<{ id: string }>;
  let next = 0;
  let addresses = 0;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    // Inverness: no other suite books or joins the waitlist there.
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Mailbox Dental', city: 'Inverness', postcode: 'IV1 1HY' });
    slots = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(app.get(Clock).londonToday(), 3), { startHour: 9, endHour: 12, slotMinutes: 30 })).day.slots;
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().execute(text, params) as Promise<T>;
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  /** A browser of its own network: the per-network limits never meet this file's requests. */
  const browser = async () => {
    const client = new TestClient(app, { remoteAddress: `198.51.100.${++addresses}` });
    await client.passGate();
    return client;
  };
  const patient = { name: 'Morag Mailbox', phone: '07700 900771', postcode: 'IV1 1HY', issue: '' };

  async function holdOne(client: TestClient) {
    const res = await client.post('/api/holds', await screenedHold(app, slots[next++].id, patient));
    expect(res.statusCode).toBe(201);
    return res.json() as { holdId: string; holdToken: string };
  }
  async function checkout(client: TestClient, hold: { holdId: string; holdToken: string }, email: unknown) {
    return client.post(`/api/holds/${hold.holdId}/checkout`, { email, acceptTerms: true, over16: true }, bearer(hold.holdToken));
  }
  /** The mails the dev inbox holds for exactly this recipient, once the worker has sent `atLeast`. */
  async function mailsTo(to: string, atLeast = 1) {
    let found: Array<{ to: string; subject: string }> = [];
    await eventually(async () => {
      found = (await devInbox(app)).filter((m) => m.to === to);
      return found.length >= atLeast;
    }, 30_000);
    return found;
  }
  const expectFieldRefused = (res: { statusCode: number; json: () => unknown }, shape: string) => {
    expect({ shape, status: res.statusCode }).toEqual({ shape, status: 400 });
    expect(res.json()).toMatchObject({ fields: { email: expect.any(String) } });
  };

  it('refuses each shape on every field with a 400 naming it, changing nothing', async () => {
    // The checkout.
    const client = await browser();
    const hold = await holdOne(client);
    for (const shape of REJECTED) expectFieldRefused(await checkout(client, hold, shape), shape);
    expect(await sql('SELECT 1 FROM appointment WHERE hold_id = ?', [hold.holdId])).toEqual([]);

    // The confirmation address's correction (on an appointment checked out with a good address).
    const checkedOut = (await checkout(client, hold, 'morag.first@example.org')).json() as { appointmentId: string; accessToken: string };
    for (const shape of REJECTED) {
      expectFieldRefused(await client.post(`/api/appointments/${checkedOut.appointmentId}/email`, { email: shape }, bearer(checkedOut.accessToken)), shape);
    }
    expect(await sql('SELECT patient_email, email_changes FROM appointment WHERE id = ?', [checkedOut.appointmentId])).toEqual([{ patient_email: 'morag.first@example.org', email_changes: 0 }]);

    // The waitlist join.
    for (const shape of REJECTED) {
      const res = await (await browser()).post('/api/waitlist', { name: 'Morag Mailbox', phone: '07700 900771', postcode: 'IV1 1HY', issue: 'Pain', email: shape, consent: true });
      expectFieldRefused(res, shape);
    }
    // The sign-in link request.
    for (const shape of REJECTED) expectFieldRefused(await (await browser()).post('/api/auth/email-link', { email: shape }), shape);

    const stored = await sql<Array<{ email: string }>>(
      `SELECT email FROM waitlist_request WHERE email IN (?) UNION ALL SELECT email FROM sign_in_link WHERE email IN (?) UNION ALL SELECT patient_email FROM appointment WHERE patient_email IN (?)`,
      [REJECTED, REJECTED, REJECTED],
    );
    expect(stored).toEqual([]);
    // No mail ever went to any of them, nor to a part of one.
    const recipients = (await devInbox(app)).map((m) => m.to);
    for (const to of ['a', 'b@example.org', 'x@example.org', 'pat@example.org', ...REJECTED]) expect(recipients).not.toContain(to);
  });

  it('sends an accepted address, an internationalised domain too, to exactly one mailbox: the one stored, on every field', async () => {
    // The checkout: the domain is stored and sent in its ASCII form.
    const client = await browser();
    const hold = await holdOne(client);
    const booked = (await checkout(client, hold, '  morag.mailbox@bücher.example ')).json() as { appointmentId: string; accessToken: string; clientSecret: string; paymentIntentId: string };
    const [{ patient_email: bookedTo }] = await sql<Array<{ patient_email: string }>>('SELECT patient_email FROM appointment WHERE id = ?', [booked.appointmentId]);
    expect(bookedTo).toBe('morag.mailbox@xn--bcher-kva.example');
    await client.post('/api/simulated-payments/confirm', { clientSecret: booked.clientSecret, cardNumber: '4242424242424242' });
    expect((await client.post(`/api/appointments/${booked.appointmentId}/payment`, { paymentIntentId: booked.paymentIntentId }, bearer(booked.accessToken))).json()).toMatchObject({
      paymentStatus: 'authorized',
    });
    expect((await mailsTo(bookedTo)).map((m) => m.subject)).toEqual([expect.stringMatching(/^Appointment booked/)]);

    // The correction: the confirmation goes again, to the corrected address only.
    const changed = await client.post(`/api/appointments/${booked.appointmentId}/email`, { email: 'morag.new@MÜNCHEN.example' }, bearer(booked.accessToken));
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ email: 'morag.new@xn--mnchen-3ya.example' });
    const [{ patient_email: correctedTo }] = await sql<Array<{ patient_email: string }>>('SELECT patient_email FROM appointment WHERE id = ?', [booked.appointmentId]);
    expect(correctedTo).toBe('morag.new@xn--mnchen-3ya.example');
    expect(await mailsTo(correctedTo)).toHaveLength(1);

    // The waitlist join: its confirmation to the address stored for the request.
    expect(
      (await (await browser()).post('/api/waitlist', { name: 'Morag Mailbox', phone: '07700 900771', postcode: 'IV1 1HY', issue: 'Pain', email: 'morag.wait@bücher.example', consent: true }))
        .statusCode,
    ).toBe(202);
    const [{ email: waitingTo }] = await sql<Array<{ email: string }>>("SELECT email FROM waitlist_request WHERE email LIKE 'morag.wait@%'");
    expect(waitingTo).toBe('morag.wait@xn--bcher-kva.example');
    expect(await mailsTo(waitingTo)).toHaveLength(1);

    // The sign-in link, asked for in the Unicode form of the address the booking is under.
    expect((await (await browser()).post('/api/auth/email-link', { email: 'morag.new@münchen.example' })).statusCode).toBe(202);
    const [{ email: linkTo }] = await sql<Array<{ email: string }>>("SELECT email FROM sign_in_link WHERE email LIKE 'morag.new@%'");
    expect(linkTo).toBe('morag.new@xn--mnchen-3ya.example');
    await mailsTo(linkTo, 2);

    // Every mail of this file went to one of the stored addresses, each a single plain mailbox.
    const mine = (await devInbox(app)).filter((m) => m.to.includes('morag'));
    expect(new Set(mine.map((m) => m.to))).toEqual(new Set([bookedTo, correctedTo, waitingTo]));
    for (const m of mine) expect(m.to).toMatch(/^[a-z.]+@[a-z0-9-]+\.example$/);
  });
});
