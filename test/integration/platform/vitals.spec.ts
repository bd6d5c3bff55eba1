import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';

/** The value of one Prometheus sample line, or undefined when the line is absent. */
function sample(metrics: string, line: string): number | undefined {
  const found = metrics.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
}

describe('POST /api/vitals (the portal\'s web-vitals report)', () => {
  let app: NestFastifyApplication;
  const metrics = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;

  beforeAll(async () => {
    app = await createTestApp({ VITALS_RATE_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts LCP, INP and CLS in a histogram per metric, by page, even before the gate is passed', async () => {
    const visitor = new TestClient(app, { remoteAddress: '10.1.0.1' });
    const res = await visitor.post('/api/vitals', {
      page: '/availability-check',
      metrics: [
        { name: 'LCP', value: 1800 },
        { name: 'INP', value: 120 },
        { name: 'CLS', value: 0.02 },
      ],
    });
    expect(res.statusCode).toBe(204);
    const text = await metrics();
    expect(sample(text, 'web_vitals_lcp_seconds_count{page="/availability-check"}')).toBe(1);
    expect(sample(text, 'web_vitals_lcp_seconds_sum{page="/availability-check"}')).toBeCloseTo(1.8);
    expect(sample(text, 'web_vitals_lcp_seconds_bucket{le="2",page="/availability-check"}')).toBe(1);
    expect(sample(text, 'web_vitals_lcp_seconds_bucket{le="1.5",page="/availability-check"}')).toBe(0);
    expect(sample(text, 'web_vitals_inp_seconds_sum{page="/availability-check"}')).toBeCloseTo(0.12);
    expect(sample(text, 'web_vitals_cls_sum{page="/availability-check"}')).toBeCloseTo(0.02);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('files an unknown page under "other", so a script cannot make new series', async () => {
    const res = await new TestClient(app, { remoteAddress: '10.1.0.2' }).post('/api/vitals', { page: '/made-up/path-123', metrics: [{ name: 'CLS', value: 0.3 }] });
    expect(res.statusCode).toBe(204);
    const text = await metrics();
    expect(sample(text, 'web_vitals_cls_count{page="other"}')).toBe(1);
    expect(text).not.toContain('made-up');
  });

  it.each([
    [{ page: '/', metrics: [{ name: 'FID', value: 10 }] }, 'A metric name is one of LCP, INP, CLS.'],
    [{ page: '/', metrics: [{ name: 'LCP', value: -1 }] }, 'A metric value is a number within the bounds of its metric.'],
    [{ page: '/', metrics: [{ name: 'LCP', value: 120_001 }] }, 'A metric value is a number within the bounds of its metric.'],
    [{ page: '/', metrics: [{ name: 'CLS', value: 51 }] }, 'A metric value is a number within the bounds of its metric.'],
    [{ page: '/', metrics: [{ name: 'INP', value: '12' }] }, 'A metric value is a number within the bounds of its metric.'],
    [{ page: '/', metrics: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] }, 'Each metric at most once per report.'],
    [{ page: 'https://evil.example/', metrics: [{ name: 'LCP', value: 1 }] }, 'The page is a path of the site.'],
    [{ page: '/?token=secret', metrics: [{ name: 'LCP', value: 1 }] }, 'The page is a path of the site.'],
    [{ page: '/', metrics: [{ name: 'LCP', value: 1, id: 'v4-123' }] }, undefined],
    [{ page: '/', metrics: [] }, undefined],
  ])('refuses %j with 400 and counts nothing', async (body, message) => {
    const before = await metrics();
    const res = await new TestClient(app, { remoteAddress: '10.1.0.3' }).post('/api/vitals', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
    if (message) expect(res.json().message).toBe(message);
    const after = await metrics();
    for (const name of ['web_vitals_lcp_seconds_count{page="/"}', 'web_vitals_inp_seconds_count{page="/"}', 'web_vitals_cls_count{page="/"}']) {
      expect(sample(after, name)).toBe(sample(before, name));
    }
  });

  it('limits reports per IP: past VITALS_RATE_LIMIT_PER_MINUTE it answers 429', async () => {
    const client = new TestClient(app, { remoteAddress: '10.1.0.9' });
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await client.post('/api/vitals', { page: '/', metrics: [{ name: 'LCP', value: 900 }] })).statusCode);
    expect(answers).toEqual([204, 204, 204, 204, 204, 429, 429]);
  });

  it('needs the XSRF header like every other write', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/vitals', payload: { page: '/', metrics: [{ name: 'LCP', value: 900 }] } });
    expect(res.statusCode).toBe(403);
  });
});
