// Runs outside Jest's module system, so it uses the compiled server (`npm run build:server` first).
import { randomBytes } from 'node:crypto';
import { DateTime } from 'luxon';
import { migrateDatabase } from '../../dist/src/shared/db/migrate.js';
import { workerDatabaseUrl, workerIds } from './worker-database.mjs';

/**
 * Each test run gets its own database and Redis key prefix, derived from the machine's DATABASE_URL
 * and REDIS_URL, so runs (and CI on the same machine) never collide. Migrations run once here.
 */
export default async function globalSetup(globalConfig) {
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
    // The whole-GB postcode table is loaded only by the tests that need it (test/integration/search/postcodes.spec.ts).
    POSTCODES_AUTOLOAD: 'false',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    GATE_PASSWORD: 'test-gate-password',
    ADMIN_EMAIL: 'admin@example.test',
    ADMIN_PASSWORD: 'test-admin-password-123',
    // Tests about rate limits set their own; the rest of the suite signs in many times from 127.0.0.1.
    LOGIN_RATE_LIMIT_PER_IP: '100000',
    SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
    WRITE_RATE_LIMIT_PER_MINUTE: '1000000',
    // Likewise the live-hold limits (test/integration/booking/hold-limits.spec.ts sets its own): the suite's
    // files share one database and hold many slots from 127.0.0.1 with a handful of phone numbers.
    HOLD_LIMIT_PER_CLIENT: '1000000',
    HOLD_LIMIT_PER_PHONE: '1000000',
    HOLD_LIMIT_PER_PHONE_ALL_CLIENTS: '1000000',
    // Likewise waitlist joins per sender network (test/integration/waitlist/waitlist.spec.ts sets its own).
    WAITLIST_MAILS_PER_NETWORK_PER_HOUR: '1000000',
  });
  const clock = testClockOffset(process.env.TEST_NOW);
  if (clock) {
    process.env.TEST_CLOCK_OFFSET_MS = String(clock.offsetMs);
    console.log(`\n  Clock moved: this run starts at ${clock.startsAt} London time (TEST_NOW).`);
  }
  // Several Jest workers: a database each (test/support/worker-database.mjs), migrated side by side.
  const workers = globalConfig?.maxWorkers ?? 1;
  process.env.TEST_RUN_REDIS_PREFIX = process.env.REDIS_PREFIX;
  if (workers > 1) Object.assign(process.env, { TEST_DATABASE_PER_WORKER: String(workers), TEST_RUN_DATABASE_URL: url.toString() });
  const urls = workers > 1 ? workerIds(workers).map((id) => workerDatabaseUrl(url.toString(), id)) : [url.toString()];
  await Promise.all(urls.map((DATABASE_URL) => migrateDatabase({ DATABASE_URL, DATABASE_POOL_MAX: 2 })));
}

/**
 * TEST_NOW (a London wall-clock time like 2027-03-27T19:59, or an instant with an offset) moves the
 * run's Clock there: one offset, computed once here and inherited by every test file, api and worker
 * process, so they all agree on "now" while time still flows (scripts/test-days.mjs).
 */
function testClockOffset(value) {
  if (!value) return undefined;
  const at = DateTime.fromISO(value, { zone: 'Europe/London', setZone: false });
  if (!at.isValid) throw new Error(`TEST_NOW: not an ISO 8601 date-time (${at.invalidExplanation})`);
  return { offsetMs: at.toMillis() - Date.now(), startsAt: at.setZone('Europe/London').toFormat("ccc d LLL yyyy HH:mm") };
}
