import base from './jest.base.js';

/** Jest for api and workers, against the real PostgreSQL and Redis of the machine (test/support). */
export default {
  ...base,
  rootDir: '.',
  roots: ['<rootDir>/src', '<rootDir>/workers', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.spec.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/test/browser/'],
  // What a quiet machine needs, times the patience of test/support/processes.ts (TEST_PATIENCE, 4).
  testTimeout: 60_000 * Number(process.env.TEST_PATIENCE ?? 4),
  setupFilesAfterEnv: ['<rootDir>/test/support/response-contract.setup.ts'],
};
