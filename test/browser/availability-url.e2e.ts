import type { Browser, BrowserContext, Page } from 'playwright-core';
import { violations } from './support/axe.js';
import { searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, openSampleDay, startStack } from './support/stack.js';

const ADMIN = { email: 'availability-url-admin@example.test', password: 'availability-url-admin-password' };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/**
 * The stack's clock and the browser's: 10:00 on Wednesday 13 October 2027 in London (BST). The run
 * shares one database with the other journeys: these days are nobody else's (theirs are today's
 * and tomorrow's, or June 2027's), so this journey neither takes nor adds times they count on.
 */
const NOW = new Date('2027-10-13T09:00:00Z');
const day = (n: number) => new Date(Date.UTC(2027, 9, 13 + n)).toISOString().slice(0, 10);
const PRACTICE = 'Deansgate Dental Studio';

/** The element that has focus (the test's tsconfig has no DOM types, hence globalThis). */
const focusedId = (page: Page) => page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id);

/**
 * Issue #31 item 4 on a 390 × 844 phone: the results page keeps the chosen practice and date in its
 * URL (`/availability-check?practice=…&date=…`). Search, choose another date, reload: the same
 * practice and date. The copied URL in another browser (the gate passed there): the same again,
 * with its times to read and the lead form to book.
 */
describe('The results page’s practice and date in the URL (issue #31) in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  const offsetMs = NOW.getTime() - Date.now();

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack({ TEST_CLOCK_OFFSET_MS: String(offsetMs) });
    browser = await launchBrowser();
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    // From M3 3WB: Deansgate first has tomorrow morning, and two days later an afternoon.
    await openSampleDay(admin, PRACTICE, { date: day(1), startHour: 9, endHour: 11 });
    await openSampleDay(admin, PRACTICE, { date: day(3), startHour: 14, endHour: 16 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A phone whose clock agrees with the stack's. */
  async function phone(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext(PHONE);
    await context.clock.setFixedTime(new Date(Date.now() + offsetMs));
    return { context, page: await context.newPage() };
  }
  const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

  it('search, another date, reload: the same practice and date; the copied URL elsewhere: the same again', async () => {
    const { page } = await phone();
    await searchFromHome(page, stack.baseUrl, { name: 'Uri Link', phone: '07700 900711', postcode: 'M3 3WB' });
    await page.getByRole('heading', { level: 2, name: PRACTICE, exact: true }).waitFor();
    await page.waitForURL((u) => u.searchParams.get('date') === day(1));
    const practiceId = query(page).practice;
    expect(practiceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await page.getByLabel('Date').inputValue()).toBe(day(1));

    // Another date (chosen as a keyboard user does, on the focused list): the URL follows in place,
    // and focus stays on the date list.
    await page.getByLabel('Date').focus();
    await page.getByLabel('Date').selectOption(day(3));
    await page.getByRole('radio', { name: '15:00' }).waitFor();
    expect(query(page)).toEqual({ practice: practiceId, date: day(3) });
    expect(await focusedId(page)).toBe('date-select');

    // A reload: the same practice and date, with the search behind them (the details, Book Appointment).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Next Available Appointment' }).waitFor();
    await page.getByRole('heading', { level: 2, name: PRACTICE, exact: true }).waitFor();
    await page.getByRole('radio', { name: '15:00' }).waitFor();
    expect(await page.getByLabel('Date').inputValue()).toBe(day(3));
    expect(query(page)).toEqual({ practice: practiceId, date: day(3) });
    await page.getByText(/^Uri Link · 07700 900711 · M3 3WB/).waitFor();
    expect(await page.getByRole('button', { name: 'Book Appointment' }).isEnabled()).toBe(true);
    expect(await violations(page)).toEqual([]);
    const shared = page.url();

    // Browser Back still leaves the page (date changes replaced the entry, they did not add any).
    await page.goBack();
    await page.getByRole('form', { name: 'Instant Availability Checker' }).waitFor();

    // The copied URL in another browser: past the gate, the same practice and date, times to read,
    // and the lead form (the safety question first) to book.
    const { page: other } = await phone();
    await other.goto(shared);
    await enterSite(other);
    await other.getByRole('heading', { level: 2, name: PRACTICE, exact: true }).waitFor();
    expect(await other.getByLabel('Date').inputValue()).toBe(day(3));
    const times = other.getByRole('region', { name: `Free times at ${PRACTICE}` });
    await times.getByText('15:00', { exact: true }).waitFor();
    expect(await other.getByRole('radio').count()).toBe(0);
    const form = other.getByRole('form', { name: `Book at ${PRACTICE}` });
    await form.getByRole('group', { name: 'Do you have any of these?' }).waitFor();
    expect(Object.fromEntries(new URL(other.url()).searchParams)).toEqual({ practice: practiceId, date: day(3) });
    expect(await violations(other)).toEqual([]);

    // Its date list works there too: the first date's morning, and the URL follows.
    await other.getByLabel('Date').selectOption(day(1));
    await times.getByText('09:30', { exact: true }).waitFor();
    expect(Object.fromEntries(new URL(other.url()).searchParams)).toEqual({ practice: practiceId, date: day(1) });

    // Booking from there: the questions, then the search (this practice first), and the page to book on.
    await form.getByLabel('No, none of these').check();
    await form.getByLabel('Your name').fill('Vi Shared');
    await form.getByLabel('Phone number').fill('07700 900712');
    await form.getByLabel('Postcode').fill('M3 3WB');
    await form.getByRole('button', { name: 'Check availability' }).click();
    await other.getByRole('button', { name: 'Book Appointment' }).waitFor();
    await other.getByText(/^Vi Shared · 07700 900712 · M3 3WB/).waitFor();
    await other.getByRole('heading', { level: 2, name: PRACTICE, exact: true }).waitFor();
    await other.waitForURL((u) => u.searchParams.get('practice') === practiceId && u.searchParams.get('date') === day(1));
  });
});
