import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { violations } from './support/axe.js';
import { noEmergencySigns, searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, freePort, launchBrowser, startStack, tomorrowInLondon } from './support/stack.js';

const ADMIN = { email: 'map-admin@example.test', password: 'map-admin-password' };
// A 1×1 PNG: what the local tile server answers for any /z/x/y.png.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The spec's zoom for a distance (search.constants MAP_ZOOM_BY_DISTANCE_KM). */
const zoomFor = (km: number) => (km > 100 ? 7 : km > 50 ? 8 : km > 20 ? 9 : km > 10 ? 10 : km > 5 ? 11 : km > 2 ? 12 : 13);

/**
 * Where the patient is (issue 19) in Chromium: the postcode type-ahead by keyboard only, the map on
 * Leaflet with tiles from a local tile server, the to-scale drawing when tiles cannot load, and
 * "Get directions". The postcode table holds the G2 district's rows from the bundled file for this
 * file only (the rest of the browser run geocodes from the outcode table, as before).
 */
describe('Postcode type-ahead, map and directions in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let tiles: Server;
  let db: pg.Client;
  const tileRequests: string[] = [];
  let tilePort = 0;
  let buchanan: { latitude: number; longitude: number };
  const g2 = brotliDecompressSync(readFileSync('src/modules/postcodes/data/postcodes-gb.csv.br'))
    .toString('utf8')
    .split('\n')
    .filter((l) => l.startsWith('G2 '))
    .map((l) => {
      const [postcode, lat, lng] = l.split(',');
      return { compact: postcode.replace(' ', ''), lat: Number(lat), lng: Number(lng) };
    });

  beforeAll(async () => {
    tilePort = await freePort();
    tiles = createServer((req, res) => {
      if (/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
        tileRequests.push(req.url!);
        res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(PNG);
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => tiles.listen(tilePort, '127.0.0.1', resolve));
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    await db.query('INSERT INTO postcode (compact, lat, lng) SELECT * FROM unnest($1::text[], $2::float8[], $3::float8[]) ON CONFLICT DO NOTHING', [g2.map((r) => r.compact), g2.map((r) => r.lat), g2.map((r) => r.lng)]);
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack({ MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png` });
    browser = await launchBrowser();
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    const practices = (await admin('GET', '/api/admin/practices')) as Array<{ id: string; name: string; latitude: number; longitude: number; operatives: Array<{ id: string }> }>;
    const glasgow = practices.find((p) => p.name === 'Buchanan Street Dental')!;
    buchanan = glasgow;
    await admin('PUT', '/api/admin/availability', { practiceId: glasgow.id, operativeId: glasgow.operatives[0].id, date: tomorrowInLondon(), startHour: 9, endHour: 11, slotMinutes: 30 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    await db?.query('DELETE FROM postcode WHERE compact = ANY($1::text[])', [g2.map((r) => r.compact)]);
    await db?.end();
    await new Promise((resolve) => tiles?.close(resolve));
  });

  it('takes a suggested postcode by keyboard alone, then shows the map on local tiles with both places and directions (axe: nothing)', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(stack.baseUrl);
    await enterSite(page);
    const form = page.getByRole('form', { name: 'Instant Availability Checker' });
    await noEmergencySigns(form);
    await form.getByLabel('Your name').focus();
    await page.keyboard.type('Kay Board');
    await page.keyboard.press('Tab');
    await page.keyboard.type('07700 900998');
    await page.keyboard.press('Tab');
    const box = form.getByRole('combobox', { name: 'Postcode' });
    expect(await box.evaluate((el) => (el as unknown as { matches(selector: string): boolean }).matches(':focus'))).toBe(true);
    await page.keyboard.type('g2 1d');
    const list = form.getByRole('listbox', { name: 'Suggestions' });
    await list.waitFor();
    const options = await list.getByRole('option').allTextContents();
    expect(options).toEqual(g2.filter((r) => r.compact.startsWith('G21D')).map((r) => `${r.compact.slice(0, -3)} ${r.compact.slice(-3)}`).slice(0, 8));
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    expect(await violations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await list.getByRole('option').nth(1).getAttribute('id'));
    expect(await list.getByRole('option').nth(1).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    expect(await box.inputValue()).toBe(options[1]);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    // Tab past the knocked-out tooth's box to the problem field, then to the button; Enter searches.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Buchanan Street Dental' }).waitFor();

    // The map: Leaflet's tiles from the local tile server at the spec's zoom, both places labelled.
    const map = page.getByRole('region', { name: /^Map: you and Buchanan Street Dental/ });
    await map.locator('img.leaflet-tile-loaded').first().waitFor();
    const chosen = g2.find((r) => `${r.compact.slice(0, -3)} ${r.compact.slice(-3)}` === options[1])!;
    const rad = Math.PI / 180;
    const km = 2 * 6371 * Math.asin(Math.sqrt(Math.sin(((buchanan.latitude - chosen.lat) * rad) / 2) ** 2 + Math.cos(chosen.lat * rad) * Math.cos(buchanan.latitude * rad) * Math.sin(((buchanan.longitude - chosen.lng) * rad) / 2) ** 2));
    expect(tileRequests.length).toBeGreaterThan(0);
    expect(tileRequests.every((u) => u.startsWith(`/${zoomFor(km)}/`))).toBe(true);
    await map.getByRole('img', { name: 'You' }).waitFor();
    await map.getByRole('img', { name: 'Buchanan Street Dental' }).waitFor();
    await map.getByText('Map tiles from 127.0.0.1').waitFor();
    const directions = page.getByRole('link', { name: /^Get directions to Buchanan Street Dental/ });
    expect(await directions.getAttribute('href')).toBe(
      `https://www.google.com/maps/dir/?api=1&destination=${buchanan.latitude.toFixed(6)}%2C${buchanan.longitude.toFixed(6)}&travelmode=driving`,
    );
    expect(await violations(page)).toEqual([]);
  });

  it('draws both places to scale, with a scale bar and the direction, when the tiles cannot load', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.route(`http://127.0.0.1:${tilePort}/**`, (route) => route.abort());
    await searchFromHome(page, stack.baseUrl, { name: 'Off Line', phone: '07700 900997', postcode: 'G2 1DY' });
    await page.getByRole('heading', { name: 'Buchanan Street Dental' }).waitFor();
    const drawing = page.getByRole('img', { name: /^Map: you and Buchanan Street Dental, [\d.]+ km apart\. The practice is [\d.]+ km [a-z-]+ of you\. Scale bar: \d+ (m|km)\.$/ });
    await drawing.waitFor();
    expect(await drawing.locator('circle').count()).toBe(2);
    expect(await drawing.locator('.drawn-map__scale text').textContent()).toMatch(/^\d+ (m|km)$/);
    expect(await drawing.locator('.drawn-map__north text').textContent()).toBe('N');
    await page.getByText(/as the crow flies, [a-z-]+ of you/).waitFor();
    expect(await violations(page)).toEqual([]);
  });
});
