import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { violations } from './support/axe.js';
import { adminApi, createAdmin, enterSite, launchBrowser, startStack, tomorrowInLondon } from './support/stack.js';

const ADMIN = { email: 'search-admin@example.test', password: 'search-admin-password' };

/** A patient's booking through the API as the portal makes it: gate, search (its screening proof), hold, checkout, card 4242…, payment recorded. */
async function book(baseUrl: string, slotId: string, patient: { name: string; phone: string; email: string }) {
  const jar = new Map<string, string>();
  const call = async (method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '', ...extra },
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
  const lead = { name: patient.name, phone: patient.phone, postcode: 'W1G 8YS', issue: 'Lost filling' };
  const { screening } = await call('POST', '/api/search', { ...lead, redFlags: [] });
  const hold = await call('POST', '/api/holds', { slotId, patient: lead, screening });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const checkout = await call('POST', `/api/holds/${hold.holdId}/checkout`, { email: patient.email, acceptTerms: true, over16: true }, bearer(hold.holdToken));
  await call('POST', '/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
  await call('POST', `/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, bearer(checkout.accessToken));
  return checkout.reference as string;
}

/** An admin finds a booking: by name, reload, by reference, its timeline, the CSV (issue #20). */
describe("Admin's search in Chromium", () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let page: Page;
  let rhodaRef: string;

  beforeAll(async () => {
    await createAdmin(ADMIN.email, ADMIN.password);
    stack = await startStack();
    browser = await launchBrowser();
    const admin = await adminApi(stack.baseUrl, ADMIN.email, ADMIN.password);
    await admin('POST', '/api/admin/practices/sample');
    const practices = (await admin('GET', '/api/admin/practices')) as Array<{ id: string; name: string; operatives: Array<{ id: string }> }>;
    const harley = practices.find((p) => p.name === 'Harley Street Emergency Dental')!;
    // An afternoon of its own: the run's other journeys book Harley Street's mornings in the same database.
    const day = (await admin('PUT', '/api/admin/availability', { practiceId: harley.id, operativeId: harley.operatives[0].id, date: tomorrowInLondon(), startHour: 15, endHour: 17, slotMinutes: 30 })) as {
      day: { slots: Array<{ id: string; startTime: string; status: string }> };
    };
    const open = day.day.slots.filter((s) => s.status === 'open' && s.startTime.slice(11, 13) >= '15');
    await book(stack.baseUrl, open[0].id, { name: 'Quentin Searchwell', phone: '07700 900611', email: 'quentin@example.com' });
    rhodaRef = await book(stack.baseUrl, open[1].id, { name: 'Rhoda Otherton', phone: '07700 900612', email: 'rhoda@example.com' });
    page = await (await browser.newContext({ acceptDownloads: true })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('searches by name, keeps the search on reload, finds by reference, opens the timeline and downloads the CSV', async () => {
    await page.goto(`${stack.baseUrl}/login`);
    await enterSite(page);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Logged in as').waitFor();
    await page.getByRole('tab', { name: 'Appointments' }).click();
    await page.getByRole('row', { name: /Rhoda Otherton/ }).waitFor();

    const search = page.getByRole('search', { name: 'Search appointments' });
    await search.getByLabel('Reference, patient name, e-mail or phone').fill('searchwell');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('row', { name: /Quentin Searchwell/ }).waitFor();
    await page.getByRole('row', { name: /Rhoda Otherton/ }).waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('q')).toBe('searchwell');
    expect(await violations(page)).toEqual([]);

    // A shared or reloaded view keeps its filters.
    await page.reload();
    await page.getByRole('row', { name: /Quentin Searchwell/ }).waitFor();
    expect(await page.getByLabel('Reference, patient name, e-mail or phone').inputValue()).toBe('searchwell');
    expect(await page.getByRole('row', { name: /Rhoda Otherton/ }).count()).toBe(0);

    await page.getByLabel('Reference, patient name, e-mail or phone').fill(rhodaRef.toLowerCase());
    await page.getByLabel('Reference, patient name, e-mail or phone').press('Enter');
    await page.getByRole('row', { name: /Rhoda Otherton/ }).waitFor();
    await page.getByRole('row', { name: /Quentin Searchwell/ }).waitFor({ state: 'detached' });

    // The CSV of exactly this view, as an attachment.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^appointments-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trim().split('\n');
    expect(csv[0]).toMatch(/^Reference,Created,Starts/);
    expect(csv).toHaveLength(2);
    expect(csv[1]).toContain(rhodaRef);
    expect(csv[1]).toContain('Rhoda Otherton');

    // The booking's story, and back to the list as it was.
    await page.getByRole('link', { name: new RegExp(`${rhodaRef}.*details and timeline`) }).click();
    await page.getByRole('heading', { level: 1, name: `Appointment ${rhodaRef}` }).waitFor();
    const timeline = page.getByRole('list').filter({ hasText: 'Slot held' });
    await timeline.getByText('Paid (card authorised, fee held)').waitFor();
    expect(await timeline.getByText('by Patient').count()).toBeGreaterThan(0);
    expect(await violations(page)).toEqual([]);
    await page.getByRole('link', { name: /Back to appointments/ }).click();
    await page.getByRole('row', { name: /Rhoda Otherton/ }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe(rhodaRef.toLowerCase());
  });
});
