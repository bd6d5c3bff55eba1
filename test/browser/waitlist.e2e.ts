import type { Browser } from 'playwright-core';
import { violations } from './support/axe.js';
import { linkFromInbox, payWithTestCard, searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, openSampleDay, startStack } from './support/stack.js';

const ADMIN = { email: 'waitlist-admin@example.test', password: 'waitlist-admin-password' };
const EMAIL = 'waiting.patient@example.com';

describe('Waitlist journey in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminApi>>;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack();
    browser = await launchBrowser();
    admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('joins from the no-availability panel, confirms from the e-mail, gets an offer when a slot opens, and its link asks the emergency question again and leads to a held slot and payment', async () => {
    const page = await (await browser.newContext()).newPage();
    await searchFromHome(page, stack.baseUrl, { name: 'Wren Waiting', phone: '07700 900888', postcode: 'EH2 3AA' });
    await page.getByRole('heading', { name: 'No Available Appointments Found' }).waitFor();
    await page.getByRole('heading', { name: 'Join the waitlist' }).waitFor();
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    await page.getByText('Enter your email address to join the waitlist.').waitFor();
    await page.getByText('Please agree to be e-mailed when an appointment opens.').waitFor();
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Email address').fill(EMAIL);
    await page.getByLabel('E-mail me when an appointment opens. My details are kept for 14 days at most.').check();
    await page.getByRole('button', { name: 'Join the waitlist' }).click();
    // Double opt-in: nothing changes until the e-mailed link is opened.
    await page.getByText('Check your e-mail to confirm your place on the waitlist. Open the link in it within 24 hours: until you do, nothing changes.').waitFor();
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Check your e-mail');
    expect(await violations(page)).toEqual([]);

    // The confirmation e-mail's link, opened in another browser, makes the place.
    const confirmLink = await linkFromInbox(admin, EMAIL, 'Confirm your place on the waitlist', /(https?:\/\/\S+\/waitlist\/confirm\?token=[^\s)\]]+)/);
    const confirmPage = await (await browser.newContext()).newPage();
    await confirmPage.goto(confirmLink);
    await enterSite(confirmPage);
    await confirmPage.getByRole('status').filter({ hasText: 'You are on the waitlist. We will e-mail you as soon as an appointment opens within 20km in the next 14 days.' }).waitFor();
    await confirmPage.getByRole('heading', { level: 1, name: 'Your place on the waitlist' }).waitFor();
    expect(await confirmPage.evaluate('document.activeElement?.textContent')).toBe('Your place on the waitlist');
    await confirmPage.getByRole('link', { name: 'Leave the waitlist' }).waitFor();
    expect(await violations(confirmPage)).toEqual([]);

    // An admin adds a slot at the nearest practice: the waitlist offers it.
    await openSampleDay(admin, 'Princes Street Dental', { startHour: 10, endHour: 11, slotMinutes: 60 });
    const link = await linkFromInbox(admin, EMAIL, 'An appointment has opened', /(https?:\/\/\S+\/waitlist\/offer\?token=[^\s)\]]+)/);

    const offerPage = await (await browser.newContext()).newPage();
    await offerPage.goto(link);
    await enterSite(offerPage);
    await offerPage.getByRole('heading', { name: 'Your waitlist offer' }).waitFor();
    // The emergency question again before anything is held: a sign is the 999 screen, nothing claimed.
    // The box goes with the tick (the 999 screen takes the form's place), so it is clicked, not checked.
    await offerPage.getByLabel('Heavy bleeding from your mouth that will not stop').click();
    await offerPage.getByRole('heading', { name: 'Call 999 or go to A&E now' }).waitFor();
    await offerPage.getByText('We have not held an appointment for you.').waitFor();
    expect(await violations(offerPage)).toEqual([]);
    await offerPage.getByRole('button', { name: 'Change my answers' }).click();
    await offerPage.getByRole('button', { name: 'None of these applies to me' }).click();
    await offerPage.getByLabel('No, none of these').check();
    expect(await violations(offerPage)).toEqual([]);
    await offerPage.getByRole('button', { name: 'Hold this time' }).click();
    await offerPage.getByText(/^Princes Street Dental, .+ at 10:00$/).waitFor();
    await offerPage.getByRole('heading', { name: 'Payment Processing' }).waitFor();
    expect(await offerPage.getByLabel('Email address for your confirmation').inputValue()).toBe(EMAIL);
    expect(await violations(offerPage)).toEqual([]);
    await payWithTestCard(offerPage, EMAIL);

    // The link has served its purpose.
    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await enterSite(again);
    await again.getByLabel('No, none of these').check();
    await again.getByRole('button', { name: 'Hold this time' }).click();
    await again.getByText('Sorry, this appointment is no longer available. If another one opens near you, we will e-mail you.').waitFor();
  });
});
