import type { Browser, Page } from 'playwright-core';
import { violations } from './support/axe.js';
import { adminApi, adminCli, enterSite, launchBrowser, startStack, tomorrowInLondon } from './support/stack.js';

const ADMIN = { email: 'staff-journey-admin@example.test', password: 'staff-journey-admin-password' };
const STAFF = { email: 'reception@staff-journey.example.test', password: 'reception-password-123' };
const PATIENT = { name: 'Nia Staffday', phone: '07700 900431', postcode: 'YO1 7HH', issue: 'Lost filling, sharp edge' };

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
  const checkout = await call('POST', `/api/holds/${hold.holdId}/checkout`, { email: 'nia.staffday@example.com', acceptTerms: true, over16: true }, hold.holdToken);
  await call('POST', '/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
  await call('POST', `/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, checkout.accessToken);
  return checkout.reference as string;
}

async function expectNoViolations(page: Page) {
  expect(await violations(page)).toEqual([]);
}

/**
 * Issue 20: a practice's member of staff runs their day in Chromium. Signed in at /login they land
 * on their practice's day, see the booking, confirm it with the spec's dialog, record an outcome
 * (the practice cancels: full refund), and open their availability; axe finds nothing on the way.
 */
describe("A practice staff member's day in Chromium", () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;

  beforeAll(async () => {
    await adminCli('create', ADMIN.email, ADMIN.password);
    await adminCli('create', STAFF.email, STAFF.password);
    await adminCli('demote', STAFF.email);
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('signs in, sees the booking, confirms it, records an outcome and opens availability', async () => {
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    const practice = (body: Record<string, unknown>) => ({
      address: { line1: '1 Stonegate', city: 'York', postcode: 'YO1 8AS' },
      contact: { phone: '01904 000000', email: 'hello@york-dental.example.test', website: 'https://york-dental.example.test' },
      services: 'Emergency care',
      ...body,
    });
    const a = (await admin('POST', '/api/admin/practices', practice({ name: 'Minster Dental' }))) as { id: string };
    const b = (await admin('POST', '/api/admin/practices', practice({ name: 'Ouse Dental' }))) as { id: string };
    const operative = (await admin('POST', `/api/admin/practices/${a.id}/operatives`, { displayName: 'Dr Ward', email: '' })) as { id: string };
    const date = tomorrowInLondon();
    const day = (await admin('PUT', '/api/admin/availability', { practiceId: a.id, operativeId: operative.id, date, startHour: 9, endHour: 11, slotMinutes: 30 })) as {
      day: { slots: Array<{ id: string }> };
    };
    const reference = await bookAsPatient(stack.baseUrl, day.day.slots[0].id);
    const users = (await admin('GET', '/api/admin/users')) as Array<{ id: string; email: string }>;
    const staffUser = users.find((u) => u.email === STAFF.email)!;
    await admin('PUT', `/api/admin/users/${staffUser.id}/practices`, { practiceIds: [a.id] });

    const page = await (await browser.newContext()).newPage();
    await page.goto(`${stack.baseUrl}/login`);
    await enterSite(page);
    await page.getByLabel('Email', { exact: true }).fill(STAFF.email);
    await page.getByLabel('Password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { level: 1, name: 'Minster Dental' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/staff/${a.id}`);
    const row = page.getByRole('row', { name: new RegExp(PATIENT.name) });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(PATIENT.issue);
    await expect(row.textContent()).resolves.toContain(reference);
    await expectNoViolations(page);

    // Confirm: the spec's dialog, and the fee is captured in the payment queue.
    await row.getByRole('button', { name: /^Confirm/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Appointment' });
    await confirm.getByText('Confirming an appointment cannot be undone.').waitFor();
    await expectNoViolations(page);
    await confirm.getByRole('button', { name: 'Confirm & Process Payment' }).click();
    await page.getByText('Appointment confirmed successfully. Payment will be captured automatically.').waitFor();
    await row.getByText('Paid: the fee has been taken.').waitFor({ timeout: 20_000 });

    // The practice cannot see the patient after all: cancelled by the practice, refunded in full.
    await row.getByRole('button', { name: /Cancel for the practice/ }).click();
    const cancel = page.getByRole('dialog', { name: 'Cancel for the practice' });
    await cancel.getByLabel('Reason (for the patient)').fill('Dr Ward is ill today.');
    await expectNoViolations(page);
    await cancel.getByRole('button', { name: 'Cancel booking and refund' }).click();
    await page.getByText('Cancelled by the practice. The patient gets the whole booking fee back.').waitFor();
    await row.getByText('Cancelled by the practice', { exact: true }).waitFor();

    // The booking's story: confirmed, the practice's outcome and cancellation, each with its time.
    await row.getByRole('button', { name: /^Timeline/ }).click();
    const story = page.getByRole('dialog', { name: /^Timeline of / });
    await story.getByText('Confirmed', { exact: true }).waitFor();
    await story.getByText(/^Outcome: /).waitFor();
    await story.getByText(/^Cancelled by the practice/).waitFor();
    await expectNoViolations(page);
    await story.getByRole('button', { name: 'Close' }).click();
    await story.waitFor({ state: 'detached' });

    // Their own availability: the admin's editor with the practice fixed.
    await page.getByRole('link', { name: 'Availability and closures' }).click();
    await page.getByRole('heading', { name: 'Availability' }).first().waitFor();
    await expect(page.locator('#availability-practice').inputValue()).resolves.toBe(a.id);
    await page.locator('#availability-date').fill(date);
    await page.getByRole('list', { name: 'Slots' }).getByRole('button').first().waitFor();
    await expectNoViolations(page);

    // Nothing of another practice, whatever the screen does.
    expect((await page.request.get(`${stack.baseUrl}/api/practices/${b.id}/staff/appointments`)).status()).toBe(403);
  }, 120_000);
});
