import { ConfigError, loadConfig, productionWarnings } from './config.js';
import { startOffsetMs } from '../shared/clock/clock.js';

describe(loadConfig.name, () => {
  it('applies the local defaults of the design', () => {
    const sut = loadConfig({});
    expect(sut.PORT).toBe(3000);
    expect(sut.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/dental');
    expect(sut.REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(sut.WORKER_ROLES).toEqual(['relay', 'processors']);
  });

  it('offers the Welsh pages everywhere but production until WELSH_PAGES says so, and warns when production offers them', () => {
    expect(loadConfig({}).WELSH_PAGES).toBe('on');
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PAYMENTS: 'simulated', MAIL: 'dev-inbox', SMS: 'dev-outbox' };
    expect(loadConfig(production).WELSH_PAGES).toBe('off');
    expect(productionWarnings(loadConfig(production)).join(' ')).not.toMatch(/WELSH_PAGES/);
    expect(productionWarnings(loadConfig({ ...production, WELSH_PAGES: 'on' })).join(' ')).toMatch(/WELSH_PAGES=on in production/);
    expect(() => loadConfig({ WELSH_PAGES: 'yes' })).toThrow(/WELSH_PAGES/);
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

  it('refuses a moved test clock in production, and the Clock ignores one there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PAYMENTS: 'simulated', MAIL: 'dev-inbox', SMS: 'dev-outbox', TEST_CLOCK_OFFSET_MS: '86400000' })).toThrow(
      /TEST_CLOCK_OFFSET_MS: for tests only/,
    );
    expect(loadConfig({ TEST_CLOCK_OFFSET_MS: '-3600000' }).TEST_CLOCK_OFFSET_MS).toBe(-3_600_000);
    expect(startOffsetMs({ NODE_ENV: 'production', TEST_CLOCK_OFFSET_MS: '86400000' })).toBe(0);
    expect(startOffsetMs({ NODE_ENV: 'test', TEST_CLOCK_OFFSET_MS: '86400000' })).toBe(86_400_000);
  });

  it('reads TRUST_PROXY as a hop count, a switch or a list, and trusts only this host by default', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).TRUST_PROXY).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1; rm' })).toThrow(/TRUST_PROXY/);
  });

  it('requires the robot check\'s secret and public site key once a provider is chosen', () => {
    expect(() => loadConfig({ ROBOT_CHECK_PROVIDER: 'turnstile', ROBOT_CHECK_SECRET: 's' })).toThrow(/ROBOT_CHECK_SITE_KEY: required/);
    expect(() => loadConfig({ ROBOT_CHECK_PROVIDER: 'recaptcha', ROBOT_CHECK_SITE_KEY: 'k' })).toThrow(/ROBOT_CHECK_SECRET: required/);
    expect(() => loadConfig({ ROBOT_CHECK_SITE_KEY: 'a key with spaces' })).toThrow(/ROBOT_CHECK_SITE_KEY/);
    expect(loadConfig({ ROBOT_CHECK_PROVIDER: 'turnstile', ROBOT_CHECK_SECRET: 's', ROBOT_CHECK_SITE_KEY: '0x4AAAAAAA-site_key' }).ROBOT_CHECK_SITE_KEY).toBe('0x4AAAAAAA-site_key');
    expect(loadConfig({}).ROBOT_CHECK_SITE_KEY).toBeUndefined();
  });
});
