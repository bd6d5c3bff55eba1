import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { LightMyRequestResponse } from 'fastify';
import { ACCESS_MESSAGES, OPEN_ROUTES } from '../../../src/modules/identity/http/route-access.js';
import { createTestApp } from '../../support/app.js';
import { TestClient, type Method } from '../../support/client.js';
import { patiently } from '../../support/processes.js';

/**
 * Security probe C1 (issue "Close the holes an attacker finds"): every access decision is taken on
 * the route the router matched. For every registered route and a family of spellings of its path,
 * a stranger, a patient and an admin get the same answer as for the canonical spelling — or the
 * spelling reaches no route at all (404 / the portal shell) or is refused as a request target.
 */
describe('Access is decided on the matched route, whatever the spelling of its path', () => {
  let app: NestFastifyApplication;
  let portalDir: string;
  const actors = {} as Record<'stranger' | 'patient' | 'admin', TestClient>;

  beforeAll(async () => {
    // A tiny built portal, so its static routes (and the SPA fallback) are part of the enumeration.
    portalDir = mkdtempSync(path.join(tmpdir(), 'portal-'));
    mkdirSync(path.join(portalDir, 'assets'));
    writeFileSync(path.join(portalDir, 'index.html'), '<!doctype html><title>portal shell</title>');
    writeFileSync(path.join(portalDir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(portalDir, 'assets', 'app.js.map'), '{}');
    // And its prerendered pages (issue #22), which the server serves on routes of their own.
    mkdirSync(path.join(portalDir, 'prerendered'));
    const pages: Record<string, string> = { '/': 'index.html', '/booking-terms': 'booking-terms.html', '/privacy-policy': 'privacy-policy.html', '/register': 'register.html' };
    for (const [urlPath, file] of Object.entries(pages)) {
      writeFileSync(path.join(portalDir, 'prerendered', file), `<!doctype html><title>${urlPath}</title><body><div id="root" data-prerendered="${urlPath}"><main>page</main></div></body>`);
    }
    writeFileSync(path.join(portalDir, 'prerendered', 'manifest.json'), JSON.stringify(pages));
    app = await createTestApp({ PORTAL_DIST: portalDir });
    actors.stranger = new TestClient(app);
    actors.patient = new TestClient(app);
    await actors.patient.passGate();
    await actors.patient.signInAsUser();
    actors.admin = new TestClient(app);
    await actors.admin.passGate();
    await actors.admin.signInAsAdmin();
  });
  afterAll(async () => {
    await app.close();
    rmSync(portalDir, { recursive: true, force: true });
  });

  const routes = () => {
    const seen = new Set<string>();
    return app
      .getHttpAdapter()
      .getInstance()
      .registeredRoutes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .filter((r) => !seen.has(`${r.method} ${r.url}`) && seen.add(`${r.method} ${r.url}`));
  };

  const PARAM_VALUES: Record<string, string> = { queueName: 'email', jobId: '1', queueStatus: 'failed', schedulerId: 'nightly' };
  /** A concrete path for a route pattern: a uuid for ids, a plausible word for the rest. */
  const concrete = (pattern: string) =>
    pattern
      .replace(/:([A-Za-z]+)/g, (_, name: string) => PARAM_VALUES[name] ?? '00000000-0000-4000-8000-000000000000')
      .replace(/\*$/, 'index.css');

  const encodeChar = (c: string) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;

  /** Spellings the router treats as the same path: each must get exactly the canonical answer. */
  function sameRouteSpellings(pattern: string, canonical: string): string[] {
    const literal = new Set<number>();
    // Positions of the pattern's literal characters (not '/', not a parameter's value).
    let p = 0;
    for (const segment of pattern.split('/')) {
      if (!segment.startsWith(':') && segment !== '*') for (let i = 0; i < segment.length; i++) literal.add(p + i);
      p += segment.length + 1;
    }
    const paramFree = !pattern.includes(':') && !pattern.includes('*');
    const out: string[] = [];
    for (let i = 0; i < canonical.length; i++) {
      if (canonical[i] === '/' || (!paramFree && !literal.has(i))) continue;
      out.push(canonical.slice(0, i) + encodeChar(canonical[i]) + canonical.slice(i + 1));
      out.push(canonical.slice(0, i) + encodeChar(canonical[i]).toLowerCase() + canonical.slice(i + 1));
    }
    out.push(canonical.replace(/[^/]/g, encodeChar)); // every character encoded
    return out;
  }

  /** Spellings that may reach no route, but must never reach this one with a weaker decision. */
  function otherSpellings(canonical: string): string[] {
    // The home page (a prerendered page) has no segment to play with.
    if (canonical === '/') return ['//', '/./', '/%2E', '/x/../', '/;a=b', '/%2F', '/%252F', '/%00', '/?', '/#frag', '/%25'];
    const [, first, ...rest] = canonical.split('/');
    const tail = rest.join('/');
    return [
      canonical.replace(/^\/(.)/, (_, c: string) => `/%25${c.charCodeAt(0).toString(16).toUpperCase()}`), // double encoding
      canonical.toUpperCase(),
      `/${first[0].toUpperCase()}${first.slice(1)}/${tail}`,
      `/${first}/./${tail}`,
      `/${first}/x/../${tail}`,
      `/./${first}/${tail}`,
      `/${first}/%2E/${tail}`,
      `//${first}/${tail}`,
      `/${first}//${tail}`,
      `${canonical}/`,
      `/${first};a=b/${tail}`,
      `${canonical};x=1`,
      `/${first}%2F${tail}`,
      `/${first}%252F${tail}`,
      `${canonical}%00`,
      `${canonical}?`,
      `${canonical}#frag`,
    ].filter((s) => s !== canonical);
  }

  const ACCESS_CODES = new Set(['unauthorized', 'forbidden', 'gate_required', 'csrf', 'unavailable', 'bad_request_target']);
  const ACCESS_TEXTS = new Set<string>(Object.values(ACCESS_MESSAGES));

  /**
   * What the access layer decided: its refusal (status, code, message), or "reached" when the
   * request got past it (whatever the handler then answered).
   */
  function decision(res: LightMyRequestResponse): string {
    let body: { code?: string; message?: string } = {};
    try {
      body = res.json();
    } catch {
      /* not JSON: a handler or a static file answered */
    }
    if (body.code && ACCESS_CODES.has(body.code) && body.message && ACCESS_TEXTS.has(body.message)) {
      return `${res.statusCode} ${body.code}`;
    }
    return 'reached';
  }

  let unrouted: Set<string>;
  /** Answers of requests that match no route (404 bodies, the portal shell). */
  async function learnUnrouted() {
    unrouted = new Set<string>();
    for (const client of Object.values(actors)) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'] as const) {
        for (const url of ['/api/__no_such_route__', '/admin/__no_such_route__', '/__no_such_route__', '/dev/__nothing__']) {
          const res = await client.request(method, url, method === 'GET' ? undefined : {});
          unrouted.add(`${res.statusCode} ${res.body}`);
        }
      }
    }
  }
  const isUnrouted = (res: LightMyRequestResponse) => unrouted.has(`${res.statusCode} ${res.body}`);

  it('classifies every registered route (nothing is open by accident)', () => {
    const unclassified = app
      .getHttpAdapter()
      .getInstance()
      .registeredRoutes.filter((r) => !r.access)
      .map((r) => `${r.method} ${r.url}`);
    expect(unclassified).toEqual([]);
    // Every route listed as open exists (a renamed route must not leave a stale opening behind).
    const registered = new Set(routes().map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(OPEN_ROUTES).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('knows enough routes to mean something (admin, Bull Board, patient, public, portal)', () => {
    const urls = routes().map((r) => r.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/admin/users/:id/role',
        '/admin/queues/api/queues/:queueName/pause',
        '/api/holds',
        '/api/site',
        '/assets/app.js',
        '/',
        '/booking-terms',
        // Issue #30: two-step verification's enrolment routes (public, throttled like sign-in).
        '/api/auth/second-factor/setup',
        '/api/auth/second-factor/confirm',
        // ADR 0043: invitations are admin routes; their link's route is public.
        '/api/admin/invitations',
        '/api/admin/invitations/:id/resend',
        '/api/admin/invitations/:id',
        '/api/invitations/accept',
        '/api/admin/users/:id/second-factor/reset',
        '/api/admin/users/:id/sign-in-lock/end',
        '/api/admin/users/:id/disabled',
      ]),
    );
  });

  for (const actor of ['stranger', 'patient', 'admin'] as const) {
    it(`gives a ${actor} the canonical decision for every spelling of every route`, async () => {
      await learnUnrouted();
      const client = actors[actor];
      const problems: string[] = [];
      let checked = 0;
      for (const route of routes()) {
        // Signing out would change who the actor is for the rest of the enumeration.
        if (route.url === '/api/auth/logout' && actor !== 'stranger') continue;
        const send = (url: string) => client.request(route.method as Method, url, route.method === 'GET' ? undefined : {});
        const canonicalPath = concrete(route.url);
        const canonical = await send(canonicalPath);
        const expected = decision(canonical);
        for (const spelling of sameRouteSpellings(route.url, canonicalPath)) {
          const res = await send(spelling);
          checked++;
          // The same decision; where it is a refusal that also proves the spelling was routed.
          if (decision(res) !== expected) {
            problems.push(`${route.method} ${spelling}: ${res.statusCode} ${decision(res)} (canonical ${expected})`);
          }
        }
        for (const spelling of otherSpellings(canonicalPath)) {
          const res = await send(spelling);
          checked++;
          const got = decision(res);
          if (got !== expected && !isUnrouted(res) && got !== '400 bad_request_target') {
            // Only a refusal at least as strict as the canonical one would be acceptable; none is
            // expected, so any other answer is reported.
            problems.push(`${route.method} ${spelling}: ${res.statusCode} ${got} (canonical ${expected})`);
          }
        }
      }
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(1000);
      // Thousands of requests, one after another: ~30 s on a quiet machine, twice that late in a
      // full run on a loaded CI machine (where 60 s was once not enough). A hang guard, not a timing.
    }, patiently(180_000));
  }

  it('refuses absolute-form request targets for every route, on a real socket', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.getHttpServer().address() as { port: number };
    const raw = (target: string, method: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => {
          socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
        });
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
    const problems: string[] = [];
    for (const route of routes()) {
      const target = `http://127.0.0.1:${port}${concrete(route.url)}`;
      const answer = await raw(target, route.method);
      if (!answer.startsWith('HTTP/1.1 400') || !answer.includes('bad_request_target')) problems.push(`${route.method} ${target}: ${answer.split('\r\n')[0]}`);
    }
    expect(problems).toEqual([]);
  });
});
