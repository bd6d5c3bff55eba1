import type { Browser, Page } from 'playwright-core';
import { currentCode } from '../../src/modules/identity/rules/second-factor.rules.js';
import { violations } from './support/axe.js';
import { createAdmin, enterSite, launchBrowser, startStack } from './support/stack.js';

const ADMIN = { email: 'two-step-admin@example.test', password: 'two-step-admin-password' };

/** The run's clock (test:days moves it), as the api's TOTP check reads it; `steps` periods ahead. */
const code = (secret: string, steps = 0) => currentCode(secret, Date.now() + Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0) + steps * 30_000);

async function passwordStep(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await enterSite(page);
  await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Issue #30: an admin where ADMIN_2FA is required enrols at the first sign-in (the QR code, the key
 * as text, a first code from the same library an authenticator app uses), sees the recovery codes
 * once, and afterwards signs in with the password and a code, or a recovery code.
 */
describe('Two-step verification in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let secret = '';
  let recoveryCodes: string[] = [];

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack({ ADMIN_2FA: 'required' });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('enrols at the first sign-in: QR code and key, a first code, then the recovery codes once', async () => {
    const page = await (await browser.newContext()).newPage();
    await passwordStep(page, stack.baseUrl);
    const heading = page.getByRole('heading', { level: 2, name: 'Set up two-step verification' });
    await heading.waitFor();
    expect(await heading.evaluate((el) => el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement)).toBe(true);
    const qr = page.getByRole('img', { name: 'QR code that adds Emergency Dental to your authenticator app' });
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(await qr.evaluate((img) => (img as unknown as { complete: boolean; naturalWidth: number }).naturalWidth > 0)).toBe(true);
    secret = ((await page.locator('code.secret-key').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const field = page.getByLabel('Code from your authenticator app');
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await violations(page)).toEqual([]);

    await field.fill(code(secret));
    await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await page.getByRole('heading', { level: 2, name: 'Save your recovery codes' }).waitFor();
    recoveryCodes = (await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(recoveryCodes).toHaveLength(10);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await page.getByText('Logged in as').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });

  it('signs in afterwards with the password and a code from the app', async () => {
    const page = await (await browser.newContext()).newPage();
    await passwordStep(page, stack.baseUrl);
    await page.getByRole('heading', { level: 2, name: 'Two-step verification' }).waitFor();
    expect(await violations(page)).toEqual([]);
    // A later time step than the one enrolment used: each step is accepted once.
    await page.getByLabel('Code from your authenticator app').fill(code(secret, 1));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Logged in as').waitFor();
    expect((await page.request.get(`${stack.baseUrl}/api/admin/users`)).status()).toBe(200);
  });

  it('signs in with a recovery code when the phone is not at hand, once', async () => {
    const page = await (await browser.newContext()).newPage();
    await passwordStep(page, stack.baseUrl);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Logged in as').waitFor();

    const again = await (await browser.newContext()).newPage();
    await passwordStep(again, stack.baseUrl);
    await again.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await again.getByLabel('Recovery code').fill(recoveryCodes[0]);
    await again.getByRole('button', { name: 'Continue' }).click();
    await again.getByRole('alert').getByText(/That code is not right/).waitFor();
  });
});
