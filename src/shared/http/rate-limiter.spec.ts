import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { TcpProxy } from '../../../test/support/tcp-proxy.js';
import { eventually } from '../../../test/support/processes.js';
import { RATE_LIMIT_REDIS_TIMEOUT_MS, RateLimiter } from './rate-limiter.js';

/** Against the machine's real Redis (the run's key prefix), and through a proxy for its outages. */
describe(RateLimiter.name, () => {
  const prefix = `${process.env.REDIS_PREFIX}_limiter`;
  const url = new URL(process.env.REDIS_URL!);
  const redisPort = Number(url.port || 6379);
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis({ host: url.hostname, port: redisPort, maxRetriesPerRequest: 1 });
    await eventually(async () => redis.status === 'ready', 5_000);
  });
  afterAll(async () => {
    await redis.quit();
  });

  const fresh = () => `test:${randomUUID()}`;
  const stored = (key: string) => redis.get(`${prefix}:rl:${key}`);

  describe('with Redis', () => {
    it('takes exactly the limit out of 40 parallel attempts and does not count the refused ones', async () => {
      const sut = new RateLimiter(redis, prefix);
      const key = fresh();
      const answers = await Promise.all(Array.from({ length: 40 }, () => sut.take(key, 5, 60)));
      expect(answers.filter((a) => !a.limited)).toHaveLength(5);
      expect(await stored(key)).toBe('5');
      const refused = answers.find((a) => a.limited)!;
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    });

    it('gives an attempt back once, never below zero, and a refused attempt gives nothing back', async () => {
      const sut = new RateLimiter(redis, prefix);
      const key = fresh();
      const first = await sut.take(key, 1, 60);
      const refused = await sut.take(key, 1, 60);
      await refused.refund();
      expect(await stored(key)).toBe('1');
      await first.refund();
      await first.refund();
      expect(await stored(key)).toBe('0');
      expect((await sut.take(key, 1, 60)).limited).toBe(false);
    });

    it('reads counts and windows without counting, an absent key as nothing', async () => {
      const sut = new RateLimiter(redis, prefix);
      const [counted, absent] = [fresh(), fresh()];
      await sut.take(counted, 5, 60);
      await sut.take(counted, 5, 60);
      const [a, b] = await sut.peek([counted, absent]);
      expect(a.count).toBe(2);
      expect(a.ttlMs).toBeGreaterThan(55_000);
      expect(b).toEqual({ count: 0, ttlMs: -2 });
      expect(await stored(counted)).toBe('2');
      expect(await redis.exists(`${prefix}:rl:${absent}`)).toBe(0);
    });

    it('does not create a key when giving back an attempt whose window has gone', async () => {
      const sut = new RateLimiter(redis, prefix);
      const key = fresh();
      const attempt = await sut.take(key, 5, 60);
      await sut.reset(key);
      await attempt.refund();
      expect(await redis.exists(`${prefix}:rl:${key}`)).toBe(0);
    });

    it('sets the window on the first count, in the same step, and limits hits over the limit', async () => {
      const sut = new RateLimiter(redis, prefix);
      const key = fresh();
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await sut.hit(key, 2, 60));
      expect(answers.map((a) => a.limited)).toEqual([false, false, true]);
      const ttl = await redis.pttl(`${prefix}:rl:${key}`);
      expect(ttl).toBeGreaterThan(55_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    });
  });

  describe('while Redis is away', () => {
    it('keeps limiting in memory while the client is not connected, answering at once', async () => {
      const offline = new Redis({ host: url.hostname, port: redisPort, lazyConnect: true });
      expect(offline.status).toBe('wait');
      const sut = new RateLimiter(offline, prefix);
      const started = Date.now();
      const takes = await Promise.all(Array.from({ length: 40 }, () => sut.take('acct', 5, 900)));
      const hits = [];
      for (let i = 0; i < 3; i++) hits.push((await sut.hit('ip', 2, 900)).limited);
      expect(Date.now() - started).toBeLessThan(500);
      expect(takes.filter((a) => !a.limited)).toHaveLength(5);
      expect(hits).toEqual([false, false, true]);
      await takes.find((a) => !a.limited)!.refund();
      expect((await sut.take('acct', 5, 900)).limited).toBe(false);
      expect((await sut.take('acct', 5, 900)).limited).toBe(true);
      offline.disconnect();
    });

    it('keeps limiting in memory after the connection drops', async () => {
      const proxy = new TcpProxy(url.hostname, redisPort);
      const client = new Redis({ host: '127.0.0.1', port: await proxy.start(), maxRetriesPerRequest: 1 });
      try {
        const sut = new RateLimiter(client, prefix);
        await eventually(async () => client.status === 'ready', 5_000);
        await proxy.cut();
        await eventually(async () => client.status !== 'ready', 5_000);
        const answers = await Promise.all(Array.from({ length: 10 }, () => sut.take('acct', 3, 900)));
        expect(answers.filter((a) => !a.limited)).toHaveLength(3);
      } finally {
        client.disconnect();
        await proxy.cut();
      }
    });

    it('falls back to memory when Redis stops answering, after at most the timeout', async () => {
      const proxy = new TcpProxy(url.hostname, redisPort);
      const client = new Redis({ host: '127.0.0.1', port: await proxy.start(), maxRetriesPerRequest: 1 });
      try {
        const sut = new RateLimiter(client, prefix);
        await eventually(async () => client.status === 'ready', 5_000);
        proxy.silence();
        const started = Date.now();
        const answers = await Promise.all(Array.from({ length: 10 }, () => sut.take('acct', 3, 900)));
        expect(Date.now() - started).toBeLessThan(RATE_LIMIT_REDIS_TIMEOUT_MS + 500);
        expect(client.status).toBe('ready'); // a silent partition: the client has not noticed
        expect(answers.filter((a) => !a.limited)).toHaveLength(3);
      } finally {
        proxy.speak();
        client.disconnect();
        await proxy.cut();
      }
    });

    it('falls back to memory when a command fails', async () => {
      const sut = new RateLimiter(redis, prefix);
      const key = fresh();
      // A key of the wrong type makes every script on it fail (WRONGTYPE).
      await redis.hset(`${prefix}:rl:${key}`, 'x', '1');
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push((await sut.hit(key, 2, 60)).limited);
      expect(answers).toEqual([false, false, true]);
      await redis.del(`${prefix}:rl:${key}`);
    });
  });
});
