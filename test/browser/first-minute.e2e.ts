import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { violations } from './support/axe.js';
import { searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, startStack, tomorrowInLondon } from './support/stack.js';

const ADMIN = { email: 'first-minute-admin@example.test', password: 'first-minute-admin-password' };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const londonDate = (daysAhead: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(Date.now() + daysAhead * 86_400_000));
/** The robot-check providers' script hosts: with the check off, the portal must never ask them for anything. */
const ROBOT_HOSTS = /challenges\.cloudflare\.com|google\.com\/recaptcha|gstatic\.com\/recaptcha/;

type Box = { x: number; y: number; width: number; height: number };
/** The text of the element that has focus (the test's tsconfig has no DOM types, hence globalThis). */
const focusedText = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document.activeElement?.textContent?.trim());
async function box(page: Page, locator: ReturnType<Page['locator']>): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element is not displayed');
  return b;
}
/** Whether two boxes share any area (the cookie notice covering something). */
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The patient's first minute on the real stack: the first screen of a 390 × 844 phone with the cookie
 * notice up, the results page, alternatives, the robot check switched off, the settings call failing
 * once, protection switched off and on, and the web-vitals report.
 */
describe('The first minute in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminApi>>;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack();
    browser = await launchBrowser();
    admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    const practices = (await admin('GET', '/api/admin/practices')) as Array<{ id: string; name: string; operatives: Array<{ id: string }> }>;
    const open = async (name: string, date: string) => {
      const p = practices.find((x) => x.name === name)!;
      await admin('PUT', '/api/admin/availability', { practiceId: p.id, operativeId: p.operatives[0].id, date, startHour: 9, endHour: 12, slotMinutes: 30 });
    };
    // W1G 8YS: Harley Street (0.1 km) has tomorrow; Clapham Junction (6.4 km) the day after; Canary Wharf nothing.
    await open('Harley Street Emergency Dental', tomorrowInLondon());
    await open('Clapham Junction Dental', londonDate(2));
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function phone(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext(PHONE);
    return { context, page: await context.newPage() };
  }

  it('shows the safety question in the first screen of a 390 × 844 phone under a cookie notice of at most a fifth of it, and "Find an appointment" jumps to the form', async () => {
    const { page } = await phone();
    await page.goto(stack.baseUrl);
    await enterSite(page);
    const notice = page.getByRole('region', { name: 'Cookie Notice' });
    await notice.waitFor();
    const n = await box(page, notice);
    expect(n.height).toBeLessThanOrEqual(PHONE.viewport.height / 5);
    // The notice's buttons side by side, its link kept.
    const [decline, accept] = [await box(page, notice.getByRole('button', { name: 'Decline' })), await box(page, notice.getByRole('button', { name: 'Accept' }))];
    expect(decline.y).toBe(accept.y);
    await notice.getByRole('link', { name: 'Privacy Policy' }).waitFor();
    // The form's first question and its first sign, in the first screen and clear of the notice.
    const form = page.getByRole('form', { name: 'Instant Availability Checker' });
    for (const first of [form.getByRole('group', { name: 'Do you have any of these?' }).locator('legend'), form.getByRole('checkbox').first()]) {
      const b = await box(page, first);
      expect(b.y + b.height).toBeLessThanOrEqual(PHONE.viewport.height);
      expect(overlaps(b, n)).toBe(false);
    }
    expect(await violations(page)).toEqual([]);
    // "Find an appointment" comes after the form on a phone now, and takes the patient back up to it.
    const jump = page.getByRole('link', { name: 'Find an appointment' });
    await jump.click();
    expect(await focusedText(page)).toBe('Instant Availability Checker');
    // The notice is in the page's flow (ADR 0036): it has scrolled away, the form's first fields are in view.
    const name = await box(page, form.getByLabel('Your name'));
    expect(name.y).toBeGreaterThanOrEqual(0);
    expect(name.y + name.height).toBeLessThanOrEqual(PHONE.viewport.height);
    expect(overlaps(name, await box(page, notice))).toBe(false);
  });

  it('says when the next appointment is and shows the times in the first screen; sends no robot token while the check is off', async () => {
    const { page } = await phone();
    const robotRequests: string[] = [];
    page.on('request', (r: Request) => {
      if (ROBOT_HOSTS.test(r.url())) robotRequests.push(r.url());
    });
    const searched = page.waitForRequest((r) => r.url().endsWith('/api/search') && r.method() === 'POST');
    await searchFromHome(page, stack.baseUrl, { name: 'Phone Patient', phone: '07700 900444', postcode: 'W1G 8YS' });
    const body = (await searched).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ postcode: 'W1G 8YS' });
    expect(body).not.toHaveProperty('robotToken');
    await page.getByRole('heading', { name: 'Next Available Appointment' }).waitFor();
    // The run's other journeys share the database and may have booked Harley Street's first times
    // (confirmation-email books tomorrow's first): the earliest time still free is the one said.
    const next = page.locator('.next-appointment');
    await next.filter({ hasText: /^Tomorrow \d{2}:\d{2} at / }).waitFor();
    const [, time] = /^Tomorrow (\d{2}:\d{2}) at Harley Street Emergency Dental, 0\.1 km away$/.exec((await next.textContent()) ?? '') ?? [];
    expect(time).toMatch(/^(09|10|11):(00|30)$/);
    expect(await page.locator('label.slot').first().textContent()).toContain(time);
    // The page opens at the top: the first time is within the first screen, clear of the cookie notice.
    const first = await box(page, page.locator('label.slot').first());
    expect(first.y + first.height).toBeLessThanOrEqual(PHONE.viewport.height);
    expect(overlaps(first, await box(page, page.getByRole('region', { name: 'Cookie Notice' })))).toBe(false);
    expect(await violations(page)).toEqual([]);

    // Holding a time sends no token either.
    await page.getByRole('radio').first().check();
    const held = page.waitForRequest((r) => r.url().endsWith('/api/holds') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    expect((await held).postDataJSON()).not.toHaveProperty('robotToken');
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
    expect(robotRequests).toEqual([]);
  });

  it('says on its card, in view and focused, that an alternative has nothing in 7 days; the nearest practice stays reachable after choosing another', async () => {
    const { page } = await phone();
    await searchFromHome(page, stack.baseUrl, { name: 'Alt Patient', phone: '07700 900445', postcode: 'W1G 8YS' });
    await page.getByRole('heading', { level: 2, name: 'Harley Street Emergency Dental' }).waitFor();
    const alternatives = page.getByRole('region', { name: 'Alternative Options' });
    const canary = alternatives.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Canary Wharf Dental Care' }) });
    await canary.getByRole('button', { name: 'Check Availability' }).click();
    const said = canary.getByText('No available appointments found for Canary Wharf Dental Care within the next 7 days.');
    await said.waitFor();
    expect(await focusedText(page)).toBe('No available appointments found for Canary Wharf Dental Care within the next 7 days.');
    const where = await box(page, said);
    const viewport = page.viewportSize()!;
    expect(where.y).toBeGreaterThanOrEqual(0);
    expect(where.y + where.height).toBeLessThanOrEqual(viewport.height);
    expect(await violations(page)).toEqual([]);

    const clapham = alternatives.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Clapham Junction Dental' }) });
    await clapham.getByRole('button', { name: 'Select This Practice' }).click();
    await page.getByRole('heading', { level: 2, name: 'Clapham Junction Dental' }).waitFor();
    expect(await page.evaluate(() => (globalThis as unknown as { scrollY: number }).scrollY)).toBe(0);
    const harley = alternatives.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Harley Street Emergency Dental' }) });
    await harley.getByText(/^Next available: /).waitFor();
    await harley.getByRole('button', { name: 'Select This Practice' }).click();
    await page.getByRole('heading', { level: 2, name: 'Harley Street Emergency Dental' }).waitFor();
    await page.getByRole('radio').first().waitFor();
  });

  it('ends in a usable site when the first GET /api/site fails: it tries again, saying so, and the gate and the search work', async () => {
    const { page } = await phone();
    let calls = 0;
    await page.route('**/api/site', async (route) => {
      calls += 1;
      if (calls === 1) return route.abort('failed');
      // The second try answers a little late, so the "trying again" progress can be seen.
      await new Promise((r) => setTimeout(r, 1500));
      return route.continue();
    });
    await page.goto(stack.baseUrl);
    await page.getByText('Still loading the site. Trying again…').waitFor();
    await page.getByRole('heading', { name: 'Site Under Development' }).waitFor();
    expect(calls).toBe(2);
    await searchFromHome(page, stack.baseUrl, { name: 'Retry Patient', phone: '07700 900446', postcode: 'W1G 8YS' });
    await page.getByRole('heading', { name: 'Next Available Appointment' }).waitFor();
  });

  it('reports LCP, INP and CLS to /metrics when the page is hidden', async () => {
    const page = await (await browser.newContext()).newPage();
    const reporter = page.waitForResponse((r) => /\/assets\/web-vitals-report-[^/]+\.js$/.test(r.url()));
    await page.goto(`${stack.baseUrl}/booking-terms`);
    await enterSite(page);
    await page.getByRole('heading', { level: 1, name: 'Booking Terms' }).waitFor();
    await reporter;
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click(); // an interaction, for INP
    const report = page.waitForResponse((r) => r.url().endsWith('/api/vitals'));
    // What the browser does when the patient switches away: the page becomes hidden.
    await page.evaluate(() => {
      // (The test's tsconfig has no DOM types: the page's globals are reached through globalThis.)
      const page = globalThis as unknown as { document: { dispatchEvent(e: unknown): void }; Event: new (type: string) => unknown };
      Object.defineProperty(page.document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      page.document.dispatchEvent(new page.Event('visibilitychange'));
    });
    const answer = await report;
    expect(answer.status()).toBe(204);
    const sent = answer.request().postDataJSON() as { page: string; metrics: Array<{ name: string; value: number }> };
    expect(sent.page).toBe('/booking-terms');
    expect(sent.metrics.map((m) => m.name)).toEqual(expect.arrayContaining(['CLS', 'LCP']));
    const metrics = await (await fetch(`${stack.baseUrl}/metrics`)).text();
    expect(metrics).toMatch(/web_vitals_lcp_seconds_count\{page="\/booking-terms"\} 1/);
    expect(metrics).toMatch(/web_vitals_cls_count\{page="\/booking-terms"\} 1/);
  });

  it('asks a visitor again once protection is switched off and on', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(stack.baseUrl);
    await enterSite(page);
    await page.getByRole('heading', { level: 1, name: 'Emergency dentist appointments today' }).waitFor();
    await admin('PUT', '/api/admin/settings', { isProtected: false });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Emergency dentist appointments today' }).waitFor();
    await admin('PUT', '/api/admin/settings', { isProtected: true });
    await page.reload();
    await page.getByRole('heading', { name: 'Site Under Development' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Emergency dentist appointments today' }).count()).toBe(0);
  });
});
