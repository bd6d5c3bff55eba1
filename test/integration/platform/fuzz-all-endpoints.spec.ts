import fc from 'fast-check';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { createTestApp } from '../../support/app.js';
import { TestClient, type Method } from '../../support/client.js';
import { createPracticeWithOperative, practiceBody, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screeningFor } from '../../support/screening.js';
import { patiently } from '../../support/processes.js';

const RUNS = 200;

/**
 * Text as clients send it, plus what fast-check's default strings (printable ASCII) never hold:
 * control characters (NUL above all), other code points, and dates at the ends of the calendar
 * (security probe 2026-11-24, L2: each of these once gave a 500).
 */
const controlChar = fc.constantFrom('\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\t', '\n', '\r', '\u007f', '\u2028', '\ufeff');
const stringUnit = fc.oneof(
  { arbitrary: fc.string({ minLength: 1, maxLength: 1 }), weight: 8 },
  { arbitrary: controlChar, weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), weight: 1 },
);
const textArb = fc.string({ maxLength: 40, unit: stringUnit });
const dateArb = fc.oneof(
  fc.constantFrom('0000-01-01', '9999-12-31', '2026-02-29', '2028-02-29', '2027-02-30', '0001-01-01', '1900-01-01', '1970-01-01', '2999-12-31'),
  fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

/** Any JSON a client could send, and objects with the keys our endpoints read, filled with anything. */
const jsonValue = fc.jsonValue({ maxDepth: 3, stringUnit });
const KEYS = ['slotId', 'patient', 'email', 'password', 'token', 'postcode', 'name', 'phone', 'issue', 'radiusKm', 'practiceId', 'operativeId', 'date', 'startHour', 'endHour', 'slotMinutes', 'recurring', 'slots', 'startsOn', 'endsOn', 'reason', 'role', 'consent', 'paymentIntentId', 'clientSecret', 'cardNumber', 'json', 'region', 'isProtected', 'gatePassword', 'note', 'locale'];
const bodyArb = fc.oneof(jsonValue, fc.dictionary(fc.constantFrom(...KEYS), fc.oneof(jsonValue, textArb, dateArb), { maxKeys: 6 }));
const paramArb = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), textArb, dateArb, fc.constantFrom('..', '%00', 'null', '0', '-1', 'ffffffff-ffff-ffff-ffff-ffffffffffff'));
const queryArb = fc.dictionary(fc.constantFrom('date', 'status', 'practiceId', 'operativeId', 'days', 'token', 'q'), fc.oneof(fc.string({ maxLength: 30 }), textArb, dateArb), { maxKeys: 3 });

/** A valid request whose text fields (body or query) the fuzz replaces one at a time. */
interface ValidRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Applied after the replacement: the import's pasted-text form serialises its items. */
  wrap?: (body: unknown) => unknown;
}

/** Paths of the string leaves of a JSON value (['patient', 'name'], [1, 'address', 'city']…). */
function stringLeaves(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  return [];
}
function replaced(value: unknown, path: Array<string | number>, by: string): unknown {
  if (!path.length) return by;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[path[0]] = replaced(copy[path[0]], path.slice(1), by);
  return copy;
}

/**
 * Issue #10: every /api endpoint, public and admin, gets 200 fuzzed requests (params, query, body):
 * never a 5xx, and a 4xx never changes anything (no event, no row).
 */
