import base from './jest.base.js';

/** Playwright journeys in Debian's Chromium against the built site (npm run test:browser). */
export default {
  ...base,
  rootDir: '.',
  roots: ['<rootDir>/test/browser'],
  testMatch: ['**/*.e2e.ts'],
  testTimeout: 120_000,
};
