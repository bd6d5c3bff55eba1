import type { Browser, Page } from 'playwright-core';
import { BOOKING_TERMS_DATE, BOOKING_TERMS_VERSION } from '../../src/modules/booking/booking.constants.js';
import { violations } from './support/axe.js';
import { agreeToBookingTerms, searchFromHome } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, openSampleDay, startStack } from './support/stack.js';

const ADMIN = { email: 'consent-admin@example.test', password: 'consent-admin-password' };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// Glasgow: no other journey books this practice, so the run's shared database cannot take its times
// (not Edinburgh: the waitlist journey needs Edinburgh to have no times at all).
const PRACTICE = 'Buchanan Street Dental';
const PATIENT = { name: 'Connie Consent', phone: '07700 900621', postcode: 'G2 1DU', issue: 'Swollen gum' };
const TERMS_ERROR = 'Accept the Booking Terms to book your appointment';
const AGE_ERROR = 'Confirm that you are 16 or over to book. A patient under 16 must be booked by a parent or guardian';

/** Whether the element has focus (the test's tsconfig has no DOM types). */
const isFocused = (el: unknown) => el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement;

type Appointment = { id: string; patient: { name: string }; paymentStatus: string };

/**
 * Issue #29, item 2, on a 390×844 phone against the real stack: the payment step sums up the fee,
 * the refund rule and the 4-hour window with the Booking Terms a tap away; Proceed to Payment without
 * the two boxes shows both errors and checks nothing out; with them the patient pays; the admin's
 * page shows the version and time accepted; the Booking Terms carry that version and describe
 * cancelling and moving online and by phone. Also: the declined-card box starts with its reason
 * (audit U7) and offers the support number.
 */
