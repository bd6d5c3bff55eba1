import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type FakePlace, routeGoogleMaps } from '../fakes/google-maps-js.fake.js';
import { violations } from './support/axe.js';
import { noEmergencySigns, searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, openSampleDay, startStack } from './support/stack.js';

const ADMIN = { email: 'maps-admin@example.test', password: 'maps-admin-password' };
const KEY = 'test-browser-key_32';
const PRACTICE = 'Harley Street Emergency Dental';
const LONDON = { lat: 51.5074, lng: -0.1278 };
const MAP_UNAVAILABLE = 'The map is not available right now, so the practice and your postcode are drawn to scale below.';
const ADDRESS_SEARCH_UNAVAILABLE = 'Address search is not available right now. Type your postcode instead.';
const HINT_LEAD = 'For the site operator (only signed-in admins see this):';
/** The operator's words a patient must never be shown: a setting's name, Google's console, billing, referrers. */
const operatorWords = (text: string | null) => ['GOOGLE_MAPS_BROWSER_KEY', 'console', 'billing', 'referrer'].filter((w) => (text ?? '').toLowerCase().includes(w.toLowerCase()));
/** What the page writes to the browser console as warnings, from now on. */
function consoleWarnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}
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
 * search, what a patient and a signed-in admin are told when it fails, and the practice form filled
 * from Google.
 */
