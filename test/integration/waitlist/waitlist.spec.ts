import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { WAITLIST_MESSAGES } from '../../../src/modules/waitlist/waitlist.constants.js';
import { WaitlistService } from '../../../src/modules/waitlist/commands/waitlist.service.js';
import { clockNowSql, createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { devInbox } from '../../support/dev-inbox.js';
import { createPracticeWithOperative } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { SiteverifyFake } from '../../fakes/siteverify.fake.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';

interface InboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const CONFIRM_SUBJECT = 'Confirm your place on the waitlist';
/** Not the default: the offer e-mail must promise the hold the config gives. */
const HOLD_MINUTES = '15';

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
    app = await createTestApp({ HOLD_MINUTES });
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
    worker = startProcess('dist/workers/main.js', { HOLD_MINUTES });
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const sql = <T = Record<string, unknown>[]>(text: string, params: unknown[] = []) => orm.em.fork().execute(text, params) as Promise<T>;
  const join = (email: string, postcode: string, extra: Record<string, unknown> = {}, client = visitor) =>
    client.post('/api/waitlist', { name: `Patient ${email}`, phone: '07700 900000', postcode, issue: 'Pain', email, consent: true, ...extra });
  /** Another browser: past the site gate, no cookies of its own yet. */
  const fresh = async () => {
    const c = new TestClient(app);
    await c.passGate();
    return c;
  };
  const inbox = () => devInbox(app);
  const mailTo = async (to: string, subject: string) => (await inbox()).find((m) => m.to === to && m.subject.startsWith(subject));
  const mailsTo = async (to: string) => (await inbox()).filter((m) => m.to === to);
  const tokenIn = (mail: InboxMail, path: string) => decodeURIComponent(new RegExp(`${path}\\?token=([^\\s)\\]]+)`).exec(mail.text)![1]);
  const pendingId = async (email: string) => (await sql<{ id: string }[]>('SELECT id FROM waitlist_request WHERE email = ?', [email]))[0]?.id;
  /** The confirmation e-mail of the address's current pending request (each request has its own link). */
  const confirmationMail = async (email: string) => {
    const id = await pendingId(email);
    expect(id).toBeDefined();
    let mail: InboxMail | undefined;
    await eventually(async () => {
      mail = (await mailsTo(email)).find((m) => m.subject === CONFIRM_SUBJECT && m.text.includes(`/waitlist/confirm?token=${id}.`));
      return Boolean(mail);
    }, 20_000);
    return mail!;
  };
  const confirm = async (token: string) => (await fresh()).post('/api/waitlist/confirm', { token });
  const joinAndConfirm = async (email: string, postcode: string, extra: Record<string, unknown> = {}) => {
    expect((await join(email, postcode, extra)).statusCode).toBe(202);
    const res = await confirm(tokenIn(await confirmationMail(email), '/waitlist/confirm'));
    expect(res.statusCode).toBe(200);
    return res;
  };
  const entryOf = async (email: string) =>
    (
      await sql<{ id: string; name: string; phone: string; postcode: string; issue: string; radius_km: number; status: string; expires_at: Date }[]>(
        'SELECT id, name, phone, postcode, issue, radius_km, status, expires_at FROM waitlist_entry WHERE email = ?',
        [email],
      )
    )[0];
  const eventCount = async (type: string) => (await sql<{ n: number }[]>('SELECT count(*)::int AS n FROM domain_event WHERE type = ?', [type]))[0].n;
  const offers = () =>
    sql<{ id: string; entry_email: string | null; slot_id: string; status: string }[]>(
      `SELECT o.id, e.email AS entry_email, o.slot_id, o.status FROM waitlist_offer o LEFT JOIN waitlist_entry e ON e.id = o.entry_id WHERE o.practice_id = ? ORDER BY o.created_at`,
      [practiceId],
    );

  it('refuses to join without an e-mail or consent, with clear messages, and keeps nothing', async () => {
    expect((await join('', 'AB10 1AB')).json().message).toBe('Enter your email address to join the waitlist.');
    expect((await join('no-consent@example.com', 'AB10 1AB', { consent: false })).json().message).toBe('Please agree to be e-mailed when an appointment opens.');
    expect((await join('bt@example.com', 'BT1 1AA')).statusCode).toBe(400);
    expect(await sql("SELECT 1 FROM waitlist_request WHERE email IN ('no-consent@example.com', 'bt@example.com')")).toHaveLength(0);
  });

  it('a join changes nothing until the e-mailed link is opened; the e-mail to an address not on the list carries fixed text only', async () => {
    const res = await join('near@example.com', 'AB10 1AB', { issue: 'Broken molar' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: 'Check your e-mail to confirm your place on the waitlist. Open the link in it within 24 hours: until you do, nothing changes.' });
    expect(await entryOf('near@example.com')).toBeUndefined();
    const mail = await confirmationMail('near@example.com');
    expect(mail.subject).toBe(CONFIRM_SUBJECT);
    // An address not on the list yet gets fixed text only: nothing the form said (issue #30, review N3).
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain('Patient near@example.com');
      expect(part).not.toContain('Broken molar');
      expect(part).not.toContain('07700 900000');
    }
    expect(mail.text).toContain('We were asked to e-mail this address when an emergency dental appointment opens nearby.');
    expect(mail.text).toContain('If you did not ask for this, ignore this e-mail: nothing changes');
    expect(await entryOf('near@example.com')).toBeUndefined();

    const confirmed = await confirm(tokenIn(mail, '/waitlist/confirm'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: 'You are on the waitlist. We will e-mail you as soon as an appointment opens within 20km in the next 14 days.',
      postcode: 'AB10 1AB',
      radiusKm: 20,
      leaveToken: expect.any(String),
    });
    expect(await entryOf('near@example.com')).toMatchObject({ name: 'Patient near@example.com', issue: 'Broken molar', status: 'waiting' });
    expect(await pendingId('near@example.com')).toBeUndefined();
  });

  it('offers a freed slot to the nearest waiting patient first, never to an expired entry, and e-mails the offer', async () => {
    await joinAndConfirm('far@example.com', 'AB15 4YA');
    // An entry whose 14 days have ended, right next to the practice: never offered, and swept away.
    await sql(
      `INSERT INTO waitlist_entry (email, name, phone, postcode, outcode, latitude, longitude, radius_km, consent_at, created_at, expires_at)
       SELECT 'expired@example.com', 'Old', '0', 'AB10 1AB', 'AB10', latitude, longitude, 20, ${clockNowSql(app)} - interval '15 days', ${clockNowSql(app)} - interval '15 days', ${clockNowSql(app)} - interval '1 day' FROM practice WHERE id = ?`,
      [practiceId],
    );

    await admin.put('/api/admin/availability', { practiceId, operativeId, date, startHour: 10, endHour: 11, slotMinutes: 60 });
    await eventually(async () => (await offers()).length === 1, 20_000);
    const [offer] = await offers();
    expect(offer).toMatchObject({ entry_email: 'near@example.com', status: 'sent' });
    await eventually(async () => Boolean(await mailTo('near@example.com', 'An appointment has opened')), 20_000);
    expect((await mailTo('near@example.com', 'An appointment has opened'))!.text).toContain(`held for you for ${HOLD_MINUTES} minutes`);
    expect(await mailTo('far@example.com', 'An appointment has opened')).toBeUndefined();
    expect(await sql("SELECT 1 FROM waitlist_entry WHERE email = 'expired@example.com'")).toHaveLength(0);
  });

  it('deletes entries whose window has ended even when no slot opens (the scheduled sweep)', async () => {
    await sql(
      `INSERT INTO waitlist_entry (email, name, phone, postcode, outcode, latitude, longitude, radius_km, consent_at, created_at, expires_at)
       VALUES ('lapsed@example.com', 'Old', '0', 'AB10 1AB', 'AB10', 57.14, -2.1, 20, ${clockNowSql(app)} - interval '15 days', ${clockNowSql(app)} - interval '15 days', ${clockNowSql(app)} - interval '1 minute')`,
    );
    expect(await app.get(WaitlistService).sweepExpired()).toBe(1);
    expect(await sql("SELECT 1 FROM waitlist_entry WHERE email = 'lapsed@example.com'")).toHaveLength(0);
  });

  it('two opens of one offer at once: one hold, one clear "no longer available"', async () => {
    const mail = (await mailTo('near@example.com', 'An appointment has opened'))!;
    const token = tokenIn(mail, '/waitlist/offer');
    const [a, b] = await Promise.all([await fresh(), await fresh()].map((c) => c.post('/api/waitlist/offers/claim', { token, redFlags: [] })));
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const won = a.statusCode === 200 ? a : b;
    const lost = a.statusCode === 200 ? b : a;
    expect(lost.json().message).toBe('Sorry, this appointment is no longer available. If another one opens near you, we will e-mail you.');
    expect(won.json()).toMatchObject({ email: 'near@example.com', patient: { name: 'Patient near@example.com' }, practice: { name: 'Waitlist Dental' }, hold: { holdToken: expect.any(String) } });
    const [slot] = await sql<{ status: string }[]>('SELECT status FROM slot WHERE id = ?', [won.json().slot.id]);
    expect(slot.status).toBe('held');
    // The place served its purpose: the details now live only in the hold.
    expect(await sql("SELECT 1 FROM waitlist_entry WHERE email = 'near@example.com'")).toHaveLength(0);
    const stats = (await admin.get('/api/admin/waitlist')).json();
    // Joins are counted when confirmed: near and far.
    expect(stats.days.find((d: { area: string }) => d.area === 'AB')).toMatchObject({ joined: 2, offered: 1, taken: 1 });
  });

  it('an offer not opened in time goes to the next patient, never back to the same one for that slot', async () => {
    await admin.put('/api/admin/availability', { practiceId, operativeId, date, startHour: 12, endHour: 13, slotMinutes: 60 });
    await eventually(async () => (await offers()).some((o) => o.entry_email === 'far@example.com' && o.status === 'sent'), 20_000);
    const offer = (await offers()).find((o) => o.entry_email === 'far@example.com' && o.status === 'sent')!;
    await eventually(async () => Boolean(await mailTo('far@example.com', 'An appointment has opened')), 20_000);
    await sql(`UPDATE waitlist_offer SET expires_at = ${clockNowSql(app)} - interval '1 second' WHERE id = ?`, [offer.id]);
    expect(await app.get(WaitlistService).lapse(offer.id)).toBe(true);
    expect(await app.get(WaitlistService).offerOpenSlots(practiceId)).toBe(0);
    expect((await entryOf('far@example.com')).status).toBe('waiting');
    const mail = (await mailTo('far@example.com', 'An appointment has opened'))!;
    const expired = await (await fresh()).post('/api/waitlist/offers/claim', { token: tokenIn(mail, '/waitlist/offer'), redFlags: [] });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toMatch(/^Sorry, this offer has expired/);
  });

  it('leaves the list from the link in the confirmation e-mail and deletes the details', async () => {
    const mail = (await mailTo('far@example.com', CONFIRM_SUBJECT))!;
    const token = tokenIn(mail, '/waitlist/leave');
    const left = await (await fresh()).post('/api/waitlist/leave', { token });
    expect(left.json().message).toBe('You have left the waitlist and we have deleted your details.');
    expect(await entryOf('far@example.com')).toBeUndefined();
    expect((await (await fresh()).post('/api/waitlist/leave', { token })).json().message).toMatch(/^You are not on the waitlist/);
    expect((await (await fresh()).post('/api/waitlist/leave', { token: `${token}x` })).statusCode).toBe(401);
    // A leave link can neither open an offer nor confirm a join.
    expect((await (await fresh()).post('/api/waitlist/offers/claim', { token, redFlags: [] })).statusCode).toBe(401);
    expect((await confirm(token)).statusCode).toBe(401);
  });

  it('leaves cleanly while an offer for the place is being made: the offer is released with it, never left without its entry', async () => {
    // In Lerwick, far from every practice: the worker never offers this place a slot of its own.
    await joinAndConfirm('racing@example.com', 'ZE1 0AA');
    const entry = await entryOf('racing@example.com');
    const token = tokenIn((await mailTo('racing@example.com', CONFIRM_SUBJECT))!, '/waitlist/leave');
    const slotId = (
      await sql<{ id: string }[]>(
        `INSERT INTO slot (practice_id, operative_id, starts_at, ends_at, status) VALUES (?, ?, ${clockNowSql(app)} + interval '3 days', ${clockNowSql(app)} + interval '3 days 30 minutes', 'open') RETURNING id`,
        [practiceId, operativeId],
      )
    )[0].id;
    // An offer run in the middle of its transaction (the entry marked offered, the offer inserted, not yet committed) as the patient leaves.
    const offering = orm.em.fork();
    await offering.begin();
    let left: Awaited<ReturnType<TestClient['post']>>;
    try {
      await offering.execute("UPDATE waitlist_entry SET status = 'offered' WHERE id = ?", [entry.id]);
      await offering.execute(`INSERT INTO waitlist_offer (entry_id, slot_id, practice_id, expires_at) VALUES (?, ?, ?, ${clockNowSql(app)} + interval '30 minutes')`, [entry.id, slotId, practiceId]);
      const leaving = (await fresh()).post('/api/waitlist/leave', { token });
      // The leave waits for the entry's lock; once the offer run commits, it finds and releases that offer.
      await eventually(async () => (await sql<{ n: number }[]>("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'"))[0].n > 0, 20_000);
      await offering.commit();
      left = await leaving;
    } catch (error) {
      await offering.rollback();
      throw error;
    }
    expect(left.statusCode).toBe(200);
    expect(left.json().message).toBe('You have left the waitlist and we have deleted your details.');
    expect(await entryOf('racing@example.com')).toBeUndefined();
    expect(await sql("SELECT status, entry_id FROM waitlist_offer WHERE slot_id = ?", [slotId])).toEqual([{ status: 'lapsed', entry_id: null }]);
  });

  // Far from every practice of the test suites (Lerwick, Stornoway): these places get no offers.
  const OWNER = { name: 'Olive Owner', phone: '07700 900111', postcode: 'ZE1 0AA', issue: 'Cracked tooth', radiusKm: 20 };
  const STRANGER = { name: 'Sam Stranger', phone: '07700 900999', postcode: 'HS1 2AA', issue: 'Anything', radiusKm: 1 };

  it("joining with someone else's e-mail changes nothing of their place until they open the newest link", async () => {
    const email = `owner-${randomUUID()}@example.com`;
    await joinAndConfirm(email, OWNER.postcode, OWNER);
    const before = await entryOf(email);
    expect(before).toMatchObject({ name: OWNER.name, phone: OWNER.phone, postcode: OWNER.postcode, issue: OWNER.issue, radius_km: 20 });
    const ownersLink = tokenIn((await mailTo(email, CONFIRM_SUBJECT))!, '/waitlist/confirm');

    const stranger = await fresh();
    const attempt = await join(email, STRANGER.postcode, STRANGER, stranger);
    expect(attempt.statusCode).toBe(202);
    expect(attempt.json()).toEqual({ message: WAITLIST_MESSAGES.checkEmail });
    expect(await entryOf(email)).toEqual(before);
    // The owner is told, with the stranger's details, that nothing changes unless they confirm.
    const strangersMail = await confirmationMail(email);
    expect(strangersMail.text).toContain('Name: Sam Stranger');
    expect(strangersMail.text).toContain('You are already on the waitlist. Your current details stay as they are, and you keep receiving offers, until you open the link below');
    expect(await entryOf(email)).toEqual(before);
    // The owner's own link, used already, is refused clearly.
    const reused = await confirm(ownersLink);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe(WAITLIST_MESSAGES.alreadyConfirmed);

    // The owner joins again with new details: the stranger's link is replaced and refused, the newest one applies.
    expect((await join(email, OWNER.postcode, { ...OWNER, phone: '07700 900222' })).statusCode).toBe(202);
    const replaced = await confirm(tokenIn(strangersMail, '/waitlist/confirm'));
    expect(replaced.statusCode).toBe(410);
    expect(replaced.json().message).toBe(WAITLIST_MESSAGES.confirmExpired);
    expect(await entryOf(email)).toEqual(before);
    expect((await confirm(tokenIn(await confirmationMail(email), '/waitlist/confirm'))).statusCode).toBe(200);
    const after = await entryOf(email);
    // The same place (id, so its offers and leave links hold), the newest details, a fresh window.
    expect(after).toMatchObject({ id: before.id, name: OWNER.name, phone: '07700 900222', postcode: OWNER.postcode });
    expect(new Date(after.expires_at).getTime()).toBeGreaterThanOrEqual(new Date(before.expires_at).getTime());
  });

  it('answers a join the same whether the address is on the list, unknown, or over its e-mail limit', async () => {
    const known = `known-${randomUUID()}@example.com`;
    await joinAndConfirm(known, OWNER.postcode, OWNER);
    const unknown = `unknown-${randomUUID()}@example.com`;
    const a = await join(known, OWNER.postcode, OWNER);
    const b = await join(unknown, OWNER.postcode, OWNER);
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect(a.body).toBe(b.body);
    expect(a.headers['content-type']).toBe(b.headers['content-type']);
    // known has now had 2 confirmation e-mails today: one more, then the limit.
    expect((await join(known, OWNER.postcode, OWNER)).body).toBe(b.body);
    const overLimit = await join(known, OWNER.postcode, OWNER);
    expect(overLimit.statusCode).toBe(202);
    expect(overLimit.body).toBe(b.body);
  });

  it('ten joins for one address from one connection all get the same answer and send at most four e-mails; the link already sent stays valid', async () => {
    const email = `flood-${randomUUID()}@example.com`;
    const requestedBefore = await eventCount('WaitlistJoinRequested');
    // Another connection, so the per-IP write limit of the rest of this file is not spent here.
    const flooder = new TestClient(app, { remoteAddress: '10.0.4.4' });
    await flooder.passGate();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => join(email, STRANGER.postcode, { ...STRANGER, name: `Flood ${i}` }, flooder)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(202));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    // Three a day, and past them the newest request's one mail for this connection (issue #30).
    expect((await eventCount('WaitlistJoinRequested')) - requestedBefore).toBe(4);
    // The counter names nobody: a keyed hash of the address, one row for the day.
    const quota = await sql<{ recipient_hash: string; sent: number }[]>(`SELECT recipient_hash, sent FROM waitlist_mail_quota WHERE sent = 3`);
    expect(quota.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(quota)).not.toContain('flood');

    // The pending request of the last accepted join is mailed; replaced ones are not; nothing more comes.
    const last = await confirmationMail(email);
    await eventually(async () => (await sql("SELECT 1 FROM domain_event WHERE published_at IS NULL AND type = 'WaitlistJoinRequested'")).length === 0, 20_000);
    await new Promise((r) => setTimeout(r, 1500));
    const mails = await mailsTo(email);
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails.length).toBeLessThanOrEqual(4);
    expect(await sql('SELECT 1 FROM waitlist_request WHERE email = ?', [email])).toHaveLength(1);

    // An eleventh join is answered the same and changes nothing: the link in the last e-mail still confirms.
    const requestId = await pendingId(email);
    expect((await join(email, STRANGER.postcode, { ...STRANGER, name: 'Flood late' }, flooder)).body).toBe(answers[0].body);
    expect(await pendingId(email)).toBe(requestId);
    expect((await eventCount('WaitlistJoinRequested')) - requestedBefore).toBe(4);
    expect((await confirm(tokenIn(last, '/waitlist/confirm'))).statusCode).toBe(200);
    expect((await entryOf(email)).name).toMatch(/^Flood \d$/);
  });

  it("the owner's join after three stranger joins still gets a mail (the newest request wins), and the stranger's link no longer confirms", async () => {
    const email = `kept-off-${randomUUID()}@example.com`;
    const stranger = new TestClient(app, { remoteAddress: '198.51.100.30' });
    await stranger.passGate();
    for (let i = 0; i < 3; i++) expect((await join(email, STRANGER.postcode, { ...STRANGER, name: `Mallory ${i}` }, stranger)).statusCode).toBe(202);
    const strangersLast = await confirmationMail(email);
    // A fourth from the stranger's connection: its one newest-wins mail; a fifth: nothing.
    expect((await join(email, STRANGER.postcode, { ...STRANGER, name: 'Mallory 3' }, stranger)).statusCode).toBe(202);
    const strangersNewest = await confirmationMail(email);
    const quiet = await pendingId(email);
    expect((await join(email, STRANGER.postcode, { ...STRANGER, name: 'Mallory 4' }, stranger)).statusCode).toBe(202);
    expect(await pendingId(email)).toBe(quiet);

    const owner = new TestClient(app, { remoteAddress: '192.0.2.77' });
    await owner.passGate();
    const answer = await join(email, OWNER.postcode, OWNER, owner);
    expect(answer.json()).toEqual({ message: WAITLIST_MESSAGES.checkEmail });
    const ownersMail = await confirmationMail(email);
    expect(ownersMail.text).not.toContain('Mallory');
    // The older pending requests were dropped: their links are refused, the owner's confirms.
    for (const old of [strangersLast, strangersNewest]) expect((await confirm(tokenIn(old, '/waitlist/confirm'))).statusCode).toBe(410);
    expect((await confirm(tokenIn(ownersMail, '/waitlist/confirm'))).statusCode).toBe(200);
    expect(await entryOf(email)).toMatchObject({ name: OWNER.name, postcode: OWNER.postcode });
  });

  it('a confirmation link works once even when opened twice at once, and an expired one is refused and swept', async () => {
    const email = `twice-${randomUUID()}@example.com`;
    expect((await join(email, OWNER.postcode, OWNER)).statusCode).toBe(202);
    const token = tokenIn(await confirmationMail(email), '/waitlist/confirm');
    const [a, b] = await Promise.all([await fresh(), await fresh()].map((c) => c.post('/api/waitlist/confirm', { token })));
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json()).toMatchObject({ message: WAITLIST_MESSAGES.alreadyConfirmed, code: 'waitlist_already_confirmed' });
    expect(await sql('SELECT 1 FROM waitlist_entry WHERE email = ?', [email])).toHaveLength(1);
    expect((await confirm(`${token}x`)).statusCode).toBe(401);

    const late = `late-${randomUUID()}@example.com`;
    expect((await join(late, OWNER.postcode, OWNER)).statusCode).toBe(202);
    const lateToken = tokenIn(await confirmationMail(late), '/waitlist/confirm');
    await sql(`UPDATE waitlist_request SET created_at = ${clockNowSql(app)} - interval '25 hours', expires_at = ${clockNowSql(app)} - interval '1 hour' WHERE email = ?`, [late]);
    const expired = await confirm(lateToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: WAITLIST_MESSAGES.confirmExpired, code: 'waitlist_link_expired' });
    expect(await entryOf(late)).toBeUndefined();

    await sql(`INSERT INTO waitlist_mail_quota (recipient_hash, day, sent) VALUES ('old-day', current_date - 3, 1)`);
    const swept = await app.get(WaitlistService).sweep();
    expect(swept.pendingDeleted).toBeGreaterThanOrEqual(1);
    expect(swept.quotaRowsDeleted).toBeGreaterThanOrEqual(1);
    expect(await sql('SELECT 1 FROM waitlist_request WHERE email = ?', [late])).toHaveLength(0);
    expect(await sql("SELECT 1 FROM waitlist_mail_quota WHERE recipient_hash = 'old-day'")).toHaveLength(0);
    expect((await confirm(lateToken)).statusCode).toBe(410);
  });

  it('leaving from a confirmation e-mail before confirming deletes the pending request', async () => {
    const email = `changed-mind-${randomUUID()}@example.com`;
    expect((await join(email, OWNER.postcode, OWNER)).statusCode).toBe(202);
    const mail = await confirmationMail(email);
    const left = await (await fresh()).post('/api/waitlist/leave', { token: tokenIn(mail, '/waitlist/leave') });
    expect(left.json().message).toBe(WAITLIST_MESSAGES.left);
    expect(await pendingId(email)).toBeUndefined();
    expect((await confirm(tokenIn(mail, '/waitlist/confirm'))).statusCode).toBe(410);
    expect(await entryOf(email)).toBeUndefined();
  });
});

