import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays, Clock } from '../../src/shared/clock/clock.js';
import { WaitlistService } from '../../src/modules/waitlist/waitlist.service.js';
import { createTestApp } from '../support/app.js';
import { TestClient } from '../support/client.js';
import { createPracticeWithOperative } from '../support/fixtures/supply.js';
import { openOrm } from '../support/orm.js';
import { eventually, startProcess, waitForExit } from '../support/processes.js';

interface InboxMail {
  to: string;
  subject: string;
  text: string;
}

describe('Waitlist: freed slots offered nearest first, one at a time, claimed through the hold rules', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let visitor: TestClient;
  let worker: ChildProcess;
  let practiceId: string;
  let operativeId: string;
  let date: string;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    // A practice in Aberdeen: no other test's practice is within reach of these patients.
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Waitlist Dental', city: 'Aberdeen', postcode: 'AB10 1AB' });
    practiceId = practice.id;
    operativeId = operative.id;
    date = addLondonDays(app.get(Clock).londonToday(), 2);
    visitor = new TestClient(app);
    await visitor.passGate();
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const join = (email: string, postcode: string, extra: Record<string, unknown> = {}) =>
    visitor.post('/api/waitlist', { name: `Patient ${email}`, phone: '07700 900000', postcode, issue: 'Pain', email, consent: true, ...extra });
  /** Another browser: past the site gate, no cookies of its own yet. */
  const fresh = async () => {
    const c = new TestClient(app);
    await c.passGate();
    return c;
  };
  const inbox = async () => (await visitor.get('/dev/mail.json')).json() as InboxMail[];
  const mailTo = async (to: string, subject: string) => (await inbox()).find((m) => m.to === to && m.subject.startsWith(subject));
  const tokenIn = (mail: InboxMail, path: string) => decodeURIComponent(new RegExp(`${path}\\?token=([^\\s)\\]]+)`).exec(mail.text)![1]);
  const offers = () => orm.em.fork().execute<{ id: string; entry_email: string | null; slot_id: string; status: string }[]>(
    `SELECT o.id, e.email AS entry_email, o.slot_id, o.status FROM waitlist_offer o LEFT JOIN waitlist_entry e ON e.id = o.entry_id WHERE o.practice_id = ? ORDER BY o.created_at`,
    [practiceId],
  );
  it('refuses to join without an e-mail or consent, with clear messages', async () => {
    expect((await join('', 'AB10 1AB')).json().message).toBe('Enter your email address to join the waitlist.');
    expect((await join('no-consent@example.com', 'AB10 1AB', { consent: false })).json().message).toBe('Please agree to be e-mailed when an appointment opens.');
    expect((await join('bt@example.com', 'BT1 1AA')).statusCode).toBe(400);
  });

  it('offers a freed slot to the nearest waiting patient first, never to an expired entry, and e-mails the offer', async () => {
    expect((await join('far@example.com', 'AB15 4YA')).statusCode).toBe(201);
    expect((await join('near@example.com', 'AB10 1AB')).json().message).toBe('You are on the waitlist. We will e-mail you as soon as an appointment opens within 20km in the next 14 days.');
    // An entry whose 14 days have ended, right next to the practice: never offered, and swept away.
    await orm.em.fork().execute(
      `INSERT INTO waitlist_entry (email, name, phone, postcode, outcode, latitude, longitude, radius_km, consent_at, created_at, expires_at)
       SELECT 'expired@example.com', 'Old', '0', 'AB10 1AB', 'AB10', latitude, longitude, 20, now() - interval '15 days', now() - interval '15 days', now() - interval '1 day' FROM practice WHERE id = ?`,
      [practiceId],
    );
    await eventually(async () => Boolean(await mailTo('near@example.com', 'You are on the waitlist')), 20_000);

    await admin.put('/api/admin/availability', { practiceId, operativeId, date, startHour: 10, endHour: 11, slotMinutes: 60 });
    await eventually(async () => (await offers()).length === 1, 20_000);
    const [offer] = await offers();
    expect(offer).toMatchObject({ entry_email: 'near@example.com', status: 'sent' });
    await eventually(async () => Boolean(await mailTo('near@example.com', 'An appointment has opened')), 20_000);
    expect(await mailTo('far@example.com', 'An appointment has opened')).toBeUndefined();
    expect(await orm.em.fork().execute("SELECT 1 FROM waitlist_entry WHERE email = 'expired@example.com'")).toHaveLength(0);
  });

  it('deletes entries whose window has ended even when no slot opens (the scheduled sweep)', async () => {
    await orm.em.fork().execute(
      `INSERT INTO waitlist_entry (email, name, phone, postcode, outcode, latitude, longitude, radius_km, consent_at, created_at, expires_at)
       VALUES ('lapsed@example.com', 'Old', '0', 'AB10 1AB', 'AB10', 57.14, -2.1, 20, now() - interval '15 days', now() - interval '15 days', now() - interval '1 minute')`,
    );
    expect(await app.get(WaitlistService).sweepExpired()).toBe(1);
    expect(await orm.em.fork().execute("SELECT 1 FROM waitlist_entry WHERE email = 'lapsed@example.com'")).toHaveLength(0);
  });

  it('two opens of one offer at once: one hold, one clear "no longer available"', async () => {
    const mail = (await mailTo('near@example.com', 'An appointment has opened'))!;
    const token = tokenIn(mail, '/waitlist/offer');
    const [a, b] = await Promise.all([await fresh(), await fresh()].map((c) => c.post('/api/waitlist/offers/claim', { token })));
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    const lost = a.statusCode === 200 ? b : a;
    expect(lost.json().message).toBe('Sorry, this appointment is no longer available. If another one opens near you, we will e-mail you.');
    expect(won.json()).toMatchObject({ email: 'near@example.com', patient: { name: 'Patient near@example.com' }, practice: { name: 'Waitlist Dental' }, hold: { holdToken: expect.any(String) } });
    const [slot] = await orm.em.fork().execute<{ status: string }[]>('SELECT status FROM slot WHERE id = ?', [won.json().slot.id]);
    expect(slot.status).toBe('held');
    // The place served its purpose: the details now live only in the hold.
    expect(await orm.em.fork().execute("SELECT 1 FROM waitlist_entry WHERE email = 'near@example.com'")).toHaveLength(0);
    const stats = (await admin.get('/api/admin/waitlist')).json();
    expect(stats.days.find((d: { area: string }) => d.area === 'AB')).toMatchObject({ joined: 2, offered: 1, taken: 1 });
  });

  it('an offer not opened in time goes to the next patient, never back to the same one for that slot', async () => {
    await admin.put('/api/admin/availability', { practiceId, operativeId, date, startHour: 12, endHour: 13, slotMinutes: 60 });
    await eventually(async () => (await offers()).some((o) => o.entry_email === 'far@example.com' && o.status === 'sent'), 20_000);
    const offer = (await offers()).find((o) => o.entry_email === 'far@example.com' && o.status === 'sent')!;
    await eventually(async () => Boolean(await mailTo('far@example.com', 'An appointment has opened')), 20_000);
    await orm.em.fork().execute("UPDATE waitlist_offer SET expires_at = now() - interval '1 second' WHERE id = ?", [offer.id]);
    expect(await app.get(WaitlistService).lapse(offer.id)).toBe(true);
    expect(await app.get(WaitlistService).offerOpenSlots(practiceId)).toBe(0);
    const [entry] = await orm.em.fork().execute<{ status: string }[]>("SELECT status FROM waitlist_entry WHERE email = 'far@example.com'");
    expect(entry.status).toBe('waiting');
    const mail = (await mailTo('far@example.com', 'An appointment has opened'))!;
    const expired = await (await fresh()).post('/api/waitlist/offers/claim', { token: tokenIn(mail, '/waitlist/offer') });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/^Sorry, this offer has expired/);
  });

  it('leaves the list from the link in the e-mail and deletes the details', async () => {
    const mail = (await mailTo('far@example.com', 'You are on the waitlist'))!;
    const token = tokenIn(mail, '/waitlist/leave');
    const left = await (await fresh()).post('/api/waitlist/leave', { token });
    expect(left.json().message).toBe('You have left the waitlist and we have deleted your details.');
    expect(await orm.em.fork().execute("SELECT 1 FROM waitlist_entry WHERE email = 'far@example.com'")).toHaveLength(0);
    expect((await (await fresh()).post('/api/waitlist/leave', { token })).json().message).toMatch(/^You are not on the waitlist/);
    expect((await (await fresh()).post('/api/waitlist/leave', { token: `${token}x` })).statusCode).toBe(401);
    // A leave link cannot open an offer.
    expect((await (await fresh()).post('/api/waitlist/offers/claim', { token })).statusCode).toBe(401);
  });
});
