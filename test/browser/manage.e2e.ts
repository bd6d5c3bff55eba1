import type { Browser, Page } from 'playwright-core';
import { violations } from './support/axe.js';
import { linkFromInbox as inboxLink, payWithTestCard, searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, openSampleDay, startStack, tomorrowInLondon } from './support/stack.js';

const ADMIN = { email: 'manage-admin@example.test', password: 'manage-admin-password' };
const EMAIL = 'manage.journey@example.com';

describe('Manage link journey in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminApi>>;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack();
    browser = await launchBrowser();
    admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    await openSampleDay(admin, 'Colmore Row Dental');
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  async function bookInBirmingham(page: Page, email = EMAIL) {
    await searchFromHome(page, stack.baseUrl, { name: 'Morgan Manage', phone: '07700 900777', postcode: 'B3 2AA' });
    await page.getByRole('heading', { name: 'Next Available Appointment' }).waitFor();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await payWithTestCard(page, email);
  }

  const linkFromInbox = (to: string, subject: string, pattern: RegExp) => inboxLink(admin, to, subject, pattern);
  const manageLink = () => linkFromInbox(EMAIL, 'Appointment booked', /(https?:\/\/\S+\/appointments\/manage\?token=[^\s)\]]+)/);

  it('books, opens the manage link from the e-mail, moves the appointment, then cancels it with what happens to the fee shown first', async () => {
    const page = await (await browser.newContext()).newPage();
    await bookInBirmingham(page);
    const link = await manageLink();

    const patient = await (await browser.newContext()).newPage();
    await patient.goto(link);
    await enterSite(patient);
    await patient.getByRole('heading', { name: 'Manage your appointment' }).waitFor();
    await patient.getByText('Booked, waiting for the practice to confirm').waitFor();
    await patient.getByText('The practice has not been instructed yet, so we will take £19.50 of the £39 held and release the rest.').waitFor();
    expect(await violations(patient)).toEqual([]);

    // The move section's own date and times (the page also offers the language of e-mails and texts).
    const move = patient.locator('section', { has: patient.getByRole('heading', { name: 'Move your appointment' }) });
    await move.getByLabel('Date').selectOption(tomorrowInLondon());
    const before = (await patient.locator('dd').nth(2).textContent())!;
    await move.getByRole('radio').last().check();
    const newTime = (await patient.locator('label.slot--selected').textContent())!.trim();
    await patient.getByRole('button', { name: 'Move my appointment' }).click();
    await patient.getByText(/^Your appointment has been moved\. New time: .+ at \d\d:\d\d\.$/).waitFor();
    expect(await patient.locator('dd').nth(2).textContent()).toContain(newTime);
    expect(await patient.locator('dd').nth(2).textContent()).not.toBe(before);
    expect(await violations(patient)).toEqual([]);

    await patient.getByRole('button', { name: 'Cancel appointment' }).click();
    await patient.getByText('Are you sure you want to cancel this appointment? This cannot be undone.').waitFor();
    expect(await violations(patient)).toEqual([]);
    await patient.getByRole('button', { name: 'Yes, cancel my appointment' }).click();
    await patient.getByRole('status').getByText('Your appointment has been cancelled.').waitFor();
    await patient.getByText('Cancelled', { exact: true }).waitFor();
    await patient.getByText(/We (will take|have taken) £19\.50 of the £39 held on your card and (release|released) the rest\./).waitFor();
    expect(await patient.getByRole('button', { name: 'Move my appointment' }).count()).toBe(0);
    expect(await violations(patient)).toEqual([]);

    const bad = await (await browser.newContext()).newPage();
    await bad.goto(`${stack.baseUrl}/appointments/manage?token=forged.token`);
    await enterSite(bad);
    await bad.getByText('This link is not valid. Please use the link in your most recent e-mail, or call us.').waitFor();
  });

  it('signs a patient in to My Appointments with an e-mailed link, no password', async () => {
    const email = 'link.journey@example.com';
    const page = await (await browser.newContext()).newPage();
    await bookInBirmingham(page, email);
    await page.goto(`${stack.baseUrl}/login`);
    await page.getByLabel('Email address you booked with').fill(email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByText('If that address has bookings with us, a sign-in link is on its way. It works for 15 minutes.').waitFor();
    expect(await violations(page)).toEqual([]);
    const link = await linkFromInbox(email, 'Your sign-in link', /(https?:\/\/\S+\/login\/link\?token=[^\s)\]]+)/);
    await page.goto(link);
    await page.getByRole('heading', { name: 'My Appointments' }).waitFor();
    await page.getByRole('cell', { name: 'Colmore Row Dental' }).first().waitFor();
    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await enterSite(again);
    await again.getByText('This sign-in link has expired or has already been used. Please ask for a new one.').waitFor();
  });
});

