import type { Browser, Page } from 'playwright-core';
import { violations } from './support/axe.js';
import { devInbox, payWithTestCard, searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, launchBrowser, openSampleDay, startStack } from './support/stack.js';

/**
 * Issue 23, item 10: the confirmation page says where the e-mail went, and a patient who typed the
 * address wrong corrects it there and gets the confirmation once at the right one.
 */
describe('Correcting the confirmation e-mail address in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminApi>>;

  beforeAll(async () => {
    await createAdmin('correction-admin@example.test', 'correction-admin-password');
    stack = await startStack();
    browser = await launchBrowser();
    admin = await adminApi(stack.baseUrl, 'correction-admin@example.test', 'correction-admin-password');
    await admin('POST', '/api/admin/practices/sample');
    await openSampleDay(admin, 'Harley Street Emergency Dental');
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function bookWith(page: Page, email: string) {
    await searchFromHome(page, stack.baseUrl, { name: 'Correction Patient', phone: '07700 900124', postcode: 'W1G 8YS', issue: 'Toothache' });
    await page.getByRole('heading', { name: 'Next Available Appointment' }).waitFor();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
    await payWithTestCard(page, email);
  }
  /** Whether the element has focus (the test's tsconfig has no DOM types: the page's globals through globalThis). */
  const focused = (el: unknown) => el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement;
  const confirmationsTo = async (to: string) => (await devInbox(admin)).filter((m) => m.to === to && m.subject.startsWith('Appointment booked'));

  it('on a phone, a failed e-mail opens the correction; the patient sends it again and hears where it went', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // The provider refusing the first send, as the audit simulated it: the page is told "failed"
    // until the patient corrects the address; from then on the server answers for itself.
    let corrected = false;
    await page.route('**/api/appointments/*/email', async (route) => {
      corrected = true;
      await route.continue();
    });
    await page.route(/\/api\/appointments\/[0-9a-f-]{36}$/, async (route) => {
      if (corrected || route.request().method() !== 'GET') return route.continue();
      const real = await route.fetch();
      await route.fulfill({ response: real, json: { ...(await real.json()), emailStatus: 'failed' } });
    });
    await bookWith(page, 'correction@exampel.com');
    const alert = page.getByRole('alert');
    await alert.getByText('Failed to send confirmation email. Please check your email address.').waitFor();
    await alert.getByText('We tried to send it to correction@exampel.com.').waitFor();
    const field = page.getByLabel('Correct e-mail address');
    expect(await field.inputValue()).toBe('correction@exampel.com');
    expect(await violations(page)).toEqual([]);

    await field.fill('correction@example');
    await page.getByRole('button', { name: 'Send the confirmation again' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await field.evaluate(focused)).toBe(true);
    expect(await violations(page)).toEqual([]);

    await field.fill('correction@example.com');
    await page.getByRole('button', { name: 'Send the confirmation again' }).click();
    const status = page.getByRole('status').filter({ hasText: 'confirmation' });
    await status.getByText('We have e-mailed your confirmation. It went to correction@example.com.').waitFor({ timeout: 30_000 });
    expect(await status.evaluate(focused)).toBe(true);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    expect(await confirmationsTo('correction@example.com')).toHaveLength(1);
    await context.close();
  });

  it('on a laptop, a delivered e-mail can still be corrected moments after booking, once', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    await bookWith(page, 'laptop@exampel.com');
    await page.getByText('We have e-mailed your confirmation. It went to laptop@exampel.com.').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Wrong e-mail address? Correct it' }).click();
    const field = page.getByLabel('Correct e-mail address');
    expect(await field.evaluate(focused)).toBe(true);
    expect(await violations(page)).toEqual([]);
    await field.fill('laptop@example.com');
    const send = page.getByRole('button', { name: 'Send the confirmation again' });
    await send.click();
    await page.getByText('It went to laptop@example.com.').waitFor({ timeout: 30_000 });
    expect(await confirmationsTo('laptop@example.com')).toHaveLength(1);
    expect(await confirmationsTo('laptop@exampel.com')).toHaveLength(1);
    await context.close();
  });
});
