import type { Redis } from 'ioredis';
import { InProcessWindowCounter } from './in-process-window-counter.js';

/** A limiter's Redis call that has not answered by then is treated as Redis being away. */
export const RATE_LIMIT_REDIS_TIMEOUT_MS = 1000;

/** INCR with the window's expiry set in the same script, so no key can live without one. */
const HIT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

/** Counts one attempt only while fewer than ARGV[1] are counted: {1 taken | 0 refused, ttl ms}. */
const TAKE = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return {0, redis.call('PTTL', KEYS[1])} end
redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]); ttl = tonumber(ARGV[2]) end
return {1, ttl}`;

/** Gives one attempt back; never below zero and never creates a key (DECR on a missing key would). */
const REFUND = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

export interface RateLimitAnswer {
  limited: boolean;
  retryAfterSeconds: number;
}

export interface TakenAttempt extends RateLimitAnswer {
  /** Gives the attempt back to the store that counted it (no-op when it was refused). */
  refund(): Promise<void>;
}

/**
 * Fixed-window counters in Redis, shared by every api copy, each decided by one atomic script.
 * `hit` counts every attempt; `take` counts one only while the limit is not reached, so a caller
 * can count before doing the expensive or guessable thing and give the attempt back afterwards.
 * While Redis is away (not 'ready', an error, or no answer within RATE_LIMIT_REDIS_TIMEOUT_MS) the
 * same counters run in this process's memory, so limits still hold per copy rather than failing
 * open (ADR 0026); the outage itself shows on /health/ready.
 */
export class RateLimiter {
  private readonly fallback = new InProcessWindowCounter();

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitAnswer> {
    const windowMs = windowSeconds * 1000;
    const [count, ttlMs] = await this.run(
      async () => (await this.redis.eval(HIT, 1, this.key(key), windowMs)) as [number, number],
      () => {
        const local = this.fallback.hit(key, windowMs);
        return [local.count, local.ttlMs];
      },
    );
    return { limited: count > limit, retryAfterSeconds: seconds(ttlMs, windowSeconds) };
  }

  async take(key: string, limit: number, windowSeconds: number): Promise<TakenAttempt> {
    const windowMs = windowSeconds * 1000;
    const answer = await this.run(
      async () => {
        const [taken, ttlMs] = (await this.redis.eval(TAKE, 1, this.key(key), limit, windowMs)) as [
          number,
          number,
        ];
        return { taken: taken === 1, ttlMs, refund: () => this.refundInRedis(key) };
      },
      () => ({ ...this.fallback.take(key, limit, windowMs), refund: async () => this.fallback.refund(key) }),
    );
    return {
      limited: !answer.taken,
      retryAfterSeconds: seconds(answer.ttlMs, windowSeconds),
      refund: answer.taken ? answer.refund : async () => undefined,
    };
  }

  /**
   * The counts of these windows and their milliseconds left, counting nothing (an admin reading who
   * is locked out). A key without a window reads as zero with ttl -2, as Redis's PTTL says.
   */
  async peek(keys: readonly string[]): Promise<Array<{ count: number; ttlMs: number }>> {
    if (!keys.length) return [];
    return this.run(
      async () => {
        const pipeline = this.redis.pipeline();
        for (const key of keys) pipeline.get(this.key(key)).pttl(this.key(key));
        const answers = (await pipeline.exec()) ?? [];
        return keys.map((_, i) => {
          const [countError, count] = answers[2 * i] ?? [];
          const [ttlError, ttl] = answers[2 * i + 1] ?? [];
          if (countError || ttlError) throw countError ?? ttlError;
          return { count: Number(count ?? 0), ttlMs: Number(ttl ?? -2) };
        });
      },
      () => keys.map((key) => this.fallback.peek(key)),
    );
  }

  async reset(key: string): Promise<void> {
    this.fallback.reset(key);
    await this.run(
      () => this.redis.del(this.key(key)),
      () => 0,
    );
  }

  private async refundInRedis(key: string): Promise<void> {
    // If Redis went away since the attempt was counted there, the window's count stays one higher.
    await this.run(
      () => this.redis.eval(REFUND, 1, this.key(key)),
      () => 0,
    );
  }

  private key(key: string) {
    return `${this.prefix}:rl:${key}`;
  }

  /** Redis when it is ready and answers in time; the in-process counter otherwise. */
  private async run<T>(inRedis: () => Promise<T>, inProcess: () => T): Promise<T> {
    // Not connected: answer at once rather than wait in ioredis's offline queue (a hold must not
    // take seconds because Redis is away).
    if (this.redis.status !== 'ready') return inProcess();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), RATE_LIMIT_REDIS_TIMEOUT_MS);
      timer.unref();
    });
    try {
      const answer = await Promise.race([inRedis(), timeout]);
      return answer === 'timeout' ? inProcess() : answer;
    } catch {
      return inProcess();
    } finally {
      clearTimeout(timer);
    }
  }
}

function seconds(ttlMs: number, windowSeconds: number) {
  return ttlMs > 0 ? Math.ceil(ttlMs / 1000) : windowSeconds;
}
