import type { Browser, Locator, Page } from 'playwright-core';
import { violations } from './support/axe.js';
import { adminApi, createAdmin, enterSite, launchBrowser, startStack, tomorrowInLondon } from './support/stack.js';

const ADMIN = { email: 'minute-admin@example.test', password: 'minute-admin-password' };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// Norwich: no other journey searches there, so the run's shared database cannot take its times.
const PRACTICE = { name: 'Elm Hill Dental', email: 'elm-hill@example.test' };

/** The element that has focus: its tag and text (the test's tsconfig has no DOM types, hence globalThis). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = (globalThis as unknown as { document: { activeElement: { tagName: string; textContent: string | null } | null } }).document.activeElement;
    return { tag: active?.tagName.toLowerCase(), text: active?.textContent?.trim() };
  });
const attributes = (field: Locator) =>
  field.evaluate((el) => {
    const e = el as unknown as { getAttribute(name: string): string | null };
    return { autocomplete: e.getAttribute('autocomplete'), inputmode: e.getAttribute('inputmode'), autocapitalize: e.getAttribute('autocapitalize') };
  });
/** Whether the whole box is in the first screen of the phone, the page not scrolled. */
async function inFirstScreen(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  const scrolled = await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY);
  return Boolean(box && scrolled === 0 && box.y >= 0 && box.y + box.height <= PHONE.viewport.height);
}

/**
 * "The patient's minute" on a 390 × 844 phone against the real stack: the home page's first screen
 * (a cookie notice of at most a fifth of it, the safety question in it, a skip link to the booking form
 * first), every field the phone can fill by its autocomplete token, the results opening with the
 * earliest time chosen and "Book Appointment" in the first screen, and focus on each step's heading,
 * from the home page to "Appointment Booked Successfully!"; axe on each screen.
 */
