import type { Browser } from 'playwright-core';
import { enterSite, launchBrowser, startStack } from './support/stack.js';


describe('Home journey', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;

  beforeAll(async () => {
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('opens the home page and shows the hero with the availability checker', async () => {
    const page = await browser.newPage();
    await page.goto(stack.baseUrl);
    await enterSite(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByRole('banner').getByRole('link', { name: /book now/i }).count()).resolves.toBeGreaterThan(0);
    const form = page.getByRole('form').first();
    await expect(form.getByLabel(/postcode/i).count()).resolves.toBe(1);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Booking Terms' }).count()).resolves.toBe(1);
  });

  it('serves client-side routes from the same shell', async () => {
    const page = await browser.newPage();
    const res = await page.goto(`${stack.baseUrl}/booking-terms`);
    expect(res?.status()).toBe(200);
    await enterSite(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });
});
