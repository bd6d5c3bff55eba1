import type { Browser } from 'playwright-core';
import { startProcess, waitForExit } from '../support/processes.js';
import { violations } from './support/axe.js';
import { searchFromHome } from './support/journeys.js';
import { adminApi, launchBrowser, startStack, tomorrowInLondon } from './support/stack.js';

const ADMIN = { email: 'map-admin@example.test', password: 'map-admin-password' };
// A 1×1 PNG: what a tile server answers, served by the test instead of the network.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

describe('Practice map on tiles (MAP_TILE_URL) in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;

  beforeAll(async () => {
    await waitForExit(startProcess('dist/src/cli/admin.js', {}, ['create', ADMIN.email, ADMIN.password]), 30_000);
    stack = await startStack({ MAP_TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png' });
    browser = await launchBrowser();
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    const practices = (await admin('GET', '/api/admin/practices')) as Array<{ id: string; name: string; operatives: Array<{ id: string }> }>;
    const glasgow = practices.find((p) => p.name === 'Buchanan Street Dental')!;
    await admin('PUT', '/api/admin/availability', { practiceId: glasgow.id, operativeId: glasgow.operatives[0].id, date: tomorrowInLondon(), startHour: 9, endHour: 11, slotMinutes: 30 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('draws the patient and the practice on tiles at the spec zoom, with the provider credited', async () => {
    const page = await (await browser.newContext()).newPage();
    const requested: string[] = [];
    await page.route('https://tiles.example.test/**', (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
    });
    await searchFromHome(page, stack.baseUrl, { name: 'Mo Map', phone: '07700 900999', postcode: 'G2 1DY' });
    await page.getByRole('heading', { name: 'Buchanan Street Dental' }).waitFor();
    await page.getByRole('img', { name: /^Map: you and Buchanan Street Dental/ }).waitFor();
    await page.getByText('Map tiles from tiles.example.test', { exact: false }).waitFor();
    expect(requested.length).toBeGreaterThan(0);
    // Within 2 km the spec's zoom is 13.
    expect(requested.every((u) => /\/13\/\d+\/\d+\.png$/.test(u))).toBe(true);
    expect(await page.locator('.tile-map__pin').count()).toBe(2);
    expect(await violations(page)).toEqual([]);
  });
});
