import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { BullModule } from '@nestjs/bullmq';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { ALL_QUEUES, DEFAULT_JOB_OPTIONS } from './queue-names.js';
import { createRedis, REDIS } from './redis.js';

export { REDIS };
import { QueueRegistry } from './queue-registry.js';
import { RedisPolicyCheck } from './redis-policy.check.js';

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown() {
    this.redis.disconnect();
  }
}

/** BullMQ on Redis with the run's key prefix; every queue of the design registered once. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [CONFIG],
      useFactory: (config: Config) => ({
        connection: { url: config.REDIS_URL, maxRetriesPerRequest: null },
        prefix: config.REDIS_PREFIX,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
    }),
    BullModule.registerQueue(...ALL_QUEUES.map((name) => ({ name }))),
  ],
  providers: [
    QueueRegistry,
    {
      provide: REDIS,
      inject: [CONFIG],
      // Commands wait briefly for a reconnect, then fail: callers bound their waits and degrade.
      useFactory: (config: Config) => createRedis(config.REDIS_URL, { maxRetriesPerRequest: 1 }),
    },
    RedisCloser,
    RedisPolicyCheck,
  ],
  exports: [BullModule, QueueRegistry, REDIS],
})
export class QueuesModule {}
