import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { violations } from './support/axe.js';
import { enterSite, launchBrowser, startStack } from './support/stack.js';

const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const EMERGENCY = 'Call 999 or go to A&E now';
const CONFIRM = 'Are you sure none of these applies to you?';
const EYES = 'Swelling of your face or mouth, and it is hard to open 1 or both eyes';
const ALL_THREE = [
  ['NHS 111 online (England)', 'https://111.nhs.uk/'],
  ['NHS 24 online (Scotland)', 'https://www.nhs24.scot/'],
  ['NHS 111 Wales online', 'https://111.wales.nhs.uk/'],
] as const;

/** The id and text of the element that has focus (the test's tsconfig has no DOM types, hence globalThis). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = (globalThis as unknown as { document: { activeElement: { id: string; textContent: string | null } | null } }).document.activeElement;
    return { id: active?.id, text: active?.textContent?.trim() };
  });

/** Waits until the element with this id has focus (a navigation's focus follows its commit, after the URL). */
const focusOn = (page: Page, id: string) =>
  page.waitForFunction((which) => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id === which, id);

/** Whether the element is wholly within the 390 × 844 screen. */
async function onScreen(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).boundingBox();
  return Boolean(box && box.y >= 0 && box.y + box.height <= PHONE.viewport.height);
}

/**
 * No side door in an emergency, on a 390 × 844 phone on the real stack: once an emergency sign is ticked
 * on the hero form, the 999 screen shows at the tick, the home page's second form shows it too, "Find
 * an appointment" and the header's "Book now" lead to it (focus on its heading), nothing is sent to
 * /api/search, and "Change my answers" asks first. The screen names the 111 of the postcode typed.
 */
