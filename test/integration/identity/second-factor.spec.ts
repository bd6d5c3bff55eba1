import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SECOND_FACTOR_MESSAGES } from '../../../src/modules/identity/identity.constants.js';
import { currentCode } from '../../../src/modules/identity/rules/second-factor.rules.js';
import { UsersService } from '../../../src/modules/identity/commands/users.service.js';
import { Clock } from '../../../src/shared/clock/clock.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { NODE_BIN } from '../../support/processes.js';

const PASSWORD = 'a-long-admin-password-123';

/**
 * Issue #30 item 2 (ADR 0037): a second factor for admins and practice staff. TOTP (RFC 6238) through
 * `otpauth`, enrolment with a QR code and the secret as text, ten recovery codes shown once and kept
 * hashed, each code's time step accepted once, guesses at codes limited per account, and the CLI to
 * require or reset it. Codes are made here with the same library an authenticator app uses.
 */
describe('Two-step verification for admins and staff', () => {
  let app: NestFastifyApplication;
  let strict: NestFastifyApplication;
  let orm: MikroORM;

  beforeAll(async () => {
    app = await createTestApp({ LOGIN_CODE_ATTEMPTS_PER_ACCOUNT: '3' });
    strict = await createTestApp({ ADMIN_2FA: 'required', REDIS_PREFIX: `${process.env.REDIS_PREFIX}_2fa` });
    orm = await openOrm();
  });
  afterAll(async () => {
    await app.close();
    await strict.close();
    await orm.close(true);
  });

  const sql = <T = Record<string, unknown>[]>(text: string, params: unknown[] = []) => orm.em.fork().execute(text, params) as Promise<T>;
  /** A code of the app's clock, `steps` periods from now (a later step each time: a step counts once). */
  const code = (on: NestFastifyApplication, secret: string, steps = 0) => currentCode(secret, on.get(Clock).now().getTime() + steps * 30_000);
  const newAdmin = async (on = app, role: 'admin' | 'user' = 'admin') => {
    const email = `two-step-${randomUUID()}@example.test`;
    const user = await on.get(UsersService).create({ email, password: PASSWORD, role, displayName: null });
    return { email, id: user.id };
  };
  const login = (on: NestFastifyApplication, email: string, extra: Record<string, unknown> = {}, client = new TestClient(on)) =>
    client.post('/api/auth/login', { email, password: PASSWORD, ...extra });
  /** Enrols the account: setup, then the first code; returns the secret and the recovery codes. */
  async function enrol(on: NestFastifyApplication, email: string, client = new TestClient(on)) {
    const setup = await client.post('/api/auth/second-factor/setup', { email, password: PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const confirmed = await client.post('/api/auth/second-factor/confirm', { email, password: PASSWORD, code: code(on, secret) });
    expect(confirmed.statusCode).toBe(200);
    return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[], client };
  }

  it('enrols an admin: QR code and the secret as text, a first code, ten recovery codes once; the secret is sealed and the codes hashed', async () => {
    const { email, id } = await newAdmin();
    const client = new TestClient(app);
    const setup = await client.post('/api/auth/second-factor/setup', { email, password: PASSWORD });
    expect(setup.statusCode).toBe(200);
    // The secret is the most sensitive answer the API gives: no cache may keep it (review I18).
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUri, qrCode } = setup.json() as { secret: string; otpauthUri: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/Emergency%20Dental:${encodeURIComponent(email).replace(/\./g, '\\.')}\\?`));
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // Not on until a first code confirms it: the password alone still signs in.
    expect((await login(app, email)).statusCode).toBe(200);

    const wrong = await client.post('/api/auth/second-factor/confirm', { email, password: PASSWORD, code: '000000' === code(app, secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    // No recovery codes exist yet: the message does not offer them.
    expect(wrong.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.setupCodeWrong, code: 'second_factor_invalid' });
    expect(wrong.json().message).not.toMatch(/recovery/i);
    const confirmed = await client.post('/api/auth/second-factor/confirm', { email, password: PASSWORD, code: code(app, secret) });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['cache-control']).toBe('no-store');
    const { user, recoveryCodes } = confirmed.json() as { user: { email: string; role: string }; recoveryCodes: string[] };
    expect(user).toMatchObject({ email, role: 'admin' });
    expect(recoveryCodes).toHaveLength(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    // Signed in, with a session opened by a code.
    expect((await client.get('/api/admin/users')).statusCode).toBe(200);
    const [session] = await sql<{ method: string }[]>('SELECT method FROM user_session WHERE user_id = ? ORDER BY created_at DESC LIMIT 1', [id]);
    expect(session.method).toBe('second_factor');

    const [stored] = await sql<{ secret_sealed: string; confirmed_at: Date | null }[]>('SELECT secret_sealed, confirmed_at FROM user_second_factor WHERE user_id = ?', [id]);
    expect(stored.confirmed_at).not.toBeNull();
    expect(stored.secret_sealed).not.toContain(secret);
    expect(stored.secret_sealed).toMatch(/^v1\./);
    const hashes = await sql<{ code_hash: string }[]>('SELECT code_hash FROM user_recovery_code WHERE user_id = ?', [id]);
    expect(hashes).toHaveLength(10);
    for (const c of recoveryCodes) expect(JSON.stringify(hashes)).not.toContain(c.replace(/-/g, ''));
    // Nothing of it in the audit trail either.
    const events = await sql<{ payload: unknown }[]>("SELECT payload FROM domain_event WHERE type = 'SecondFactorEnabled' AND aggregate_id = ?", [id]);
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events)).not.toContain(secret);

    // A second setup is refused: a lost device is the runbook's reset.
    const again = await client.post('/api/auth/second-factor/setup', { email, password: PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SECOND_FACTOR_MESSAGES.alreadySetUp);
  });

  it('asks for a code after the right password, accepts a current code once (no replay) and a recovery code once', async () => {
    const { email } = await newAdmin();
    const { secret, recoveryCodes } = await enrol(app, email);
    const passwordOnly = await login(app, email);
    expect(passwordOnly.statusCode).toBe(401);
    expect(passwordOnly.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.codeRequired, code: 'second_factor_required' });
    expect(passwordOnly.cookies.find((c) => c.name === 'session')).toBeUndefined();
    // A wrong password with a right code is still a wrong password.
    expect((await new TestClient(app).post('/api/auth/login', { email, password: 'not-the-password', code: code(app, secret, 1) })).json().code).toBe('invalid_credentials');

    const next = code(app, secret, 1);
    const browser = new TestClient(app);
    const signedIn = await login(app, email, { code: next }, browser);
    expect(signedIn.statusCode).toBe(200);
    expect((await browser.get('/api/admin/users')).statusCode).toBe(200);
    // The same code again (someone who saw it over a shoulder, a replayed request): refused, as
    // "just used" with its own words rather than "not right".
    const replay = await login(app, email, { code: next });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.codeJustUsed, code: 'second_factor_just_used' });

    const recovery = await login(app, email, { code: recoveryCodes[0].toUpperCase().replace(/-/g, ' ') });
    expect(recovery.statusCode).toBe(200);
    expect((await login(app, email, { code: recoveryCodes[0] })).statusCode).toBe(401);
    expect((await sql<{ n: number }[]>("SELECT count(*)::int AS n FROM domain_event WHERE type = 'RecoveryCodeUsed'"))[0].n).toBeGreaterThanOrEqual(1);
  });

  it('limits guesses at codes per account, counting only those after a right password', async () => {
    const { email } = await newAdmin();
    const { secret } = await enrol(app, email);
    // Wrong passwords with codes spend nothing of the code allowance.
    for (let i = 0; i < 4; i++) await new TestClient(app, { remoteAddress: `198.18.0.${i + 1}` }).post('/api/auth/login', { email, password: 'wrong-password-x', code: '123456' });
    const guesses = [];
    for (let i = 0; i < 4; i++) guesses.push((await login(app, email, { code: `${100000 + i}` === code(app, secret, 1) ? '999999' : `${100000 + i}` })).statusCode);
    expect(guesses).toEqual([401, 401, 401, 429]);
    const limited = await login(app, email, { code: code(app, secret, 1) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(SECOND_FACTOR_MESSAGES.tooManyCodes);
  });

  it('is for admin and staff accounts: a patient cannot enrol, practice staff can', async () => {
    const patient = await newAdmin(app, 'user');
    const refused = await new TestClient(app).post('/api/auth/second-factor/setup', { email: patient.email, password: PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SECOND_FACTOR_MESSAGES.notForThisAccount);
    const boss = new TestClient(app);
    await boss.signInAsAdmin();
    const { practice } = await createPracticeWithOperative(boss, { name: 'Two Step Dental' });
    expect((await boss.put(`/api/admin/users/${patient.id}/practices`, { practiceIds: [practice.id] })).statusCode).toBe(200);
    const { client } = await enrol(app, patient.email);
    expect((await client.get(`/api/practices/${practice.id}/staff/appointments`)).statusCode).toBe(200);
  });

  it('where ADMIN_2FA is required: an admin enrols at first sign-in, and a password-only session reaches no admin or staff route', async () => {
    const { email, id } = await newAdmin(strict);
    const first = await login(strict, email);
    expect(first.statusCode).toBe(401);
    expect(first.json()).toEqual({ message: SECOND_FACTOR_MESSAGES.setupRequired, code: 'second_factor_setup_required' });
    expect(first.cookies.find((c) => c.name === 'session')).toBeUndefined();
    // A patient is not asked.
    const patient = await newAdmin(strict, 'user');
    expect((await login(strict, patient.email)).statusCode).toBe(200);

    // A session opened without a code (one from before the rule, say) is refused at admin routes.
    const old = new TestClient(strict);
    await orm.em.fork().execute('UPDATE app_user SET role = ? WHERE id = ?', ['user', id]);
    expect((await login(strict, email, {}, old)).statusCode).toBe(200);
    await orm.em.fork().execute('UPDATE app_user SET role = ? WHERE id = ?', ['admin', id]);
    const refused = await old.get('/api/admin/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Sign in again with your password and a code from your authenticator app to use this page.');

    const { secret, client } = await enrol(strict, email);
    expect((await client.get('/api/admin/users')).statusCode).toBe(200);
    expect((await login(strict, email, { code: code(strict, secret, 1) })).statusCode).toBe(200);
  });

  it('the CLI requires it for one account and resets it after a lost device, ending that account\'s sessions', async () => {
    const { email } = await newAdmin();
    const cli = (...args: string[]) => spawnSync(NODE_BIN, ['dist/src/cli/admin.js', ...args], { env: process.env, encoding: 'utf8' });
    const browser = new TestClient(app);
    expect((await login(app, email, {}, browser)).statusCode).toBe(200);

    const required = cli('require-2fa', email);
    expect(required.status).toBe(0);
    expect(required.stdout).toContain('two-step verification required');
    expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
    expect((await login(app, email)).json().code).toBe('second_factor_setup_required');
    const { secret } = await enrol(app, email);
    expect(cli('list').stdout).toContain(`${email}  2fa on`);

    const reset = cli('reset-2fa', email);
    expect(reset.status).toBe(0);
    expect(reset.stdout).toContain('authenticator and recovery codes removed');
    expect((await login(app, email, { code: code(app, secret, 1) })).json().code).toBe('second_factor_setup_required');
    expect((await sql<{ n: number }[]>('SELECT count(*)::int AS n FROM user_recovery_code r JOIN app_user u ON u.id = r.user_id WHERE u.email = ?', [email]))[0].n).toBe(0);
    expect((await sql<{ type: string }[]>("SELECT type FROM domain_event WHERE type IN ('SecondFactorRequired', 'SecondFactorReset') AND actor = 'cli'")).length).toBeGreaterThanOrEqual(2);
  });
});
