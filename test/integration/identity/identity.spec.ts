import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from '../../support/app.js';
import { TestClient, type Method } from '../../support/client.js';
import { openOrm } from '../../support/orm.js';
import type { MikroORM } from '@mikro-orm/postgresql';

describe('Identity: sign-in, sessions and the admin guard', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;

  beforeAll(async () => {
    app = await createTestApp({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '3', LOGIN_RATE_LIMIT_PER_IP: '1000' });
    orm = await openOrm();
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  it('signs an admin in, answers /me and sets an httpOnly SameSite=Lax cookie', async () => {
    const client = new TestClient(app);
    const user = await client.signInAsAdmin();
    expect(user).toMatchObject({ email: process.env.ADMIN_EMAIL, role: 'admin' });
    const me = await client.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: user.id, email: process.env.ADMIN_EMAIL, displayName: 'Test Admin', role: 'admin' });
    const res = await client.post('/api/auth/login', { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('stores only a hash of the session token', async () => {
    const client = new TestClient(app);
    await client.signInAsAdmin();
    const token = client.cookie('session')!;
    const rows = await orm.em.fork().execute('SELECT 1 FROM user_session WHERE token_hash = ?', [token]);
    expect(rows).toHaveLength(0);
  });

  it.each([
    [{}, 400, 'Please enter both email and password.'],
    [{ email: 'someone@example.test' }, 400, 'Please enter both email and password.'],
    [{ email: 'not-an-email', password: 'whatever' }, 400, 'Invalid email address format.'],
    [{ email: 'nobody@example.test', password: 'whatever-password' }, 401, 'Failed to log in. Please try again.'],
  ])('refuses %p with %i and the exact text', async (body, status, message) => {
    const res = await new TestClient(app).post('/api/auth/login', body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBe(message);
  });

  it('gives a wrong password the same message as an unknown e-mail', async () => {
    const client = new TestClient(app);
    await client.signInAsUser('wrong-password@example.test');
    const res = await new TestClient(app).post('/api/auth/login', { email: 'wrong-password@example.test', password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Failed to log in. Please try again.');
  });

  it('refuses a disabled account with the spec text once the password is right', async () => {
    await new TestClient(app).signInAsUser('disabled@example.test', 'disabled-password-123');
    await orm.em.fork().execute("UPDATE app_user SET disabled = true WHERE email = 'disabled@example.test'");
    const res = await new TestClient(app).post('/api/auth/login', { email: 'disabled@example.test', password: 'disabled-password-123' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('This account has been disabled.');
  });

  it('answers the attempt after the per-account limit with 429', async () => {
    await new TestClient(app).signInAsUser('limited@example.test', 'limited-password-123');
    const attempt = () => new TestClient(app).post('/api/auth/login', { email: 'limited@example.test', password: 'wrong-wrong-wrong' });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    // Even the right password waits until the window passes.
    const right = await new TestClient(app).post('/api/auth/login', { email: 'limited@example.test', password: 'limited-password-123' });
    expect(right.statusCode).toBe(429);
  });

  it('answers the attempt after the per-IP limit with 429', async () => {
    const strict = await createTestApp({ LOGIN_RATE_LIMIT_PER_IP: '2', REDIS_PREFIX: `${process.env.REDIS_PREFIX}_ip` });
    try {
      const attempt = () => new TestClient(strict).post('/api/auth/login', { email: `x${Math.random()}@example.test`, password: 'pw-pw-pw-pw' });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('ends the session on the server at logout', async () => {
    const client = new TestClient(app);
    await client.signInAsAdmin();
    const stolen = client.cookieHeader();
    expect((await client.post('/api/auth/logout')).statusCode).toBe(204);
    const replay = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: stolen } });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses a tampered or expired session cookie', async () => {
    const client = new TestClient(app);
    await client.signInAsAdmin();
    const token = client.cookie('session')!;
    const tampered = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `session=${token.slice(0, -2)}xx` } });
    expect(tampered.statusCode).toBe(401);
    await orm.em.fork().execute("UPDATE user_session SET idle_expires_at = now() - interval '1 second'");
    const expired = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: `session=${token}` } });
    expect(expired.statusCode).toBe(401);
  });

  describe('admin guard', () => {
    const adminRoutes = () =>
      app
        .getHttpAdapter()
        .getInstance()
        .registeredRoutes.filter((r) => r.url.startsWith('/api/admin') || r.url.startsWith('/admin/queues'))
        .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');

    it('knows the admin routes (so a new route is covered by this test)', () => {
      const urls = adminRoutes().map((r) => r.url);
      expect(urls).toEqual(expect.arrayContaining(['/api/admin/users', '/api/admin/settings', '/admin/queues']));
    });

    it('answers 401 on every admin route and Bull Board when signed out', async () => {
      const client = new TestClient(app);
      for (const route of adminRoutes()) {
        const res = await client.request(route.method as Method, concrete(route.url), route.method === 'GET' ? undefined : {});
        expect({ route, status: res.statusCode }).toEqual({ route, status: 401 });
      }
    });

    it('answers 403 on every admin route and Bull Board for a signed-in non-admin', async () => {
      const client = new TestClient(app);
      await client.signInAsUser();
      for (const route of adminRoutes()) {
        const res = await client.request(route.method as Method, concrete(route.url), route.method === 'GET' ? undefined : {});
        expect({ route, status: res.statusCode }).toEqual({ route, status: 403 });
      }
    });

    it('lists users with role and last sign-in for an admin', async () => {
      const client = new TestClient(app);
      await client.signInAsAdmin();
      const res = await client.get('/api/admin/users');
      expect(res.statusCode).toBe(200);
      const admin = res.json().find((u: { email: string }) => u.email === process.env.ADMIN_EMAIL);
      expect(admin).toMatchObject({ role: 'admin', lastSignInAt: expect.any(String), createdAt: expect.any(String) });
    });

    it('promotes and demotes a user, audits it, and refuses to demote the last admin', async () => {
      const admin = new TestClient(app);
      const me = await admin.signInAsAdmin();
      const other = await new TestClient(app).signInAsUser();
      expect((await admin.put(`/api/admin/users/${other.id}/role`, { role: 'admin' })).statusCode).toBe(200);
      expect((await admin.put(`/api/admin/users/${other.id}/role`, { role: 'user' })).statusCode).toBe(200);
      const events = await orm.em.fork().execute("SELECT actor FROM domain_event WHERE type = 'UserRoleChanged' AND aggregate_id = ?", [other.id]);
      expect(events).toEqual([{ actor: me.id }, { actor: me.id }]);
      // Demote every other admin first, then the last one is refused.
      const users = (await admin.get('/api/admin/users')).json() as Array<{ id: string; role: string }>;
      for (const u of users.filter((x) => x.role === 'admin' && x.id !== me.id)) {
        await admin.put(`/api/admin/users/${u.id}/role`, { role: 'user' });
      }
      const last = await admin.put(`/api/admin/users/${me.id}/role`, { role: 'user' });
      expect(last.statusCode).toBe(409);
      expect(last.json()).toMatchObject({ code: 'last_admin' });
    });
  });
});
