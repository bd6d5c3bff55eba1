import type { Browser } from 'playwright-core';
import { violations } from './support/axe.js';
import { agreeToBookingTerms, searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, openSampleDay, startStack } from './support/stack.js';

const ADMIN = { email: 'sms-admin@example.test', password: 'sms-admin-password' };

interface DevText {
  to: string;
  body: string;
  template: string;
  appointmentId?: string;
  status: string;
  createdAt: string;
}

/** Issue 21, "Done when" 1: one booking through the real UI, one text in the dev outbox, and its short link opens the booking. */
describe('Text messages journey in Chromium', () => {
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

  it('books with texts on, sends one confirmation text, and its short link lands on the manage page of that booking', async () => {
    const page = await (await browser.newContext()).newPage();
    await searchFromHome(page, stack.baseUrl, { name: 'Sam Texter', phone: '07700 900778', postcode: 'B3 2AA', issue: 'Broken crown and a swollen jaw' });
    await page.getByRole('heading', { name: 'Next Available Appointment' }).waitFor();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    const noTexts = page.getByRole('checkbox', { name: "Don't send me text messages" });
    await noTexts.waitFor();
    expect(await noTexts.isChecked()).toBe(false);
    expect(await violations(page)).toEqual([]);
    await page.getByLabel('Email address for your confirmation').fill('sam.texter@example.com');
    await agreeToBookingTerms(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay £39' }).click();
    await page.getByRole('heading', { name: 'Appointment Booked Successfully!' }).waitFor();
    const reference = (await page.getByText(/ED-[A-Z0-9]{6}/).first().textContent())!.match(/ED-[A-Z0-9]{6}/)![0];

    let texts: DevText[] = [];
    for (let i = 0; i < 150 && !texts.some((t) => t.to === '+447700900778'); i++) {
      texts = (await admin('GET', '/dev/sms.json')) as DevText[];
      if (!texts.some((t) => t.to === '+447700900778')) await new Promise((r) => setTimeout(r, 200));
    }
    await new Promise((r) => setTimeout(r, 1000));
    texts = ((await admin('GET', '/dev/sms.json')) as DevText[]).filter((t) => t.to === '+447700900778');
    expect(texts).toHaveLength(1);
    const [text] = texts;
    expect(text).toMatchObject({ template: 'booking-confirmed', status: 'sent', appointmentId: expect.any(String) });
    expect(text.body).toContain('Colmore Row Dental');
    expect(text.body).toContain(`Ref ${reference}`);
    expect(text.body).not.toMatch(/crown|swollen|jaw|Sam/);
    const shortLink = /(https?:\/\/\S+\/m\/[0-9A-Za-z]{12})$/.exec(text.body)![1];

    // The patient's phone: a fresh browser, the short link from the text.
    const phone = await (await browser.newContext()).newPage();
    await phone.goto(shortLink);
    await enterSite(phone);
    await phone.getByRole('heading', { name: 'Manage your appointment' }).waitFor();
    await phone.getByText(reference).first().waitFor();
    expect(new URL(phone.url()).pathname).toBe('/appointments/manage');
    expect(await violations(phone)).toEqual([]);
  });
});
