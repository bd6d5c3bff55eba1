import type { Browser, Page } from 'playwright-core';
import { agreeToBookingTerms, searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, openSampleDay, startStack } from './support/stack.js';

const ADMIN = { email: 'patients-admin@example.test', password: 'patients-admin-password' };


const search = (page: Page, baseUrl: string, postcode: string) => searchFromHome(page, baseUrl, { name: 'Journey Patient', phone: '07700 900321', postcode });

describe('Patient journeys in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack();
    browser = await launchBrowser();
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    await openSampleDay(admin, 'Harley Street Emergency Dental', { endHour: 17 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('remembers the cookie choice: Accept and Decline both persist across reloads', async () => {
    for (const choice of ['Accept', 'Decline'] as const) {
      const page = await (await browser.newContext()).newPage();
      await page.goto(stack.baseUrl);
      await enterSite(page);
      await page.getByRole('heading', { name: 'Cookie Notice' }).waitFor();
      await page.getByRole('button', { name: choice }).click();
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByRole('heading', { name: 'Cookie Notice' }).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(choice === 'Accept' ? 'accepted' : 'declined');
    }
  });

  it('two browsers race for one slot: one books, the other sees the spec text', async () => {
    const pages = await Promise.all([0, 1].map(async () => (await browser.newContext()).newPage()));
    for (const page of pages) {
      await search(page, stack.baseUrl, 'W1G 8YS');
      await page.getByRole('heading', { name: 'Harley Street Emergency Dental' }).waitFor();
      await page.getByRole('radio').first().check();
    }
    await Promise.all(pages.map((p) => p.getByRole('button', { name: 'Book Appointment' }).click()));
    const outcomes = await Promise.all(
      pages.map((p) =>
        Promise.race([
          p.getByRole('heading', { name: 'Payment Processing' }).waitFor().then(() => 'held'),
          p.getByText('Sorry, this appointment slot has just been booked by someone else. Please select another time.').waitFor().then(() => 'lost'),
        ]),
      ),
    );
    expect(outcomes.sort()).toEqual(['held', 'lost']);
  });

  it('suggests the next date with slots when the chosen date has none', async () => {
    const page = await (await browser.newContext()).newPage();
    await search(page, stack.baseUrl, 'W1G 8YS');
    await page.getByRole('heading', { name: 'Harley Street Emergency Dental' }).waitFor();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    await page.getByLabel('Date').selectOption(today);
    await page.getByRole('heading', { name: 'No Available Appointments', exact: true }).waitFor();
    await page.getByText('No appointments available today. Please select a future date.').waitFor();
    await page.getByRole('button', { name: /^Try / }).click();
    await page.getByRole('radio').first().waitFor();
  });

  it('finds nothing within 20 km of Slough, then widens to 40 km and finds the London practice', async () => {
    const page = await (await browser.newContext()).newPage();
    await search(page, stack.baseUrl, 'SL1 1AA');
    await page.getByRole('heading', { name: 'No Available Appointments Found' }).waitFor();
    await page.getByText('No practices found within 20km of your location.').waitFor();
    await page.getByRole('button', { name: 'Search within 40km' }).click();
    await page.getByRole('heading', { name: 'Next Available Appointment' }).waitFor();
    await page.getByRole('heading', { name: 'Harley Street Emergency Dental' }).waitFor();
  });

  it('lists a booking under My Appointments after signing in with the e-mail it was made with', async () => {
    const page = await (await browser.newContext()).newPage();
    await search(page, stack.baseUrl, 'W1G 8YS');
    await page.getByRole('radio').last().check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByLabel('Email address for your confirmation').fill(ADMIN.email);
    await agreeToBookingTerms(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByLabel('Card number').fill('4242424242424242');
    await page.getByRole('button', { name: 'Pay £39' }).click();
    await page.getByRole('heading', { name: 'Appointment Booked Successfully!' }).waitFor();
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Logged in as').waitFor();
    await page.getByRole('link', { name: 'My Appointments' }).click();
    await page.getByRole('heading', { name: 'Upcoming Appointments' }).waitFor();
    await page.getByRole('cell', { name: 'Harley Street Emergency Dental' }).waitFor();
  });
});
