import { createHash } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../../src/config/config.js';
import { deviceCookieName } from '../../../src/modules/identity/services/device-cookies.js';
import { PasswordChecker } from '../../../src/modules/identity/services/password-hasher.js';
import { currentCode } from '../../../src/modules/identity/rules/second-factor.rules.js';
import { Clock } from '../../../src/shared/clock/clock.js';
import { UsersService } from '../../../src/modules/identity/commands/users.service.js';
import { REDIS } from '../../../src/shared/queues/redis.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { eventually } from '../../support/processes.js';

const PASSWORD = 'the-right-password-123';
const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';
let accounts = 0;
let addresses = 0;

/** Counts the password checks (argon2 verifications, decoy included) the app really evaluates. */
function countPasswordChecks(app: NestFastifyApplication) {
  const checker = app.get(PasswordChecker);
  const original = checker.check.bind(checker);
  const counter = { checks: 0 };
  checker.check = async (hashed, password) => {
    counter.checks += 1;
    return original(hashed, password);
  };
  return counter;
}

async function newAccount(app: NestFastifyApplication, role: 'admin' | 'user' = 'admin') {
  const email = `throttle-${++accounts}-${Date.now()}@example.test`;
  await app.get(UsersService).ensure({ email, password: PASSWORD, role, displayName: 'Throttle Test' });
  return email;
}

/** A browser on its own client address (documentation range), so per-IP limits stay out of the way. */
function stranger(app: NestFastifyApplication) {
  const n = ++addresses;
  return new TestClient(app, { remoteAddress: `198.51.${100 + Math.floor(n / 250)}.${(n % 250) + 1}` });
}

const login = (client: TestClient, email: string, password: string) =>
  client.post('/api/auth/login', { email, password });

