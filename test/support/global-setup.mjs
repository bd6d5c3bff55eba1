// Runs outside Jest's module system, so it uses the compiled server (`npm run build:server` first).
import { randomBytes } from 'node:crypto';
import { migrateDatabase } from '../../dist/src/shared/db/migrate.js';

/**
 * Each test run gets its own database and Redis key prefix, derived from the machine's DATABASE_URL
 * and REDIS_URL, so runs (and CI on the same machine) never collide. Migrations run once here.
 */
export default async function globalSetup() {
  const id = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dental');
  url.pathname = `/dental_test_${id}`;
  Object.assign(process.env, {
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `test_${id}`,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
    SEED_SAMPLE_DATA: 'false',
    // The whole-GB postcode table is loaded only by the tests that need it (test/integration/postcodes.spec.ts).
    POSTCODES_AUTOLOAD: 'false',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    GATE_PASSWORD: 'test-gate-password',
    ADMIN_EMAIL: 'admin@example.test',
    ADMIN_PASSWORD: 'test-admin-password-123',
    // Tests about rate limits set their own; the rest of the suite signs in many times from 127.0.0.1.
    LOGIN_RATE_LIMIT_PER_IP: '100000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    // Likewise the live-hold limits (test/integration/hold-limits.spec.ts sets its own): the suite's
    // files share one database and hold many slots from 127.0.0.1 with a handful of phone numbers.
    HOLD_LIMIT_PER_CLIENT: '1000000',
    HOLD_LIMIT_PER_PHONE: '1000000',
  });
  await migrateDatabase({ DATABASE_URL: url.toString(), DATABASE_POOL_MAX: 2 });
}
