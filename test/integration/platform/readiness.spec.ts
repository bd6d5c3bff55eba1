import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp } from '../../support/app.js';
import { eventually } from '../../support/processes.js';
import { TcpProxy } from '../../support/tcp-proxy.js';

describe('Readiness when a dependency goes away', () => {
  let app: NestFastifyApplication;
  const database = new TcpProxy('127.0.0.1', 5432);
  const redis = new TcpProxy('127.0.0.1', 6379);

  beforeAll(async () => {
    const dbUrl = new URL(process.env.DATABASE_URL!);
    dbUrl.port = String(await database.start());
    dbUrl.hostname = '127.0.0.1';
    const redisUrl = new URL(process.env.REDIS_URL!);
    redisUrl.port = String(await redis.start());
    redisUrl.hostname = '127.0.0.1';
    app = await createTestApp({ DATABASE_URL: dbUrl.toString(), REDIS_URL: redisUrl.toString() });
  });
  afterAll(async () => {
    await app.close();
    await database.cut();
    await redis.cut();
  });

  const ready = () => app.inject({ method: 'GET', url: '/health/ready' });

  it('answers 503 naming the database while PostgreSQL is down, and recovers without a restart', async () => {
    expect((await ready()).statusCode).toBe(200);
    await database.cut();
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      message: 'Not ready: database is down.',
      code: 'not_ready',
      checks: { database: 'down', redis: 'up' },
    });
    await database.restore();
    await eventually(async () => (await ready()).statusCode === 200, 15_000, 200);
  });

  it('answers 503 naming Redis while Redis is down, and recovers without a restart', async () => {
    await redis.cut();
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ message: 'Not ready: redis is down.', checks: { database: 'up', redis: 'down' } });
    await redis.restore();
    await eventually(async () => (await ready()).statusCode === 200, 15_000, 200);
  });
});
