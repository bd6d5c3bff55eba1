import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { Controller, Get, Module, Post } from '@nestjs/common';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { openOrm } from '../../support/orm.js';
import { SiteSettingsService } from '../../../src/modules/site/site-settings.service.js';
import { GATE_COOKIE_MAX_AGE_SECONDS } from '../../../src/modules/site/site.constants.js';
import { TcpProxy } from '../../support/tcp-proxy.js';

describe('Site settings, the password gate and CSRF', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  const gated = '/api/practices/00000000-0000-4000-8000-000000000000/next-available';
  const probe = '/api/gate-probe';

  beforeAll(async () => {
    app = await createTestApp({}, [ProbeModule]);
    orm = await openOrm();
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  async function setProtection(isProtected: boolean) {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const res = await admin.put('/api/admin/settings', { isProtected });
    expect(res.statusCode).toBe(200);
    return admin;
  }

  it('never puts the gate password in GET /api/site, and sets the XSRF cookie there', async () => {
    const client = new TestClient(app);
    const res = await client.get('/api/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isProtected: true, gatePassed: false, paymentProvider: 'simulated', bookingFeePence: 3900, testCards: true, welshPages: true });
    expect(res.body).not.toContain(process.env.GATE_PASSWORD!);
    expect(client.cookie('XSRF-TOKEN')).toBeTruthy();
  });

  it('refuses a public /api route without the gate cookie while protected, and allows it after the gate', async () => {
    const client = new TestClient(app);
    const refused = await client.get(gated);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'gate_required' });
    const refusedPost = await client.post('/api/search', {});
    expect(refusedPost.statusCode).toBe(401);
    expect(refusedPost.json()).toMatchObject({ code: 'gate_required' });
    await client.passGate();
    expect((await client.get(gated)).statusCode).toBe(404); // reached the handler: no such practice
    expect((await client.post('/api/search', {})).statusCode).toBe(400); // reached validation
  });

  it('treats an /api route nobody classified as an admin route (closed by default)', async () => {
    const stranger = new TestClient(app);
    await stranger.passGate();
    expect((await stranger.get(probe)).statusCode).toBe(401);
    expect((await stranger.post(probe, {})).statusCode).toBe(401);
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    expect((await admin.get(probe)).statusCode).toBe(200);
    expect((await admin.post(probe, {})).statusCode).toBe(201);
  });

  it('keeps sign-in and site routes outside the gate', async () => {
    const client = new TestClient(app);
    expect((await client.get('/api/site')).statusCode).toBe(200);
    expect((await client.get('/api/auth/me')).statusCode).toBe(401); // signed out, not gated
  });

  it('shows the exact message for a wrong password and changes nothing', async () => {
    const client = new TestClient(app);
    const res = await client.post('/api/site/gate', { password: 'nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Incorrect password. Please try again.', code: 'wrong_password' });
    expect(client.cookie('gate')).toBeUndefined();
    expect((await client.get('/api/site')).json().gatePassed).toBe(false);
  });

  it('lets the visitor in with the right password', async () => {
    const client = new TestClient(app);
    await client.passGate();
    expect(client.cookie('gate')).toBeTruthy();
    expect((await client.get('/api/site')).json().gatePassed).toBe(true);
  });

  it('invalidates old gate cookies when the password changes, and audits the change without the password', async () => {
    const visitor = new TestClient(app);
    await visitor.passGate();
    const admin = new TestClient(app);
    const me = await admin.signInAsAdmin();
    const changed = await admin.put('/api/admin/settings', { gatePassword: 'a-brand-new-gate-password' });
    expect(changed.json()).toMatchObject({ gatePassword: 'a-brand-new-gate-password', isProtected: true });
    expect((await visitor.get('/api/site')).json().gatePassed).toBe(false);
    await visitor.passGate('a-brand-new-gate-password');
    expect((await visitor.get('/api/site')).json().gatePassed).toBe(true);
    const events = await orm.em
      .fork()
      .execute<{ actor: string; payload: Record<string, unknown> }[]>(
        "SELECT actor, payload FROM domain_event WHERE type = 'SiteSettingsChanged' ORDER BY seq DESC LIMIT 1",
      );
    expect(events[0].actor).toBe(me.id);
    expect(events[0].payload).toMatchObject({ gatePasswordChanged: true });
    expect(JSON.stringify(events[0].payload)).not.toContain('a-brand-new-gate-password');
    await admin.put('/api/admin/settings', { gatePassword: process.env.GATE_PASSWORD });
  });

  it('asks every visitor again when protection is switched off and on', async () => {
    const visitor = new TestClient(app);
    await visitor.passGate();
    expect((await visitor.get('/api/site')).json().gatePassed).toBe(true);
    await setProtection(false);
    await setProtection(true);
    expect((await visitor.get('/api/site')).json()).toMatchObject({ isProtected: true, gatePassed: false });
    expect((await visitor.get(gated)).statusCode).toBe(401);
  });

  it('gives the gate cookie an expiry and refuses one older than that', async () => {
    const visitor = new TestClient(app);
    const res = await visitor.passGate();
    const cookie = (res.cookies as Array<{ name: string; maxAge?: number }>).find((c) => c.name === 'gate');
    expect(cookie?.maxAge).toBe(GATE_COOKIE_MAX_AGE_SECONDS);
    const site = app.get(SiteSettingsService);
    const settings = await site.get();
    const now = Math.floor(Date.now() / 1000);
    expect(site.verifyGate(settings, site.signGate(settings, now - GATE_COOKIE_MAX_AGE_SECONDS + 60))).toBe(true);
    expect(site.verifyGate(settings, site.signGate(settings, now - GATE_COOKIE_MAX_AGE_SECONDS - 60))).toBe(false);
    const stale = site.signGate(settings, now - GATE_COOKIE_MAX_AGE_SECONDS - 60);
    const refused = await app.inject({ method: 'GET', url: gated, headers: { cookie: `gate=${stale}` } });
    expect(refused.statusCode).toBe(401);
    // Another visitor's cookie works for them too, but a forged issue time breaks the signature.
    const [version, , mac] = visitor.cookie('gate')!.split('.');
    expect(site.verifyGate(settings, `${version}.${now + 10}.${mac}`)).toBe(false);
  });

  it('lets an admin switch protection and payment mode, both audited', async () => {
    const admin = await setProtection(false);
    expect((await new TestClient(app).get('/api/site')).json()).toMatchObject({ isProtected: false, gatePassed: true });
    const mode = await admin.put('/api/admin/settings', { useImmediatePaymentProcessing: true });
    expect(mode.json()).toMatchObject({ useImmediatePaymentProcessing: true });
    const events = await orm.em
      .fork()
      .execute<{ payload: Record<string, unknown> }[]>(
        "SELECT payload FROM domain_event WHERE type = 'SiteSettingsChanged' ORDER BY seq DESC LIMIT 2",
      );
    expect(events.map((e) => e.payload)).toEqual([
      expect.objectContaining({ useImmediatePaymentProcessing: true }),
      expect.objectContaining({ isProtected: false }),
    ]);
    await admin.put('/api/admin/settings', { isProtected: true, useImmediatePaymentProcessing: false });
  });

  it('refuses bad settings bodies with 400 and changes nothing', async () => {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const before = (await admin.get('/api/admin/settings')).json();
    for (const body of [{}, { isProtected: 'yes' }, { gatePassword: 'short' }, { unknown: 1 }]) {
      const res = await admin.put('/api/admin/settings', body);
      expect(res.statusCode).toBe(400);
    }
    expect((await admin.get('/api/admin/settings')).json()).toEqual(before);
  });

  it('refuses a state-changing request without the X-XSRF-TOKEN header (a cross-site form post)', async () => {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookieHeader(), 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'isProtected=false',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'csrf' });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect((await admin.get('/api/admin/settings')).json().isProtected).toBe(true);
  });

  it('refuses a mismatched XSRF header', async () => {
    const client = new TestClient(app);
    await client.get('/api/site');
    const res = await client.post('/api/site/gate', { password: process.env.GATE_PASSWORD }, { 'x-xsrf-token': 'forged' });
    expect(res.statusCode).toBe(403);
  });
});


