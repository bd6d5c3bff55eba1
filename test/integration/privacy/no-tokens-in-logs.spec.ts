import type { ChildProcess } from 'node:child_process';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { Db } from '../../../src/shared/db/db.js';
import { TransactionRunner } from '../../../src/shared/outbox/transaction-runner.js';
import { SessionsRepository } from '../../../src/modules/identity/repositories/sessions.repository.js';
import { UsersRepository } from '../../../src/modules/identity/repositories/users.repository.js';
import { UsersService } from '../../../src/modules/identity/commands/users.service.js';
import { currentCode } from '../../../src/modules/identity/rules/second-factor.rules.js';
import { createOperative, createPractice, createSlots } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';
import { freePort, HttpClient, waitForReady } from '../../faults/support.js';

const patient = { name: 'Tokenia Scanwell', phone: '07700 900765', postcode: 'SW1A 2AA', issue: 'Loose crown' };
const email = 'tokenia.scanwell@example.test';
/** An admin of this test's own (the run's admin must keep signing in with its password alone). */
const twoStepAdmin = { email: 'two-step.scan@example.test', password: 'a-two-step-password-123' };

interface DevMail {
  to: string;
  subject: string;
  text: string;
}
interface DevText {
  to: string;
  body: string;
}

/** Every value of `?token=` (decoded) and every `/m/<code>` in a text. */
const queryTokens = (text: string) => [...text.matchAll(/[?&]token=([^\s)\]&"]+)/g)].map((m) => decodeURIComponent(m[1]));
const shortCodes = (text: string) => [...text.matchAll(/\/m\/([A-Za-z0-9_-]{6,})/g)].map((m) => m[1]);

/**
 * Issue #30 item 3 (security review N2): logs name the route a request matched, never its target.
 * A whole journey through a real api and worker logging at `debug` (more than production's `info`)
 * creates every kind of bearer secret we hand out: the search's screening proof, the hold and booking tokens, the payment's client
 * secret, the e-mailed manage link, the texted short link (a secret in the PATH), the practice's
 * calendar feed (a secret in the PATH), a sign-in link, the waitlist's confirm and leave links, and
 * the cookies. Each is then used the way its holder would (in a path, a query or a body), and
 * requests that match no route carry one too. Afterwards the api's and the worker's output must hold
 * none of them.
 */
describe('No token or code in the logs', () => {
  let orm: MikroORM;
  let api: ChildProcess & { output: string[] };
  let worker: ChildProcess & { output: string[] };
  let base: string;
  let practiceId: string;
  let slots: Array<{ id: string }>;

  beforeAll(async () => {
    orm = await openOrm();
    practiceId = await createPractice(orm, { name: 'Token Scan Dental', lat: 51.5014, lng: -0.1419, postcode: 'SW1A 1AA' });
    const operativeId = await createOperative(orm, practiceId);
    slots = await createSlots(orm, { practiceId, operativeId }, addLondonDays(new Clock().londonToday(), 2), { startHour: 9, endHour: 11, slotMinutes: 30 });
    const users = new UsersService(new UsersRepository(new Db(orm)), new SessionsRepository(new Db(orm), new Clock()), new TransactionRunner(orm));
    await users.ensure({ email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD!, role: 'admin', displayName: 'Test Admin' });
    await users.ensure({ ...twoStepAdmin, role: 'admin', displayName: null });

    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const env = { LOG_LEVEL: 'debug', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, PORTAL_DIST: 'portal/dist' };
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

  it('logs the route pattern of every request, and none of the tokens the journey created', async () => {
    const tokens = new Map<string, string>();
    const keep = (what: string, value: unknown) => {
      if (typeof value !== 'string' || value.length < 8) throw new Error(`${what}: no token (${String(value)})`);
      tokens.set(`${what} ${tokens.size}`, value);
      return value;
    };

    const admin = new HttpClient(base);
    await admin.enterSite();
    expect((await admin.post('/api/auth/login', { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD })).status).toBe(200);
    const mails = async () => (await admin.get('/dev/mail.json')).body as unknown as DevMail[];
    const texts = async () => (await admin.get('/dev/sms.json')).body as unknown as DevText[];

    // A booking: search (its screening proof), hold, checkout, card; the confirmation e-mail (manage
    // link) and text (short link).
    const browser = new HttpClient(base);
    await browser.enterSite();
    const searched = await browser.post('/api/search', { ...patient, redFlags: [] });
    expect(searched.status).toBe(200);
    const screening = keep('screening proof', searched.body.screening);
    const hold = await browser.post('/api/holds', { slotId: slots[0].id, patient, screening });
    expect(hold.status).toBe(201);
    const holdId = hold.body.holdId as string;
    const holdToken = keep('hold token', hold.body.holdToken);
    const checkout = await browser.post(`/api/holds/${holdId}/checkout`, { email, acceptTerms: true, over16: true }, { authorization: `Bearer ${holdToken}` });
    expect(checkout.status).toBe(201);
    const appointmentId = checkout.body.appointmentId as string;
    const accessToken = keep('access token', checkout.body.accessToken);
    keep('client secret', checkout.body.clientSecret);
    await browser.post('/api/simulated-payments/confirm', { clientSecret: checkout.body.clientSecret, cardNumber: '4242424242424242' });
    const auth = { authorization: `Bearer ${accessToken}` };
    expect((await browser.post(`/api/appointments/${appointmentId}/payment`, { paymentIntentId: checkout.body.paymentIntentId }, auth)).body).toMatchObject({ paymentStatus: 'authorized' });

    let confirmation: DevMail | undefined;
    await eventually(async () => Boolean((confirmation = (await mails()).find((m) => m.to === email && /manage\?token=/.test(m.text)))), 30_000, 200);
    queryTokens(confirmation!.text).forEach((t) => keep('confirmation e-mail link', t));
    const manageToken = decodeURIComponent(/manage\?token=([^\s)\]&"]+)/.exec(confirmation!.text)![1]);
    let text: DevText | undefined;
    await eventually(async () => Boolean((text = (await texts()).find((t) => shortCodes(t.body).length > 0))), 30_000, 200);
    const [code] = shortCodes(text!.body).map((c) => keep('short link code', c));

    // The holder uses each: the short link (path), the manage link (query, and the page the link opens).
    const phone = await fetch(`${base}/m/${code}`, { redirect: 'manual' });
    expect(phone.status).toBe(302);
    expect((await browser.get('/api/manage/appointment', { authorization: `Bearer ${manageToken}` })).status).toBe(200);
    await browser.get(`/api/manage/appointment?token=${encodeURIComponent(manageToken)}`);
    expect((await browser.get(`/appointments/manage?token=${encodeURIComponent(manageToken)}`)).status).toBeLessThan(500);

    // The practice's calendar feed: its secret is the path.
    const feed = await admin.post(`/api/practices/${practiceId}/staff/calendar-feed`);
    expect(feed.status).toBe(200);
    const feedUrl = String(feed.body.url);
    const feedToken = keep('calendar feed', /\/api\/calendar\/([^/.]+)\.ics$/.exec(feedUrl)?.[1]);
    expect((await fetch(`${base}/api/calendar/${feedToken}.ics`)).status).toBe(200);

    // A sign-in link for the patient, used from its page.
    expect((await browser.post('/api/auth/email-link', { email })).status).toBe(202);
    let signInMail: DevMail | undefined;
    await eventually(async () => Boolean((signInMail = (await mails()).find((m) => m.to === email && m.subject.startsWith('Your sign-in link')))), 30_000, 200);
    const [signInToken] = queryTokens(signInMail!.text).map((t) => keep('sign-in link', t));
    const patientBrowser = new HttpClient(base);
    await patientBrowser.enterSite();
    expect((await patientBrowser.get(`/login/link?token=${encodeURIComponent(signInToken)}`)).status).toBeLessThan(500);
    expect((await patientBrowser.post('/api/auth/email-link/verify', { token: signInToken })).status).toBe(200);

    // The waitlist's confirm and leave links.
    const joiner = `waiting.${Date.now()}@example.test`;
    expect((await browser.post('/api/waitlist', { ...patient, email: joiner, consent: true })).status).toBe(202);
    let waitlistMail: DevMail | undefined;
    await eventually(async () => Boolean((waitlistMail = (await mails()).find((m) => m.to === joiner))), 30_000, 200);
    queryTokens(waitlistMail!.text).forEach((t) => keep('waitlist link', t));
    const linkIn = (path: string) => decodeURIComponent(new RegExp(`${path}\\?token=([^\\s)\\]&"]+)`).exec(waitlistMail!.text)![1]);
    const [confirmToken, leaveToken] = [linkIn('/waitlist/confirm'), linkIn('/waitlist/leave')];
    expect((await browser.post('/api/waitlist/confirm', { token: confirmToken })).status).toBe(200);
    expect((await browser.post('/api/waitlist/leave', { token: leaveToken })).status).toBe(200);

    // Two-step verification: the authenticator's secret (as text, in the otpauth URI and the QR
    // code), a first code, the recovery codes, a sign-in with a code and one with a recovery code.
    const staffBrowser = new HttpClient(base);
    await staffBrowser.enterSite();
    const setup = await staffBrowser.post('/api/auth/second-factor/setup', twoStepAdmin);
    expect(setup.status).toBe(200);
    const secret = keep('authenticator secret', setup.body.secret);
    const now = () => Date.now() + Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);
    const enrolled = await staffBrowser.post('/api/auth/second-factor/confirm', { ...twoStepAdmin, code: currentCode(secret, now()) });
    expect(enrolled.status).toBe(200);
    const recoveryCodes = (enrolled.body.recoveryCodes as string[]).map((c) => keep('recovery code', c));
    recoveryCodes.forEach((c) => keep('recovery code as stored', c.replace(/-/g, '')));
    const fresh = async () => {
      const client = new HttpClient(base);
      await client.get('/api/site');
      return client;
    };
    expect((await (await fresh()).post('/api/auth/login', { ...twoStepAdmin, code: currentCode(secret, now() + 30_000) })).status).toBe(200);
    expect((await (await fresh()).post('/api/auth/login', { ...twoStepAdmin, code: recoveryCodes[0] })).status).toBe(200);

    // Targets that match no route, carrying a token: a mistyped link, a guess at a feed.
    await browser.get(`/api/manage/${manageToken}`);
    await browser.get(`/m/${code}/extra`);
    await fetch(`${base}/api/calendar/${feedToken}`);
    await fetch(`${base}/%C0%AF${feedToken}`);

    // The cookies are bearer secrets too.
    for (const [name, value] of [...admin.cookies(), ...browser.cookies(), ...patientBrowser.cookies(), ...staffBrowser.cookies()]) keep(`cookie ${name}`, value);

    await eventually(async () => (await orm.em.fork().execute("SELECT 1 FROM domain_event WHERE published_at IS NULL")).length === 0, 30_000, 200);
    await new Promise((r) => setTimeout(r, 500));
    const logs = { api: api.output.join(''), worker: worker.output.join('') };
    const found: string[] = [];
    for (const [what, token] of tokens) {
      for (const [name, log] of Object.entries(logs)) {
        const at = log.indexOf(token);
        if (at >= 0) found.push(`${name} log holds the ${what}: …${log.slice(Math.max(0, at - 200), at + token.length + 40)}…`);
      }
    }
    expect(found).toEqual([]);
    // The run did log its requests, by route pattern.
    expect(logs.api).toContain('"route":"/m/:code"');
    expect(logs.api).toContain('"route":"/api/calendar/:token"');
    expect(logs.api).toContain('"route":"(unmatched)"');
    expect(logs.worker.length).toBeGreaterThan(0);
  });
});
