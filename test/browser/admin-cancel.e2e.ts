import type { Browser, Page } from 'playwright-core';
import { violations } from './support/axe.js';
import { devInbox, linkFromInbox } from './support/journeys.js';
import { adminApi, createAdmin, enterSite, launchBrowser, startStack, tomorrowInLondon } from './support/stack.js';

const ADMIN = { email: 'cancel-desk-admin@example.test', password: 'cancel-desk-admin-password' };
const LAPTOP = { viewport: { width: 1366, height: 768 } };
const PATIENT = { name: 'Ffion Cancelwell', phone: '07700 900452', postcode: 'DH1 3HP', issue: 'Cracked tooth' };
const EMAIL = 'ffion.cancelwell@example.com';
const REASON = 'The dentist is unwell today.';

interface DevText {
  to: string;
  body: string;
  template: string;
}

/** A patient's booking over the API as the portal makes it: gate, search (its screening proof), hold, checkout, card 4242…, payment recorded. */
async function bookAsPatient(baseUrl: string, slotId: string) {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown, auth?: string) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '',
        ...(auth ? { authorization: `Bearer ${auth}` } : {}),
      },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
    return text ? JSON.parse(text) : undefined;
  };
  await call('GET', '/api/site');
  await call('POST', '/api/site/gate', { password: process.env.GATE_PASSWORD });
  const { screening } = await call('POST', '/api/search', { ...PATIENT, redFlags: [] });
  const hold = await call('POST', '/api/holds', { slotId, patient: PATIENT, screening });
  const checkout = await call('POST', `/api/holds/${hold.holdId}/checkout`, { email: EMAIL, acceptTerms: true, over16: true }, hold.holdToken);
  await call('POST', '/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
  await call('POST', `/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, checkout.accessToken);
  return checkout.reference as string;
}

async function expectNoViolations(page: Page) {
  expect(await violations(page)).toEqual([]);
}

/**
 * Issue "The back office without a command line", item 2, on a laptop: the admin cancels a booking
 * from the Appointments tab, choosing why and giving a reason for the patient after seeing what
 * happens to the fee; the reason reaches the patient's e-mail (dev inbox), their text (dev SMS
 * outbox) and their manage page, opened from the e-mail's link. axe finds nothing on the way.
 */
describe('An admin cancels a booking from Appointments, in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('cancels for the practice with a reason that the e-mail, the text and the manage page all say', async () => {
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    // Durham: no other journey books there.
    const practice = (await admin('POST', '/api/admin/practices', {
      name: 'Palace Green Dental',
      address: { line1: '1 Palace Green', city: 'Durham', postcode: 'DH1 3RW' },
      contact: { phone: '0191 000 0000', email: 'hello@palace-green.example.test', website: 'https://palace-green.example.test' },
      services: 'Emergency care',
    })) as { id: string };
    const operative = (await admin('POST', `/api/admin/practices/${practice.id}/operatives`, { displayName: 'Dr Lowe', email: '' })) as { id: string };
    const day = (await admin('PUT', '/api/admin/availability', { practiceId: practice.id, operativeId: operative.id, date: tomorrowInLondon(), startHour: 9, endHour: 11, slotMinutes: 30 })) as {
      day: { slots: Array<{ id: string }> };
    };
    const reference = await bookAsPatient(stack.baseUrl, day.day.slots[0].id);

    const page = await (await browser.newContext(LAPTOP)).newPage();
    await page.goto(`${stack.baseUrl}/login`);
    await enterSite(page);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Logged in as').waitFor();
    await page.getByRole('tab', { name: 'Appointments' }).click();
    const row = page.getByRole('row', { name: new RegExp(PATIENT.name) });
    await row.waitFor();
    await expectNoViolations(page);

    // The row's action opens the dialog: why, the money of each choice, and the reason for the patient.
    await row.getByRole('button', { name: `Cancel booking ${reference} of ${PATIENT.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel booking ${reference}` });
    await dialog.getByRole('radio', { name: 'The patient asked to cancel' }).waitFor();
    await dialog.getByText('We will take £19.50 of the £39 held on your card and release the rest.').waitFor();
    await dialog.getByRole('radio', { name: 'The practice cannot see them' }).check();
    const money = dialog.getByRole('region', { name: 'What happens to the booking fee' });
    await money.getByText('We are releasing the £39 held on your card: nothing will be taken.').waitFor();
    // Asked for before anything is sent.
    await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
    await dialog.getByRole('link', { name: 'Give a reason for the patient.' }).waitFor();
    await expectNoViolations(page);
    await dialog.getByLabel('Reason for the patient').fill(REASON);
    await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
    await page.getByText(`Booking ${reference} cancelled. We will release the £39 held on your card: nothing will be taken.`).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText(`Reason given: ${REASON}`).waitFor();
    expect(await row.getByRole('button', { name: /^Cancel booking/ }).count()).toBe(0);
    await expectNoViolations(page);

    // The e-mail says it, with the link to the cancelled booking.
    const link = await linkFromInbox(admin, EMAIL, 'Appointment cancelled', /(https?:\/\/\S+\/appointments\/manage\?token=[^\s)\]]+)/);
    const mail = (await devInbox(admin)).find((m) => m.to === EMAIL && m.subject.startsWith('Appointment cancelled'))!;
    expect(mail.text.replace(/\s+/g, ' ')).toContain(`The reason we were given: ${REASON}`);
    // The text says it, and nothing else typed about the patient.
    let text: DevText | undefined;
    for (let i = 0; i < 150 && !text; i++) {
      text = ((await admin('GET', '/dev/sms.json')) as DevText[]).find((t) => t.to === '+447700900452' && t.template === 'cancelled' && t.body.includes(reference));
      if (!text) await new Promise((r) => setTimeout(r, 200));
    }
    expect(text?.body).toContain(`Reason: ${REASON} Ref ${reference}.`);
    expect(text?.body).not.toContain(PATIENT.issue);
    expect(text?.body).not.toContain('Ffion');

    // The manage page, opened from the e-mail's link: the cancelled booking, its reason and its fee.
    const manage = await (await browser.newContext(LAPTOP)).newPage();
    await manage.goto(link);
    await enterSite(manage);
    await manage.getByRole('heading', { name: 'Manage your appointment' }).waitFor();
    await manage.getByText('Cancelled by the practice').waitFor();
    await manage.getByText(`The reason we were given: ${REASON}`).waitFor();
    await manage.getByText(/We (are releasing|have released) the £39 held on your card/).waitFor({ timeout: 30_000 });
    await expectNoViolations(manage);
  });
});
