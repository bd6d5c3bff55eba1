import { Redis, type RedisOptions } from 'ioredis';

/** Reconnect every 2 s at most, for as long as Redis is away (every client of ours, BullMQ's too). */
export const reconnectDelay = (attempt: number): number => Math.min(attempt * 200, 2000);

/** BullMQ needs maxRetriesPerRequest null on blocking connections; commands retry while Redis is away. */
export function redisOptions(url: string): RedisOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username || undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : undefined,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    retryStrategy: reconnectDelay,
  };
}

export function createRedis(url: string, overrides: RedisOptions = {}): Redis {
  return new Redis({ ...redisOptions(url), ...overrides });
}

/** Injection token of the shared ioredis client for the app's own keys (health, caches, rate limits). */
export const REDIS = Symbol('REDIS');