describe('No side door in an emergency, in Chromium', () => {
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

  /** A fresh visitor on a phone, and every request it makes to /api/search. */
  async function visitor(): Promise<{ context: BrowserContext; page: Page; searches: Request[] }> {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const searches: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/search') searches.push(r);
    });
    return { context, page, searches };
  }
  async function home(page: Page) {
    await page.goto(stack.baseUrl);
    await enterSite(page);
    return page.getByRole('form', { name: 'Instant Availability Checker' });
  }

  it('closes every door to a booking once a sign is ticked, and "Change my answers" asks first', async () => {
    const { context, page, searches } = await visitor();
    const hero = await home(page);
    // A tap on the box, no button: the form is replaced by the 999 screen at once.
    await hero.getByLabel(EYES).click();
    const heroScreen = page.locator('[data-section="hero"]').getByRole('region', { name: EMERGENCY });
    await heroScreen.waitFor();
    expect(await focused(page)).toEqual({ id: 'checker-heading', text: EMERGENCY });
    expect(await onScreen(page, '#checker-heading')).toBe(true);
    expect(await heroScreen.getByRole('listitem').filter({ hasText: EYES }).count()).toBe(1);
    expect(await violations(page)).toEqual([]);

    // (b) The second form, lower on the page, is the 999 screen too: no form anywhere on the page.
    const contactScreen = page.locator('#contact-section').getByRole('region', { name: EMERGENCY });
    await contactScreen.waitFor();
    expect(await page.getByRole('form').count()).toBe(0);
    expect(await contactScreen.getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999');

    // (c) "Find an appointment" lands on the hero's 999 screen.
    await page.getByRole('link', { name: 'Find an appointment' }).click();
    expect(await focused(page)).toEqual({ id: 'checker-heading', text: EMERGENCY });
    expect(await onScreen(page, '#checker-heading')).toBe(true);

    // (d) The header's "Book now" lands on the contact section's 999 screen.
    await page.getByRole('banner').getByRole('link', { name: 'Book now' }).click();
    await page.waitForURL(`${stack.baseUrl}/#contact-form-heading`);
    await focusOn(page, 'contact-form-heading');
    expect(await focused(page)).toEqual({ id: 'contact-form-heading', text: EMERGENCY });
    expect(await onScreen(page, '#contact-form-heading')).toBe(true);
    expect(await violations(page)).toEqual([]);

    // (f) "Change my answers" says what the patient told us and asks before the form opens again.
    await heroScreen.getByRole('button', { name: 'Change my answers' }).click();
    const confirm = page.getByRole('region', { name: CONFIRM });
    await confirm.waitFor();
    expect(await focused(page)).toEqual({ id: 'checker-heading', text: CONFIRM });
    expect(await onScreen(page, '#checker-heading')).toBe(true);
    expect(await confirm.getByRole('listitem').allTextContents()).toEqual([EYES]);
    await confirm.getByText('These are signs of an emergency.', { exact: false }).waitFor();
    expect(await confirm.getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999');
    expect(await violations(page)).toEqual([]);
    // The second form still shows the 999 screen meanwhile.
    await contactScreen.waitFor();

    await confirm.getByRole('button', { name: 'Go back' }).click();
    await heroScreen.waitFor();
    expect(await focused(page)).toEqual({ id: 'checker-heading', text: EMERGENCY });
    expect(await violations(page)).toEqual([]);

    await heroScreen.getByRole('button', { name: 'Change my answers' }).click();
    await page.getByRole('button', { name: 'None of these applies to me' }).click();
    // The form, the question unanswered, focus on its first box; the second form is open again too.
    await hero.waitFor();
    for (const box of await hero.getByRole('checkbox').all()) expect(await box.isChecked()).toBe(false);
    expect(await focused(page)).toMatchObject({ id: 'checker-redflag-breathing_or_swallowing' });
    await page.getByRole('form', { name: 'Check availability near you' }).waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Book now' }).getAttribute('href')).toBe('/#contact-section');
    expect(await violations(page)).toEqual([]);

    // (e) Nothing was searched on the way.
    expect(searches).toEqual([]);
    await context.close();
  });

  it("names the postcode's 111 on the 999 screen: NHS 24 after EH1 1YZ, all three with no postcode", async () => {
    const { context, page, searches } = await visitor();
    let hero = await home(page);
    await hero.getByLabel('Postcode').fill('EH1 1YZ');
    await hero.getByLabel(EYES).click();
    const screen = page.locator('[data-section="hero"]').getByRole('region', { name: EMERGENCY });
    await screen.getByText("If you're not sure, call NHS 24 on 111").waitFor();
    expect(await screen.getByRole('link', { name: 'Go to NHS 24 online' }).getAttribute('href')).toBe('https://www.nhs24.scot/');
    expect(await screen.getByRole('link', { name: 'Call 111' }).getAttribute('href')).toBe('tel:111');
    expect(await screen.getByRole('link', { name: 'NHS 111 online (England)' }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);

    // A new visit, no postcode: the nation is not known, so all three services, each named with its nation.
    hero = await home(page);
    await hero.getByLabel(EYES).click();
    await screen.getByText("If you're not sure, call 111").waitFor();
    for (const [name, href] of ALL_THREE) expect(await screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    expect(searches).toEqual([]);
    await context.close();
  });

  it('takes a sign ticked in the prerendered page before React ran to the 999 screen once React hydrates', async () => {
    // A visitor who has passed the gate already, so the home page is the prerendered one.
    const site = await fetch(`${stack.baseUrl}/api/site`);
    const xsrf = site.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!.split(';')[0];
    const gate = await fetch(`${stack.baseUrl}/api/site/gate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: xsrf, 'x-xsrf-token': xsrf.split('=')[1] },
      body: JSON.stringify({ password: process.env.GATE_PASSWORD }),
    });
    const [name, value] = gate.headers.getSetCookie()[0].split(';')[0].split('=');
    const { context, page, searches } = await visitor();
    await context.addCookies([{ name, value, url: stack.baseUrl }]);
    // Hold the page's script back until the box is ticked.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(stack.baseUrl, { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.locator('#checker-redflag-eye_swelling').check();
    // Before React: the page's own copy of the 999 screen, shown by CSS in both forms' places, listing the sign.
    for (const place of ['[data-section="hero"]', '#contact-section']) {
      const early = page.locator(place).getByRole('region', { name: EMERGENCY });
      await early.waitFor();
      expect(await early.getByRole('listitem').allTextContents()).toEqual([EYES]);
      expect(await early.getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999');
    }
    expect(await page.getByRole('form').count()).toBe(0);
    release();
    // Then React's own screen in its place, its heading focused.
    await page.locator('#checker-heading', { hasText: EMERGENCY }).waitFor();
    await page.locator('#contact-form-heading', { hasText: EMERGENCY }).waitFor();
    await focusOn(page, 'checker-heading');
    expect(await focused(page)).toEqual({ id: 'checker-heading', text: EMERGENCY });
    expect(await page.locator('.emergency-care--early').count()).toBe(0);
    expect(searches).toEqual([]);
    await context.close();
  });
});
