import { mkdtempSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError, loadConfig, productionWarnings } from '../../../src/config/config.js';
import { MAILER, type Mailer } from '../../../src/modules/notifications/services/mailer.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { patiently, startProcess, waitForExit } from '../../support/processes.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
  PAYMENTS: 'simulated',
  MAIL: 'dev-inbox',
  SMS: 'dev-outbox',
};
const STRANGER_ADDRESS = '203.0.113.9';

/**
 * Security probe H1, M1 and L5: what is closed to strangers. The dev inbox (every patient's links)
 * is for admins only and never in production; /metrics for the configured scraper; the API docs
 * behind the gate (admins in production); source maps not in production; production refuses to
 * start without real payment and mail settings unless told so explicitly.
 */
describe('Ops and developer surfaces are closed to strangers', () => {
  let portalDir: string;
  beforeAll(() => {
    portalDir = mkdtempSync(path.join(tmpdir(), 'portal-'));
    mkdirSync(path.join(portalDir, 'assets'));
    writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal shell</title>');
    writeFileSync(path.join(portalDir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(portalDir, 'assets', 'app.js.map'), '{"version":3}');
  });
  afterAll(() => rmSync(portalDir, { recursive: true, force: true }));

  describe('outside production', () => {
    let app: NestFastifyApplication;
    beforeAll(async () => {
      app = await createTestApp({ PORTAL_DIST: portalDir, METRICS_TOKEN: 'scraper-token-0123456789' });
    });
    afterAll(async () => {
      await app.close();
    });

    it('shows the dev inbox to signed-in admins only', async () => {
      const stranger = new TestClient(app);
      await stranger.passGate();
      for (const url of ['/dev/mail', '/dev/mail.json', '/dev/sms', '/dev/sms.json']) expect((await stranger.get(url)).statusCode).toBe(401);
      const patient = new TestClient(app);
      await patient.signInAsUser();
      for (const url of ['/dev/mail', '/dev/mail.json', '/dev/sms', '/dev/sms.json']) expect((await patient.get(url)).statusCode).toBe(403);
      const admin = new TestClient(app);
      await admin.signInAsAdmin();
      const json = await admin.get('/dev/mail.json');
      expect(json.statusCode).toBe(200);
      expect(Array.isArray(json.json())).toBe(true);
      const page = await admin.get('/dev/mail');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-store');
      expect((await admin.get('/dev/sms.json')).statusCode).toBe(200);
      expect((await admin.get('/api/admin/ops')).json()).toEqual({ queueDashboard: '/admin/queues', devInbox: '/dev/mail', devSmsOutbox: '/dev/sms' });
    });

    it('serves /metrics to the scraper (token or allowed network) and admins only', async () => {
      expect((await new TestClient(app).get('/metrics')).statusCode).toBe(200); // loopback, the default outside production
      const far = new TestClient(app, { remoteAddress: STRANGER_ADDRESS });
      const refused = await far.get('/metrics');
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('http_request_duration');
      expect((await far.get('/metrics', { authorization: 'Bearer not-the-token-at-all' })).statusCode).toBe(403);
      expect((await far.get('/metrics', { authorization: 'Bearer scraper-token-0123456789' })).statusCode).toBe(200);
      const admin = new TestClient(app, { remoteAddress: STRANGER_ADDRESS });
      await admin.signInAsAdmin();
      expect((await admin.get('/metrics')).statusCode).toBe(200);
    });

    it('serves source maps and keeps the API docs behind the gate', async () => {
      const stranger = new TestClient(app);
      expect((await stranger.get('/assets/app.js.map')).statusCode).toBe(200);
      expect((await stranger.get('/api/docs/openapi.json')).json()).toMatchObject({ code: 'gate_required' });
    });

    it("lets Bull Board's own page change a queue, and refuses a cross-site or headerless write", async () => {
      const admin = new TestClient(app);
      await admin.signInAsAdmin();
      const pause = '/admin/queues/api/queues/email/pause';
      expect((await admin.put(pause)).json()).toMatchObject({ code: 'csrf' });
      expect((await admin.put(pause, {}, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await admin.put(pause, {}, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
      expect((await admin.put('/admin/queues/api/queues/email/resume', {}, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
      const patient = new TestClient(app);
      await patient.signInAsUser();
      expect((await patient.put(pause, {}, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(403);
    });

    it('answers every request with its own id, keeping a client id out of ours', async () => {
      const res = await app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'spoofed' } });
      expect(res.headers['x-request-id']).not.toBe('spoofed');
    });
  });

  it("writes the dev inbox's .eml files readable by the service's own user only (0600, review I6)", async () => {
    const mailDir = path.join(mkdtempSync(path.join(tmpdir(), 'mail-')), 'inbox');
    const app = await createTestApp({ MAIL_DIR: mailDir });
    try {
      await app.get<Mailer>(MAILER).send({ messageId: `<mode-${Date.now()}@test>`, to: 'mode@example.test', subject: 'A link', html: '<p>x</p>', text: 'x' });
      const files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
      expect(files.length).toBeGreaterThanOrEqual(1);
      for (const file of files) expect((statSync(path.join(mailDir, file)).mode & 0o777).toString(8)).toBe('600');
      expect((statSync(mailDir).mode & 0o777).toString(8)).toBe('700');
    } finally {
      await app.close();
      rmSync(path.dirname(mailDir), { recursive: true, force: true });
    }
  });

  describe('in production', () => {
    let app: NestFastifyApplication;
    beforeAll(async () => {
      app = await createTestApp({ ...PRODUCTION, PORTAL_DIST: portalDir });
    });
    afterAll(async () => {
      await app.close();
    });

    it('never serves the dev inbox, not even to an admin, and answers 404 (not 500)', async () => {
      const admin = new TestClient(app);
      await admin.signInAsAdminWithSecondFactor();
      for (const url of ['/dev/mail', '/dev/mail.json', '/dev/sms', '/dev/sms.json']) {
        const res = await admin.get(url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
      expect((await new TestClient(app).get('/dev/mail')).statusCode).toBe(404);
      expect((await new TestClient(app).get('/dev/sms.json')).statusCode).toBe(404);
      expect((await admin.get('/api/admin/ops')).json()).toEqual({ queueDashboard: '/admin/queues', devInbox: null, devSmsOutbox: null });
    });

    it('asks admins for two-step verification by default (ADMIN_2FA=required, ADR 0037)', async () => {
      const res = await new TestClient(app).post('/api/auth/login', { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('second_factor_setup_required');
    });

    it('closes /metrics by default, even from this host', async () => {
      expect((await new TestClient(app).get('/metrics')).statusCode).toBe(403);
    });

    it('serves the API docs to admins only and no source maps', async () => {
      const visitor = new TestClient(app);
      await visitor.passGate();
      expect((await visitor.get('/api/docs/openapi.json')).statusCode).toBe(401);
      const admin = new TestClient(app);
      await admin.signInAsAdminWithSecondFactor();
      expect((await admin.get('/api/docs/openapi.json')).statusCode).toBe(200);
      expect((await visitor.get('/assets/app.js')).statusCode).toBe(200);
      expect((await visitor.get('/assets/app.js.map')).statusCode).toBe(404);
    });
  });

  describe('production settings', () => {
    const production = { ...process.env, NODE_ENV: 'production', SESSION_SECRET: PRODUCTION.SESSION_SECRET };
    const clean = (env: Record<string, string | undefined>) => {
      const copy = { ...env };
      for (const key of ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'PAYMENTS', 'MAIL', 'SMS', 'TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'TWILIO_MESSAGING_SERVICE_SID']) delete copy[key];
      return copy;
    };

    it('refuses to start without Stripe and SMTP, naming both variables', () => {
      expect(() => loadConfig(clean(production))).toThrow(ConfigError);
      try {
        loadConfig(clean(production));
      } catch (error) {
        const problems = (error as ConfigError).problems.join('\n');
        expect(problems).toMatch(/STRIPE_SECRET_KEY: required in production \(or set PAYMENTS=simulated/);
        expect(problems).toMatch(/SMTP_URL: required in production \(or set MAIL=dev-inbox/);
        expect(problems).toMatch(/TWILIO_ACCOUNT_SID: required in production .*\(or set SMS=dev-outbox/);
      }
    });

    it('starts on the simulated gateway and the dev inbox only when told so, and says so loudly', () => {
      const config = loadConfig({ ...clean(production), PAYMENTS: 'simulated', MAIL: 'dev-inbox', SMS: 'dev-outbox' });
      expect(config).toMatchObject({ paymentProvider: 'simulated', mailTransport: 'dev-inbox', smsTransport: 'dev-outbox' });
      expect(productionWarnings(config)).toEqual([expect.stringMatching(/NO real money/), expect.stringMatching(/NO e-mail/), expect.stringMatching(/NO text message/)]);
      const real = loadConfig({
        ...clean(production),
        STRIPE_SECRET_KEY: 'sk_live_x',
        STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        SMTP_URL: 'smtp://mail.example.org:587',
        TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
        TWILIO_AUTH_TOKEN: 'twilio-auth-token',
        TWILIO_FROM: '+447700900000',
      });
      expect(real).toMatchObject({ paymentProvider: 'stripe', mailTransport: 'smtp', smsTransport: 'twilio' });
      expect(productionWarnings(real)).toEqual([]);
    });

    it('stops the api process with the config exit code in production without payment settings', async () => {
      const child = startProcess('dist/src/main.js', { NODE_ENV: 'production', SESSION_SECRET: PRODUCTION.SESSION_SECRET, SMTP_URL: 'smtp://127.0.0.1:2525' });
      // Generous: on a loaded CI machine the whole app's modules take a while to load before the
      // config check; the output is in the failure if it ever does not exit.
      const code = await waitForExit(child, 60_000).catch((error: Error) => {
        child.kill('SIGKILL');
        throw new Error(`${error.message}; output so far: ${child.output.join('').slice(-2000)}`);
      });
      expect(code).toBe(78);
      expect(child.output.join('')).toMatch(/STRIPE_SECRET_KEY: required in production/);
    }, patiently(90_000));
  });
});
