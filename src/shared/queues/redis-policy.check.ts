import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from './redis.js';

/** BullMQ needs `maxmemory-policy noeviction`: any eviction policy can silently drop jobs. */
@Injectable()
export class RedisPolicyCheck implements OnApplicationBootstrap {
  private readonly logger = new Logger('Redis');

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationBootstrap() {
    try {
      const [, policy] = (await this.redis.config('GET', 'maxmemory-policy')) as [string, string];
      if (policy !== 'noeviction') {
        this.logger.warn(
          `Redis maxmemory-policy is "${policy}"; set it to "noeviction" or queued jobs may be evicted under memory pressure.`,
        );
      }
    } catch {
      // CONFIG may be disabled on managed Redis; nothing to check then.
    }
  }
}
