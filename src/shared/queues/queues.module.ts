import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { Redis } from 'ioredis';
import { BullModule } from '@nestjs/bullmq';
import type { Config } from '../../config/config.js';
import { CONFIG } from '../../config/config.module.js';
import { ALL_QUEUES, DEFAULT_JOB_OPTIONS } from './queue-names.js';
import { createRedis, reconnectDelay, REDIS } from './redis.js';

export { REDIS };
import { QueueRegistry } from './queue-registry.js';
import { RedisPolicyCheck } from './redis-policy.check.js';
import { RedisOutageLog } from './redis-outage-log.js';
import { QueuesReachability } from './queues-reachability.js';

/** Logs Redis outages once per connection (the shared client and every queue's), not per retry. */
@Injectable()
class RedisOutageLogs implements OnApplicationBootstrap {
  private readonly logger = new Logger('Redis');
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly queues: QueueRegistry,
  ) {}

  onApplicationBootstrap() {
    const shared = new RedisOutageLog(this.logger, 'shared client').watch(this.redis);
    this.redis.on('ready', () => shared.recovered());
    for (const { name, queue } of this.queues.all()) {
      const log = new RedisOutageLog(this.logger, `queue ${name}`).watch(queue);
      // Not awaited: with Redis down at boot the client comes later, and boot must not wait for it.
      void queue
        .getBackend()
        .client.then((client) => client.on('ready', () => log.recovered()))
        .catch(() => undefined);
    }
  }
}

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
        // Our reconnect schedule (every 2 s at most), not BullMQ's default (e^n, up to 20 s): after
        // an outage every queue, worker and relay is back within about 2 s of Redis, not 20.
        connection: { url: config.REDIS_URL, maxRetriesPerRequest: null, retryStrategy: reconnectDelay },
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
      // Commands issued while the event loop handles one batch of sockets (a rush of requests'
      // rate-limit checks) go out as one pipeline: one write instead of one per request.
      useFactory: (config: Config) => createRedis(config.REDIS_URL, { maxRetriesPerRequest: 1, enableAutoPipelining: true }),
    },
    RedisCloser,
    RedisPolicyCheck,
    RedisOutageLogs,
    QueuesReachability,
  ],
  exports: [BullModule, QueueRegistry, QueuesReachability, REDIS],
})
export class QueuesModule {}