describe('Consent and age at checkout, on a phone', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminApi>>;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack();
    browser = await launchBrowser();
    admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    await openSampleDay(admin, PRACTICE);
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const appointmentsOf = async (name: string) =>
    ((await admin('GET', '/api/admin/appointments?status=all&limit=200')) as { items: Appointment[] }).items.filter((a) => a.patient.name === name);

  async function toPaymentStep(page: Page) {
    await searchFromHome(page, stack.baseUrl, PATIENT);
    await page.getByRole('heading', { level: 2, name: PRACTICE }).waitFor();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
  }

  it('sums up the terms, refuses to go on without both boxes, then books and pays; the admin sees the consent', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    const checkouts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/holds\/[^/]+\/checkout$/.test(new URL(request.url()).pathname)) checkouts.push(request.url());
    });
    await toPaymentStep(page);

    // The short summary: £39, the 50 % refund rule, the 4-hour window, and the Booking Terms a tap away.
    const summary = page.getByRole('region', { name: 'Before you pay' });
    await summary.waitFor();
    const text = (await summary.textContent())!.replace(/\s+/g, ' ');
    expect(text).toContain('Booking fee: £39.');
    expect(text).toContain('If you cancel before we instruct the practice, we keep only £19.50 of the booking fee: the rest is released from your card, or refunded if it was already taken. After that, the booking fee is non-refundable.');
    expect(text).toContain('Your appointment time may move by up to 4 hours');
    const termsLink = summary.getByRole('link', { name: 'Read the Booking Terms (opens in a new tab)' });
    expect(await termsLink.getAttribute('href')).toBe('/booking-terms');

    // Proceed without the boxes: both errors, in the focused summary and by each box; nothing checked out.
    await page.getByRole('radio', { name: 'Me', exact: true }).check();
    await page.getByLabel('Email address for your confirmation').fill('connie.consent@example.com');
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await problems.waitFor();
    expect(await problems.getByRole('link').allTextContents()).toEqual([TERMS_ERROR, AGE_ERROR]);
    expect(await problems.evaluate(isFocused)).toBe(true);
    const terms = page.getByRole('checkbox', { name: 'I have read and accept the Booking Terms' });
    const age = page.getByRole('checkbox', { name: 'I am 16 or over' });
    expect(await terms.getAttribute('aria-invalid')).toBe('true');
    expect(await age.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#payment-accept-terms-error').textContent()).toBe(`Error: ${TERMS_ERROR}`);
    expect(await page.locator('#payment-over-16-error').textContent()).toBe(`Error: ${AGE_ERROR}`);
    expect(await violations(page)).toEqual([]);
    expect(checkouts).toEqual([]);
    expect(await appointmentsOf(PATIENT.name)).toEqual([]);
    // A summary link takes the patient to its box.
    await problems.getByRole('link', { name: AGE_ERROR }).click();
    expect(await age.evaluate(isFocused)).toBe(true);

    // Both ticked: on to the card step, with the consent sent once.
    await agreeToBookingTerms(page);
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByLabel('Card number').waitFor();
    expect(checkouts).toHaveLength(1);
    // Outside production on the simulated gateway, the server allows the test-card hints.
    await page.getByText(/^Test cards: 4242 4242 4242 4242 succeeds;/).waitFor();

    // A declined card: the box starts with its reason (no empty first line) and gives the support number.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay £39' }).click();
    const declined = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await declined.waitFor();
    const edge = await declined.evaluate((box) => {
      const style = (globalThis as unknown as { getComputedStyle(e: unknown): { paddingTop: string; borderTopWidth: string } }).getComputedStyle(box);
      return parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth);
    });
    const boxTop = (await declined.boundingBox())!.y;
    const reasonTop = (await declined.locator('xpath=./*[1]').boundingBox())!.y;
    expect(await declined.locator('xpath=./*[1]').textContent()).toBe('Your card was declined.');
    expect(reasonTop - boxTop).toBeLessThanOrEqual(edge + 1);
    expect(await declined.getByRole('link', { name: '0330 088 2211' }).getAttribute('href')).toBe('tel:+443300882211');
    expect(await violations(page)).toEqual([]);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay £39' }).click();
    await page.getByRole('heading', { name: 'Appointment Booked Successfully!' }).waitFor();
    const [booked] = await appointmentsOf(PATIENT.name);
    expect(booked.paymentStatus).toBe('authorized');
    await context.close();

    // The admin's page of that appointment: "Booking Terms <version> accepted, 16 or over confirmed, <time>".
    const adminPage = await (await browser.newContext(PHONE)).newPage();
    await adminPage.goto(`${stack.baseUrl}/login`);
    await enterSite(adminPage);
    await adminPage.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await adminPage.getByLabel('Password').fill(ADMIN.password);
    await adminPage.getByRole('button', { name: 'Sign in' }).click();
    await adminPage.getByText('Logged in as').waitFor();
    await adminPage.goto(`${stack.baseUrl}/admin/appointments/${booked.id}`);
    await adminPage.getByRole('heading', { level: 1, name: /^Appointment ED-/ }).waitFor();
    const consent = adminPage.locator('dt', { hasText: 'Consent' }).locator('xpath=following-sibling::dd[1]');
    expect(await consent.textContent()).toMatch(new RegExp(`^Booking Terms ${BOOKING_TERMS_VERSION} accepted, 16 or over confirmed, \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`));
    const line = adminPage.getByRole('listitem').filter({ hasText: `Booking Terms ${BOOKING_TERMS_VERSION} accepted, 16 or over confirmed` });
    expect(await line.textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} Booking Terms .* by Patient$/);
    expect(await violations(adminPage)).toEqual([]);
  });

  it('opens the Booking Terms from the payment step in a new tab: its version and date, and cancelling or moving online and by phone', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await toPaymentStep(page);
    const [terms] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('region', { name: 'Before you pay' }).getByRole('link', { name: 'Read the Booking Terms (opens in a new tab)' }).click(),
    ]);
    await terms.getByRole('heading', { level: 1, name: 'Booking Terms' }).waitFor();
    expect(new URL(terms.url()).pathname).toBe('/booking-terms');
    await terms.getByText(`Version ${BOOKING_TERMS_VERSION}, in force from ${BOOKING_TERMS_DATE}.`).waitFor();
    const body = (await terms.locator('main').textContent())!.replace(/\s+/g, ' ');
    expect(body).toContain('You can cancel online: open the “Change or cancel your appointment” link in your confirmation e-mail.');
    expect(body).toContain('You can move your appointment online on the same page, to another free time at the same practice');
    expect(body).toContain('You can also cancel or move your appointment by calling us on 0330 088 2211. The same rule applies however you cancel. Refunds, and releases of a held fee, are made to the card you paid with.');
    expect(body).toContain('If you cancel before we have instructed a practice, you get 50% of the booking fee back (£19.50). We keep the rest (£19.50)');
    expect(await violations(terms)).toEqual([]);
    // The payment step stayed where it was, hold and all.
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'I am 16 or over' }).isVisible()).toBe(true);
    await context.close();
  });
});
