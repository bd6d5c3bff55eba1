import type { Browser, Page } from 'playwright-core';
import { violations } from './support/axe.js';
import { agreeToBookingTerms, linkFromInbox, payWithTestCard, searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, openSampleDay, startStack } from './support/stack.js';

const ADMIN = { email: 'layouts-admin@example.test', password: 'layouts-admin-password' };
const PAID = { name: 'Laptop Paid', email: 'laptop.paid@example.com' };
const DECLINED = { name: 'Laptop Declined', email: 'laptop.declined@example.com' };
const LAPTOP = { viewport: { width: 1366, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

async function right(page: Page, locator: ReturnType<Page['locator']>): Promise<number> {
  const b = await locator.boundingBox();
  if (!b) throw new Error('element is not displayed');
  return b.x + b.width;
}

/** Books tomorrow at Harley Street from the home page; `card` decides whether the payment goes through. */
async function book(page: Page, baseUrl: string, who: { name: string; email: string }, card: 'paid' | 'declined') {
  await searchFromHome(page, baseUrl, { name: who.name, phone: '07700 900888', postcode: 'W1G 8YS' });
  await page.getByRole('heading', { level: 2, name: 'Harley Street Emergency Dental' }).waitFor();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Book Appointment' }).click();
  if (card === 'paid') return payWithTestCard(page, who.email);
  await page.getByLabel('Email address for your confirmation').fill(who.email);
  await agreeToBookingTerms(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay £39' }).click();
  // The alert, not the test-card hint ("… 0002 is declined"): the decline is recorded by then.
  await page.getByRole('alert').filter({ hasText: /declined/i }).waitFor();
}

/** Admin Appointments on a 1366 px laptop and My Appointments on a 390 px phone: nothing cut, the primary action in view. */
describe('Layouts at a laptop and a phone width in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminApi>>;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack();
    browser = await launchBrowser();
    admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    // Until 17:00, as patient-journeys does: the run's journeys share one database, and in some file
    // orders they have taken Harley Street's morning by the time this one runs.
    await openSampleDay(admin, 'Harley Street Emergency Dental', { endHour: 17 });
    for (const [who, card] of [
      [PAID, 'paid'],
      [DECLINED, 'declined'],
    ] as const) {
      const page = await (await browser.newContext()).newPage();
      await book(page, stack.baseUrl, who, card);
      await page.close();
    }
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('fits the Appointments table in 1366 px with Confirm in view, and offers no Confirm on a declined payment', async () => {
    const page = await (await browser.newContext(LAPTOP)).newPage();
    await page.goto(`${stack.baseUrl}/login`);
    await enterSite(page);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Logged in as').waitFor();
    await page.getByRole('tab', { name: 'Appointments' }).click();
    const paid = page.getByRole('row', { name: new RegExp(PAID.name) });
    const confirm = paid.getByRole('button', { name: new RegExp(`^Confirm the appointment of ${PAID.name}`) });
    await confirm.waitFor();
    // The whole table is on screen: no sideways scrolling, the Actions column and its button uncut.
    const wrap = page.locator('.table-wrap').first();
    expect(await wrap.evaluate((el) => (el as unknown as { scrollWidth: number }).scrollWidth <= (el as unknown as { clientWidth: number }).clientWidth)).toBe(true);
    expect(await right(page, page.getByRole('columnheader', { name: 'Actions' }))).toBeLessThanOrEqual(1366);
    expect(await right(page, confirm)).toBeLessThanOrEqual(1366);
    const declined = page.getByRole('row', { name: new RegExp(DECLINED.name) });
    await declined.getByText('Not confirmable: the payment failed, so there is nothing to capture.').waitFor();
    expect(await declined.getByRole('button', { name: /^Confirm/ }).count()).toBe(0);
    expect(await violations(page)).toEqual([]);
  });

  it("keeps My Appointments' Status in view on a 390 px phone (each booking a card)", async () => {
    const page = await (await browser.newContext(PHONE)).newPage();
    await page.goto(`${stack.baseUrl}/login`);
    await enterSite(page);
    await page.getByLabel('Email address you booked with').fill(PAID.email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    const link = await linkFromInbox(admin, PAID.email, 'Your sign-in link', /(https?:\/\/\S+\/login\/link\?token=[^\s)\]]+)/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'My Appointments' }).waitFor();
    const status = page.locator('td[data-label="Status"]').first();
    await status.waitFor();
    expect((await status.textContent())?.trim()).toBe('Booked, waiting for the practice to confirm');
    expect(await right(page, status)).toBeLessThanOrEqual(390);
    expect(await right(page, page.locator('td[data-label="Practice"]').first())).toBeLessThanOrEqual(390);
    const wrap = page.locator('.table-wrap').first();
    expect(await wrap.evaluate((el) => (el as unknown as { scrollWidth: number }).scrollWidth <= (el as unknown as { clientWidth: number }).clientWidth)).toBe(true);
    expect(await violations(page)).toEqual([]);
  });
});
