import type { Browser, Locator, Page } from 'playwright-core';
import { KNOCKED_OUT_TOOTH, KNOCKED_OUT_TOOTH_NOW } from '../../src/modules/search/clinical-safety.constants.js';
import { violations } from './support/axe.js';
import { searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, launchBrowser, openSampleDay, startStack } from './support/stack.js';

const ADMIN = { email: 'night-admin@example.test', password: 'night-admin-password' };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
/**
 * The whole stack's clock and the browser's: five past midnight on Wednesday 14 July 2027 in London
 * (BST), outside the support line's 8am–8pm, on days no other suite puts slots on.
 */
const NOW = new Date('2027-07-13T23:05:00Z');
const TODAY = '2027-07-14';

/** Whether `a` is laid out above `b` (the page is one column on a phone). */
async function above(a: Locator, b: Locator): Promise<boolean> {
  const [top, bottom] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  return top!.y + top!.height <= bottom!.y;
}

/**
 * A patient in pain at night, on a 390 × 844 phone, through the real stack: a knocked-out adult tooth
 * in Glasgow at 00:05, when the earliest time is 08:00, is told first that no dentist can see it
 * within the hour, what to do for the tooth now and NHS 24's 111, with the time still offered below;
 * a patient in north Wales with nothing in reach is sent to NHS 111 Wales first and told when our
 * line opens.
 */
describe('A knocked-out tooth at night, and the help that is open, in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  const offsetMs = NOW.getTime() - Date.now();

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack({ TEST_CLOCK_OFFSET_MS: String(offsetMs) });
    browser = await launchBrowser();
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    await openSampleDay(admin, 'Buchanan Street Dental', { date: TODAY, startHour: 8, endHour: 10 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function phone(): Promise<Page> {
    const context = await browser.newContext(PHONE);
    await context.clock.setFixedTime(new Date(Date.now() + offsetMs));
    return context.newPage();
  }

  it("Glasgow at 00:05: cannot be seen within the hour, first aid and NHS 24 above today's 08:00", async () => {
    const page = await phone();
    await searchFromHome(page, stack.baseUrl, { name: 'Night Patient', phone: '07700 900711', postcode: 'G2 1DU', knockedOutTooth: true });
    await page.getByRole('heading', { level: 1, name: 'Next Available Appointment' }).waitFor();
    const block = page.getByRole('region', { name: KNOCKED_OUT_TOOTH_NOW.heading });
    await block.waitFor();
    await block.getByText(KNOCKED_OUT_TOOTH_NOW.lead({ timeBelow: true, noneToday: false })).waitFor();
    for (const step of KNOCKED_OUT_TOOTH_NOW.firstAid) await block.getByText(step).waitFor();
    expect(await block.getByRole('link', { name: 'Call NHS 24 on 111' }).getAttribute('href')).toBe('tel:111');
    expect(await block.getByRole('link', { name: 'Go to NHS 24 online' }).getAttribute('href')).toBe('https://www.nhs24.scot/');
    expect(await block.getByRole('link', { name: 'Dental emergencies on NHS inform' }).getAttribute('href')).toBe('https://www.nhsinform.scot/');
    // England's service and our closed line are not offered to a patient in Scotland at midnight.
    expect(await page.locator('a[href="https://111.nhs.uk/"]').count()).toBe(0);
    expect(await block.getByRole('link', { name: '0330 088 2211' }).count()).toBe(0);
    // The time stays offered, below the advice.
    const time = page.locator('.next-appointment');
    await time.filter({ hasText: /^Today 08:00 at Buchanan Street Dental/ }).waitFor();
    expect(await above(block, time)).toBe(true);
    expect(await page.getByText(KNOCKED_OUT_TOOTH.earliestToday).count()).toBe(0);
    // The advice's heading is on the first screen of the phone.
    const heading = await block.getByRole('heading', { name: KNOCKED_OUT_TOOTH_NOW.heading }).boundingBox();
    expect(heading!.y + heading!.height).toBeLessThanOrEqual(PHONE.viewport.height);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('north Wales at 00:05 with nothing in reach: NHS 111 Wales first, then when our line opens', async () => {
    const page = await phone();
    await searchFromHome(page, stack.baseUrl, { name: 'Night Patient', phone: '07700 900712', postcode: 'LL57 2DG' });
    await page.getByRole('heading', { level: 1, name: 'No Available Appointments Found' }).waitFor();
    const help = page.locator('.urgent-help');
    const paragraphs = help.locator('p');
    await paragraphs.first().filter({ hasText: /^NHS 111 Wales can tell you where to get urgent dental care now, day or night: call 111/ }).waitFor();
    expect(await help.getByRole('link', { name: 'call 111' }).getAttribute('href')).toBe('tel:111');
    expect(await help.getByRole('link', { name: 'Use NHS 111 Wales online' }).getAttribute('href')).toBe('https://111.wales.nhs.uk/');
    expect((await paragraphs.nth(1).textContent())?.trim()).toBe('Our line opens at 8am: 0330 088 2211 (8am-8pm, 7 days a week).');
    expect(await page.locator('a[href="https://111.nhs.uk/"]').count()).toBe(0);
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });
});
