import type { Browser, BrowserContext, Page } from 'playwright-core';
import { currentCode } from '../../src/modules/identity/rules/second-factor.rules.js';
import { violations } from './support/axe.js';
import { adminApi, createAdmin, enterSite, launchBrowser, startStack, tomorrowInLondon } from './support/stack.js';

const ADMIN = { email: 'back-office-admin@example.test', password: 'back-office-admin-password' };
const DEPUTY = { email: 'back-office-deputy@example.test', password: 'back-office-deputy-password' };
const RECEPTIONIST = { email: 'reception@back-office.example.test', password: 'a receptionist password' };
const PATIENT = { name: 'Ola Backoffice', phone: '07700 900452', postcode: 'YO1 7HH', issue: 'Broken crown, sharp edge' };
const LAPTOP = { width: 1366, height: 768 };

/**
 * An authenticator app on the run's clock (test:days moves it), as the api's TOTP check reads it.
 * Each time step is accepted once: a second code within one step is the next step's (still inside
 * the window of one step either side).
 */
function authenticator(secret: string) {
  let last = -1;
  return () => {
    const now = Date.now() + Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);
    const step = Math.max(Math.floor(now / 30_000), last + 1);
    last = step;
    return currentCode(secret, step * 30_000);
  };
}

async function expectNoViolations(page: Page) {
  expect(await violations(page)).toEqual([]);
}