describe('Login throttling: atomic per-account count, device cookies (ADR 0026)', () => {
  let app: NestFastifyApplication;
  let counter: { checks: number };

  beforeAll(async () => {
    app = await createTestApp({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '5', LOGIN_RATE_LIMIT_PER_DEVICE: '5' });
    counter = countPasswordChecks(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('evaluates at most 5 passwords of a burst of 40 parallel wrong guesses from 40 addresses', async () => {
    const email = await newAccount(app);
    const before = counter.checks;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(stranger(app), email, 'a-wrong-guess')),
    );
    expect(counter.checks - before).toBe(5);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(35).fill(429)]);
    const limited = answers.find((a) => a.statusCode === 429)!;
    expect(limited.json()).toEqual({
      message: TOO_MANY,
      code: 'rate_limited',
    });
    // When to try again: within the limiter's window, never zero.
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('counts an unknown e-mail the same way, so the limit tells nothing about who has an account', async () => {
    const email = `nobody-${Date.now()}@example.test`;
    const before = counter.checks;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => login(stranger(app), email, 'a-wrong-guess')),
    );
    expect(counter.checks - before).toBe(5);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      ...Array<number>(5).fill(401),
      ...Array<number>(5).fill(429),
    ]);
    expect(answers.find((a) => a.statusCode === 401)!.json().message).toBe('Failed to log in. Please try again.');
  });

  it('gives a correct password its attempt back without forgiving the failures before it', async () => {
    const email = await newAccount(app);
    for (let i = 0; i < 4; i++)
      expect((await login(stranger(app), email, 'a-wrong-guess')).statusCode).toBe(401);
    expect((await login(stranger(app), email, PASSWORD)).statusCode).toBe(200);
    expect((await login(stranger(app), email, 'a-wrong-guess')).statusCode).toBe(401);
    expect((await login(stranger(app), email, 'a-wrong-guess')).statusCode).toBe(429);
  });

  it('sets a long-lived httpOnly, SameSite=Lax device cookie on a correct password only', async () => {
    const email = await newAccount(app);
    const wrong = await login(stranger(app), email, 'a-wrong-guess');
    expect(String(wrong.headers['set-cookie'] ?? '')).not.toMatch(/device=/);
    const right = await login(stranger(app), email, PASSWORD);
    const device = right.cookies.find((c) => c.name === 'device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(device!.maxAge).toBeGreaterThanOrEqual(180 * 86_400);
    expect(device!.value).not.toContain(email);
  });

  it('names the device cookie __Host-device in production, like the session cookie', () => {
    expect(deviceCookieName({ isProduction: true } as Config)).toBe('__Host-device');
    expect(deviceCookieName({ isProduction: false } as Config)).toBe('device');
  });

  it('keeps signing in a browser that signed in before while strangers are locked out', async () => {
    const email = await newAccount(app);
    const trusted = stranger(app);
    await trusted.signIn(email, PASSWORD);
    for (let i = 0; i < 5; i++)
      expect((await login(stranger(app), email, 'a-wrong-guess')).statusCode).toBe(401);
    // Untrusted clients are locked out, even with the right password.
    const strangerRight = await login(stranger(app), email, PASSWORD);
    expect(strangerRight.statusCode).toBe(429);
    expect(strangerRight.json().message).toBe(TOO_MANY);
    // The browser with the account's device cookie is not: it has its own allowance.
    expect((await login(trusted, email, 'a-typo-of-mine')).statusCode).toBe(401);
    const back = await login(trusted, email, PASSWORD);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ email });
    expect((await trusted.get('/api/auth/me')).statusCode).toBe(200);
  });

  it('locks out one device cookie after too many failures through it, and only that browser', async () => {
    const email = await newAccount(app);
    const [mine, colleagues] = [stranger(app), stranger(app)];
    await mine.signIn(email, PASSWORD);
    await colleagues.signIn(email, PASSWORD);
    const before = counter.checks;
    const burst = await Promise.all(Array.from({ length: 12 }, () => login(mine, email, 'a-wrong-guess')));
    expect(counter.checks - before).toBe(5);
    expect(burst.map((a) => a.statusCode).sort()).toEqual([
      ...Array<number>(5).fill(401),
      ...Array<number>(7).fill(429),
    ]);
    expect((await login(mine, email, PASSWORD)).statusCode).toBe(429);
    expect((await login(colleagues, email, PASSWORD)).statusCode).toBe(200);
    // Failures through a device cookie do not spend the untrusted clients' allowance either.
    expect((await login(stranger(app), email, PASSWORD)).statusCode).toBe(200);
  });

  it('does not trust a device cookie for another account, or one that was altered', async () => {
    const [locked, other] = [await newAccount(app), await newAccount(app)];
    const browser = stranger(app);
    await browser.signIn(other, PASSWORD);
    for (let i = 0; i < 5; i++)
      expect((await login(stranger(app), locked, 'a-wrong-guess')).statusCode).toBe(401);
    expect((await login(browser, locked, PASSWORD)).statusCode).toBe(429);

    const cookie = browser.cookie('device')!;
    const altered = `${cookie.slice(0, -2)}${cookie.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.99',
      payload: { email: other, password: 'a-wrong-guess' },
      headers: { cookie: `device=${altered}; XSRF-TOKEN=x`, 'x-xsrf-token': 'x' },
    });
    expect(forged.statusCode).toBe(401);
    // The altered cookie spent the untrusted allowance of `other`, not the browser's own.
    for (let i = 0; i < 4; i++)
      expect((await login(stranger(app), other, 'a-wrong-guess')).statusCode).toBe(401);
    expect((await login(stranger(app), other, PASSWORD)).statusCode).toBe(429);
    expect((await login(browser, other, PASSWORD)).statusCode).toBe(200);
  });

  it("lifts the lock-out of untrusted browsers when the runbook's Redis key is deleted", async () => {
    const email = await newAccount(app);
    for (let i = 0; i < 5; i++)
      expect((await login(stranger(app), email, 'a-wrong-guess')).statusCode).toBe(401);
    expect((await login(stranger(app), email, PASSWORD)).statusCode).toBe(429);
    const hash = createHash('sha256').update(email.toLowerCase()).digest('hex');
    expect(await app.get<Redis>(REDIS).del(`${process.env.REDIS_PREFIX}:rl:login:acct:${hash}`)).toBe(1);
    expect((await login(stranger(app), email, PASSWORD)).statusCode).toBe(200);
  });

  /**
   * Issue #30 (ADR 0037 replaces ADR 0026's trade-off): a stranger's failures lock untrusted browsers
   * out of the password alone, but never the owner who brings the password AND a current code of the
   * account's authenticator. While locked, every other combination gets the same 429, so the lock
   * tells nobody whether a password was right.
   */
  it('lets the owner in with the right password and a current code after 50 wrong guesses from other addresses', async () => {
    const email = await newAccount(app);
    const setup = await stranger(app).post('/api/auth/second-factor/setup', { email, password: PASSWORD });
    const secret = setup.json().secret as string;
    const code = (steps: number) => currentCode(secret, app.get(Clock).now().getTime() + steps * 30_000);
    expect((await stranger(app).post('/api/auth/second-factor/confirm', { email, password: PASSWORD, code: code(0) })).statusCode).toBe(200);

    const before = counter.checks;
    const guesses = await Promise.all(Array.from({ length: 50 }, () => login(stranger(app), email, 'a-wrong-guess')));
    expect(guesses.filter((g) => g.statusCode === 429)).toHaveLength(45);
    expect(counter.checks - before).toBe(5);

    // A new laptop, no device cookie: the password alone waits, as ADR 0026 had it.
    const laptop = stranger(app);
    expect((await login(laptop, email, PASSWORD)).statusCode).toBe(429);
    // Anything short of both is the same 429: a wrong code, a right code with a wrong password.
    const wrongCode = await laptop.post('/api/auth/login', { email, password: PASSWORD, code: code(1) === '123456' ? '654321' : '123456' });
    const wrongPassword = await laptop.post('/api/auth/login', { email, password: 'a-wrong-guess', code: code(1) });
    for (const res of [wrongCode, wrongPassword]) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ message: TOO_MANY, code: 'rate_limited' });
    }
    // The password and a current code: in.
    const owner = await laptop.post('/api/auth/login', { email, password: PASSWORD, code: code(1) });
    expect(owner.statusCode).toBe(200);
    expect((await laptop.get('/api/admin/users')).statusCode).toBe(200);
    // An account without a second factor stays locked for untrusted browsers (nothing else proves it is the owner).
    const plain = await newAccount(app);
    for (let i = 0; i < 5; i++) await login(stranger(app), plain, 'a-wrong-guess');
    expect((await stranger(app).post('/api/auth/login', { email: plain, password: PASSWORD, code: '123456' })).statusCode).toBe(429);
  });

  it('keeps one browser trusted for each account signed in from it (a shared reception computer)', async () => {
    const [first, second] = [await newAccount(app), await newAccount(app)];
    const reception = stranger(app);
    await reception.signIn(first, PASSWORD);
    await reception.signIn(second, PASSWORD);
    for (const email of [first, second]) {
      for (let i = 0; i < 5; i++)
        expect((await login(stranger(app), email, 'a-wrong-guess')).statusCode).toBe(401);
      expect((await login(reception, email, PASSWORD)).statusCode).toBe(200);
    }
  });
});

describe('Login and sign-in-link limits while Redis is away (ADR 0026)', () => {
  let app: NestFastifyApplication;
  let counter: { checks: number };

  beforeAll(async () => {
    app = await createTestApp({
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}_away`,
      LOGIN_RATE_LIMIT_PER_IP: '3',
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '5',
    });
    counter = countPasswordChecks(app);
    // The app's own Redis client (rate limits, health) loses its connection for good; the limiter's
    // Redis-away paths (not ready, error, no answer) are tested one by one in rate-limiter.spec.ts.
    const redis = app.get<Redis>(REDIS);
    await eventually(async () => redis.status === 'ready', 10_000);
    redis.disconnect();
    await eventually(async () => redis.status === 'end', 10_000);
  });
  afterAll(async () => {
    // Back before closing, so the app's own shutdown finds a live connection to end.
    await app.get<Redis>(REDIS).connect();
    await app.close();
  });

  it('still evaluates at most 5 passwords of a parallel burst, and keeps a trusted browser signing in', async () => {
    const email = await newAccount(app);
    const trusted = stranger(app);
    await trusted.signIn(email, PASSWORD);
    const before = counter.checks;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => login(stranger(app), email, 'a-wrong-guess')),
    );
    expect(counter.checks - before).toBe(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(35);
    expect((await login(stranger(app), email, PASSWORD)).statusCode).toBe(429);
    expect((await login(trusted, email, PASSWORD)).statusCode).toBe(200);
  });

  it('still limits login attempts per IP', async () => {
    const client = stranger(app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await login(client, `ip-${i}-${Date.now()}@example.test`, 'a-wrong-guess')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('still limits sign-in links per address', async () => {
    const email = `links-${Date.now()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await stranger(app).post('/api/auth/email-link', { email })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
    const limited = await stranger(app).post('/api/auth/email-link', { email });
    expect(limited.json()).toEqual({
      message: 'Too many sign-in links asked for. Please wait a few minutes and try again.',
      code: 'rate_limited',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });

  it('still limits sign-in links per IP', async () => {
    const client = stranger(app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await client.post('/api/auth/email-link', { email: `ip-link-${i}-${Date.now()}@example.test` }))
          .statusCode,
      );
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
