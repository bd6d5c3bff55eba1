import type { Browser, Page } from 'playwright-core';
import { eventually } from '../support/processes.js';
import { violations } from './support/axe.js';
import { agreeToBookingTerms, searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, launchBrowser, openSampleDay, startStack, tomorrowInLondon } from './support/stack.js';

const ADMIN = { email: 'back-and-sca-admin@example.test', password: 'back-and-sca-admin-password' };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
/** Under every payment failure (issue #29), its text right after the reason's. */
const SUPPORT_LINE = 'Need help? Call us on 0330 088 2211.';
const ABANDONED = 'You did not finish the check with your bank, so nothing has been taken. You can try again, or use another card, while we hold your appointment.';

/** The text of the element that has focus (the test's tsconfig has no DOM types, hence globalThis). */
const focusedText = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document.activeElement?.textContent?.trim());

type Appointment = { patient: { name: string }; status: string; paymentStatus: string };

/**
 * Issue 23 items 1, 8 and 17 on the real stack (simulated gateway): Back from each payment step and
 * booking the same time again; the declined card's message in view; the bank's check (3-D Secure,
 * card 4000 0025 0000 3155) passed, failed and abandoned.
 */
describe('Back, and paying with the check of the bank, in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminApi>>;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack();
    browser = await launchBrowser();
    admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    // Didsbury: no other journey books there.
    await openSampleDay(admin, 'Didsbury Village Dental', { endHour: 13 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  /** A phone, searched from M20 2DW, on the Didsbury practice's times. */
  async function search(name: string, phone: string): Promise<Page> {
    const page = await (await browser.newContext(PHONE)).newPage();
    await searchFromHome(page, stack.baseUrl, { name, phone, postcode: 'M20 2DW', issue: 'Toothache' });
    await page.getByRole('heading', { level: 2, name: 'Didsbury Village Dental' }).waitFor();
    return page;
  }
  async function bookFirstTime(page: Page) {
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
  }
  async function toCardStep(page: Page, email: string) {
    await page.getByLabel('Email address for your confirmation').fill(email);
    await agreeToBookingTerms(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByLabel('Card number').waitFor();
  }
  async function pay(page: Page, card: string) {
    await page.getByLabel('Card number').fill(card);
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay £39' }).click();
  }
  const appointmentsOf = async (name: string, status: 'all' | 'pending' | 'cancelled') =>
    ((await admin('GET', `/api/admin/appointments?status=${status}&limit=200`)) as { items: Appointment[] }).items.filter((a) => a.patient.name === name);

  it('Book → Back → Book takes the same time again, and Back from the card step lets the checkout go', async () => {
    const page = await search('Bea Back', '07700 900601');
    const first = (await page.getByRole('radio').first().getAttribute('value'))!;
    await bookFirstTime(page);
    // Back from the e-mail step: the times again, the same one still chosen, and Book takes it.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Choose a time' }).waitFor();
    await page.getByText(/^Selected: /).waitFor();
    expect(await page.locator(`input[type=radio][value="${first}"]`).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
    expect(await page.getByText(/booked by someone else/).count()).toBe(0);

    // Back from the card step: the checkout is let go too; the address typed is kept.
    await toCardStep(page, 'bea.back@example.com');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Choose a time' }).waitFor();
    await page.getByText(/^Selected: /).waitFor();
    // Back lets the checkout go in the background: the times show at once, the release follows.
    await eventually(async () => (await appointmentsOf('Bea Back', 'cancelled')).length === 1, 10_000);
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
    expect(await page.getByLabel('Email address for your confirmation').inputValue()).toBe('bea.back@example.com');
    // A new hold is a new agreement: the boxes are asked again.
    await agreeToBookingTerms(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await pay(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { name: 'Appointment Booked Successfully!' }).waitFor();
    const booked = await appointmentsOf('Bea Back', 'pending');
    expect(booked.map((a) => a.paymentStatus)).toEqual(['authorized']);
  });

  it("puts a declined card's message in view and in focus; then 3155's check of the bank, passed, books", async () => {
    const page = await search('Pat Passed', '07700 900602');
    await bookFirstTime(page);
    await toCardStep(page, 'pat.passed@example.com');
    // Scrolled away from the message's place first, as a patient on a phone may be.
    await page.evaluate(() => (globalThis as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0));
    await pay(page, '4000 0000 0000 0002');
    const declined = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await declined.waitFor();
    // The reason, then the support line (issue #29).
    expect(await focusedText(page)).toBe(`Your card was declined.${SUPPORT_LINE}`);
    const where = (await declined.boundingBox())!;
    expect(where.y).toBeGreaterThanOrEqual(0);
    expect(where.y + where.height).toBeLessThanOrEqual(page.viewportSize()!.height);

    await pay(page, '4000 0025 0000 3155');
    const check = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
    await check.waitFor();
    expect(await violations(page)).toEqual([]);
    await check.getByRole('button', { name: 'Complete' }).click();
    await page.getByRole('heading', { name: 'Appointment Booked Successfully!' }).waitFor();
    expect((await appointmentsOf('Pat Passed', 'pending')).map((a) => a.paymentStatus)).toEqual(['authorized']);
  });

  it("failed check: the bank's message, the hold still running, and another card books", async () => {
    const page = await search('Fay Failed', '07700 900603');
    await bookFirstTime(page);
    await toCardStep(page, 'fay.failed@example.com');
    await pay(page, '4000 0025 0000 3155');
    await page.getByRole('dialog', { name: 'Confirm this payment with your bank' }).getByRole('button', { name: 'Fail' }).click();
    await page.getByRole('alert').filter({ hasText: AUTH_FAILED }).waitFor();
    expect(await focusedText(page)).toBe(`${AUTH_FAILED}${SUPPORT_LINE}`);
    await page.getByText(/We are holding this appointment for you for \d+ more minutes?\./).waitFor();
    expect((await appointmentsOf('Fay Failed', 'pending')).map((a) => a.paymentStatus)).toEqual(['failed']);
    expect(await violations(page)).toEqual([]);
    await pay(page, '4242 4242 4242 4242');
    await page.getByRole('heading', { name: 'Appointment Booked Successfully!' }).waitFor();
  });

  it('abandoned check (Cancel, or Escape): nothing taken, the time still held; Back then lets it go', async () => {
    const page = await search('Abe Abandoned', '07700 900604');
    const time = (await page.getByRole('radio').first().getAttribute('value'))!;
    await bookFirstTime(page);
    await toCardStep(page, 'abe.abandoned@example.com');
    await pay(page, '4000 0025 0000 3155');
    await page.getByRole('dialog', { name: 'Confirm this payment with your bank' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alert').filter({ hasText: ABANDONED }).waitFor();
    expect((await appointmentsOf('Abe Abandoned', 'pending')).map((a) => a.paymentStatus)).toEqual(['pending']);
    // Escape closes the check the same way.
    await pay(page, '4000 0025 0000 3155');
    await page.getByRole('dialog', { name: 'Confirm this payment with your bank' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('alert').filter({ hasText: ABANDONED }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Another patient cannot have the time while it is held; once Back lets it go, they can.
    const other = await search('Oli Other', '07700 900605');
    expect(await other.locator(`input[type=radio][value="${time}"]`).count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Choose a time' }).waitFor();
    await eventually(async () => (await appointmentsOf('Abe Abandoned', 'cancelled')).length === 1, 10_000);
    await other.getByLabel('Date').selectOption(tomorrowInLondon());
    await other.locator(`input[type=radio][value="${time}"]`).waitFor({ state: 'attached' });
  });
});