/**
 * Issue #30 item 4 (security review N3): joins need the robot check when it is on, and one sender
 * network (an IPv4 address, an IPv6 /64) causes at most WAITLIST_MAILS_PER_NETWORK_PER_HOUR
 * confirmation mails, whatever addresses it types.
 */
describe('Waitlist joins: robot check and the per-network cap', () => {
  const siteverify = new SiteverifyFake();
  let app: NestFastifyApplication;
  const body = (email: string, extra: Record<string, unknown> = {}) => ({
    name: 'Net Cap',
    phone: '07700 900123',
    postcode: 'ZE1 0AA',
    issue: '',
    email,
    consent: true,
    ...extra,
  });

  beforeAll(async () => {
    await siteverify.start();
    app = await createTestApp({
      ROBOT_CHECK_PROVIDER: 'turnstile',
      ROBOT_CHECK_SECRET: 'robot-secret',
      ROBOT_CHECK_SITE_KEY: '0x4AAAAAAA-test',
      ROBOT_CHECK_VERIFY_URL: siteverify.url,
      WAITLIST_MAILS_PER_NETWORK_PER_HOUR: '3',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}_netcap`,
    });
  });
  afterAll(async () => {
    await app.close();
    await siteverify.stop();
  });

  it('refuses a join without a robot token or with a failed one, and takes one that passes', async () => {
    const client = new TestClient(app, { remoteAddress: '203.0.113.40' });
    await client.passGate();
    const missing = await client.post('/api/waitlist', body(`robot-${randomUUID()}@example.com`));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('robot_token_missing');
    const bot = await client.post('/api/waitlist', body(`robot-${randomUUID()}@example.com`, { robotToken: 'a-bot' }));
    expect(bot.statusCode).toBe(400);
    expect(bot.json().code).toBe('robot_check_failed');
    expect((await client.post('/api/waitlist', body(`robot-${randomUUID()}@example.com`, { robotToken: 'human' }))).statusCode).toBe(202);
    expect(siteverify.requests.at(-1)).toMatchObject({ response: 'human', remoteip: '203.0.113.40' });
  });

  it('answers 429 past the joins one network may make in an hour, whichever addresses it types; another network is not affected', async () => {
    const sender = new TestClient(app, { remoteAddress: '2001:db8:1:2::10' });
    await sender.passGate();
    const sameNetwork = new TestClient(app, { remoteAddress: '2001:db8:1:2::99' });
    await sameNetwork.passGate();
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await sender.post('/api/waitlist', body(`spray-${i}-${randomUUID()}@example.com`, { robotToken: 'human' }))).statusCode);
    const limited = await sameNetwork.post('/api/waitlist', body(`spray-x-${randomUUID()}@example.com`, { robotToken: 'human' }));
    expect([...statuses, limited.statusCode]).toEqual([202, 202, 202, 429]);
    expect(limited.json()).toEqual({ message: WAITLIST_MESSAGES.tooManyFromNetwork, code: 'rate_limited' });
    const elsewhere = new TestClient(app, { remoteAddress: '2001:db8:9:9::1' });
    await elsewhere.passGate();
    expect((await elsewhere.post('/api/waitlist', body(`other-${randomUUID()}@example.com`, { robotToken: 'human' }))).statusCode).toBe(202);
  });
});
