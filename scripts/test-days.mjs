#!/usr/bin/env node
/**
 * The date matrix (issue 34): runs the suites whose answers depend on "today" with the whole run's
 * Clock moved to fixed days that have broken such suites elsewhere: the eve of each clock change, the
 * year's end, 28 and 29 February, four days before a Scottish and an English bank holiday, and either
 * side of 8 pm in London. Each day is one Jest run with TEST_NOW (test/support/global-setup.mjs turns
 * it into TEST_CLOCK_OFFSET_MS for every test file, api and worker process); time flows from there.
 *
 *   npm run test:days                       every day, two at a time
 *   npm run test:days -- 2028-02-29T12:00   one day (London wall-clock time)
 *   TEST_DAYS_PARALLEL=1 npm run test:days  one day at a time
 *
 * Expects `npm run build:server` first (the npm script does it).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** London wall-clock times; each names why it is here. */
export const TEST_DAYS = [
  { at: '2027-03-27T12:00', why: 'eve of the spring clock change (28 March 2027: a 23-hour day)' },
  { at: '2027-10-30T12:00', why: 'eve of the autumn clock change (31 October 2027: a 25-hour day)' },
  { at: '2026-12-31T12:00', why: "the year's last day" },
  { at: '2028-02-28T12:00', why: '28 February of a leap year' },
  { at: '2028-02-29T12:00', why: '29 February' },
  { at: '2027-11-26T12:00', why: "St Andrew's Day (Scotland only, 30 November 2027) minus 4 days" },
  { at: '2027-08-26T12:00', why: 'Summer bank holiday in England and Wales (30 August 2027, not Scotland) minus 4 days' },
  { at: '2026-12-02T19:59', why: "7:59 pm in London: a minute before the service's hours end" },
  { at: '2026-12-02T20:01', why: "8:01 pm in London: just after the service's hours end" },
];

/** The suites whose answers depend on the day: calendar rules, availability, search, booking, reminders, waitlist, retention. */
export const DATE_SENSITIVE_SUITES = [
  'src/shared/clock/clock.spec.ts',
  'src/modules/availability/rules/availability.rules.spec.ts',
  'src/modules/availability/rules/closures.rules.spec.ts',
  'src/modules/booking/rules/booking.rules.spec.ts',
  'src/modules/search/rules/search.rules.spec.ts',
  'src/modules/sms/rules/sms.rules.spec.ts',
  'src/modules/waitlist/rules/waitlist.rules.spec.ts',
  'src/modules/privacy/privacy.rules.spec.ts',
  'test/integration/supply/closures.spec.ts',
  'test/integration/booking/blocking-run-out-holds.spec.ts',
  'test/integration/supply/availability.spec.ts',
  'test/integration/search/search.spec.ts',
  'test/integration/search/search-safety-net.spec.ts',
  'test/integration/booking/booking.spec.ts',
  'test/integration/booking/hold-release.spec.ts',
  'test/integration/booking/self-service.spec.ts',
  'test/integration/messages/sms.spec.ts',
  'test/integration/waitlist/waitlist.spec.ts',
  'test/integration/privacy/privacy.spec.ts',
];

function runDay(day) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      path.join(root, 'node_modules/.bin/node'),
      ['--max-old-space-size=6144', '--experimental-vm-modules', path.join(root, 'node_modules/jest/bin/jest.js'), '--runInBand', '--ci', ...DATE_SENSITIVE_SUITES],
      { cwd: root, env: { ...process.env, TEST_NOW: day.at }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ day, ok: code === 0, output, seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const days = chosen.length ? chosen.map((at) => ({ at, why: 'chosen on the command line' })) : TEST_DAYS;
const parallel = Math.max(1, Number(process.env.TEST_DAYS_PARALLEL ?? 2));

const results = [];
const queue = [...days];
await Promise.all(
  Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    for (let day = queue.shift(); day; day = queue.shift()) {
      const result = await runDay(day);
      results.push(result);
      const summary = result.output.match(/^Tests:.*$/m)?.[0] ?? '';
      console.log(`${result.ok ? 'PASS' : 'FAIL'} ${day.at} London (${day.why}) in ${result.seconds} s  ${summary}`);
      if (!result.ok) console.log(result.output);
    }
  }),
);
const failed = results.filter((r) => !r.ok);
console.log(failed.length ? `\n${failed.length} of ${results.length} days failed: ${failed.map((r) => r.day.at).join(', ')}` : `\nAll ${results.length} days passed.`);
process.exit(failed.length ? 1 : 0);
