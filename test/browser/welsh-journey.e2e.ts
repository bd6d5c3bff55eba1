import type { Browser, Page } from 'playwright-core';
import { CHECKOUT_CONSENT_TEXTS_CY, BOOKED_FOR_TEXTS_CY } from '../../src/modules/booking/booking.cy.constants.js';
import { EMERGENCY_CARE_CONFIRM_CY, EMERGENCY_CARE_CY, RED_FLAG_LABELS_CY, SAFETY_QUESTION_CY } from '../../src/modules/search/clinical-safety.cy.constants.js';
import { GATE_MESSAGES_CY } from '../../src/modules/site/site.cy.constants.js';
import { violations } from './support/axe.js';
import { devInbox, linkFromInbox } from './support/journeys.js';
import { adminApi, createAdmin, launchBrowser, openSampleDay, startStack, tomorrowInLondon } from './support/stack.js';
import { cy } from './support/welsh.js';

const ADMIN = { email: 'welsh-admin@example.test', password: 'welsh-admin-password' };
const EMAIL = 'gwen.journey@example.com';
const PHONE = '07700 900616';
type DevText = { to: string; template: string; body: string };

/**
 * The patient's journey in Welsh on a phone (390 × 844), from the gate to My Appointments: every
 * screen in Welsh and with no accessibility violation, and the confirmation e-mail and text in Welsh,
 * the practice's e-mail in English with the patient's language noted.
 */
