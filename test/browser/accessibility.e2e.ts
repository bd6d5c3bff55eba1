import type { Browser } from 'playwright-core';
import { violations } from './support/axe.js';
import { noEmergencySigns } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, startStack } from './support/stack.js';



describe('Accessibility (axe-core, WCAG 2.2 AA)', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;

  beforeAll(async () => {
    await createAdmin('axe-admin@example.test', 'axe-admin-password');
    stack = await startStack();
    browser = await launchBrowser();
    const admin = await adminApi(stack.baseUrl, 'axe-admin@example.test', 'axe-admin-password');
    await admin('POST', '/api/admin/practices/sample');
    const practices = (await admin('GET', '/api/admin/practices')) as Array<{ id: string; name: string; operatives: Array<{ id: string }> }>;
    const p = practices.find((x) => x.name === 'Deansgate Dental Studio')!;
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + 86_400_000));
    await admin('PUT', '/api/admin/availability', { practiceId: p.id, operativeId: p.operatives[0].id, date: tomorrow, startHour: 9, endHour: 12, slotMinutes: 30 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('has no violations on the password gate, with and without an error', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(stack.baseUrl);
    await page.getByRole('heading', { name: 'Site Under Development' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Enter Site' }).click();
    await page.getByText('Incorrect password. Please try again.').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it.each(['/', '/booking-terms', '/privacy-policy', '/register', '/login', '/no-such-page'])('has no violations on %s', async (path) => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${stack.baseUrl}${path}`);
    await enterSite(page);
    expect(await violations(page)).toEqual([]);
  });

  it('has no violations with form errors shown, on the availability page and with the payment step open', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(stack.baseUrl);
    await enterSite(page);
    const form = page.getByRole('form', { name: 'Instant Availability Checker' });
    await form.getByRole('button', { name: 'Check availability' }).click();
    await page.getByText('Please enter your postcode to find the nearest practice.').first().waitFor();
    expect(await violations(page)).toEqual([]);
    await noEmergencySigns(form);
    await form.getByLabel('Your name').fill('Axe Patient');
    await form.getByLabel('Phone number').fill('07700 900456');
    await form.getByLabel('Postcode').fill('M3 3WB');
    await form.getByRole('button', { name: 'Check availability' }).click();
    await page.getByRole('heading', { name: 'Next Available Appointment' }).waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Email is required to confirm your appointment' }).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
