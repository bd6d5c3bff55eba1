import { takeContractBreaches } from './response-contract-breaches.js';

// Jest `setupFilesAfterEnv`: a test whose requests got an answer its operation's schema refuses fails.
afterEach(() => {
  const breaches = takeContractBreaches();
  if (breaches.length) {
    throw new Error(`Answers that break the API document:\n${breaches.map((b) => `  ${b.route} → ${b.status}: ${b.errors}`).join('\n')}`);
  }
});
