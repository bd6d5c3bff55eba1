import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type FakePlace, routeGoogleMaps } from '../fakes/google-maps-js.fake.js';
import { startProcess, waitForExit } from '../support/processes.js';
import { violations } from './support/axe.js';
import { noEmergencySigns, searchFromHome } from './support/journeys.js';
import { adminApi, enterSite, launchBrowser, openSampleDay, startStack } from './support/stack.js';

const ADMIN = { email: 'maps-admin@example.test', password: 'maps-admin-password' };
const KEY = 'test-browser-key_32';
const PRACTICE = 'Harley Street Emergency Dental';
const LONDON = { lat: 51.5074, lng: -0.1278 };
/** The spec's zoom for a distance (section 9). */
const zoomFor = (km: number) => (km > 100 ? 7 : km > 50 ? 8 : km > 20 ? 9 : km > 10 ? 10 : km > 5 ? 11 : km > 2 ? 12 : 13);

/** A pharmacy near the patient (W1G 8YS), and the practice the admin looks up on Google. */
const PLACES: FakePlace[] = [
  {
    id: 'place-pharmacy',
    name: "Regent's Park Pharmacy",
    secondary: 'Marylebone High Street, London, UK',
    formattedAddress: '80 Marylebone High St, London W1U 4QS, UK',
    lat: 51.5203,
    lng: -0.1508,
    addressComponents: [
      { longText: '80', shortText: '80', types: ['street_number'] },
      { longText: 'Marylebone High Street', shortText: 'Marylebone High St', types: ['route'] },
      { longText: 'London', shortText: 'London', types: ['postal_town'] },
      { longText: 'W1G 8YS', shortText: 'W1G 8YS', types: ['postal_code'] },
    ],
    types: ['pharmacy', 'establishment'],
  },
  {
    id: 'place-leeds',
    name: 'Leeds Smile Clinic',
    secondary: 'Briggate, Leeds, UK',
    formattedAddress: '12 Briggate, Leeds LS1 6HD, UK',
    lat: 53.7967,
    lng: -1.5431,
    addressComponents: [
      { longText: '12', shortText: '12', types: ['street_number'] },
      { longText: 'Briggate', shortText: 'Briggate', types: ['route'] },
      { longText: 'City Centre', shortText: 'City Centre', types: ['sublocality', 'political'] },
      { longText: 'Leeds', shortText: 'Leeds', types: ['postal_town'] },
      { longText: 'ls1 6hd', shortText: 'LS1 6HD', types: ['postal_code'] },
    ],
    phone: '0113 496 0000',
    website: 'https://leeds-smile.example/',
    businessStatus: 'OPERATIONAL',
    types: ['dentist', 'health', 'establishment'],
    rating: 4.6,
  },
];

type FakeRecord = {
  maps: Array<{ initialCenter: { lat: number; lng: number }; center: { lat: number; lng: number }; zoom: number }>;
  markers: Array<{ title: string }>;
  suggestionRequests: Array<{ input: string; includedRegionCodes: string[]; includedPrimaryTypes: string[]; sessionToken: boolean }>;
  fetchFields: Array<{ id: string; fields: string[] }>;
};
const fake = (page: Page) => page.evaluate(() => (globalThis as unknown as { __fakeGoogleMaps: FakeRecord }).__fakeGoogleMaps);

/**
 * Google's map and address search with a browser key (issue #32), in Chromium against the fake Maps
 * JavaScript API (test/fakes/google-maps-js.fake.ts): the map's five states, the lead form's place
 * search, the warning with setup hints, and the practice form filled from Google.
 */