/**
 * Issue #30 item 6 (security review I8): the gate fails CLOSED. While the settings cannot be read
 * (PostgreSQL away) nothing the gate protects is served: the API answers 503, the pages a 503 page,
 * GET /api/site 503 — not "unprotected" as the spec's silent fallback had it.
 */
describe('The gate while its settings cannot be read (PostgreSQL away)', () => {
  const database = new TcpProxy('127.0.0.1', Number(new URL(process.env.DATABASE_URL!).port || 5432));
  let app: NestFastifyApplication;
  let portalDir: string;
  const gated = '/api/practices/00000000-0000-4000-8000-000000000000/slots?date=2026-12-01';

  beforeAll(async () => {
    portalDir = mkdtempSync(path.join(tmpdir(), 'portal-'));
    mkdirSync(path.join(portalDir, 'prerendered'));
    writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal shell</title>');
    writeFileSync(path.join(portalDir, 'prerendered', 'index.html'), '<!doctype html><title>home</title><body><div id="root"><main>the open site</main></div></body>');
    writeFileSync(path.join(portalDir, 'prerendered', 'manifest.json'), JSON.stringify({ '/': 'index.html' }));
    const url = new URL(process.env.DATABASE_URL!);
    url.hostname = '127.0.0.1';
    url.port = String(await database.start());
    app = await createTestApp({ DATABASE_URL: url.toString(), PORTAL_DIST: portalDir, DATABASE_CONNECT_TIMEOUT_MS: '500' });
  });
  afterAll(async () => {
    await database.restore();
    await app.close();
    await database.cut();
    rmSync(portalDir, { recursive: true, force: true });
  });

  it('answers 503 (API and pages), never the site, and opens again when the database returns', async () => {
    const visitor = new TestClient(app);
    expect((await visitor.get('/api/site')).statusCode).toBe(200);
    await database.cut();
    // The settings are cached for two seconds: past that they are read again (the first caller still
    // gets the recent answer meanwhile), and the failed read leaves nothing to answer with.
    await new Promise((r) => setTimeout(r, 2_100));
    await visitor.get('/api/site');
    await new Promise((r) => setTimeout(r, 300));

    const site = await visitor.get('/api/site');
    expect(site.statusCode).toBe(503);
    expect(site.json()).toEqual({ message: 'The service is temporarily unavailable. Please try again in a moment.', code: 'unavailable' });
    const api = await visitor.get(gated);
    expect(api.statusCode).toBe(503);
    expect(api.json()).toMatchObject({ code: 'unavailable' });
    // The API document is behind the gate too (security review I8: it was served while PostgreSQL was away).
    expect((await visitor.get('/api/docs/openapi.json')).statusCode).toBe(503);
    for (const page of ['/', '/availability-check', '/admin']) {
      const res = await visitor.get(page);
      expect({ page, status: res.statusCode }).toEqual({ page, status: 503 });
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('The service is temporarily unavailable. Please try again in a moment.');
      expect(res.body).not.toContain('the open site');
      expect(res.body).not.toContain('portal shell');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    // Sign-in and health are not behind the gate; the readiness check says why.
    expect((await visitor.get('/health/ready')).statusCode).toBe(503);

    await database.restore();
    let back = 0;
    for (let i = 0; i < 50 && back !== 200; i++) {
      await new Promise((r) => setTimeout(r, 200));
      back = (await visitor.get('/api/site')).statusCode;
    }
    expect(back).toBe(200);
    expect((await visitor.get('/')).statusCode).toBe(200);
  });
});

/** A route registered like any feature route but listed nowhere in route-access.ts. */
@Controller('api/gate-probe')
class ProbeController {
  @Get() get() {
    return { ok: true };
  }
  @Post() post() {
    return { ok: true };
  }
}
@Module({ controllers: [ProbeController] })
class ProbeModule {}
