import type { Redis } from 'ioredis';

/**
 * A fixed-window counter in Redis (shared by every api copy). `hit` counts one attempt and says
 * whether the caller is over the limit. If Redis is away the limiter lets requests through rather
 * than locking everyone out; the outage shows on /health/ready.
 */
export class RateLimiter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<{ limited: boolean; retryAfterSeconds: number }> {
    const full = `${this.prefix}:rl:${key}`;
    // Not connected: answer at once rather than wait in ioredis's offline queue (a hold must not
    // take seconds because Redis is away).
    if (this.redis.status !== 'ready') return { limited: false, retryAfterSeconds: 0 };
    try {
      const [[, count], [, ttl]] = (await this.redis
        .multi()
        .incr(full)
        .ttl(full)
        .exec()) as [[null, number], [null, number]];
      if (ttl < 0) await this.redis.expire(full, windowSeconds);
      return { limited: count > limit, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
    } catch {
      return { limited: false, retryAfterSeconds: 0 };
    }
  }

  async count(key: string): Promise<number> {
    if (this.redis.status !== 'ready') return 0;
    try {
      return Number((await this.redis.get(`${this.prefix}:rl:${key}`)) ?? 0);
    } catch {
      return 0;
    }
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`${this.prefix}:rl:${key}`).catch(() => undefined);
  }
}
