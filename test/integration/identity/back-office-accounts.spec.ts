import { randomUUID } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ACCOUNT_MESSAGES, SECOND_FACTOR_MESSAGES } from '../../../src/modules/identity/identity.constants.js';
import { currentCode } from '../../../src/modules/identity/rules/second-factor.rules.js';
import { UsersService } from '../../../src/modules/identity/commands/users.service.js';
import { INVITATION_MESSAGES } from '../../../src/modules/invitations/invitations.constants.js';
import { INVITATION_SUBJECT } from '../../../src/modules/notifications/templates/invitation.js';
import { Clock } from '../../../src/shared/clock/clock.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import type { InboxMail } from '../../support/dev-inbox.js';
import { createPracticeWithOperative } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';

const PASSWORD = 'a-long-account-password-1';
const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/**
 * The back office without a command line (ADR 0043), through HTTP on the run's PostgreSQL and Redis,
 * with a worker sending the e-mails to the dev inbox: invitations (a link that works once and runs
 * out, re-sent or withdrawn), access taken away ending sessions at once, the sign-in care of the Users
 * tab (resets, lock-outs, each confirmed with the admin's own code and told to the owner), the day-long
 * lock of the code step, and a stranger's guesses that never lock an account out of its own browser.
 */
describe('The back office without a command line', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let worker: ChildProcess;
  let admin: TestClient;
  let practices: Array<{ id: string; name: string }>;
  let addresses = 0;

  beforeAll(async () => {
    // The window of wrong codes (5 per 15 minutes, tested in second-factor.spec.ts) out of the way:
    // here the day's count is what answers. The per-network limit at its default (the run lifts
    // it): each browser here has an address of its own.
    app = await createTestApp({ LOGIN_CODE_ATTEMPTS_PER_ACCOUNT: '1000', LOGIN_RATE_LIMIT_PER_IP: '20' });
    orm = await openOrm();
    admin = browser();
    await admin.signInAsAdmin();
    practices = [];
    for (const name of ['Invite Deansgate Dental', 'Invite Leith Dental']) practices.push((await createPracticeWithOperative(admin, { name })).practice);
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    app.get(Clock).reset();
    await app.close();
    await orm.close(true);
  });

  /** A browser of its own on its own network, so no test spends another's per-IP allowance. */
  function browser() {
    const n = ++addresses;
    return new TestClient(app, { remoteAddress: `198.18.${10 + Math.floor(n / 250)}.${(n % 250) + 1}` });
  }
  const sql = <T = Record<string, unknown>[]>(text: string, params: unknown[] = []) => orm.em.fork().execute(text, params) as Promise<T>;
  const now = () => app.get(Clock).now().getTime();

  /** The dev inbox as the run's admin reads it (signing in again when the clock moved past the session). */
  async function inbox(): Promise<InboxMail[]> {
    let res = await admin.get('/dev/mail.json');
    if (res.statusCode === 401) {
      admin = browser();
      await admin.signInAsAdmin();
      res = await admin.get('/dev/mail.json');
    }
    expect(res.statusCode).toBe(200);
    return res.json() as InboxMail[];
  }
  const mailsTo = async (to: string, subject?: string) => (await inbox()).filter((m) => m.to === to && (!subject || m.subject === subject));
  /** Waits for the `count`-th such mail, then a little longer to see that no other follows. */
  async function mailed(to: string, subject: string, count = 1): Promise<InboxMail[]> {
    await eventually(async () => (await mailsTo(to, subject)).length >= count, 20_000, 200);
    await new Promise((r) => setTimeout(r, 400));
    const found = await mailsTo(to, subject);
    expect(found).toHaveLength(count);
    return found;
  }
  const linkIn = (mail: InboxMail) => {
    const match = /\/invitation\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
    if (!match) throw new Error(`no invitation link in: ${mail.text}`);
    return decodeURIComponent(match[1]);
  };
  const accept = (token: string, password = PASSWORD, client = browser()) => client.post('/api/invitations/accept', { token, password });
  const invite = (body: Record<string, unknown>, by = admin) => by.post('/api/admin/invitations', body);
  const newAddress = (what: string) => `${what}-${randomUUID().slice(0, 8)}@invite.example.test`;

  async function account(role: 'admin' | 'user' = 'admin') {
    const email = newAddress(role);
    const user = await app.get(UsersService).create({ email, password: PASSWORD, role, displayName: null });
    return { email, id: user.id };
  }
  const login = (email: string, extra: Record<string, unknown> = {}, client = browser()) => client.post('/api/auth/login', { email, password: PASSWORD, ...extra });

  /**
   * An authenticator app on the app's clock. Each time step is accepted once, and only the current
   * one (or one either side): a code for a step already used moves the app's clock on to the next.
   */
  function authenticator(secret: string) {
    let last = -1;
    return {
      /** A current code the server has not accepted yet. */
      next() {
        const step = Math.floor(now() / 30_000);
        if (step <= last) app.get(Clock).advance((last - step + 1) * 30_000);
        last = Math.floor(now() / 30_000);
        return currentCode(secret, now());
      },
      /** A code that is not the current one. */
      wrong: () => (currentCode(secret, now()) === '000000' ? '111111' : '000000'),
    };
  }

  /** Enrols the account's authenticator from `client` (signed in by it). */
  async function enrol(email: string, client = browser()) {
    const setup = await client.post('/api/auth/second-factor/setup', { email, password: PASSWORD });
    expect(setup.statusCode).toBe(200);
    const secret = (setup.json() as { secret: string }).secret;
    const app2 = authenticator(secret);
    const confirmed = await client.post('/api/auth/second-factor/confirm', { email, password: PASSWORD, code: app2.next() });
    expect(confirmed.statusCode).toBe(200);
    return { secret, next: app2.next, wrong: app2.wrong, client, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }
  /** An admin with two-step verification, signed in with it: the one who may confirm changes with a code. */
  async function adminWithCode() {
    const me = await account('admin');
    return { ...me, ...(await enrol(me.email)) };
  }
  const usersRow = async (id: string, by = admin) => ((await by.get('/api/admin/users')).json() as Array<Record<string, unknown>>).find((u) => u.id === id)!;

  describe('invitations', () => {
    it('invites a receptionist of two practices: one e-mail, a link that sets her password once, and her practices', async () => {
      const email = newAddress('reception');
      const sent = await invite({ email: ` ${email.toUpperCase()} `, role: 'staff', practiceIds: practices.map((p) => p.id) });
      expect(sent.statusCode).toBe(201);
      const invitation = sent.json();
      expect(invitation).toMatchObject({ email, role: 'staff', invitedBy: expect.any(String), expired: false });
      expect(invitation.practices.map((p: { name: string }) => p.name).sort()).toEqual(practices.map((p) => p.name).sort());
      expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.sentAt)).toBe(72 * 3600_000);
      expect(((await admin.get('/api/admin/invitations')).json() as Array<{ id: string }>).map((i) => i.id)).toContain(invitation.id);

      const [mail] = await mailed(email, INVITATION_SUBJECT);
      expect(mail.text).toContain('as a member of staff of Invite Deansgate Dental and Invite Leith Dental');
      expect(mail.text).toContain('72 hours');
      const token = linkIn(mail);
      // Only a hash of the link is kept.
      const [row] = await sql<Array<{ token_hash: string }>>('SELECT token_hash FROM user_invitation WHERE id = ?', [invitation.id]);
      expect(row.token_hash).not.toContain(token);
      expect(JSON.stringify(await sql('SELECT payload FROM domain_event WHERE aggregate_id = ?', [invitation.id]))).not.toContain(token);

      // A short password is refused without using the link up.
      const short = await accept(token, 'too-short');
      expect(short.statusCode).toBe(400);
      expect(short.json().fields).toEqual({ password: 'The password must be at least 12 characters.' });
      // The link is public: the invitee has not passed the site gate.
      const done = await accept(token);
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ email, role: 'staff', secondFactor: 'optional' });
      // Once.
      const again = await accept(token);
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ message: INVITATION_MESSAGES.invalid, code: 'invitation_invalid' });

      const reception = browser();
      expect((await login(email, {}, reception)).statusCode).toBe(200);
      for (const p of practices) expect((await reception.get(`/api/practices/${p.id}/staff/appointments`)).statusCode).toBe(200);
      expect((await reception.get('/api/admin/users')).statusCode).toBe(403);
      // A practice's staff is trusted past the pre-launch gate from her first sign-in (ADR 0043).
      expect((await reception.get('/api/site')).json().gatePassed).toBe(true);
      expect(((await admin.get('/api/admin/invitations')).json() as Array<{ id: string }>).map((i) => i.id)).not.toContain(invitation.id);
      const types = (await sql<Array<{ type: string }>>('SELECT type FROM domain_event WHERE aggregate_id IN (?, (SELECT id::text FROM app_user WHERE email = ?)) ORDER BY seq', [invitation.id, email])).map((e) => e.type);
      expect(types).toEqual(expect.arrayContaining(['InvitationSent', 'InvitationAccepted', 'UserCreated', 'UserPracticesChanged']));
    });

    it('answers a link that is unknown, used, withdrawn or expired the same way', async () => {
      const unknown = await accept('A'.repeat(43));
      const malformed = await accept('not a token');
      for (const res of [unknown, malformed]) {
        expect(res.statusCode).toBe(410);
        expect(res.json()).toEqual({ message: INVITATION_MESSAGES.invalid, code: 'invitation_invalid' });
      }
    });

    it('runs out 72 hours after it was sent (the app clock moved), and a re-sent link works again', async () => {
      const email = newAddress('late');
      const id = (await invite({ email, role: 'admin' })).json().id as string;
      const token = linkIn((await mailed(email, INVITATION_SUBJECT))[0]);
      const clock = app.get(Clock);
      try {
        clock.advance(72 * 3600_000 + 1000);
        const late = await accept(token);
        expect(late.statusCode).toBe(410);
        expect(late.json()).toEqual({ message: INVITATION_MESSAGES.invalid, code: 'invitation_invalid' });
        admin = browser();
        await admin.signInAsAdmin();
        const listed = ((await admin.get('/api/admin/invitations')).json() as Array<{ id: string; expired: boolean }>).find((i) => i.id === id);
        expect(listed?.expired).toBe(true);
        expect((await admin.post(`/api/admin/invitations/${id}/resend`)).statusCode).toBe(200);
        const [, second] = [...(await mailed(email, INVITATION_SUBJECT, 2))].reverse();
        expect((await accept(linkIn(second))).json()).toMatchObject({ email, role: 'admin' });
      } finally {
        clock.reset();
      }
      const [user] = await sql<Array<{ role: string }>>('SELECT role FROM app_user WHERE email = ?', [email]);
      expect(user.role).toBe('admin');
    });

    it('re-sending mails a new link and the old one dies at once', async () => {
      const email = newAddress('resend');
      const id = (await invite({ email, role: 'staff', practiceIds: [practices[0].id] })).json().id as string;
      const first = linkIn((await mailed(email, INVITATION_SUBJECT))[0]);
      const resent = await admin.post(`/api/admin/invitations/${id}/resend`);
      expect(resent.statusCode).toBe(200);
      const mails = await mailed(email, INVITATION_SUBJECT, 2);
      const second = linkIn(mails[0]);
      expect(second).not.toBe(first);
      expect((await accept(first)).statusCode).toBe(410);
      expect((await accept(second)).statusCode).toBe(200);
      // Accepted: nothing to send again or withdraw.
      expect((await admin.post(`/api/admin/invitations/${id}/resend`)).json().code).toBe('invitation_not_open');
      expect((await admin.delete(`/api/admin/invitations/${id}`)).statusCode).toBe(404);
      expect((await sql<Array<{ n: number }>>("SELECT count(*)::int AS n FROM domain_event WHERE aggregate_id = ? AND type = 'InvitationResent'", [id]))[0].n).toBe(1);
    });

    it('withdrawing kills the link and takes the invitation off the list', async () => {
      const email = newAddress('withdrawn');
      const id = (await invite({ email, role: 'admin' })).json().id as string;
      const token = linkIn((await mailed(email, INVITATION_SUBJECT))[0]);
      expect((await admin.delete(`/api/admin/invitations/${id}`)).statusCode).toBe(204);
      expect((await accept(token)).json()).toEqual({ message: INVITATION_MESSAGES.invalid, code: 'invitation_invalid' });
      expect(((await admin.get('/api/admin/invitations')).json() as Array<{ id: string }>).map((i) => i.id)).not.toContain(id);
      expect((await admin.delete(`/api/admin/invitations/${id}`)).statusCode).toBe(404);
      expect((await sql<Array<{ n: number }>>('SELECT count(*)::int AS n FROM app_user WHERE email = ?', [email]))[0].n).toBe(0);
      // The address may be invited again.
      expect((await invite({ email, role: 'admin' })).statusCode).toBe(201);
    });

    it('refuses what is not an invitation, and is for admins only', async () => {
      const refusals = await Promise.all([
        invite({ email: 'a@example.test, b@example.test', role: 'admin' }),
        invite({ email: 'Someone <a@example.test>', role: 'admin' }),
        invite({ email: newAddress('x'), role: 'staff' }),
        invite({ email: newAddress('x'), role: 'admin', practiceIds: [practices[0].id] }),
        invite({ email: newAddress('x'), role: 'staff', practiceIds: [randomUUID()] }),
        invite({ email: newAddress('x'), role: 'owner' }),
      ]);
      expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
      expect(refusals[0].json().fields).toEqual({ email: INVITATION_MESSAGES.invalidEmail });
      expect(refusals[2].json().fields).toEqual({ practiceIds: INVITATION_MESSAGES.practicesForStaff });
      expect(refusals[3].json().fields).toEqual({ practiceIds: INVITATION_MESSAGES.noPracticesForAdmin });
      const existing = await account('user');
      expect((await invite({ email: existing.email, role: 'admin' })).json()).toEqual({ message: INVITATION_MESSAGES.accountExists, code: 'account_exists' });
      const pending = newAddress('twice');
      expect((await invite({ email: pending, role: 'admin' })).statusCode).toBe(201);
      expect((await invite({ email: pending, role: 'admin' })).json()).toEqual({ message: INVITATION_MESSAGES.pending, code: 'invitation_pending' });

      const patient = browser();
      await patient.signInAsUser();
      expect((await invite({ email: newAddress('x'), role: 'admin' }, patient)).statusCode).toBe(403);
      expect((await browser().post('/api/admin/invitations', { email: newAddress('x'), role: 'admin' })).statusCode).toBe(401);
      expect((await browser().get('/api/admin/invitations')).statusCode).toBe(401);
    });

    it('limits the public link route per network', async () => {
      const from = browser();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await accept('B'.repeat(43), PASSWORD, from)).statusCode);
      expect(statuses.slice(0, 20).every((s) => s === 410)).toBe(true);
      expect(statuses[20]).toBe(429);
      expect((await accept('B'.repeat(43), PASSWORD, from)).json()).toEqual({ message: INVITATION_MESSAGES.tooMany, code: 'rate_limited' });
    });
  });

  describe('taking access away ends sessions at once', () => {
    it('a practice taken from a member of staff, admin taken from an admin, an account disabled', async () => {
      const staff = await account('user');
      expect((await admin.put(`/api/admin/users/${staff.id}/practices`, { practiceIds: practices.map((p) => p.id) })).statusCode).toBe(200);
      const reception = browser();
      expect((await login(staff.email, {}, reception)).statusCode).toBe(200);
      expect((await reception.get(`/api/practices/${practices[1].id}/staff/appointments`)).statusCode).toBe(200);
      expect((await admin.put(`/api/admin/users/${staff.id}/practices`, { practiceIds: [practices[1].id] })).statusCode).toBe(200);
      expect((await reception.get('/api/auth/me')).statusCode).toBe(401);
      // Adding a practice takes nothing away.
      const back = browser();
      expect((await login(staff.email, {}, back)).statusCode).toBe(200);
      expect((await admin.put(`/api/admin/users/${staff.id}/practices`, { practiceIds: practices.map((p) => p.id) })).statusCode).toBe(200);
      expect((await back.get('/api/auth/me')).statusCode).toBe(200);

      const boss = await account('admin');
      const bossBrowser = browser();
      expect((await login(boss.email, {}, bossBrowser)).statusCode).toBe(200);
      expect((await admin.put(`/api/admin/users/${boss.id}/role`, { role: 'user' })).statusCode).toBe(200);
      expect((await bossBrowser.get('/api/auth/me')).statusCode).toBe(401);

      const leaver = browser();
      expect((await login(staff.email, {}, leaver)).statusCode).toBe(200);
      const disabled = await admin.put(`/api/admin/users/${staff.id}/disabled`, { disabled: true });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json()).toMatchObject({ id: staff.id, disabled: true });
      expect((await leaver.get('/api/auth/me')).statusCode).toBe(401);
      expect((await login(staff.email)).statusCode).toBe(403);
      expect((await admin.put(`/api/admin/users/${staff.id}/disabled`, { disabled: false })).statusCode).toBe(200);
      expect((await login(staff.email)).statusCode).toBe(200);
      // Not one's own account (an admin who disabled themselves would be out at once).
      const me = (await admin.get('/api/auth/me')).json() as { id: string };
      expect((await admin.put(`/api/admin/users/${me.id}/disabled`, { disabled: true })).json()).toEqual({ message: ACCOUNT_MESSAGES.notYourself, code: 'not_yourself' });
      expect((await sql<Array<{ type: string }>>("SELECT type FROM domain_event WHERE aggregate_id = ? AND type IN ('UserDisabled', 'UserEnabled') ORDER BY seq", [staff.id])).map((e) => e.type)).toEqual(['UserDisabled', 'UserEnabled']);
    });
  });

  describe('sign-in care', () => {
    it('20 wrong codes over a day lock the code step for a day and e-mail the owner; an admin ends the lock with their own code', async () => {
      const owner = await account('admin');
      const { secret, next, wrong: wrongCode } = await enrol(owner.email);
      const clock = app.get(Clock);
      const guesses: number[] = [];
      try {
        for (let i = 0; i < 20; i++) {
          const res = await login(owner.email, { code: wrongCode() });
          guesses.push(res.statusCode);
          if (i < 19) expect(res.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.codeWrong, code: 'second_factor_invalid' });
          else expect(res.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.codesLocked, code: 'rate_limited' });
          clock.advance(70 * 60_000);
        }
        expect(guesses).toEqual([...Array<number>(19).fill(401), 429]);
        // Locked: the right code too, for a day from the 20th (the Retry-After says so).
        const locked = await login(owner.email, { code: currentCode(secret, now()) });
        expect(locked.statusCode).toBe(429);
        expect(locked.json().message).toBe(SECOND_FACTOR_MESSAGES.codesLocked);
        expect(Number(locked.headers['retry-after'])).toBeGreaterThan(22 * 3600);
      } finally {
        clock.reset();
      }
      const [mail] = await mailed(owner.email, 'Signing in to your account is locked for a day');
      expect(mail.text).toContain('Too many wrong two-step verification codes');
      expect(mail.text).not.toMatch(/https?:\/\//);

      admin = browser();
      await admin.signInAsAdmin();
      const row = await usersRow(owner.id);
      expect(row).toMatchObject({ secondFactor: 'on' });
      expect(Date.parse(row.codesLockedUntil as string)).toBeGreaterThan(now() + 3 * 3600_000);
      // Ending the lock is confirmed with the acting admin's own current code.
      const carer = await adminWithCode();
      const wrong = await carer.client.post(`/api/admin/users/${owner.id}/sign-in-lock/end`, { code: carer.wrong() });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'confirmation_code_invalid', fields: { code: ACCOUNT_MESSAGES.confirmCodeWrong } });
      const ended = await carer.client.post(`/api/admin/users/${owner.id}/sign-in-lock/end`, { code: carer.next() });
      expect(ended.statusCode).toBe(200);
      expect(ended.json()).toMatchObject({ id: owner.id, codesLockedUntil: null, signInLockedUntil: null });
      expect((await login(owner.email, { code: next() })).statusCode).toBe(200);
      await mailed(owner.email, 'You can sign in to your account again');
      const [event] = await sql<Array<{ actor: string }>>("SELECT actor FROM domain_event WHERE aggregate_id = ? AND type = 'SignInLockEnded'", [owner.id]);
      expect(event.actor).toBe(carer.id);
    });

    it("a stranger's guesses never lock an account without a factor out of its own browser; an admin sees the lock and ends it", async () => {
      const owner = await account('admin');
      const own = browser();
      expect((await login(owner.email, {}, own)).statusCode).toBe(200);
      for (let i = 0; i < 8; i++) await browser().post('/api/auth/login', { email: owner.email, password: 'a-stranger-guess' });
      // A browser that never signed in to the account waits, even with the right password.
      const elsewhere = await login(owner.email);
      expect(elsewhere.statusCode).toBe(429);
      expect(elsewhere.json().message).toBe(TOO_MANY);
      // Its own browser is not locked out: its device cookie has its own allowance.
      expect((await login(owner.email, {}, own)).statusCode).toBe(200);
      expect((await own.get('/api/auth/me')).statusCode).toBe(200);

      const row = await usersRow(owner.id);
      expect(row).toMatchObject({ secondFactor: 'off', codesLockedUntil: null });
      expect(Date.parse(row.signInLockedUntil as string)).toBeGreaterThan(now());
      const carer = await adminWithCode();
      expect((await carer.client.post(`/api/admin/users/${owner.id}/sign-in-lock/end`, { code: carer.next() })).statusCode).toBe(200);
      expect((await login(owner.email)).statusCode).toBe(200);
    });

    it('a reset makes the next sign-in enrol, even where two-step verification is optional, and tells the owner', async () => {
      const target = await account('admin');
      const theirs = await enrol(target.email);
      await mailed(target.email, 'Two-step verification is on for your account');
      expect((await usersRow(target.id)).secondFactor).toBe('on');

      // Confirmed only with a code of one's own: an admin without a factor cannot.
      const plain = browser();
      await plain.signInAsAdmin();
      expect((await plain.post(`/api/admin/users/${target.id}/second-factor/reset`, { code: '123456' })).json()).toEqual({
        message: ACCOUNT_MESSAGES.ownFactorNeeded,
        code: 'second_factor_needed',
      });
      const carer = await adminWithCode();
      expect((await carer.client.post(`/api/admin/users/${carer.id}/second-factor/reset`, { code: carer.next() })).json().code).toBe('not_yourself');
      const missing = await carer.client.post(`/api/admin/users/${target.id}/second-factor/reset`, {});
      expect(missing.statusCode).toBe(400);
      // A code used a moment ago is "just used", not "not right".
      const code = carer.next();
      expect((await carer.client.post(`/api/admin/users/${target.id}/sign-in-lock/end`, { code })).statusCode).toBe(200);
      const spent = await carer.client.post(`/api/admin/users/${target.id}/second-factor/reset`, { code });
      expect(spent.json()).toMatchObject({ message: SECOND_FACTOR_MESSAGES.codeJustUsed, code: 'second_factor_just_used' });

      const reset = await carer.client.post(`/api/admin/users/${target.id}/second-factor/reset`, { code: carer.next() });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({ id: target.id, secondFactor: 'required' });
      // Signed out everywhere, and the old codes open nothing: the next sign-in enrols.
      expect((await theirs.client.get('/api/auth/me')).statusCode).toBe(401);
      expect((await login(target.email)).json()).toEqual({ message: SECOND_FACTOR_MESSAGES.setupRequired, code: 'second_factor_setup_required' });
      expect((await login(target.email, { code: theirs.next() })).json().code).toBe('second_factor_setup_required');
      const [mail] = await mailed(target.email, 'Your two-step verification was reset');
      expect(mail.text).toContain('An admin reset two-step verification');
      const [event] = await sql<Array<{ actor: string }>>("SELECT actor FROM domain_event WHERE aggregate_id = ? AND type = 'SecondFactorReset'", [target.id]);
      expect(event.actor).toBe(carer.id);
      // Enrolling again is the way back in.
      await enrol(target.email);
      expect((await usersRow(target.id)).secondFactor).toBe('on');
    });

    it('enrolment, a sign-in from a new device and a recovery code each tell the owner and end the other sessions', async () => {
      const owner = await account('admin');
      const before = browser();
      expect((await login(owner.email, {}, before)).statusCode).toBe(200);
      // Enrolling signs in the browser that enrols, and signs out every other.
      const setup = await browser().post('/api/auth/second-factor/setup', { email: owner.email, password: PASSWORD });
      const secret = (setup.json() as { secret: string }).secret;
      const { next } = authenticator(secret);
      const enrolling = browser();
      const confirmed = await enrolling.post('/api/auth/second-factor/confirm', { email: owner.email, password: PASSWORD, code: next() });
      expect(confirmed.statusCode).toBe(200);
      const recoveryCodes = confirmed.json().recoveryCodes as string[];
      expect((await before.get('/api/auth/me')).statusCode).toBe(401);
      expect((await enrolling.get('/api/auth/me')).statusCode).toBe(200);
      await mailed(owner.email, 'Two-step verification is on for your account');

      // The enrolling browser has its device cookie: signing in there again is not a new device.
      expect((await login(owner.email, { code: next() }, enrolling)).statusCode).toBe(200);
      const laptop = browser();
      expect((await login(owner.email, { code: next() }, laptop)).statusCode).toBe(200);
      expect((await enrolling.get('/api/auth/me')).statusCode).toBe(401);
      const [newDevice] = await mailed(owner.email, 'New sign-in to your account');
      expect(newDevice.text).toContain('from a browser that had not signed in to it before');
      expect(newDevice.text).toContain('Anywhere else your account was signed in has been signed out.');

      const phoneLost = browser();
      expect((await login(owner.email, { code: recoveryCodes[0] }, phoneLost)).statusCode).toBe(200);
      expect((await laptop.get('/api/auth/me')).statusCode).toBe(401);
      expect((await phoneLost.get('/api/auth/me')).statusCode).toBe(200);
      await mailed(owner.email, 'A recovery code was used to sign in to your account');
      // The recovery-code sign-in came from a new browser too: told once as that, once as the code.
      await mailed(owner.email, 'New sign-in to your account', 2);
      for (const mail of await mailsTo(owner.email)) {
        for (const c of recoveryCodes) expect(mail.text).not.toContain(c);
        expect(mail.text).not.toContain(secret);
      }
    });

    it('shows each account’s two-step state, locks and last sign-in in Users', async () => {
      const fresh = await account('admin');
      const patient = await account('user');
      const row = await usersRow(fresh.id);
      expect(row).toMatchObject({ secondFactor: 'off', signInLockedUntil: null, codesLockedUntil: null, lastSignInAt: null });
      expect((await login(fresh.email)).statusCode).toBe(200);
      expect(Date.parse((await usersRow(fresh.id)).lastSignInAt as string)).toBeGreaterThan(Date.now() - 60_000);
      expect((await usersRow(patient.id)).secondFactor).toBe('off');
    });
  });

  describe('site protection (review H10)', () => {
    it('switching protection on asks every visitor again but lets the switching admin’s browser through', async () => {
      const visitor = browser();
      await visitor.passGate();
      const own = browser();
      await own.signInAsAdmin();
      expect((await own.put('/api/admin/settings', { isProtected: false })).statusCode).toBe(200);
      const on = await own.put('/api/admin/settings', { isProtected: true });
      expect(on.statusCode).toBe(200);
      expect(on.cookies.find((c) => c.name === 'gate')).toBeDefined();
      expect((await own.get('/api/site')).json()).toMatchObject({ isProtected: true, gatePassed: true });
      expect((await visitor.get('/api/site')).json()).toMatchObject({ isProtected: true, gatePassed: false });
    });
  });
});