describe("The patient's minute, on a phone", () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack();
    browser = await launchBrowser();
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    const practice = (await admin('POST', '/api/admin/practices', {
      name: PRACTICE.name,
      address: { line1: '40 Elm Hill', city: 'Norwich', postcode: 'NR3 1HG' },
      contact: { phone: '01603 960 111', email: PRACTICE.email, website: 'https://elm-hill.example.test' },
      services: 'Emergency care',
    })) as { id: string };
    const operative = (await admin('POST', `/api/admin/practices/${practice.id}/operatives`, { displayName: 'Dr Nia Hale', email: '' })) as { id: string };
    await admin('PUT', '/api/admin/availability', { practiceId: practice.id, operativeId: operative.id, date: tomorrowInLondon(), startHour: 9, endHour: 12, slotMinutes: 30 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it("opens on the safety question under a small cookie notice, with a first Tab stop that skips to the booking form", async () => {
    const page = await (await browser.newContext(PHONE)).newPage();
    await page.goto(stack.baseUrl);
    await enterSite(page);
    const notice = page.getByRole('region', { name: 'Cookie Notice' });
    await notice.waitFor();
    expect((await notice.boundingBox())!.height).toBeLessThanOrEqual(PHONE.viewport.height / 5);
    const form = page.getByRole('form', { name: 'Instant Availability Checker' });
    expect(await inFirstScreen(page, form.getByRole('checkbox').first())).toBe(true);
    expect(await violations(page)).toEqual([]);

    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({ tag: 'a', text: 'Skip to the booking form' });
    await page.keyboard.press('Enter');
    expect(await focused(page)).toEqual({ tag: 'h2', text: 'Instant Availability Checker' });
    await page.keyboard.press('Tab');
    expect(await form.getByRole('checkbox').first().evaluate((el) => el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement)).toBe(true);
  });

  it('lets the phone fill every field, opens the results on the earliest time with Book Appointment in the first screen, and moves focus to each step’s heading', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(stack.baseUrl);
    await enterSite(page);
    // The cookie notice answered: the results' first screen is then the patient's own.
    await page.getByRole('region', { name: 'Cookie Notice' }).getByRole('button', { name: 'Accept' }).click();
    const form = page.getByRole('form', { name: 'Instant Availability Checker' });
    expect(await attributes(form.getByLabel('Your name'))).toMatchObject({ autocomplete: 'name' });
    expect(await attributes(form.getByLabel('Phone number'))).toMatchObject({ autocomplete: 'tel', inputmode: 'tel' });
    expect(await attributes(form.getByLabel('Postcode'))).toMatchObject({ autocomplete: 'postal-code', autocapitalize: 'characters' });

    await form.getByLabel('No, none of these').check();
    await form.getByLabel('Your name').fill('Mina Minute');
    await form.getByLabel('Phone number').fill('07700 900 777');
    // Dictated, with a stray full stop: the postcode it is.
    await form.getByLabel('Postcode').fill('n r 2 1 t f.');
    const searched = page.waitForRequest((r) => r.url().endsWith('/api/search') && r.method() === 'POST');
    // Every layout shift from here to the results, even those just after the tap (which CLS forgives).
    await page.evaluate(() => {
      const g = globalThis as unknown as { shifts: string[]; PerformanceObserver: new (cb: (list: { getEntries(): Array<{ sources?: Array<{ node?: { nodeName: string } }> }> }) => void) => { observe(o: object): void } };
      g.shifts = [];
      new g.PerformanceObserver((list) => {
        for (const entry of list.getEntries()) g.shifts.push((entry.sources ?? []).map((s) => s.node?.nodeName ?? '?').join(' '));
      }).observe({ type: 'layout-shift' });
    });
    await form.getByRole('button', { name: 'Check availability' }).click();
    expect((await searched).postDataJSON()).toMatchObject({ postcode: 'NR2 1TF' });

    // The results: the earliest time chosen, named by the bar, and Book Appointment in the first screen.
    const results = page.getByRole('heading', { level: 1, name: 'Next Available Appointment' });
    await results.waitFor();
    await page.getByRole('heading', { level: 2, name: PRACTICE.name }).waitFor();
    // The heading takes focus once the page has painted.
    await page.waitForFunction(() => (globalThis as unknown as { document: { activeElement: { tagName: string } | null } }).document.activeElement?.tagName === 'H1');
    expect(await focused(page)).toEqual({ tag: 'h1', text: 'Next Available Appointment' });
    // The results replace the form without a jump: the new page is never painted at the form's scroll position.
    expect(await page.evaluate(() => (globalThis as unknown as { shifts: string[] }).shifts)).toEqual([]);
    const earliest = page.getByRole('radio').first();
    expect(await earliest.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(1);
    await page.getByRole('status').filter({ hasText: /^Selected: .+ at 09:00$/ }).waitFor();
    const book = page.getByRole('button', { name: 'Book Appointment' });
    expect(await inFirstScreen(page, book)).toBe(true);
    expect(await violations(page)).toEqual([]);
    // Still the patient's choice: another time, named by the bar.
    await page.getByRole('radio', { name: '09:30' }).check();
    await page.getByRole('status').filter({ hasText: /^Selected: .+ at 09:30$/ }).waitFor();
    await page.getByRole('radio', { name: '09:00' }).check();

    await book.click();
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
    expect(await focused(page)).toEqual({ tag: 'h2', text: 'Payment Processing' });
    const email = page.getByLabel('Email address for your confirmation');
    expect(await attributes(email)).toMatchObject({ autocomplete: 'email', inputmode: 'email' });
    // "Who is the appointment for?" asks with nothing chosen (a parent books for a child).
    expect(await page.getByRole('radio', { name: 'Me', exact: true }).isChecked()).toBe(false);
    await page.getByRole('radio', { name: 'Me', exact: true }).check();
    await email.fill('mina.minute@example.test');
    await page.getByRole('checkbox', { name: 'I have read and accept the Booking Terms' }).check();
    await page.getByRole('checkbox', { name: 'I am 16 or over' }).check();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByRole('heading', { name: 'Pay the £39 booking fee' }).waitFor();
    expect(await focused(page)).toEqual({ tag: 'h3', text: 'Pay the £39 booking fee' });
    expect(await attributes(page.getByLabel('Card number'))).toMatchObject({ autocomplete: 'cc-number', inputmode: 'numeric' });
    expect(await attributes(page.getByLabel('Expiry (MM/YY)'))).toMatchObject({ autocomplete: 'cc-exp' });
    expect(await attributes(page.getByLabel('Security code'))).toMatchObject({ autocomplete: 'cc-csc', inputmode: 'numeric' });
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay £39' }).click();

    await page.getByRole('heading', { name: 'Appointment Booked Successfully!' }).waitFor();
    expect(await focused(page)).toEqual({ tag: 'h1', text: 'Appointment Booked Successfully!' });
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
