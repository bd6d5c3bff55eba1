import type { Browser, Page } from 'playwright-core';
import { SiteverifyFake } from '../fakes/siteverify.fake.js';
import { violations } from './support/axe.js';
import { searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, launchBrowser, openSampleDay, startStack } from './support/stack.js';

const ADMIN = { email: 'robot-admin@example.test', password: 'robot-admin-password' };
const SITE_KEY = '1x00000000000000000000AA';
const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js*';

/**
 * A local stand-in for Cloudflare's Turnstile script (the test's network is closed): the same
 * render / execute / reset / remove calls, answering each execute with `window.__robotToken`
 * ("human" unless a test says otherwise), and recording what the portal asked of it.
 */
const FAKE_TURNSTILE = `
(() => {
  const widgets = new Map();
  let n = 0;
  window.__turnstile = { renders: [], executes: 0, resets: 0 };
  window.turnstile = {
    render(container, options) {
      const id = 'w' + (++n);
      widgets.set(container, options);
      window.__turnstile.renders.push({ sitekey: options.sitekey, action: options.action, execution: options.execution });
      return id;
    },
    execute(container) {
      window.__turnstile.executes += 1;
      const options = widgets.get(container);
      setTimeout(() => options.callback(window.__robotToken || 'human'), 20);
    },
    reset() { window.__turnstile.resets += 1; },
    remove() {},
  };
})();`;

/** The robot check switched on (Turnstile) on the real stack, with the provider's script and siteverify faked. */
describe('Robot check (Turnstile) in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  const siteverify = new SiteverifyFake();

  beforeAll(async () => {
    await siteverify.start();
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack({
      ROBOT_CHECK_PROVIDER: 'turnstile',
      ROBOT_CHECK_SECRET: 'robot-secret',
      ROBOT_CHECK_SITE_KEY: SITE_KEY,
      ROBOT_CHECK_VERIFY_URL: siteverify.url,
    });
    browser = await launchBrowser();
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    await openSampleDay(admin, 'Harley Street Emergency Dental');
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await siteverify.stop();
  });

  async function newPage(script: 'fake' | 'blocked' = 'fake', token?: string): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.route(TURNSTILE_SCRIPT, (route) => (script === 'fake' ? route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_TURNSTILE }) : route.abort('blockedbyclient')));
    if (token) await page.addInitScript((t) => Object.assign(globalThis, { __robotToken: t }), token);
    return page;
  }
  const lead = { name: 'Robin Human', phone: '07700 900999', postcode: 'W1G 8YS' };

  it('loads the widget from the allowed origin, and sends a verified token with the search and another with the hold', async () => {
    const page = await newPage();
    const home = await page.goto(stack.baseUrl);
    expect(home?.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    const searched = page.waitForRequest((r) => r.url().endsWith('/api/search') && r.method() === 'POST');
    const verifiedBefore = siteverify.requests.length;
    await searchFromHome(page, stack.baseUrl, lead);
    expect((await searched).postDataJSON()).toMatchObject({ postcode: 'W1G 8YS', robotToken: 'human' });
    await page.getByRole('heading', { level: 2, name: 'Harley Street Emergency Dental' }).waitFor();
    expect(siteverify.requests.slice(verifiedBefore)).toEqual([expect.objectContaining({ secret: 'robot-secret', response: 'human' })]);
    const renders = await page.evaluate(() => (globalThis as unknown as { __turnstile: { renders: unknown[] } }).__turnstile.renders);
    expect(renders).toContainEqual({ sitekey: SITE_KEY, action: 'submit', execution: 'execute' });
    expect(await violations(page)).toEqual([]);

    await page.getByRole('radio').first().check();
    const held = page.waitForRequest((r) => r.url().endsWith('/api/holds') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    expect((await held).postDataJSON()).toMatchObject({ robotToken: 'human' });
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
    expect(siteverify.requests.slice(verifiedBefore)).toHaveLength(2);
  });

  it('says "Failed to verify you are not a robot. Please try again." when siteverify refuses the token', async () => {
    const page = await newPage('fake', 'bot');
    await searchFromHome(page, stack.baseUrl, lead);
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByText('Failed to verify you are not a robot. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await violations(page)).toEqual([]);
  });

  it('says "Please verify that you are not a robot." and sends no search when the provider cannot be reached', async () => {
    const page = await newPage('blocked');
    let searches = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/search')) searches += 1;
    });
    await searchFromHome(page, stack.baseUrl, lead);
    await page.getByRole('alert').filter({ hasText: 'There is a problem' }).getByText('Please verify that you are not a robot.').waitFor();
    expect(searches).toBe(0);
  });
});
