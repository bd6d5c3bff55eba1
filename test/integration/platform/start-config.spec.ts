import { startProcess, waitForExit } from '../../support/processes.js';

describe('npm start with a bad configuration', () => {
  it('stops before starting anything and names the variable', async () => {
    const child = startProcess('scripts/start.mjs', { PORT: 'abc' });
    const code = await waitForExit(child, 120_000);
    expect(code).toBe(78);
    expect(child.output.join('')).toMatch(/PORT: must be a number/);
  });
});
