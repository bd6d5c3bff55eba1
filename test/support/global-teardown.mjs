import { Redis } from 'ioredis';
import { dropDatabase } from '../../dist/src/shared/db/database-admin.repository.js';

/** Drops this run's database and deletes its Redis keys (every prefix that starts with the run's). */
export default async function globalTeardown() {
  if (process.env.KEEP_TEST_DATABASE !== 'true' && process.env.DATABASE_URL?.includes('dental_test_')) {
    await dropDatabase(process.env.DATABASE_URL);
  }
  const prefix = process.env.REDIS_PREFIX;
  if (prefix?.startsWith('test_')) {
    const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        if (keys.length) await redis.unlink(...keys);
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }
}