describe('Google Maps and Places with a browser key in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let adminContext: BrowserContext;

  beforeAll(async () => {
    expect(await waitForExit(startProcess('dist/src/cli/admin.js', {}, ['create', ADMIN.email, ADMIN.password]), 30_000)).toBe(0);
    stack = await startStack({ GOOGLE_MAPS_BROWSER_KEY: KEY });
    browser = await launchBrowser();
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    await openSampleDay(admin, PRACTICE);
    adminContext = await browser.newContext();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A patient's search on a short screen (the map starts below the fold); the search's answer. */
  async function search(page: Page, postcode = 'W1G 8YS') {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/search') && r.request().method() === 'POST');
    await searchFromHome(page, stack.baseUrl, { name: 'Mapp Patient', phone: '07700 900932', postcode });
    await page.getByRole('heading', { name: PRACTICE }).waitFor();
    return (await answer).json() as Promise<{ location: { lat: number; lng: number }; nearestPractice: { latitude: number; longitude: number; distanceKm: number } }>;
  }
  const shortScreen = async () => (await browser.newContext({ viewport: { width: 390, height: 600 } })).newPage();
  const mapState = (page: Page) => page.locator('[data-map-state]').getAttribute('data-map-state');

  it('shows the map not loaded until it nears the screen, loading in a box of its size, then loaded at the zoom table, from London (axe: nothing)', async () => {
    const page = await shortScreen();
    const google = await routeGoogleMaps(page, 'ok', PLACES, { hold: true });
    const home = await page.goto(stack.baseUrl);
    expect(home?.headers()['content-security-policy']).toMatch(/script-src [^;]*https:\/\/maps\.googleapis\.com/);
    const found = await search(page);
    expect(await mapState(page)).toBe('not-loaded');
    // Only the lead form's place search has asked for the API yet (on the postcode field's focus): no map library.
    expect(google.scriptUrls.map((u) => new URL(u).searchParams.get('libraries'))).toEqual(['places']);

    await page.locator('.google-map').scrollIntoViewIfNeeded();
    await page.locator('[data-map-state="loading"]').waitFor({ state: 'attached' });
    await page.getByText('Loading the map…').waitFor();
    expect((await page.locator('.google-map').boundingBox())?.height).toBeGreaterThanOrEqual(300);
    google.release();

    await page.locator('[data-map-state="loaded"]').waitFor({ state: 'attached' });
    const map = page.getByRole('region', { name: new RegExp(`^Map: you and ${PRACTICE}`) });
    await map.getByRole('img', { name: 'You' }).waitFor();
    await map.getByRole('img', { name: PRACTICE }).waitFor();
    // One script per page, however many libraries (the loader's bootstrap).
    expect(google.scriptUrls).toHaveLength(1);
    const url = new URL(google.scriptUrls[0]);
    expect(url.searchParams.get('key')).toBe(KEY);
    expect(url.searchParams.get('callback')).toBe('google.maps.__ib__');
    const drawn = (await fake(page)).maps[0];
    const { location, nearestPractice: p } = found;
    expect(drawn.initialCenter).toEqual(LONDON);
    expect(drawn.zoom).toBe(zoomFor(p.distanceKm));
    expect(drawn.center.lat).toBeCloseTo((location.lat + p.latitude) / 2, 6);
    expect(drawn.center.lng).toBeCloseTo((location.lng + p.longitude) / 2, 6);
    expect(await violations(page)).toEqual([]);
  });

  it('says "Error loading map coordinates" and draws the map to scale when the API cannot load (failed)', async () => {
    const page = await shortScreen();
    await routeGoogleMaps(page, 'fail');
    await search(page);
    await page.locator('.google-map').scrollIntoViewIfNeeded();
    await page.locator('[data-map-state="failed"]').waitFor({ state: 'attached' });
    await page.getByText('Error loading map coordinates').waitFor();
    await page.getByRole('img', { name: new RegExp(`^Map: you and ${PRACTICE}, [\\d.]+ km apart\\. The practice is`) }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('shows the auth-failure panel, what the operator should check, and the drawing when Google refuses the key (auth failure)', async () => {
    const page = await shortScreen();
    await routeGoogleMaps(page, 'auth-failure');
    await search(page);
    await page.locator('.google-map').scrollIntoViewIfNeeded();
    await page.locator('[data-map-state="auth-failure"]').waitFor({ state: 'attached' });
    const panel = page.locator('.map-auth-failure');
    await panel.getByText('The map could not be shown').waitFor();
    expect(await panel.textContent()).toContain("Google refused this site's map key");
    expect(await panel.textContent()).toContain('GOOGLE_MAPS_BROWSER_KEY');
    await page.getByRole('img', { name: new RegExp(`^Map: you and ${PRACTICE}, [\\d.]+ km apart`) }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it("takes a place from Google's UK establishments on the lead form: its postcode fills the field and the search starts from its point", async () => {
    const page = await (await browser.newContext()).newPage();
    await routeGoogleMaps(page, 'ok', PLACES);
    await page.goto(stack.baseUrl);
    await enterSite(page);
    const form = page.getByRole('form', { name: 'Instant Availability Checker' });
    await noEmergencySigns(form);
    await form.getByLabel('Your name').fill('Plaice Patient');
    await form.getByLabel('Phone number').fill('07700 900933');
    const box = form.getByRole('combobox', { name: 'Postcode' });
    await box.focus();
    await box.pressSequentially('Regent', { delay: 20 });
    const option = form.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: /Regent's Park Pharmacy/ });
    await option.waitFor();
    await form.getByText('Place suggestions by Google').waitFor();
    expect(await violations(page)).toEqual([]);
    await option.click();
    await form.getByText(/^Searching from Regent's Park Pharmacy, 80 Marylebone High St/).waitFor();
    expect(await box.inputValue()).toBe('W1G 8YS');
    const recorded = await fake(page);
    expect(recorded.suggestionRequests.length).toBeGreaterThan(0);
    for (const r of recorded.suggestionRequests) expect(r).toMatchObject({ includedRegionCodes: ['gb'], includedPrimaryTypes: ['establishment'], sessionToken: true });
    expect(recorded.fetchFields).toEqual([
      { id: 'place-pharmacy', fields: ['addressComponents', 'formattedAddress', 'location', 'displayName', 'nationalPhoneNumber', 'websiteURI', 'businessStatus', 'types', 'rating'] },
    ]);
    // Nothing alarming for a patient: no setup warning.
    expect(await page.getByText('Address search is unavailable').count()).toBe(0);

    const searched = page.waitForRequest((r) => r.url().endsWith('/api/search') && r.method() === 'POST');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/search') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Check availability' }).click();
    expect((await searched).postDataJSON()).toMatchObject({ postcode: 'W1G 8YS', location: { lat: 51.5203, lng: -0.1508 } });
    expect(await (await answer).json()).toMatchObject({ location: { lat: 51.5203, lng: -0.1508 }, approximate: false });
    await page.getByRole('heading', { name: PRACTICE }).waitFor();
  });

  it('shows patients nothing when Places cannot load and takes a typed postcode; an admin sees the warning with setup hints', async () => {
    const patient = await (await browser.newContext()).newPage();
    await routeGoogleMaps(patient, 'fail');
    await patient.goto(stack.baseUrl);
    await enterSite(patient);
    const form = patient.getByRole('form', { name: 'Instant Availability Checker' });
    await form.getByRole('combobox', { name: 'Postcode' }).focus();
    await patient.waitForRequest((r) => r.url().startsWith('https://maps.googleapis.com/maps/api/js')).catch(() => undefined);
    await patient.waitForTimeout(300);
    expect(await patient.getByText('Address search is unavailable').count()).toBe(0);
    await search(patient);

    const admin = await adminContext.newPage();
    await routeGoogleMaps(admin, 'fail');
    await admin.goto(`${stack.baseUrl}/login`);
    await enterSite(admin);
    await admin.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await admin.getByLabel('Password').fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.getByText('Logged in as').waitFor();
    await admin.goto(stack.baseUrl);
    const adminForm = admin.getByRole('form', { name: 'Instant Availability Checker' });
    await adminForm.getByRole('combobox', { name: 'Postcode' }).focus();
    const warning = adminForm.locator('.autocomplete-warning');
    await warning.getByText('Address search is unavailable').waitFor();
    expect(await warning.textContent()).toContain('You can still type the postcode by hand.');
    expect(await warning.textContent()).toContain('GOOGLE_MAPS_BROWSER_KEY');
    expect(await violations(admin)).toEqual([]);
    await admin.close();
  });

  it("fills the practice form from Google's result fields and shows the business status and rating to check; every field stays editable", async () => {
    const admin = await adminContext.newPage();
    await routeGoogleMaps(admin, 'ok', PLACES);
    await admin.goto(`${stack.baseUrl}/admin`);
    await enterSite(admin);
    await admin.getByRole('button', { name: 'Add Practice' }).click();
    const form = admin.getByRole('form', { name: 'Add a practice' });
    const search = form.getByRole('combobox', { name: 'Find the practice on Google' });
    await search.focus();
    await search.pressSequentially('Leeds Smile', { delay: 20 });
    const option = form.getByRole('listbox', { name: 'Places on Google' }).getByRole('option', { name: /Leeds Smile Clinic/ });
    await option.waitFor();
    await option.click();
    await form.getByText('Found on Google').waitFor();
    expect(await form.getByLabel('Practice name').inputValue()).toBe('Leeds Smile Clinic');
    expect(await form.getByLabel('Address line 1').inputValue()).toBe('12 Briggate');
    expect(await form.getByLabel('Address line 2').inputValue()).toBe('City Centre');
    expect(await form.getByLabel('Town or city').inputValue()).toBe('Leeds');
    expect(await form.getByLabel('Postcode', { exact: true }).inputValue()).toBe('LS1 6HD');
    expect(await form.getByLabel('Phone').inputValue()).toBe('0113 496 0000');
    expect(await form.getByLabel('Website').inputValue()).toBe('https://leeds-smile.example/');
    expect(await form.getByLabel('Latitude').inputValue()).toBe('53.7967');
    expect(await form.getByLabel('Longitude').inputValue()).toBe('-1.5431');
    const found = form.locator('.place-search__found');
    expect(await found.textContent()).toContain('open (operational)');
    expect(await found.textContent()).toContain('4.6 out of 5');
    expect(await found.textContent()).toContain('12 Briggate, Leeds LS1 6HD, UK');
    expect(await violations(admin)).toEqual([]);

    await form.getByLabel('Practice name').fill('Leeds Smile Dental Clinic');
    await form.getByLabel('Email').fill('hello@leeds-smile.example');
    await form.getByRole('button', { name: 'Add practice' }).click();
    await admin.getByRole('row', { name: /Leeds Smile Dental Clinic/ }).waitFor();
  });
});
