import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SIGN_IN_LINK_MESSAGES } from '../../../src/modules/identity/identity.constants.js';
import { SignInLinksRepository } from '../../../src/modules/identity/repositories/sign-in-links.repository.js';
import { SignInLinkTokens } from '../../../src/modules/identity/commands/sign-in-links.js';
import { UsersService } from '../../../src/modules/identity/commands/users.service.js';
import { Clock } from '../../../src/shared/clock/clock.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';

/**
 * Issue #30 items 1 and 5 (security review N1, N4): e-mailed sign-in links are for patients' My
 * Appointments. An admin's or practice staff's address gets the same answer and no link; a link that
 * reaches such an account anyway opens no session; a link session never reaches an admin or staff
 * route, even after the account gains a role; and one address gets a few links a day at most.
 */
describe('Sign-in links: patients only, a few a day', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let practiceId: string;

  beforeAll(async () => {
    // The per-window limit (5 per 15 minutes) out of the way, so the day's cap is what answers.
    app = await createTestApp({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '100', SIGN_IN_LINKS_PER_DAY: '3' });
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    practiceId = (await createPracticeWithOperative(admin, { name: 'Link Door Dental' })).practice.id;
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  const linksFor = async (email: string) =>
    (await orm.em.fork().execute<{ n: number }[]>('SELECT count(*)::int AS n FROM sign_in_link WHERE email = ?', [email]))[0].n;
  const ask = (email: string) => new TestClient(app, { remoteAddress: `203.0.113.${Math.floor(Math.random() * 250) + 1}` }).post('/api/auth/email-link', { email });
  const account = async (role: 'admin' | 'user') => {
    const email = `${role}-${randomUUID()}@example.test`;
    const user = await app.get(UsersService).create({ email, password: 'a-long-password-123', role, displayName: null });
    return { email, id: user.id };
  };
  const makeStaff = (userId: string) => admin.put(`/api/admin/users/${userId}/practices`, { practiceIds: [practiceId] });
  /** A link made by hand for any address (as one sent before the account gained a role would be). */
  const linkFor = async (email: string) => {
    const row = await app.get(SignInLinksRepository).create(email, new Date(app.get(Clock).now().getTime() + 15 * 60_000));
    return app.get(SignInLinkTokens).token(row.id);
  };

  it('answers an admin or staff address as any other, and sends it no link', async () => {
    const boss = await account('admin');
    const receptionist = await account('user');
    expect((await makeStaff(receptionist.id)).statusCode).toBe(200);
    const patient = await account('user');
    const unknown = `nobody-${randomUUID()}@example.test`;
    const answers = await Promise.all([boss.email, receptionist.email, patient.email, unknown].map(ask));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0].json()).toEqual({ message: SIGN_IN_LINK_MESSAGES.sent });
    expect([await linksFor(boss.email), await linksFor(receptionist.email), await linksFor(patient.email), await linksFor(unknown)]).toEqual([0, 0, 1, 0]);
  });

  it('opens no session from a link that reaches an admin or a staff account, so /api/admin and staff routes stay shut', async () => {
    const boss = await account('admin');
    const receptionist = await account('user');
    await makeStaff(receptionist.id);
    for (const who of [boss, receptionist]) {
      const visitor = new TestClient(app);
      const res = await visitor.post('/api/auth/email-link/verify', { token: await linkFor(who.email) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: SIGN_IN_LINK_MESSAGES.notForStaff, code: 'sign_in_link_not_for_staff' });
      expect(visitor.cookie('session')).toBeUndefined();
      expect((await visitor.get('/api/admin/users')).statusCode).toBe(401);
      expect((await visitor.get(`/api/practices/${practiceId}/staff/appointments`)).statusCode).toBe(401);
    }
  });

  it('never lets a link session reach admin or staff routes, even when the account gains a role after', async () => {
    const patient = await account('user');
    const visitor = new TestClient(app);
    await visitor.passGate();
    expect((await visitor.post('/api/auth/email-link/verify', { token: await linkFor(patient.email) })).statusCode).toBe(200);
    expect((await visitor.get('/api/me/appointments')).statusCode).toBe(200);
    expect((await makeStaff(patient.id)).statusCode).toBe(200);
    expect((await admin.put(`/api/admin/users/${patient.id}/role`, { role: 'admin' })).statusCode).toBe(200);
    for (const url of ['/api/admin/users', '/api/admin/settings', `/api/practices/${practiceId}/staff/appointments`, '/dev/mail.json']) {
      const res = await visitor.get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
    // The same account signed in with its password is an admin.
    const withPassword = new TestClient(app);
    await withPassword.signIn(patient.email, 'a-long-password-123');
    expect((await withPassword.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('sends one address at most SIGN_IN_LINKS_PER_DAY links a day, with the same answer past it', async () => {
    const patient = await account('user');
    const unknown = `nobody-${randomUUID()}@example.test`;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await ask(patient.email), await ask(unknown));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(202));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await linksFor(patient.email)).toBe(3);
    expect(await linksFor(unknown)).toBe(0);
  });
});
