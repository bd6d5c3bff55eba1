import { Redis } from 'ioredis';
import { dropDatabase } from '../../dist/src/shared/db/database-admin.repository.js';
import { workerDatabaseUrl, workerIds } from './worker-database.mjs';

/** Drops this run's database (or its workers') and deletes its Redis keys (every prefix that starts with the run's). */
export default async function globalTeardown() {
  if (process.env.KEEP_TEST_DATABASE !== 'true' && process.env.DATABASE_URL?.includes('dental_test_')) {
    const workers = Number(process.env.TEST_DATABASE_PER_WORKER ?? 1);
    const urls = workers > 1 ? workerIds(workers).map((id) => workerDatabaseUrl(process.env.DATABASE_URL, id)) : [process.env.DATABASE_URL];
    for (const url of urls) await dropDatabase(url);
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
