import { ConfigError, loadConfig } from './config.js';

describe(loadConfig.name, () => {
  it('applies the local defaults of the design', () => {
    const sut = loadConfig({});
    expect(sut.PORT).toBe(3000);
    expect(sut.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/dental');
    expect(sut.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(sut.WORKER_ROLES).toEqual(['relay', 'processors']);
  });

  it('names the variable of a wrong value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('lists every wrong variable at once', () => {
    try {
      loadConfig({ PORT: '-1', DATABASE_URL: 'mysql://x', WORKER_ROLES: 'relay,cook' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/WORKER_ROLES/);
    }
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });
});