/** A patient's booking over the API: gate, search (its screening proof), hold, checkout, the simulated card, the payment's result. */
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
  const checkout = await call('POST', `/api/holds/${hold.holdId}/checkout`, { email: 'ola.backoffice@example.com', acceptTerms: true, over16: true }, hold.holdToken);
  await call('POST', '/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
  await call('POST', `/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, checkout.accessToken);
}

/** The setup step on screen: its key read as a person would type it, a first code, then the recovery codes. */
async function enrolOnScreen(page: Page) {
  await page.getByRole('heading', { level: 2, name: 'Set up two-step verification' }).waitFor();
  await expectNoViolations(page);
  const secret = ((await page.locator('code.secret-key').textContent()) ?? '').replace(/\s/g, '');
  const next = authenticator(secret);
  await page.getByLabel('Code from your authenticator app').fill(next());
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await page.getByRole('heading', { level: 2, name: 'Save your recovery codes' }).waitFor();
  await expectNoViolations(page);
  await page.getByRole('button', { name: 'I have saved my recovery codes' }).click();
  return next;
}

/**
 * The back office without a command line (ADR 0043), on a laptop: the first admin (made with
 * `npm run admin`) sets up two-step verification, invites a receptionist from Users, and she sets her
 * password and enrols from the e-mail (read from the dev inbox as the admin) and runs her day; the
 * admin then resets another admin's two-step verification, who must enrol at the next sign-in,
 * where it is otherwise optional. Each owner gets each e-mail; axe finds nothing on each screen.
 */
describe('The back office without a command line, in Chromium on a laptop', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const laptop = async () => {
    const context = await browser.newContext({ viewport: LAPTOP });
    contexts.push(context);
    return context.newPage();
  };

  beforeAll(async () => {
    for (const who of [ADMIN, DEPUTY]) await createAdmin(who.email, who.password);
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await stack?.stop();
  });

  it('invites a receptionist who sets a password, enrols and runs her day; resets another admin, who must enrol again; mails every owner', async () => {
    // Seeding over the API while the admin's password alone still signs in: a practice with a booking
    // tomorrow, and a deputy admin with two-step verification.
    const seed = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    const practice = (await seed('POST', '/api/admin/practices', {
      name: 'Bootham Dental',
      address: { line1: '2 Bootham', city: 'York', postcode: 'YO30 7BZ' },
      contact: { phone: '01904 000001', email: 'hello@bootham-dental.example.test', website: 'https://bootham-dental.example.test' },
      services: 'Emergency care',
    })) as { id: string };
    const operative = (await seed('POST', `/api/admin/practices/${practice.id}/operatives`, { displayName: 'Dr Hart', email: '' })) as { id: string };
    const day = (await seed('PUT', '/api/admin/availability', { practiceId: practice.id, operativeId: operative.id, date: tomorrowInLondon(), startHour: 9, endHour: 11, slotMinutes: 30 })) as {
      day: { slots: Array<{ id: string }> };
    };
    await bookAsPatient(stack.baseUrl, day.day.slots[0].id);
    const deputyApi = await adminApi(stack.baseUrl, DEPUTY.email, DEPUTY.password);
    const deputySetup = (await deputyApi('POST', '/api/auth/second-factor/setup', { email: DEPUTY.email, password: DEPUTY.password })) as { secret: string };
    await deputyApi('POST', '/api/auth/second-factor/confirm', { email: DEPUTY.email, password: DEPUTY.password, code: authenticator(deputySetup.secret)() });

    // The first admin sets up two-step verification from the sign-in page: changes to others'
    // sign-in are confirmed with a code of their own.
    const admin = await laptop();
    await admin.goto(`${stack.baseUrl}/login`);
    await enterSite(admin);
    await admin.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await admin.getByLabel('Password').fill(ADMIN.password);
    await admin.getByRole('button', { name: 'Set up two-step verification' }).click();
    const adminCode = await enrolOnScreen(admin);
    await admin.getByText('Logged in as').waitFor();
    const inbox = async () => (await (await admin.request.get(`${stack.baseUrl}/dev/mail.json`)).json()) as Array<{ to: string; subject: string; text: string }>;
    const mailTo = async (to: string, subject: string, count = 1) => {
      for (let i = 0; i < 150; i++) {
        const found = (await inbox()).filter((m) => m.to === to && m.subject === subject);
        if (found.length >= count) return found;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no ${count} "${subject}" e-mail(s) to ${to}`);
    };

    // Users: invite the receptionist of Bootham Dental.
    await admin.getByRole('tab', { name: 'Users' }).click();
    await admin.getByRole('heading', { level: 3, name: 'Invitations' }).waitFor();
    await admin.getByRole('row', { name: new RegExp(DEPUTY.email) }).waitFor();
    await expectNoViolations(admin);
    await admin.getByRole('button', { name: 'Invite someone' }).click();
    const invite = admin.getByRole('dialog', { name: 'Invite someone' });
    await invite.getByLabel('Email').fill(RECEPTIONIST.email);
    await invite.getByLabel('Find a practice by name, city or postcode').fill('Bootham');
    // Ticked, a practice moves up among those chosen.
    await invite.getByRole('checkbox', { name: /^Bootham Dental, York/ }).click();
    await invite.getByRole('group', { name: 'Staff of' }).getByRole('checkbox', { name: 'Bootham Dental', checked: true }).waitFor();
    await expectNoViolations(admin);
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await admin.getByText(`Invitation sent to ${RECEPTIONIST.email}. The link works for 72 hours.`).waitFor();
    await admin.getByRole('row', { name: new RegExp(RECEPTIONIST.email) }).getByText('Staff of Bootham Dental').waitFor();
    await expectNoViolations(admin);

    // She opens the e-mail's link on her own laptop: no site password asked (she was never told it).
    const [invitation] = await mailTo(RECEPTIONIST.email, 'Your invitation to the Emergency Dental back office');
    expect(invitation.text).toContain('as a member of staff of Bootham Dental');
    const link = /(http:\/\/\S+\/invitation\?token=[A-Za-z0-9_%-]+)/.exec(invitation.text)![1];
    const reception = await laptop();
    await reception.goto(link);
    await reception.getByRole('heading', { level: 1, name: 'Set up your account' }).waitFor();
    await expectNoViolations(reception);
    await reception.getByLabel('New password').fill(RECEPTIONIST.password);
    await reception.getByLabel('The same password again').fill(RECEPTIONIST.password);
    await reception.getByRole('button', { name: 'Save my password' }).click();
    await reception.getByRole('heading', { level: 2, name: 'Your account is ready' }).waitFor();
    await expectNoViolations(reception);
    await reception.getByRole('button', { name: 'Set up two-step verification' }).click();
    await enrolOnScreen(reception);

    // Her day: the practice's page, the booking, and Confirm.
    await reception.getByRole('heading', { level: 1, name: 'Bootham Dental' }).waitFor();
    expect(new URL(reception.url()).pathname).toBe(`/staff/${practice.id}`);
    const row = reception.getByRole('row', { name: new RegExp(PATIENT.name) });
    await row.waitFor();
    await expectNoViolations(reception);
    await row.getByRole('button', { name: /^Confirm/ }).click();
    await reception.getByRole('dialog', { name: 'Confirm Appointment' }).getByRole('button', { name: 'Confirm & Process Payment' }).click();
    await reception.getByText('Appointment confirmed successfully. Payment will be captured automatically.').waitFor();
    // The link worked once.
    const again = await fetch(`${stack.baseUrl}/api/invitations/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': 'x', cookie: 'XSRF-TOKEN=x' },
      body: JSON.stringify({ token: new URL(link).searchParams.get('token'), password: RECEPTIONIST.password }),
    });
    expect(again.status).toBe(410);

    // The admin resets the deputy's two-step verification (a lost phone), confirmed with their own code.
    await admin.reload();
    await admin.getByRole('tab', { name: 'Users' }).click();
    const deputyRow = admin.getByRole('row', { name: new RegExp(DEPUTY.email) });
    await deputyRow.getByText('On', { exact: true }).waitFor();
    await deputyRow.getByRole('button', { name: /^Sign-in/ }).click();
    const care = admin.getByRole('dialog', { name: /^Sign-in of / });
    await care.getByLabel('Your current code').fill(adminCode());
    await expectNoViolations(admin);
    await care.getByRole('button', { name: 'Reset two-step verification' }).click();
    await admin.getByText(/was reset: they set it up again at their next sign-in\. We e-mailed them\./).waitFor();
    await deputyRow.getByText('Set up at next sign-in').waitFor();
    await expectNoViolations(admin);

    // The deputy's next sign-in enrols, though two-step verification is optional on this site.
    const deputy = await laptop();
    await deputy.goto(`${stack.baseUrl}/login`);
    await enterSite(deputy);
    await deputy.getByLabel('Email', { exact: true }).fill(DEPUTY.email);
    await deputy.getByLabel('Password').fill(DEPUTY.password);
    await deputy.getByRole('button', { name: 'Sign in' }).click();
    await enrolOnScreen(deputy);
    await deputy.getByText('Logged in as').waitFor();
    expect(new URL(deputy.url()).pathname).toBe('/admin');

    // Each owner heard of each change to how they sign in.
    await mailTo(ADMIN.email, 'Two-step verification is on for your account');
    await mailTo(RECEPTIONIST.email, 'Two-step verification is on for your account');
    const [reset] = await mailTo(DEPUTY.email, 'Your two-step verification was reset');
    expect(reset.text).toContain('An admin reset two-step verification');
    await mailTo(DEPUTY.email, 'Two-step verification is on for your account', 2);
  }, 180_000);
});
