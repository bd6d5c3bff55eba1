import type { Browser, Page } from 'playwright-core';
import { violations } from './support/axe.js';
import { agreeToBookingTerms, devInbox, searchFromHome as searchHarley } from './support/journeys.js';
import { adminApi, createAdmin, launchBrowser, openSampleDay, startStack, tomorrowInLondon } from './support/stack.js';



describe('Booking journey in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminApi>>;

  beforeAll(async () => {
    await createAdmin('journey-admin@example.test', 'journey-admin-password');
    stack = await startStack();
    browser = await launchBrowser();
    admin = await adminApi(stack.baseUrl, 'journey-admin@example.test', 'journey-admin-password');
    await admin('POST', '/api/admin/practices/sample');
    await openSampleDay(admin, 'Harley Street Emergency Dental');
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function searchFromHome(page: Page) {
    await searchHarley(page, stack.baseUrl, { name: 'Journey Patient', phone: '07700 900123', postcode: 'W1G 8YS', issue: 'Broken molar' });
    await page.getByRole('heading', { name: 'Next Available Appointment' }).waitFor();
    await page.getByRole('heading', { name: 'Harley Street Emergency Dental' }).waitFor();
  }

  it('books a slot: search, pick a time, e-mail, card 4242…, confirmation, and the e-mail arrives', async () => {
    const page = await (await browser.newContext()).newPage();
    await searchFromHome(page);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('alert').getByRole('link', { name: 'Email is required to confirm your appointment' }).waitFor();
    await page.getByLabel('Email address for your confirmation').fill('journey@example.com');
    await agreeToBookingTerms(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay £39' }).click();
    await page.getByRole('heading', { name: 'Appointment Booked Successfully!' }).waitFor();
    await page.getByText('We have e-mailed your confirmation.').waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/appointment-confirmation');
    expect(await violations(page)).toEqual([]);
    const inbox = await devInbox(admin);
    expect(inbox.filter((m) => m.to === 'journey@example.com')).toHaveLength(1);
  });

  it('shows the card message for a declined card', async () => {
    const page = await browser.newPage();
    await searchFromHome(page);
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByLabel('Email address for your confirmation').fill('declined@example.com');
    await agreeToBookingTerms(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay £39' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
  });

  it('says "Failed to check availability for today." when today\'s slots cannot be loaded', async () => {
    const page = await browser.newPage();
    await searchFromHome(page);
    await page.route('**/api/practices/*/slots*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }));
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    await page.getByLabel('Date').selectOption(today);
    await page.getByText('Failed to check availability for today. Please try again.').waitFor();
    await page.getByLabel('Date').selectOption(tomorrowInLondon());
    await page.getByText('Failed to check availability for the selected date. Please try again.').waitFor();
  });
});

