import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BOOKING_TERMS_VERSION } from '../../src/modules/booking/booking.constants.js';
import { violations } from './support/axe.js';
import { devInbox, searchFromHome } from './support/journeys.js';
import { adminApi, adminCli, enterSite, launchBrowser, startStack, tomorrowInLondon } from './support/stack.js';

const ADMIN = { email: 'someone-else-admin@example.test', password: 'someone-else-admin-password' };
const STAFF = { email: 'reception@someone-else.example.test', password: 'reception-password-456' };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// Cardiff: no sample practice and no other journey is within reach, so the search finds this one.
const PRACTICE = { name: 'Cathays Family Dental', email: 'bookings@cathays-family.example.test' };
/** The lead form is the parent's: the person who books and whom we contact. */
const PARENT = { name: 'Sarah Jones', phone: '07700 900617', postcode: 'CF10 1EP', issue: 'Knocked out a front tooth at football' };
const CHILD = 'Sam Jones';
const EMAIL = 'sarah.jones@example.com';
const GUARDIAN_BOX = 'I am 16 or over and I am their parent or guardian';
const GUARDIAN_ERROR = 'Confirm that you are 16 or over and their parent or guardian. Only a parent or guardian may book for a child under 16';
const UNDER_16_NOTE = 'A child under 16 must be booked by their parent or guardian, who must come to the appointment with them.';
const BOOKED_BY = 'Booked by Sarah Jones, parent or guardian, who will come with them';

/** Whether the element has focus (the test's tsconfig has no DOM types). */
const isFocused = (el: unknown) => el === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement;
/** The page is no wider than the phone: nothing scrolls sideways. */
const pageWidth = (page: Page) =>
  page.evaluate(() => {
    const root = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document.documentElement;
    return { scroll: root.scrollWidth, client: root.clientWidth };
  });

async function signIn(context: BrowserContext, baseUrl: string, who: { email: string; password: string }) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await enterSite(page);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

/**
 * A parent books for their 12-year-old on a 390×844 phone against the real stack (the 2026-11-28
 * walk, section 3): the details step asks who the appointment is for before the e-mail; for a child
 * under 16 it says a parent or guardian books and comes with them and the age box becomes theirs; the
 * confirmation says who the appointment is for; the practice's e-mail, the practice's day and the
 * admin's list and page name the child and the parent who booked; axe finds nothing on the way.
 */