describe('Fuzzed requests on every /api endpoint', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let routes: Array<{ method: string; url: string }>;

  beforeAll(async () => {
    // Its own Redis prefix: the fuzzed sign-ins (wrong passwords for the run's admin) count against
    // the account, and must not lock the admin out of the suites that run after this one.
    app = await createTestApp({
      LOGIN_RATE_LIMIT_PER_ACCOUNT: '1000000',
      LOGIN_RATE_LIMIT_PER_IP: '1000000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '1000000',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}_fuzz`,
    });
    orm = await openOrm();
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    // The run's gate as the environment says, whatever a suite before this one left in the shared database.
    await admin.put('/api/admin/settings', { isProtected: true, gatePassword: process.env.GATE_PASSWORD, useImmediatePaymentProcessing: false });
    await admin.post('/api/admin/practices/sample');
    routes = (app.getHttpAdapter().getInstance() as unknown as { registeredRoutes: Array<{ method: string; url: string }> }).registeredRoutes
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .filter((r, i, all) => all.findIndex((x) => x.method === r.method && x.url === r.url) === i);
  });
  afterAll(async () => {
    // A fuzzed body the settings route accepted (a new gate password, protection off) must not reach
    // the suites that run after this one in the run's database.
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    await admin.put('/api/admin/settings', { isProtected: true, gatePassword: process.env.GATE_PASSWORD, useImmediatePaymentProcessing: false });
    await app.close();
    await orm.close(true);
  });

  /** The run's gate as the environment says: a fuzzed settings body the admin route accepted may have changed it. */
  const restoreGate = async () => {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const res = await admin.put('/api/admin/settings', { isProtected: true, gatePassword: process.env.GATE_PASSWORD, useImmediatePaymentProcessing: false });
    if (res.statusCode !== 200) throw new Error(`could not restore the gate: ${res.statusCode} ${res.body}`);
  };

  const snapshot = async () => {
    const [row] = await orm.em.fork().execute(
      `SELECT (SELECT coalesce(max(seq), 0) FROM domain_event) AS events, (SELECT count(*) FROM hold) AS holds, (SELECT count(*) FROM appointment) AS appointments,
              (SELECT count(*) FROM practice) AS practices, (SELECT count(*) FROM slot WHERE status = 'open') AS open_slots,
              (SELECT count(*) FROM waitlist_entry) AS waiting, (SELECT count(*) FROM closure) AS closures, (SELECT count(*) FROM app_user) AS users,
              (SELECT gate_version FROM site_settings LIMIT 1) AS gate`,
    );
    return JSON.stringify(row);
  };

  /** What differs between two snapshots, for a failure's message: `holds 3 → 2`. */
  const changes = (before: string, after: string) => {
    const [a, b] = [JSON.parse(before) as Record<string, unknown>, JSON.parse(after) as Record<string, unknown>];
    return Object.keys(b).filter((k) => String(a[k]) !== String(b[k])).map((k) => `${k} ${String(a[k])} → ${String(b[k])}`).join(', ');
  };

  it('has routes to fuzz, public and admin', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((r) => r.url.startsWith('/api/admin')).length).toBeGreaterThan(15);
  });

  it('generates NUL and other control characters, and calendar-end dates, in bodies, queries and params', () => {
    const seen = (arb: fc.Arbitrary<unknown>) => JSON.stringify(fc.sample(arb, { numRuns: 2000, seed: 1 }));
    for (const text of [seen(bodyArb), seen(queryArb), seen(paramArb)]) {
      for (const needle of ['\\u0000', '\\u001f', '0000-01-01', '9999-12-31']) expect(text).toContain(needle);
    }
  });

  it(`answers ${RUNS} fuzzed requests per endpoint without a 5xx, and a 4xx changes nothing`, async () => {
    const failures: string[] = [];
    for (const route of routes) {
      // Practice staff routes (issue 20) let admins through: fuzzed as an admin, their validation is reached.
      const asAdmin = route.url.startsWith('/api/admin') || route.url.startsWith('/api/practices/:practiceId/staff');
      const client = new TestClient(app);
      if (asAdmin) await client.signInAsAdmin();
      else {
        await restoreGate();
        await client.passGate();
      }
      await fc.assert(
        fc.asyncProperty(fc.array(paramArb, { minLength: 3, maxLength: 3 }), queryArb, bodyArb, async (params, query, body) => {
          let i = 0;
          const path = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params[i++] ?? 'x'));
          const qs = new URLSearchParams(query).toString();
          const url = qs ? `${path}?${qs}` : path;
          const before = await snapshot();
          const res = route.method === 'GET' ? await client.get(url) : await client.request(route.method as Method, url, body);
          if (res.statusCode >= 500) {
            failures.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 200)} for ${url} ${JSON.stringify(body).slice(0, 200)}`);
            return false;
          }
          const after = res.statusCode >= 400 ? await snapshot() : before;
          if (after !== before) {
            failures.push(`${route.method} ${route.url} → ${res.statusCode} changed state (${changes(before, after)}) for ${url} ${JSON.stringify(body).slice(0, 200)}`);
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
  }, patiently(600_000));

  /**
   * Random bodies rarely get past validation, so they never carried a NUL down to PostgreSQL (probe
   * L2). Here valid requests of the endpoints that store text or read dates get one text field at a
   * time replaced by hostile text or a calendar-end date.
   */
  it(`answers ${RUNS * 2} valid requests with one field made hostile without a 5xx, and a 4xx changes nothing`, async () => {
    await restoreGate();
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const patient = new TestClient(app);
    await patient.passGate();
    const today = app.get(Clock).londonToday();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Hostile Text Dental' });
    const ids = { practiceId: practice.id, operativeId: operative.id };
    const slots: string[] = [];
    for (let d = 1; d <= 6; d++) slots.push(...(await saveDay(admin, ids, addLondonDays(today, d), { startHour: 8, endHour: 20, slotMinutes: 15 })).day.slots.map((s) => s.id));
    let nextSlot = 0;
    let invited = 0;
    const person = { name: 'Ann Fuzz', phone: '07700 900555', postcode: 'SW1A 1AA', issue: 'Toothache' };
    // A proof of the run's length (a hostile one in its place is one more field to refuse).
    const screening = await screeningFor(app, person);
    const items = [practiceBody(), practiceBody()];
    const valid: Array<{ client: TestClient; build: () => Promise<ValidRequest> }> = [
      { client: patient, build: async () => ({ method: 'POST', path: '/api/holds', body: { slotId: slots[nextSlot++ % slots.length], patient: person, screening } }) },
      {
        client: patient,
        build: async () => {
          const hold = (await patient.post('/api/holds', { slotId: slots[nextSlot++ % slots.length], patient: person, screening })).json() as { holdId: string; holdToken: string };
          return { method: 'POST', path: `/api/holds/${hold.holdId}/checkout`, body: { email: 'ann@example.com', acceptTerms: true, over16: true }, headers: { authorization: `Bearer ${hold.holdToken}` } };
        },
      },
      {
        client: patient,
        build: async () => {
          const hold = (await patient.post('/api/holds', { slotId: slots[nextSlot++ % slots.length], patient: person, screening })).json() as { holdId: string; holdToken: string };
          const checkout = (await patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'ann@example.com', acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` })).json() as {
            appointmentId: string;
            accessToken: string;
          };
          return { method: 'POST', path: `/api/appointments/${checkout.appointmentId}/email`, body: { email: 'ann.corrected@example.com' }, headers: { authorization: `Bearer ${checkout.accessToken}` } };
        },
      },
      {
        client: patient,
        build: async () => {
          const hold = (await patient.post('/api/holds', { slotId: slots[nextSlot++ % slots.length], patient: person, screening })).json() as { holdId: string; holdToken: string };
          const checkout = (await patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'ann@example.com', acceptTerms: true, over16: true, locale: 'cy' }, { authorization: `Bearer ${hold.holdToken}` })).json() as {
            appointmentId: string;
            accessToken: string;
          };
          return { method: 'PUT', path: `/api/appointments/${checkout.appointmentId}/locale`, body: { locale: 'en-GB' }, headers: { authorization: `Bearer ${checkout.accessToken}` } };
        },
      },
      { client: new TestClient(app), build: async () => ({ method: 'POST', path: '/api/auth/login', body: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } }) },
      { client: new TestClient(app), build: async () => ({ method: 'POST', path: '/api/auth/email-link', body: { email: 'ann@example.com' } }) },
      // Issue #30: two-step verification's enrolment (a new secret each time; it stays unconfirmed).
      { client: new TestClient(app), build: async () => ({ method: 'POST', path: '/api/auth/second-factor/setup', body: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } }) },
      { client: new TestClient(app), build: async () => ({ method: 'POST', path: '/api/auth/second-factor/confirm', body: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD, code: '123456' } }) },
      // ADR 0043: an invitation (a new address each time) and its link's route.
      { client: admin, build: async () => ({ method: 'POST', path: '/api/admin/invitations', body: { email: `fuzz-invite-${++invited}@example.test`, role: 'staff', practiceIds: [practice.id] } }) },
      { client: new TestClient(app), build: async () => ({ method: 'POST', path: '/api/invitations/accept', body: { token: 'A'.repeat(43), password: 'a-long-fuzzed-password' } }) },
      { client: patient, build: async () => ({ method: 'POST', path: '/api/waitlist', body: { ...person, email: 'ann@example.com', consent: true } }) },
      { client: patient, build: async () => ({ method: 'POST', path: '/api/search', body: { ...person, redFlags: [] } }) },
      { client: admin, build: async () => ({ method: 'POST', path: '/api/admin/practices', body: practiceBody() }) },
      { client: admin, build: async () => ({ method: 'POST', path: `/api/admin/practices/${practice.id}/operatives`, body: { displayName: 'Dr Fuzz', email: 'dr@example.com' } }) },
      { client: admin, build: async () => ({ method: 'POST', path: '/api/admin/practices/import', body: items }) },
      { client: admin, build: async () => ({ method: 'POST', path: '/api/admin/practices/import', body: items, wrap: (body) => ({ json: JSON.stringify(body) }) }) },
      { client: admin, build: async () => ({ method: 'POST', path: '/api/admin/closures', body: { ...ids, startsOn: addLondonDays(today, 200), endsOn: addLondonDays(today, 201), reason: 'training', note: 'Course' } }) },
      { client: patient, build: async () => ({ method: 'GET', path: `/api/practices/${practice.id}/slots`, query: { date: addLondonDays(today, 1) } }) },
      { client: admin, build: async () => ({ method: 'GET', path: '/api/admin/availability', query: { ...ids, date: addLondonDays(today, 1) } }) },
      { client: admin, build: async () => ({ method: 'PUT', path: '/api/admin/availability', body: { ...ids, date: addLondonDays(today, 30), startHour: 9, endHour: 10, slotMinutes: 60 } }) },
      { client: admin, build: async () => ({ method: 'POST', path: '/api/admin/availability/generate', body: { date: addLondonDays(today, 30), startHour: 9, endHour: 10, slotMinutes: 60 } }) },
    ];
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.nat(valid.length - 1), fc.nat(), fc.oneof(textArb, dateArb), async (which, leaf, hostile) => {
        const { client, build } = valid[which];
        const request = await build();
        const inQuery = request.query !== undefined;
        const target = inQuery ? request.query : request.body;
        const leaves = stringLeaves(target);
        const changed = replaced(target, leaves[leaf % leaves.length], hostile);
        const body = inQuery ? undefined : (request.wrap ?? ((b: unknown) => b))(changed);
        const qs = inQuery ? `?${new URLSearchParams(changed as Record<string, string>).toString()}` : '';
        const before = await snapshot();
        const res = await client.request(request.method, `${request.path}${qs}`, body, request.headers);
        const what = `${request.method} ${request.path}${qs} ${JSON.stringify(body ?? null).slice(0, 200)}`;
        if (res.statusCode >= 500) failures.push(`${what} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400) {
          const after = await snapshot();
          if (after !== before) failures.push(`${what} → ${res.statusCode} changed state (${changes(before, after)})`);
        }
        return res.statusCode < 500;
      }),
      { numRuns: RUNS * 2, endOnFailure: true },
    ).catch((e: Error) => {
      if (!failures.length) failures.push(e.message.slice(0, 400));
    });
    expect(failures).toEqual([]);
  }, patiently(600_000));
});
