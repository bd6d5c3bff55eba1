import fc from 'fast-check';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { openOrm } from '../../support/orm.js';

/** Any JSON a client could send: objects with likely and unlikely keys, arrays, scalars. */
const jsonValue = fc.jsonValue({ maxDepth: 3 });
const bodyArb = fc.oneof(
  jsonValue,
  fc.record(
    {
      email: fc.oneof(fc.string(), fc.emailAddress(), jsonValue),
      password: fc.oneof(fc.string(), jsonValue),
      isProtected: fc.oneof(fc.boolean(), jsonValue),
      useImmediatePaymentProcessing: fc.oneof(fc.boolean(), jsonValue),
      gatePassword: fc.oneof(fc.string(), jsonValue),
    },
    { requiredKeys: [] },
  ),
);

describe('Fuzzed bodies on login, gate and settings', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;

  beforeAll(async () => {
    app = await createTestApp({ LOGIN_RATE_LIMIT_PER_ACCOUNT: '100000' });
    orm = await openOrm();
    await new TestClient(app).get('/api/site'); // the settings row is created on first use
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  const snapshot = async () => {
    const [settings] = await orm.em.fork().execute('SELECT is_protected, gate_password, gate_version, use_immediate_payment_processing FROM site_settings');
    const [sessions] = await orm.em.fork().execute('SELECT count(*)::int AS n FROM user_session');
    const [users] = await orm.em.fork().execute('SELECT count(*)::int AS n, string_agg(role, \',\' ORDER BY id) AS roles FROM app_user');
    return JSON.stringify({ settings, sessions, users });
  };

  it.each([
    ['POST', '/api/auth/login', false],
    ['POST', '/api/site/gate', false],
    ['PUT', '/api/admin/settings', true],
  ] as const)('%s %s never answers 5xx and never changes state on a 4xx', async (method, url, asAdmin) => {
    const client = new TestClient(app);
    if (asAdmin) await client.signInAsAdmin();
    await fc.assert(
      fc.asyncProperty(bodyArb, async (body) => {
        const before = await snapshot();
        const res = await client.request(method, url, JSON.stringify(body), { 'content-type': 'application/json' });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(await snapshot()).toBe(before);
          expect(res.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
        } else if (url === '/api/admin/settings') {
          await client.put(url, { isProtected: true, useImmediatePaymentProcessing: false, gatePassword: process.env.GATE_PASSWORD });
        }
      }),
      { numRuns: 200 },
    );
  });
});
