import fc from 'fast-check';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp } from '../support/app.js';
import { TestClient } from '../support/client.js';
import { openOrm } from '../support/orm.js';

const RUNS = 200;

/** Any JSON a client could send, and objects with the keys our endpoints read, filled with anything. */
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const KEYS = ['slotId', 'patient', 'email', 'password', 'token', 'postcode', 'name', 'phone', 'issue', 'radiusKm', 'practiceId', 'operativeId', 'date', 'startHour', 'endHour', 'slotMinutes', 'recurring', 'slots', 'startsOn', 'endsOn', 'reason', 'role', 'consent', 'paymentIntentId', 'clientSecret', 'cardNumber', 'json', 'region', 'isProtected', 'gatePassword'];
const bodyArb = fc.oneof(jsonValue, fc.dictionary(fc.constantFrom(...KEYS), jsonValue, { maxKeys: 6 }));
const paramArb = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.constantFrom('..', '%00', 'null', '0', '-1', 'ffffffff-ffff-ffff-ffff-ffffffffffff'));
const queryArb = fc.dictionary(fc.constantFrom('date', 'status', 'practiceId', 'operativeId', 'days', 'token', 'q'), fc.string({ maxLength: 30 }), { maxKeys: 3 });

/**
 * Issue #10: every /api endpoint, public and admin, gets 200 fuzzed requests (params, query, body):
 * never a 5xx, and a 4xx never changes anything (no event, no row).
 */
describe('Fuzzed requests on every /api endpoint', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let routes: Array<{ method: string; url: string }>;

  beforeAll(async () => {
    app = await createTestApp({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000000', LOGIN_RATE_LIMIT_PER_IP: '1000000', SEARCH_RATE_LIMIT_PER_MINUTE: '1000000' });
    orm = await openOrm();
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    await admin.post('/api/admin/practices/sample');
    routes = (app.getHttpAdapter().getInstance() as unknown as { registeredRoutes: Array<{ method: string; url: string }> }).registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .filter((r, i, all) => all.findIndex((x) => x.method === r.method && x.url === r.url) === i);
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  const snapshot = async () => {
    const [row] = await orm.em.fork().execute(
      `SELECT (SELECT coalesce(max(seq), 0) FROM domain_event) AS events, (SELECT count(*) FROM hold) AS holds, (SELECT count(*) FROM appointment) AS appointments,
              (SELECT count(*) FROM practice) AS practices, (SELECT count(*) FROM slot WHERE status = 'open') AS open_slots,
              (SELECT count(*) FROM waitlist_entry) AS waiting, (SELECT count(*) FROM closure) AS closures, (SELECT count(*) FROM app_user) AS users,
              (SELECT gate_version FROM site_settings LIMIT 1) AS gate`,
    );
    return JSON.stringify(row);
  };

  it('has routes to fuzz, public and admin', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.url.startsWith('/api/admin')).length).toBeGreaterThan(15);
  });

  it(`answers ${RUNS} fuzzed requests per endpoint without a 5xx, and a 4xx changes nothing`, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const asAdmin = route.url.startsWith('/api/admin');
      const client = new TestClient(app);
      if (asAdmin) await client.signInAsAdmin();
      else await client.passGate();
      await fc.assert(
        fc.asyncProperty(fc.array(paramArb, { minLength: 3, maxLength: 3 }), queryArb, bodyArb, async (params, query, body) => {
          let i = 0;
          const path = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? 'x'));
          const qs = new URLSearchParams(query).toString();
          const url = qs ? `${path}?${qs}` : path;
          const before = await snapshot();
          const res = route.method === 'GET' ? await client.get(url) : await client.request(route.method as 'POST', url, body as never);
          if (res.statusCode >= 500) {
            failures.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 200)} for ${url} ${JSON.stringify(body).slice(0, 200)}`);
            return false;
          }
          if (res.statusCode >= 400 && (await snapshot()) !== before) {
            failures.push(`${route.method} ${route.url} → ${res.statusCode} changed state for ${url} ${JSON.stringify(body).slice(0, 200)}`);
            return false;
          }
          return true;
        }),
        { numRuns: RUNS, endOnFailure: true },
      ).catch((e: Error) => {
        // A thrown request (not only a 5xx) is a failure too; fast-check's report names the input.
        if (!failures.some((f) => f.startsWith(`${route.method} ${route.url} `))) failures.push(`${route.method} ${route.url}: ${e.message.slice(0, 400)}`);
      });
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