describe('The journey in Welsh, on a phone', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let admin: Awaited<ReturnType<typeof adminApi>>;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack({ WELSH_PAGES: 'on' });
    browser = await launchBrowser();
    admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    await openSampleDay(admin, 'Colmore Row Dental', { startHour: 9, endHour: 17 });
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  const newPhonePage = async () => (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage();
  const axeClean = async (page: Page) => expect(await violations(page)).toEqual([]);

  it('books, is told in Welsh, moves and cancels the appointment, and finds it under My Appointments', async () => {
    const page = await newPhonePage();
    // React's hydration errors: a prerendered page that hydrates differently from how it was painted
    // (the language switch) would be thrown away and re-rendered, losing what the patient typed first.
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat/i.test(message.text())) hydration.push(message.text());
    });
    await page.goto(`${stack.baseUrl}/cy`);
    expect(await page.getAttribute('html', 'lang')).toBe('cy');

    // The gate, in Welsh (when the site is protected, as it is before launch).
    const gate = page.getByRole('heading', { name: GATE_MESSAGES_CY.heading });
    await Promise.race([gate.waitFor(), page.getByRole('heading', { level: 1 }).waitFor()]);
    if (await gate.isVisible()) {
      await axeClean(page);
      await page.getByLabel('Cyfrinair', { exact: true }).fill(process.env.GATE_PASSWORD!);
      await page.getByRole('button', { name: GATE_MESSAGES_CY.button }).click();
      await gate.waitFor({ state: 'detached' });
    }

    // The cookie notice, in Welsh.
    await page.getByRole('region', { name: cy('shell.cookieNotice') }).waitFor();
    await axeClean(page);
    await page.getByRole('button', { name: cy('shell.accept') }).click();

    // The home page and its safety question: a sign shows the 999 screen; changing the answers brings the form back.
    const form = page.getByRole('form', { name: cy('home.hero.formHeading') });
    await form.waitFor();
    await form.getByLabel(RED_FLAG_LABELS_CY.uncontrolled_bleeding).click();
    const screen = page.getByRole('region', { name: EMERGENCY_CARE_CY.heading }).first();
    await screen.waitFor();
    expect(await screen.getByRole('link', { name: EMERGENCY_CARE_CY.call999 }).getAttribute('href')).toBe('tel:999');
    await axeClean(page);
    await screen.getByRole('button', { name: EMERGENCY_CARE_CY.back }).click();
    await page.getByRole('heading', { name: EMERGENCY_CARE_CONFIRM_CY.heading }).waitFor();
    await axeClean(page);
    await page.getByRole('button', { name: EMERGENCY_CARE_CONFIRM_CY.noneApplies }).click();
    await form.getByLabel(SAFETY_QUESTION_CY.none).check();
    await form.getByLabel(cy('leadForm.name.label')).fill('Gwen Jones');
    await form.getByLabel(cy('leadForm.phone.label')).fill(PHONE);
    await form.getByLabel(cy('leadForm.postcode.label')).fill('B3 2AA');
    await axeClean(page);
    await form.getByRole('button', { name: cy('leadForm.checkAvailability') }).click();

    // The results, in Welsh, on a Welsh address.
    await page.getByRole('heading', { name: cy('availabilityPage.heading') }).waitFor();
    expect(page.url()).toContain('/cy/availability-check');
    await page.getByRole('radio').first().check();
    await axeClean(page);
    await page.getByRole('button', { name: cy('results.chooseTime.book') }).click();

    // The payment step.
    await page.getByRole('heading', { name: cy('results.payment.title') }).waitFor();
    await page.getByLabel(cy('results.payment.email.label')).fill(EMAIL);
    await page.getByRole('radio', { name: BOOKED_FOR_TEXTS_CY.me, exact: true }).check();
    await page.getByRole('checkbox', { name: CHECKOUT_CONSENT_TEXTS_CY.acceptTermsLabel }).check();
    await page.getByRole('checkbox', { name: CHECKOUT_CONSENT_TEXTS_CY.over16Label }).check();
    await axeClean(page);
    await page.getByRole('button', { name: cy('results.payment.proceed') }).click();
    await page.getByLabel(cy('results.card.number')).fill('4242 4242 4242 4242');
    await page.getByLabel(cy('results.card.expiry')).fill('12/34');
    await page.getByLabel(cy('results.card.securityCode')).fill('123');
    await axeClean(page);
    await page.getByRole('button', { name: cy('results.card.pay', { fee: '£39' }) }).click();

    // The confirmation.
    await page.getByRole('heading', { name: cy('confirmation.heading') }).waitFor();
    await axeClean(page);

    // The confirmation e-mail and text in Welsh; the practice's e-mail in English with the language noted.
    let mails: Awaited<ReturnType<typeof devInbox>> = [];
    for (let i = 0; i < 150 && !(mails.some((m) => m.to === EMAIL) && mails.some((m) => m.subject.startsWith('New booking') && m.text.includes('Welsh (Cymraeg)'))); i++) {
      mails = await devInbox(admin);
      await new Promise((r) => setTimeout(r, 200));
    }
    const patientMail = mails.find((m) => m.to === EMAIL)!;
    expect(patientMail.subject).toMatch(/^Apwyntiad wedi'i archebu: Dydd /);
    expect(patientMail.text).toContain('Annwyl Gwen Jones,');
    expect(patientMail.text).not.toMatch(/Thank you|Dear /);
    const practiceMail = mails.find((m) => m.subject.startsWith('New booking') && m.text.includes('Welsh (Cymraeg)'))!;
    expect(practiceMail.text).toContain("Patient's language: Welsh (Cymraeg).");
    let texts: DevText[] = [];
    for (let i = 0; i < 150 && !texts.length; i++) {
      texts = ((await admin('GET', '/dev/sms.json')) as DevText[]).filter((t) => t.to === '+447700900616' && t.template === 'booking-confirmed');
      if (!texts.length) await new Promise((r) => setTimeout(r, 200));
    }
    expect(texts[0].body).toMatch(/apwyntiad/i);
    expect(texts[0].body).not.toMatch(/appointment|Manage it/);

    // The manage page from the e-mail, in Welsh: move, then cancel.
    const link = await linkFromInbox(admin, EMAIL, "Apwyntiad wedi'i archebu", /(https?:\/\/\S+\/cy\/appointments\/manage\?token=[^\s)\]]+)/);
    await page.goto(link);
    await page.getByRole('heading', { name: cy('manage.title') }).waitFor();
    await axeClean(page);
    const move = page.locator('section', { has: page.getByRole('heading', { name: cy('manage.move.heading') }) });
    await move.getByLabel(cy('results.dateSelect.label')).selectOption(tomorrowInLondon());
    await move.getByRole('radio').last().check();
    await move.getByRole('button', { name: cy('manage.move.submit') }).click();
    await page.getByRole('status').filter({ hasText: /\S/ }).first().waitFor();
    await axeClean(page);
    await page.getByRole('button', { name: cy('manage.cancel.start') }).click();
    await page.getByRole('button', { name: cy('manage.cancel.confirm') }).click();
    await page.getByRole('button', { name: cy('manage.move.submit') }).waitFor({ state: 'detached' });
    await axeClean(page);

    // My Appointments, signed in with an e-mailed link opened in Welsh.
    await page.evaluate(async (email) => {
      // In the page: the browser's document (this file is type-checked without the DOM's types).
      const { cookie } = (globalThis as unknown as { document: { cookie: string } }).document;
      const token = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
      await fetch('/api/auth/email-link', { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': token }, body: JSON.stringify({ email }) });
    }, EMAIL);
    const signIn = await linkFromInbox(admin, EMAIL, 'Your sign-in link', /(https?:\/\/\S+\/login\/link\?token=[^\s)\]]+)/);
    await page.goto(signIn.replace('/login/link', '/cy/login/link'));
    await page.getByRole('heading', { level: 1, name: cy('myAppointments.title') }).waitFor();
    await page.getByRole('cell', { name: 'Colmore Row Dental' }).first().waitFor();
    await axeClean(page);
    expect(hydration).toEqual([]);
  });

  it('hydrates the English and the Welsh home page as they were painted, the language switch included', async () => {
    for (const path of ['/', '/cy']) {
      const page = await newPhonePage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(`${stack.baseUrl}${path}`);
      const gate = page.getByRole('heading', { name: /Site Under Development|Safle dan ddatblygiad/ });
      await Promise.race([gate.waitFor(), page.getByRole('heading', { level: 1 }).waitFor()]);
      if (await gate.isVisible()) {
        await page.getByLabel(/^(Password|Cyfrinair)$/).fill(process.env.GATE_PASSWORD!);
        await page.getByRole('button', { name: /Enter Site|Mynd i mewn/ }).click();
        await gate.waitFor({ state: 'detached' });
      }
      await page.reload();
      // A tap brings React in and hydrates the page.
      await page.locator('#checker-name').click();
      await page.locator('#checker-name').fill('Early Typist');
      // Hydrated: the form's button is enabled once React has taken the form over.
      await page.waitForSelector('form[aria-labelledby="checker-heading"] button[type="submit"]:not([disabled])');
      expect(await page.locator('#checker-name').inputValue()).toBe('Early Typist');
      expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
      await page.context().close();
    }
  });
});