describe('Google Maps and Places with a browser key in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let adminContext: BrowserContext;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack({ GOOGLE_MAPS_BROWSER_KEY: KEY });
    browser = await launchBrowser();
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    await openSampleDay(admin, PRACTICE);
    // One browser session for the admin's tests, signed in as an admin would be.
    adminContext = await browser.newContext();
    const login = await adminContext.newPage();
    await login.goto(`${stack.baseUrl}/login`);
    await enterSite(login);
    await login.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await login.getByLabel('Password').fill(ADMIN.password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    await login.getByText('Logged in as').waitFor();
    await login.close();
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

  it("tells a patient in one plain sentence and draws the map to scale when the API cannot load (failed); the operator's hint is in the console", async () => {
    const page = await shortScreen();
    const warnings = consoleWarnings(page);
    await routeGoogleMaps(page, 'fail');
    await search(page);
    await page.locator('.google-map').scrollIntoViewIfNeeded();
    await page.locator('[data-map-state="failed"]').waitFor({ state: 'attached' });
    await page.locator('.map-unavailable').getByText(MAP_UNAVAILABLE, { exact: true }).waitFor();
    await page.getByRole('img', { name: new RegExp(`^Map: you and ${PRACTICE}, [\\d.]+ km apart\\. The practice is`) }).waitFor();
    expect(operatorWords(await page.locator('body').innerText())).toEqual([]);
    expect(warnings.filter((w) => w.startsWith('Google Maps (map-failed): ')).length).toBe(1);
    expect(await violations(page)).toEqual([]);
  });

  it('with the key refused, tells a patient only that address search and the map are not available: no setting, console or billing, in the page or its HTML (auth failure)', async () => {
    const page = await shortScreen();
    const warnings = consoleWarnings(page);
    await routeGoogleMaps(page, 'auth-failure');
    const home = await page.goto(stack.baseUrl);
    expect(operatorWords(await home!.text())).toEqual([]);
    await enterSite(page);
    const form = page.getByRole('form', { name: 'Instant Availability Checker' });
    await noEmergencySigns(form);
    await form.getByLabel('Your name').fill('Refused Patient');
    await form.getByLabel('Phone number').fill('07700 900934');
    const box = form.getByRole('combobox', { name: 'Postcode' });
    await box.focus();
    await box.fill('W1G 8YS');
    // The lead form's own notice is about address search: there is no map on the form.
    const notice = form.locator('.address-search-notice');
    await notice.getByText(ADDRESS_SEARCH_UNAVAILABLE, { exact: true }).waitFor();
    expect(await notice.textContent()).toBe(ADDRESS_SEARCH_UNAVAILABLE);
    expect(operatorWords(await form.innerText())).toEqual([]);
    expect(await violations(page)).toEqual([]);

    await form.getByRole('button', { name: 'Check availability' }).click();
    await page.getByRole('heading', { name: PRACTICE }).waitFor();
    await page.locator('.google-map-states').scrollIntoViewIfNeeded();
    await page.locator('[data-map-state="auth-failure"]').waitFor({ state: 'attached' });
    const mapNotice = page.locator('.map-unavailable');
    await mapNotice.getByText(MAP_UNAVAILABLE, { exact: true }).waitFor();
    expect(await mapNotice.textContent()).toBe(MAP_UNAVAILABLE);
    await page.getByRole('img', { name: new RegExp(`^Map: you and ${PRACTICE}, [\\d.]+ km apart`) }).waitFor();
    expect(operatorWords(await page.locator('body').innerText())).toEqual([]);
    const results = await page.request.get(page.url());
    expect(operatorWords(await results.text())).toEqual([]);
    // The on-call engineer's copy: once, in the browser console.
    const refused = warnings.filter((w) => w.startsWith('Google Maps (key-refused): '));
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/GOOGLE_MAPS_BROWSER_KEY.*Google Cloud console.*billing.*HTTP referrer/);
    expect(await violations(page)).toEqual([]);
  });

  it('with the key refused, shows a signed-in admin what the operator should check, on the lead form and by the map', async () => {
    const admin = await adminContext.newPage();
    await admin.setViewportSize({ width: 390, height: 600 });
    await routeGoogleMaps(admin, 'auth-failure');
    await admin.goto(stack.baseUrl);
    await enterSite(admin);
    const form = admin.getByRole('form', { name: 'Instant Availability Checker' });
    await noEmergencySigns(form);
    await form.getByLabel('Your name').fill('Admin Checking');
    await form.getByLabel('Phone number').fill('07700 900935');
    const box = form.getByRole('combobox', { name: 'Postcode' });
    await box.focus();
    await box.fill('W1G 8YS');
    const notice = form.locator('.address-search-notice');
    await notice.getByText(HINT_LEAD).waitFor();
    expect(await notice.textContent()).toContain(ADDRESS_SEARCH_UNAVAILABLE);
    expect(await notice.textContent()).toMatch(/Google refused GOOGLE_MAPS_BROWSER_KEY\. In Google Cloud console .*billing/);
    expect(await violations(admin)).toEqual([]);

    await form.getByRole('button', { name: 'Check availability' }).click();
    await admin.getByRole('heading', { name: PRACTICE }).waitFor();
    await admin.locator('.google-map-states').scrollIntoViewIfNeeded();
    await admin.locator('[data-map-state="auth-failure"]').waitFor({ state: 'attached' });
    const mapNotice = admin.locator('.map-unavailable');
    await mapNotice.getByText(HINT_LEAD).waitFor();
    expect(await mapNotice.textContent()).toContain(MAP_UNAVAILABLE);
    expect(await mapNotice.textContent()).toContain('HTTP referrer restriction');
    expect(await violations(admin)).toEqual([]);
    await admin.close();
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
    // Nothing to tell a patient while the search works.
    expect(await page.getByText(ADDRESS_SEARCH_UNAVAILABLE).count()).toBe(0);

    const searched = page.waitForRequest((r) => r.url().endsWith('/api/search') && r.method() === 'POST');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/search') && r.request().method() === 'POST');
    await form.getByRole('button', { name: 'Check availability' }).click();
    expect((await searched).postDataJSON()).toMatchObject({ postcode: 'W1G 8YS', location: { lat: 51.5203, lng: -0.1508 } });
    expect(await (await answer).json()).toMatchObject({ location: { lat: 51.5203, lng: -0.1508 }, approximate: false });
    await page.getByRole('heading', { name: PRACTICE }).waitFor();
  });

  it('tells a patient in one plain sentence when Places cannot load and takes a typed postcode; an admin sees the set-up hint', async () => {
    const patient = await (await browser.newContext()).newPage();
    await routeGoogleMaps(patient, 'fail');
    await patient.goto(stack.baseUrl);
    await enterSite(patient);
    const form = patient.getByRole('form', { name: 'Instant Availability Checker' });
    await form.getByRole('combobox', { name: 'Postcode' }).focus();
    const notice = form.locator('.address-search-notice');
    await notice.getByText(ADDRESS_SEARCH_UNAVAILABLE, { exact: true }).waitFor();
    expect(await notice.textContent()).toBe(ADDRESS_SEARCH_UNAVAILABLE);
    expect(operatorWords(await form.innerText())).toEqual([]);
    await search(patient);

    const admin = await adminContext.newPage();
    await routeGoogleMaps(admin, 'fail');
    await admin.goto(stack.baseUrl);
    await enterSite(admin);
    const adminForm = admin.getByRole('form', { name: 'Instant Availability Checker' });
    await adminForm.getByRole('combobox', { name: 'Postcode' }).focus();
    const warning = adminForm.locator('.address-search-notice');
    await warning.getByText(HINT_LEAD).waitFor();
    expect(await warning.textContent()).toContain(ADDRESS_SEARCH_UNAVAILABLE);
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
