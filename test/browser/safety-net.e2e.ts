import type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
import { KNOCKED_OUT_TOOTH_NOW } from '../../src/modules/search/clinical-safety.constants.js';
import { violations } from './support/axe.js';
import { searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, openSampleDay, startStack } from './support/stack.js';

const ADMIN = { email: 'safety-net-admin@example.test', password: 'safety-net-admin-password' };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1366, height: 768 } };
/**
 * The whole stack's clock and the browser's: 10:00 on Wednesday 9 June 2027 in London (BST), inside
 * the service's 8am–8pm, so "today" has times to lead with whatever the day and hour the suite runs
 * (and no other suite's slots fall on these days).
 */
const NOW = new Date('2027-06-09T09:00:00Z');
const day = (n: number) => new Date(Date.UTC(2027, 5, 9 + n)).toISOString().slice(0, 10);
const SUPPORT = { name: '0330 088 2211', href: 'tel:+443300882211' };

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes share any area (the cookie notice covering something). */
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** The text of the element that has focus (the test's tsconfig has no DOM types, hence globalThis). */
const focusedText = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document.activeElement?.textContent?.trim());

/**
 * Issue #29 items 1 and 5 on a 390 × 844 phone, on the real stack: the safety net before the search
 * (an emergency sign ticked → the 999 / A&E screen at once, no search request; none → the search as
 * before; side-doors.e2e.ts has the page's other ways to a form while a sign is ticked), a
 * knocked-out tooth leading with today's earliest time, NHS 111 and the support line on the
 * no-availability panels, Book Appointment disabled with its reason, the alternatives' "Check
 * availability" link, and the cookie notice covering none of the lead form at 390 × 844 and 1366 × 768.
 */