describe('Booking for someone else: a parent and a 12-year-old, on a phone', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminApi>>;
  let practiceId = '';

  beforeAll(async () => {
    await adminCli('create', ADMIN.email, ADMIN.password);
    await adminCli('create', STAFF.email, STAFF.password);
    await adminCli('demote', STAFF.email);
    stack = await startStack();
    browser = await launchBrowser();
    admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    const practice = (await admin('POST', '/api/admin/practices', {
      name: PRACTICE.name,
      address: { line1: '1 Crwys Road', city: 'Cardiff', postcode: 'CF10 1EP' },
      contact: { phone: '029 2000 0617', email: PRACTICE.email, website: 'https://cathays-family.example.test' },
      services: 'Emergency care',
    })) as { id: string };
    practiceId = practice.id;
    const operative = (await admin('POST', `/api/admin/practices/${practiceId}/operatives`, { displayName: 'Dr Rhys Morgan', email: '' })) as { id: string };
    await admin('PUT', '/api/admin/availability', { practiceId, operativeId: operative.id, date: tomorrowInLondon(), startHour: 9, endHour: 12, slotMinutes: 30 });
    const users = (await admin('GET', '/api/admin/users')) as Array<{ id: string; email: string }>;
    await admin('PUT', `/api/admin/users/${users.find((u) => u.email === STAFF.email)!.id}/practices`, { practiceIds: [practiceId] });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('books for the child; the practice, its day and the admin see the child and the parent', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await searchFromHome(page, stack.baseUrl, PARENT);
    await page.getByRole('heading', { level: 2, name: PRACTICE.name }).waitFor();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book Appointment' }).click();
    await page.getByRole('heading', { name: 'Payment Processing' }).waitFor();

    // The question comes first, before the e-mail, with nothing chosen.
    const who = page.getByRole('group', { name: 'Who is the appointment for?' });
    await who.waitFor();
    const email = page.getByLabel('Email address for your confirmation');
    expect((await who.boundingBox())!.y).toBeLessThan((await email.boundingBox())!.y);
    expect(await who.getByRole('radio', { name: 'Me', exact: true }).isChecked()).toBe(false);
    expect(await who.getByRole('radio', { name: 'Someone else' }).isChecked()).toBe(false);

    await who.getByRole('radio', { name: 'Someone else' }).check();
    await who.getByLabel('Their full name').fill(CHILD);
    await who.getByRole('group', { name: 'Are they under 16?' }).getByRole('radio', { name: 'Yes' }).check();
    await page.getByText(UNDER_16_NOTE).waitFor();
    const box = page.getByRole('checkbox', { name: GUARDIAN_BOX });
    expect(await box.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: 'I am 16 or over', exact: true }).count()).toBe(0);

    // Calm on the phone: nothing scrolls sideways, each answer is a 44 px target, the name field is full width.
    const width = await pageWidth(page);
    expect(width.scroll).toBeLessThanOrEqual(width.client);
    for (const label of ['Me', 'Someone else', 'Yes', 'No']) {
      const item = page.locator('.radios__item').filter({ has: page.getByLabel(label, { exact: true }) });
      expect((await item.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    expect((await who.getByLabel('Their full name').boundingBox())!.width).toBeGreaterThan(250);
    expect(await violations(page)).toEqual([]);

    // The parent's box left unticked: its own error, focused in the summary; nothing is checked out.
    await email.fill(EMAIL);
    await page.getByRole('checkbox', { name: 'I have read and accept the Booking Terms' }).check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    const problems = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await problems.waitFor();
    expect(await problems.getByRole('link').allTextContents()).toEqual([GUARDIAN_ERROR]);
    expect(await problems.evaluate(isFocused)).toBe(true);
    expect(await box.getAttribute('aria-invalid')).toBe('true');
    expect(await violations(page)).toEqual([]);

    await box.check();
    await page.getByRole('button', { name: 'Proceed to Payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Pay £39' }).click();
    await page.getByRole('heading', { name: 'Appointment Booked Successfully!' }).waitFor();
    await page.getByText(`This appointment is for ${CHILD} (under 16).`).waitFor();
    expect(await page.locator('.inset-text').textContent()).toBe(`This appointment is for ${CHILD} (under 16). As their parent or guardian, please come to the appointment with them.`);
    expect(await violations(page)).toEqual([]);
    const reference = (await page.locator('.banner strong').first().textContent())!;
    await context.close();

    // The practice's e-mail: the child, then the parent who booked and comes with them, and whose phone it is.
    let practiceMail: { text: string } | undefined;
    for (let i = 0; i < 150 && !practiceMail; i++) {
      practiceMail = (await devInbox(admin)).find((m) => m.to === PRACTICE.email && m.subject.startsWith('New booking') && m.subject.includes(reference));
      if (!practiceMail) await new Promise((r) => setTimeout(r, 200));
    }
    expect(practiceMail?.text).toContain(`Patient: ${CHILD} (under 16), booked by Sarah Jones, parent or guardian, who will come with them`);
    expect(practiceMail?.text).toContain(`Phone of the person who booked: ${PARENT.phone}`);

    // The practice's day, on the receptionist's phone.
    const staffContext = await browser.newContext(PHONE);
    const staffPage = await signIn(staffContext, stack.baseUrl, STAFF);
    await staffPage.getByRole('heading', { level: 1, name: PRACTICE.name }).waitFor();
    const row = staffPage.getByRole('row', { name: new RegExp(CHILD) });
    await row.waitFor();
    const patientCell = (await row.getByRole('rowheader').textContent())!;
    expect(patientCell).toContain(`${CHILD} (under 16)`);
    expect(patientCell).toContain(BOOKED_BY);
    expect(patientCell).toContain(PARENT.phone);
    await row.getByRole('button', { name: `Confirm the appointment of ${CHILD}` }).waitFor();
    expect(await violations(staffPage)).toEqual([]);
    await staffContext.close();

    // The admin's list and the appointment's page.
    const adminContext = await browser.newContext(PHONE);
    const adminPage = await signIn(adminContext, stack.baseUrl, ADMIN);
    await adminPage.getByText('Logged in as').waitFor();
    await adminPage.goto(`${stack.baseUrl}/admin?tab=appointments&q=${encodeURIComponent(CHILD)}&practiceId=${practiceId}`);
    const listed = adminPage.getByRole('row', { name: new RegExp(CHILD) });
    await listed.waitFor();
    const listedCell = (await listed.getByRole('rowheader').textContent())!;
    expect(listedCell).toContain(`${CHILD} (under 16)`);
    expect(listedCell).toContain(BOOKED_BY);
    expect(listedCell).toContain(EMAIL);
    expect(await violations(adminPage)).toEqual([]);
    await listed.getByRole('link', { name: new RegExp(reference) }).click();
    await adminPage.getByRole('heading', { level: 1, name: `Appointment ${reference}` }).waitFor();
    const patient = adminPage.locator('dt', { hasText: 'Patient' }).locator('xpath=following-sibling::dd[1]');
    expect(await patient.textContent()).toBe(`${CHILD} (under 16)${BOOKED_BY}${EMAIL}${PARENT.phone}`);
    const consent = adminPage.locator('dt', { hasText: 'Consent' }).locator('xpath=following-sibling::dd[1]');
    expect(await consent.textContent()).toMatch(new RegExp(`^Booking Terms ${BOOKING_TERMS_VERSION} accepted, 16 or over and parent or guardian confirmed, `));
    expect(await violations(adminPage)).toEqual([]);
    await adminContext.close();
  });
});
