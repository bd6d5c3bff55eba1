import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';

describe('HTTP foundation', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers liveness without touching dependencies', async () => {
    const res = await app.inject({ method: 'GET', url: '/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports PostgreSQL and Redis up when ready', async () => {
    const res = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
  });

  it('serves the OpenAPI document behind the site gate', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).statusCode).toBe(401);
    const visitor = new TestClient(app);
    await visitor.passGate();
    const res = await visitor.get('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/health/ready']).toBeDefined();
  });

  it('exposes queue depth per queue, outbox lag, hold conversions, the waitlist and HTTP latency', async () => {
    await app.inject({ method: 'GET', url: '/health/live' });
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    for (const queue of ['geocode', 'email', 'payment', 'hold', 'waitlist', 'sms']) {
      expect(res.body).toContain(`bullmq_jobs{queue="${queue}",state="waiting"}`);
    }
    expect(res.body).toMatch(/^outbox_lag_seconds \d/m);
    expect(res.body).toMatch(/^holds_last_hour\{outcome="converted"\} \d/m);
    expect(res.body).toMatch(/^waitlist_waiting \d/m);
    expect(res.body).toMatch(/^sms_messages\{status="failed"\} \d/m);
    expect(res.body).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/health/live",status="200"}');
  });

  it('lists every queue on Bull Board for an admin', async () => {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const res = await admin.get('/admin/queues/api/queues');
    expect(res.statusCode).toBe(200);
    const names = (res.json().queues as Array<{ name: string }>).map((q) => q.name).sort();
    expect(names).toEqual(['email', 'geocode', 'hold', 'payment', 'sms', 'waitlist']);
  });

  it('gives an unknown api route a 404 in the one error shape', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'not_found' });
  });

  it('refuses malformed JSON with 400 in the one error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'bad_request' });
  });

  it('refuses bodies over 100 KB with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ a: 'x'.repeat(150 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('gives every response a request id of its own, whatever id the client sends', async () => {
    const res = await app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const again = await app.inject({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'abc-123' } });
    expect(again.headers['x-request-id']).not.toBe(res.headers['x-request-id']);
  });

  it('refuses a form-encoded or plain-text body on a JSON endpoint with 415 (ARCHITECTURE §6, review I9)', async () => {
    const visitor = new TestClient(app);
    await visitor.passGate();
    const search = { name: 'Form Post', phone: '07700 900123', postcode: 'SW1A 1AA', issue: 'x' };
    const cases: Array<[string, string, string]> = [
      ['/api/search', 'application/x-www-form-urlencoded', new URLSearchParams(search).toString()],
      ['/api/search', 'text/plain', JSON.stringify(search)],
      ['/api/search', 'multipart/form-data; boundary=x', '--x--'],
      ['/api/auth/login', 'application/x-www-form-urlencoded', 'email=a%40example.test&password=whatever-password'],
      ['/api/waitlist', 'application/x-www-form-urlencoded', 'email=a%40example.test'],
    ];
    for (const [url, type, payload] of cases) {
      const res = await visitor.request('POST', url, payload, { 'content-type': type });
      expect({ url, type, status: res.statusCode, body: res.json() }).toEqual({
        url,
        type,
        status: 415,
        body: { message: 'Unsupported content type; send JSON.', code: 'unsupported_media_type' },
      });
    }
    // JSON (with a charset) is still welcome, and so is a write without a body.
    expect((await visitor.request('POST', '/api/search', JSON.stringify({ ...search, redFlags: [] }), { 'content-type': 'application/json; charset=utf-8' })).statusCode).toBe(200);
    expect((await visitor.request('POST', '/api/auth/logout')).statusCode).toBe(204);
    // Access is decided first: a stranger's form post to an admin route is still 401, not 415.
    const stranger = await app.inject({ method: 'PUT', url: '/api/admin/settings', payload: 'isProtected=false', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(stranger.statusCode).toBe(401);
  });
});