describe('Safe and truthful for a patient in pain (issue #29) in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminApi>>;
  /** How far the stack's clock is moved from the machine's; each browser context gets the same "now". */
  const offsetMs = NOW.getTime() - Date.now();

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack({ TEST_CLOCK_OFFSET_MS: String(offsetMs) });
    browser = await launchBrowser();
    admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    // From M1 1AE: Deansgate (0.9 km) first has 15:00 today, Didsbury (6.9 km) 11:00 today.
    await openSampleDay(admin, 'Deansgate Dental Studio', { date: day(0), startHour: 15, endHour: 17 });
    await openSampleDay(admin, 'Didsbury Village Dental', { date: day(0), startHour: 11, endHour: 12 });
    // From W1G 8YS: Harley Street first has tomorrow; Clapham Junction and Canary Wharf nothing (yet).
    await openSampleDay(admin, 'Harley Street Emergency Dental', { date: day(1) });
    // From L1 4HR: Bold Street first has tomorrow, nothing in reach today.
    await openSampleDay(admin, 'Bold Street Dental', { date: day(1) });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A fresh visitor (the cookie notice not yet answered) whose clock agrees with the stack's. */
  async function visitor(size: typeof PHONE | typeof LAPTOP = PHONE): Promise<{ context: BrowserContext; page: Page; searches: Request[] }> {
    const context = await browser.newContext(size);
    await context.clock.setFixedTime(new Date(Date.now() + offsetMs));
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
  const nextAppointment = (page: Page) => page.locator('.next-appointment');

  it('shows the 999 / A&E screen at the tick of an emergency sign, with tap-to-call 999 and NHS 111, and makes no search request', async () => {
    const { page, searches } = await visitor();
    const form = await home(page);
    const question = form.getByRole('group', { name: 'Do you have any of these?' });
    expect(await question.getByRole('checkbox').count()).toBe(6);
    // Nothing else filled in, no button pressed: a patient in an emergency types nothing.
    await form.getByLabel('Heavy bleeding from your mouth that will not stop').click();
    const heading = page.getByRole('heading', { name: 'Call 999 or go to A&E now' }).first();
    await heading.waitFor();
    expect(await focusedText(page)).toBe('Call 999 or go to A&E now');
    const where = await heading.boundingBox();
    expect(where!.y).toBeGreaterThanOrEqual(0);
    expect(where!.y + where!.height).toBeLessThanOrEqual(PHONE.viewport.height);
    const screen = page.getByRole('region', { name: 'Call 999 or go to A&E now' }).first();
    expect(await screen.getByRole('link', { name: 'Call 999' }).getAttribute('href')).toBe('tel:999');
    expect(await screen.getByRole('link', { name: 'Call 111' }).getAttribute('href')).toBe('tel:111');
    // No postcode typed: the nation is not known, so NHS 111 of all three nations.
    await screen.getByText("If you're not sure, call 111").waitFor();
    expect(await screen.getByRole('link', { name: 'NHS 111 online (England)' }).getAttribute('href')).toBe('https://111.nhs.uk/');
    expect(await screen.getByRole('link', { name: 'NHS 24 online (Scotland)' }).getAttribute('href')).toBe('https://www.nhs24.scot/');
    expect(await screen.getByRole('link', { name: 'NHS 111 Wales online' }).getAttribute('href')).toBe('https://111.wales.nhs.uk/');
    await screen.getByText('Do not drive to A&E. Ask someone to drive you or call 999 and ask for an ambulance.').waitFor();
    expect(await violations(page)).toEqual([]);
    expect(searches).toEqual([]);
    expect(page.url()).toBe(`${stack.baseUrl}/`);

    // Back to the form only when the patient says none applies; then the question is unanswered and focused.
    await screen.getByRole('button', { name: 'Change my answers' }).click();
    await page.getByRole('heading', { name: 'Are you sure none of these applies to you?' }).waitFor();
    expect(await focusedText(page)).toBe('Are you sure none of these applies to you?');
    await page.getByRole('button', { name: 'None of these applies to me' }).click();
    const back = page.getByRole('form', { name: 'Instant Availability Checker' });
    const first = back.getByLabel('Swelling of your mouth, lips, throat or neck, and it is hard to breathe or swallow');
    expect(await back.getByLabel('Heavy bleeding from your mouth that will not stop').isChecked()).toBe(false);
    expect(await first.evaluate((el) => el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement)).toBe(true);
    expect(searches).toEqual([]);
  });

  it('searches as before when none applies: one tap on "No, none of these"', async () => {
    const { page, searches } = await visitor();
    await searchFromHome(page, stack.baseUrl, { name: 'None Patient', phone: '07700 900601', postcode: 'M1 1AE' });
    await page.getByRole('heading', { name: 'Next Available Appointment' }).waitFor();
    expect(searches).toHaveLength(1);
    const body = searches[0].postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ postcode: 'M1 1AE', redFlags: [] });
    expect(body).not.toHaveProperty('urgentIssue');
    // The spec's rule: the nearest practice with a time today.
    await nextAppointment(page).filter({ hasText: /^Today 15:00 at Deansgate Dental Studio/ }).waitFor();
    expect(await page.getByText('This is the earliest time we found today.', { exact: false }).count()).toBe(0);
  });

  it("leads with today's earliest time for a knocked-out adult tooth, and says why", async () => {
    const { page, searches } = await visitor();
    await searchFromHome(page, stack.baseUrl, { name: 'Knocked Patient', phone: '07700 900602', postcode: 'M1 1AE', knockedOutTooth: true });
    await page.getByRole('heading', { name: 'Next Available Appointment' }).waitFor();
    expect(searches[0].postDataJSON()).toMatchObject({ redFlags: [], urgentIssue: 'knocked_out_tooth', issue: 'Knocked-out adult tooth' });
    await nextAppointment(page).filter({ hasText: /^Today 11:00 at Didsbury Village Dental, \d+\.\d km away$/ }).waitFor();
    const why = page.getByText('This is the earliest time we found today. A knocked-out adult tooth should be seen by a dentist within 1 hour, or as soon as possible.');
    await why.waitFor();
    // It leads: said under the heading, before the times.
    const [whyBox, timesBox] = [await why.boundingBox(), await page.getByRole('heading', { name: 'Choose a time' }).boundingBox()];
    expect(whyBox!.y).toBeLessThan(timesBox!.y);
    expect(await page.locator('label.slot').first().textContent()).toContain('11:00');
    // 11:00 at 10:00 is within the hour: no "cannot be seen within the hour" advice.
    expect(await page.getByRole('region', { name: KNOCKED_OUT_TOOTH_NOW.heading }).count()).toBe(0);
    // The nearest practice, whose first time is later, is the first alternative.
    const alternatives = page.getByRole('region', { name: 'Alternative Options' });
    expect(await alternatives.getByRole('heading', { level: 3 }).first().textContent()).toBe('Deansgate Dental Studio');
    expect(await violations(page)).toEqual([]);
  });

  it('says when a knocked-out tooth has no time today: first aid, NHS 111 and the support line to tap, above the later time', async () => {
    const { page } = await visitor();
    await searchFromHome(page, stack.baseUrl, { name: 'Knocked Later', phone: '07700 900603', postcode: 'L1 4HR', knockedOutTooth: true });
    const note = page.getByRole('region', { name: KNOCKED_OUT_TOOTH_NOW.heading });
    await note.getByText(KNOCKED_OUT_TOOTH_NOW.lead({ timeBelow: true, noneToday: true })).waitFor();
    for (const step of KNOCKED_OUT_TOOTH_NOW.firstAid) await note.getByText(step).waitFor();
    expect(await note.getByRole('link', { name: SUPPORT.name }).getAttribute('href')).toBe(SUPPORT.href);
    expect(await note.getByRole('link', { name: 'Call NHS 111 on 111' }).getAttribute('href')).toBe('tel:111');
    expect(await note.getByRole('link', { name: 'Use NHS 111 online' }).getAttribute('href')).toBe('https://111.nhs.uk/');
    await nextAppointment(page).filter({ hasText: /^Tomorrow / }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('puts NHS 111 and the support line (tap-to-call) on "No Available Appointments Found"', async () => {
    const { page } = await visitor();
    // Plymouth: no partner practice within 20 km.
    await searchFromHome(page, stack.baseUrl, { name: 'Far Patient', phone: '07700 900604', postcode: 'PL1 1AA' });
    await page.getByRole('heading', { level: 1, name: 'No Available Appointments Found' }).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: SUPPORT.name }).getAttribute('href')).toBe(SUPPORT.href);
    expect(await main.getByRole('link', { name: 'call 111' }).getAttribute('href')).toBe('tel:111');
    expect(await main.getByRole('link', { name: 'Use NHS 111 online' }).getAttribute('href')).toBe('https://111.nhs.uk/');
    expect(await violations(page)).toEqual([]);
  });

  it('on a date without times: the support line on the panel, and "Book Appointment" disabled with its reason', async () => {
    const { page } = await visitor();
    await searchFromHome(page, stack.baseUrl, { name: 'Date Patient', phone: '07700 900605', postcode: 'M1 1AE' });
    await nextAppointment(page).filter({ hasText: /^Today 15:00/ }).waitFor();
    const book = page.getByRole('button', { name: 'Book Appointment' });
    expect(await book.isEnabled()).toBe(true);
    await page.getByLabel('Date').selectOption(day(2));
    const panel = page.locator('.banner', { has: page.getByRole('heading', { name: 'No Available Appointments' }) });
    await panel.waitFor();
    expect(await panel.getByRole('link', { name: SUPPORT.name }).getAttribute('href')).toBe(SUPPORT.href);
    // Today still has times and it is 10:00: no NHS 111 on this panel.
    expect(await panel.getByRole('link', { name: 'call 111' }).count()).toBe(0);
    expect(await book.isDisabled()).toBe(true);
    expect(await book.getAttribute('aria-disabled')).toBe('true');
    const reason = await book.evaluate((el) => {
      const doc = (globalThis as unknown as { document: { getElementById(id: string): { textContent: string | null } | null } }).document;
      return doc.getElementById((el as unknown as { getAttribute(n: string): string }).getAttribute('aria-describedby'))?.textContent;
    });
    expect(reason).toBe('There are no times on this date. Choose another date to book.');
    await page.getByText('There are no times on this date. Choose another date to book.').waitFor();
    // Pressed anyway: nothing happens, no hold is asked for.
    let holds = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/holds') holds += 1;
    });
    await book.click({ force: true });
    expect(holds).toBe(0);
    expect(await page.getByText('Please select an appointment slot.').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    // Back to a date with times: enabled again.
    await page.getByLabel('Date').selectOption(day(0));
    await page.getByRole('radio').first().waitFor();
    expect(await book.getAttribute('aria-disabled')).toBeNull();
  });

  it('opens on the first date with times, not on a today without any; "Check availability" on an alternative is a link that answers on its card', async () => {
    const { page } = await visitor();
    await searchFromHome(page, stack.baseUrl, { name: 'Alt Patient', phone: '07700 900606', postcode: 'W1G 8YS' });
    await page.getByRole('heading', { level: 2, name: 'Harley Street Emergency Dental' }).waitFor();
    expect(await page.getByLabel('Date').inputValue()).toBe(day(1));
    expect(await page.getByLabel('Date').locator('option').first().textContent()).toMatch(/^Today, Wednesday 9 June \(no times left\)$/);

    // A practice opens a day after the search ran: its card's link finds it.
    await openSampleDay(admin, 'Canary Wharf Dental Care', { date: day(2), startHour: 14, endHour: 15 });
    const alternatives = page.getByRole('region', { name: 'Alternative Options' });
    const card = (name: string) => alternatives.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    const canary = card('Canary Wharf Dental Care');
    const link = canary.getByRole('link', { name: /^Check availability/ });
    expect(await link.evaluate((el) => (el as unknown as { tagName: string }).tagName)).toBe('A');
    expect(await link.getAttribute('href')).toMatch(/^#alternative-/);
    await link.click();
    await canary.getByText(/^Next available: Fri 11 Jun/).waitFor();
    expect(await focusedText(page)).toBe('Select This Practice');
    // The practice chosen did not change.
    await page.getByRole('heading', { level: 2, name: 'Harley Street Emergency Dental' }).waitFor();

    const clapham = card('Clapham Junction Dental');
    await clapham.getByRole('link', { name: /^Check availability/ }).click();
    await clapham.getByText('No available appointments found for Clapham Junction Dental within the next 7 days.').waitFor();
    expect(await focusedText(page)).toBe('No available appointments found for Clapham Junction Dental within the next 7 days.');
    expect(await violations(page)).toEqual([]);
  });

  describe('the cookie notice covers none of the lead form, nor the first call to action', () => {
    /** The hero form's controls: every checkbox, field and the submit button. */
    async function targets(page: Page): Promise<Array<[string, Locator]>> {
      const form = page.getByRole('form', { name: 'Instant Availability Checker' });
      const controls: Array<[string, Locator]> = [];
      for (const [i, box] of (await form.getByRole('checkbox').all()).entries()) controls.push([`checkbox ${i + 1}`, box]);
      for (const label of ['Your name', 'Phone number', 'Postcode', 'What is the problem?']) controls.push([label, form.getByLabel(label)]);
      controls.push(['submit', form.getByRole('button', { name: 'Check availability' })]);
      return controls;
    }

    it.each([
      ['a 390 × 844 phone', PHONE],
      ['a 1366 × 768 laptop', LAPTOP],
    ])('on %s: as the page opens, and with each of them focused', async (_, size) => {
      const { page } = await visitor(size);
      await home(page);
      const notice = page.getByRole('region', { name: 'Cookie Notice' });
      await notice.waitFor();
      const viewport = page.viewportSize()!;
      // The calls to action: "Find an appointment" (shown on phones, after the form), the header's "Book now".
      const jump = page.getByRole('link', { name: 'Find an appointment' });
      const actions: Array<[string, Locator]> = [['Book now', page.getByRole('banner').getByRole('link', { name: 'Book now' })]];
      if (size === PHONE) {
        actions.unshift(['Find an appointment', jump]);
        // On a phone the form's first question comes first: its first sign is in the first screen.
        const b = (await page.getByRole('form', { name: 'Instant Availability Checker' }).getByRole('checkbox').first().boundingBox())!;
        expect(b.y + b.height).toBeLessThanOrEqual(viewport.height);
      }
      const all = [...actions, ...(await targets(page))];
      expect(all.length).toBeGreaterThanOrEqual(12);
      const covered = async () => {
        const n = (await notice.boundingBox())!;
        const hidden: string[] = [];
        for (const [name, el] of all) {
          const b = await el.boundingBox();
          if (b && overlaps(b, n)) hidden.push(name);
        }
        return hidden;
      };
      expect(await covered()).toEqual([]);
      for (const [name, el] of all) {
        await el.focus();
        const b = (await el.boundingBox())!;
        // Focused, it is on screen (WCAG 2.4.11) and the notice covers none of the others either.
        expect([name, b.y >= 0 && b.y + b.height <= viewport.height]).toEqual([name, true]);
        expect(await covered()).toEqual([]);
      }
    });
  });
});
