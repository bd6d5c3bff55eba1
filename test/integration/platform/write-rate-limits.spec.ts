import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';

describe('Per-IP limit on public writes (holds, checkout, payment, gate, waitlist, manage link)', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '3', REDIS_PREFIX: `${process.env.REDIS_PREFIX}_wrl` });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 429 with Retry-After once an IP has made its writes for the minute, across the limited routes', async () => {
    const client = new TestClient(app);
    expect((await client.post('/api/site/gate', { password: 'wrong' })).statusCode).toBe(401);
    expect((await client.post('/api/site/gate', { password: process.env.GATE_PASSWORD })).statusCode).toBe(204);
    expect((await client.post('/api/holds', {})).statusCode).toBe(400);
    const limited = await client.post('/api/holds', {});
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toEqual({ message: 'Too many requests from your connection. Please wait a minute and try again.', code: 'rate_limited' });
    // Reads and unlimited routes still answer.
    expect((await client.get('/api/site')).statusCode).toBe(200);
  });

  it("counts corrections of the confirmation's address among them", async () => {
    const client = new TestClient(app, { remoteAddress: '203.0.113.9' });
    expect((await client.post('/api/site/gate', { password: process.env.GATE_PASSWORD })).statusCode).toBe(204);
    const change = () => client.post('/api/appointments/00000000-0000-4000-8000-000000000000/email', { email: 'ann@example.com' });
    expect([(await change()).statusCode, (await change()).statusCode, (await change()).statusCode]).toEqual([404, 404, 429]);
  });

  it("counts releasing a hold, answering a 3-D Secure challenge and changing a booking's language like the other public writes", async () => {
    for (const [address, send] of [
      ['203.0.113.31', (c: TestClient) => c.delete('/api/holds/00000000-0000-4000-8000-000000000000', { authorization: 'Bearer nope' })],
      ['203.0.113.32', (c: TestClient) => c.post('/api/simulated-payments/authenticate', { clientSecret: 'pi_sim_x_secret_y', result: 'complete' })],
      ['203.0.113.33', (c: TestClient) => c.put('/api/appointments/00000000-0000-4000-8000-000000000000/locale', { locale: 'cy' }, { authorization: 'Bearer nope' })],
    ] as const) {
      const client = new TestClient(app, { remoteAddress: address });
      await client.passGate();
      expect((await send(client)).statusCode).toBe(404);
      expect((await send(client)).statusCode).toBe(404);
      expect((await send(client)).statusCode).toBe(429);
    }
  });

  /** Four wrong gate passwords from `remoteAddress`, each claiming another client in X-Forwarded-For. */
  async function gateAttempts(remoteAddress: string, forwardedPrefix: string) {
    const client = new TestClient(app, { remoteAddress });
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const res = await client.post('/api/site/gate', { password: 'wrong' }, { 'x-forwarded-for': `${forwardedPrefix}${i}` });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  it('keys on the TCP peer when it is not a trusted proxy, so a made-up X-Forwarded-For does not dodge it', async () => {
    expect(await gateAttempts('203.0.113.7', '198.51.100.')).toEqual([401, 401, 401, 429]);
  });

  it('keys on the forwarded client behind a trusted proxy (this host by default)', async () => {
    expect(await gateAttempts('127.0.0.1', '192.0.2.')).toEqual([401, 401, 401, 401]);
  });
});
