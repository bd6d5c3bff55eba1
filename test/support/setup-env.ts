// @bull-board/nestjs is CommonJS and requires the ESM Nest packages; loading it first avoids
// Jest's "cannot require() ES Module in a cycle" (STACK-NOTES item 6).
import '@bull-board/nestjs';
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { workerDatabaseUrl, workerRedisPrefix } from './worker-database.mjs';

// A run with several Jest workers gives each worker its database (global-setup.mjs), and every test
// file gets Redis keys of its own: queues a file left with jobs in them (a process it killed, a text
// still retrying) are never worked by the next file's workers. This file's process.env is the test
// file's own, so the api, workers and processes it starts follow; derived from the run's names each
// time, so it holds whether or not Jest shares env between files.
const { TEST_DATABASE_PER_WORKER, TEST_RUN_DATABASE_URL, TEST_RUN_REDIS_PREFIX } = process.env;
if (TEST_RUN_REDIS_PREFIX) {
  const worker = process.env.JEST_WORKER_ID ?? '1';
  if (TEST_DATABASE_PER_WORKER && TEST_RUN_DATABASE_URL) process.env.DATABASE_URL = workerDatabaseUrl(TEST_RUN_DATABASE_URL, worker);
  process.env.REDIS_PREFIX = `${workerRedisPrefix(TEST_RUN_REDIS_PREFIX, worker)}_${randomBytes(3).toString('hex')}`;
}
