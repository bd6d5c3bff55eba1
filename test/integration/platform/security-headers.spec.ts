import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from '../../support/app.js';
import { loadConfig } from '../../../src/config/config.js';
import { robotCheckOrigins, tileOrigins } from '../../../src/shared/http/security-headers.js';

describe('Security headers', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ MAP_TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends a CSP that allows only our origin, Stripe and the map tiles, and forbids framing', async () => {
    const res = await app.inject({ method: 'GET', url: '/health/live' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com(;|$)/);
    expect(csp).toContain('connect-src \'self\' https://api.stripe.com');
    expect(csp).toContain('https://*.tile.openstreetmap.org');
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    // The robot check is off here: none of its providers' origins are allowed.
    expect(csp).not.toContain('challenges.cloudflare.com');
    expect(csp).not.toContain('recaptcha');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends the same headers on every response, refusals and unknown paths included (computed once at start)', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/health/live' }),
      app.inject({ method: 'GET', url: '/api/admin/users' }),
      app.inject({ method: 'GET', url: '/api/no-such-thing' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 401, 404]);
    const names = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-resource-policy'];
    for (const name of names) expect(new Set(answers.map((r) => r.headers[name]))).toEqual(new Set([answers[0].headers[name]]));
    expect(answers[1].headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends them on every answer on a real socket, `*` and undecodable request targets included (review I10)', async () => {
    // A built portal, so an unroutable target could reach the shell (as it did in the review).
    const portalDir = mkdtempSync(path.join(tmpdir(), 'portal-'));
    writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal shell</title>');
    const withPortal = await createTestApp({ PORTAL_DIST: portalDir });
    try {
      await withPortal.listen({ port: 0, host: '127.0.0.1' });
      const { port } = withPortal.getHttpServer().address() as { port: number };
      const raw = (method: string, target: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () =>
            socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`),
          );
          let data = '';
          socket.on('data', (chunk) => (data += chunk.toString()));
          socket.on('end', () => resolve(data));
          socket.on('error', reject);
        });
      const problems: string[] = [];
      for (const [method, target] of [
        ['GET', '*'],
        ['GET', '*api/admin/settings'],
        ['GET', '*anything'],
        ['OPTIONS', '*'],
        ['GET', '/%C0%AF'],
        ['GET', '/m/%zz'],
        ['GET', '/availability-check'],
        ['GET', 'http://127.0.0.1/api/admin/settings'],
      ]) {
        const answer = await raw(method, target);
        const head = answer.split('\r\n\r\n')[0].toLowerCase();
        const status = head.split('\r\n')[0];
        for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy']) {
          if (!head.includes(`\r\n${name}: `)) problems.push(`${method} ${target} (${status}): no ${name}`);
        }
        // No target that is not a path reaches the portal shell, and an undecodable one is not echoed back.
        if (!target.startsWith('/') && answer.includes('portal shell')) problems.push(`${method} ${target}: the portal shell`);
        if (target.includes('%') && answer.includes(target)) problems.push(`${method} ${target}: echoed`);
      }
      expect(problems).toEqual([]);
    } finally {
      await withPortal.close();
      rmSync(portalDir, { recursive: true, force: true });
    }
  });

  it('sends HSTS only in production', async () => {
    const res = await app.inject({ method: 'GET', url: '/health/live' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('derives tile origins from a tile URL template', () => {
    expect(tileOrigins('https://tiles.example.com/{z}/{x}/{y}.png')).toEqual(['https://tiles.example.com']);
    expect(tileOrigins(undefined)).toEqual([]);
    expect(tileOrigins('not a url')).toEqual([]);
  });

  it('names each robot-check provider\'s script and frame origins, and none when it is off', () => {
    expect(robotCheckOrigins('turnstile')).toEqual({ script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], connect: [] });
    expect(robotCheckOrigins('recaptcha').script).toEqual(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(robotCheckOrigins('off')).toEqual({ script: [], frame: [], connect: [] });
  });
});

describe('Security headers with the robot check on (Turnstile)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ ROBOT_CHECK_PROVIDER: 'turnstile', ROBOT_CHECK_SECRET: 'robot-secret', ROBOT_CHECK_SITE_KEY: '0x4AAAAAAA-test' });
  });
  afterAll(async () => {
    await app.close();
  });

  it("allows the widget's script and frame from its provider, and nothing else new", async () => {
    const res = await app.inject({ method: 'GET', url: '/health/live' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/challenges\.cloudflare\.com(;|$)/);
    expect(csp).toMatch(/frame-src https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com https:\/\/challenges\.cloudflare\.com(;|$)/);
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
  });

  it('tells the portal the provider and its public site key in GET /api/site, never the secret', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.json().robotCheck).toEqual({ provider: 'turnstile', siteKey: '0x4AAAAAAA-test' });
    expect(res.body).not.toContain('robot-secret');
  });
});

describe('Security headers and site settings with Google Maps (issue #32)', () => {
  let app: NestFastifyApplication;
  let serverKeyOnly: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ GOOGLE_MAPS_BROWSER_KEY: 'AIza-browser-key_1', GOOGLE_MAPS_API_KEY: 'server-geocoding-secret' });
    serverKeyOnly = await createTestApp({ GOOGLE_MAPS_API_KEY: 'server-geocoding-secret' });
  });
  afterAll(async () => {
    await app.close();
    await serverKeyOnly.close();
  });

  it("allows the Maps JavaScript API's script from its two hosts only, and its images, calls, fonts and styles", async () => {
    const csp = String((await app.inject({ method: 'GET', url: '/health/live' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/maps\.googleapis\.com https:\/\/maps\.gstatic\.com(;|$)/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com https:\/\/maps\.googleapis\.com https:\/\/places\.googleapis\.com(;|$)/);
    expect(csp).toMatch(/img-src [^;]*https:\/\/\*\.googleapis\.com/);
    expect(csp).toMatch(/font-src 'self' data: https:\/\/fonts\.gstatic\.com(;|$)/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline' https:\/\/fonts\.googleapis\.com(;|$)/);
    // Never a wildcard script host: *.googleapis.com would let in anyone's file on storage.googleapis.com.
    expect(csp).not.toMatch(/script-src [^;]*\*/);
  });

  it('sends the browser key with the site settings, never the server geocoding key', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/site' });
    expect(res.json().googleMapsBrowserKey).toBe('AIza-browser-key_1');
    expect(res.body).not.toContain('server-geocoding-secret');
  });

  it("allows none of Google's map hosts with only the server's geocoding key, and sends no browser key", async () => {
    const res = await serverKeyOnly.inject({ method: 'GET', url: '/health/live' });
    expect(String(res.headers['content-security-policy'])).not.toContain('googleapis');
    const site = await serverKeyOnly.inject({ method: 'GET', url: '/api/site' });
    expect(site.json()).not.toHaveProperty('googleMapsBrowserKey');
    expect(site.body).not.toContain('server-geocoding-secret');
  });

  it('refuses a browser key with characters no Google key has', () => {
    expect(() => loadConfig({ GOOGLE_MAPS_BROWSER_KEY: 'key"><script>' })).toThrow(/GOOGLE_MAPS_BROWSER_KEY/);
  });
});
