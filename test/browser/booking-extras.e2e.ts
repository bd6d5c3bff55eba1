import type { Browser, Page } from 'playwright-core';
import { violations } from './support/axe.js';
import { agreeToBookingTerms, noEmergencySigns } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, openSampleDay, startStack, tomorrowInLondon } from './support/stack.js';

const ADMIN = { email: 'extras-admin@example.test', password: 'extras-admin-password' };
const PRACTICE = 'Bold Street Dental';
const TILE_URL = 'https://tiles.example.test/{z}/{x}/{y}.png';
// A 1×1 PNG: what a tile server answers, served by the test instead of the network.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const londonDate = (daysAhead: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + daysAhead * 86_400_000));
const failSlots = (page: Page) =>
  page.route('**/api/practices/*/slots*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }));

/**
 * The patient pages' less travelled paths on the real stack: the confirmation page as a real booking
 * leaves it (navigation state and all) under axe, the spec's texts when a date's slots cannot be
 * loaded, the map's texts and its drawn fallback when the configured tiles cannot load.
 */
describe('Booking extras in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack({ MAP_TILE_URL: TILE_URL });
    browser = await launchBrowser();
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    // Slots tomorrow only: the search lands on tomorrow, today and the day after have none.
    await openSampleDay(admin, PRACTICE);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A fresh visitor whose tile requests are answered by the test ('ok') or fail ('fail'), never the network. */
  async function newPage(tiles: 'ok' | 'fail' = 'ok') {
    const page = await (await browser.newContext()).newPage();
    await page.route('https://tiles.example.test/**', (route) => (tiles === 'ok' ? route.fulfill({ status: 200, contentType: 'image/png', body: PNG }) : route.abort('failed')));
    return page;
  }

  async function searchFromHome(page: Page, name: string) {
    await page.goto(stack.baseUrl);
    await enterSite(page);
    const form = page.getByRole('form', { name: 'Instant Availability Checker' });
    await noEmergencySigns(form);
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Phone number').fill('07700 900321');
    await form.getByLabel('Postcode').fill('L1 4HR');
    await form.getByLabel('What is the problem?').fill('Lost filling');
    await form.getByRole('button', { name: 'Check availability' }).click();
    await page.getByRole('heading', { name: 'Next Available Appointment' }).waitFor();
    await page.getByRole('heading', { name: PRACTICE }).waitFor();
  }

  it('has no axe violations (WCAG 2.2 AA) on /appointment-confirmation reached by a real booking', async () => {
    const page = await newPage();
    await searchFromHome(page, 'Extras Confirmation');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
    await page.getByLabel('Email address for your confirmation').fill('extras-confirmation@example.com');
    await agreeToBookingTerms(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay £39' }).click();
    await page.getByRole('heading', { level: 1, name: 'Appointment Booked Successfully!' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/appointment-confirmation');
    // Reached with its navigation state (a direct visit would be sent home), the page in its final state.
    type NavigationState = { practice: { name: string }; appointment: { reference: string } };
    // react-router keeps the navigation state in history.state.usr (the test's tsconfig has no DOM types).
    const state = await page.evaluate(() => (globalThis as unknown as { history: { state: { usr?: NavigationState } | null } }).history.state?.usr);
    if (!state) throw new Error('the confirmation page has no navigation state');
    expect(state.practice.name).toBe(PRACTICE);
    await page.getByText(state.appointment.reference, { exact: true }).waitFor();
    await page.getByText('We have e-mailed your confirmation.').waitFor({ timeout: 30_000 });
    await page.getByText('Further payment for your treatment is made directly to the practice.', { exact: false }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('says "Failed to check availability for today. Please try again." when the slots request fails', async () => {
    const page = await newPage();
    await searchFromHome(page, 'Extras Today');
    expect(await page.getByRole('radio').count()).toBeGreaterThan(0);
    await failSlots(page);
    await page.getByLabel('Date').selectOption(londonDate(0));
    await page.getByRole('alert').filter({ hasText: 'Failed to check availability for today. Please try again.' }).waitFor();
    // Tomorrow's times are not left on screen under today's date, and "no appointments" is not claimed.
    expect(await page.getByRole('radio').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'No Available Appointments' }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  });

  it('says "...for the selected date." and "...for the suggested date." for those loads', async () => {
    const page = await newPage();
    await searchFromHome(page, 'Extras Dates');
    // The day after tomorrow has no slots: the page offers tomorrow as "Try {date}".
    await page.getByLabel('Date').selectOption(londonDate(2));
    await page.getByRole('heading', { name: 'No Available Appointments' }).waitFor();
    const tryButton = page.getByRole('button', { name: /^Try / });
    await tryButton.waitFor();
    await failSlots(page);
    await tryButton.click();
    await page.getByText('Failed to check availability for the suggested date. Please try again.').waitFor();
    await page.getByLabel('Date').selectOption(londonDate(3));
    await page.getByText('Failed to check availability for the selected date. Please try again.').waitFor();
    // Working again: the date's slots come back.
    await page.unroute('**/api/practices/*/slots*');
    await page.getByLabel('Date').selectOption(tomorrowInLondon());
    await page.getByRole('radio').first().waitFor();
  });

  it('draws the map without tiles when the configured tile server cannot be reached', async () => {
    const page = await newPage('fail');
    await searchFromHome(page, 'Extras Offline Map');
    const map = page.getByRole('img', { name: new RegExp(`^Map: you and ${PRACTICE}`) });
    await map.waitFor();
    await page.locator('.tile-map').waitFor({ state: 'detached' });
    expect(await page.locator('figure.map svg[role="img"]').count()).toBe(1);
    expect(await page.locator('figure.map circle').count()).toBe(2);
    await page.getByText('km as the crow flies', { exact: false }).waitFor();
  });

  it('says "Error loading map coordinates" when the search answer has no usable point for the patient', async () => {
    const page = await newPage();
    await page.route('**/api/search', async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...json, location: null } });
    });
    await searchFromHome(page, 'Extras No Point');
    await page.getByText('Error loading map coordinates', { exact: true }).waitFor();
    expect(await page.getByRole('img', { name: /^Map: / }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  });
});
