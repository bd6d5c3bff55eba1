import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RedisOptions } from 'ioredis';
import { QueueRegistry } from '../../../src/shared/queues/queue-registry.js';
import { createTestApp } from '../../support/app.js';

/**
 * After a Redis outage every queue (the relay's, Bull Board's, each worker's: all take BullModule's
 * root connection) must be back within seconds of Redis. BullMQ's own reconnect schedule is e^n ms up
 * to 20 s, so after an outage of ten seconds or more a worker could sit idle for up to 20 s more
 * with jobs waiting (CI caught the fault suite's probes unprocessed after 30 s on a loaded machine).
 */
describe('Queue connections', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('reconnect every queue to Redis at most 2 s apart, however long the outage, and never give up', async () => {
    for (const { name, queue } of app.get(QueueRegistry).all()) {
      const options = (await queue.getBackend().client as unknown as { options: RedisOptions }).options;
      const delays = [1, 5, 10, 20, 100, 10_000].map((attempt) => options.retryStrategy?.(attempt));
      expect({ name, delays }).toEqual({ name, delays: delays.map(() => expect.any(Number)) });
      expect({ name, longest: Math.max(...(delays as number[])) }).toEqual({ name, longest: 2_000 });
      // Blocking connections need it (BullMQ refuses a worker otherwise): commands wait for Redis.
      expect(options.maxRetriesPerRequest).toBeNull();
    }
  });
});
