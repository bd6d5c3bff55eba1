import type { Browser, BrowserContext, Page } from 'playwright-core';
import { violations } from './support/axe.js';
import { payWithTestCard, searchFromHome } from './support/journeys.js';
import { adminCli, enterSite, launchBrowser, startStack } from './support/stack.js';

const ADMIN = { email: 'dashboard-admin@example.test', password: 'dashboard-admin-password' };
const PATIENT_USER = { email: 'not-an-admin@example.test', password: 'not-an-admin-password' };
/** A practice in Leeds: no sample practice lies within 20 km, so a Leeds search finds only this one. */
const LEEDS = { name: 'Leeds Late Dental', editedName: 'Leeds Late Night Dental', postcode: 'LS1 4AP', patientPostcode: 'LS1 4AP' };

async function signIn(page: Page, baseUrl: string, who: { email: string; password: string }) {
  await page.goto(`${baseUrl}/login`);
  await enterSite(page);
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await page.getByRole('tabpanel').waitFor();
}

/** The patient's search from the home page; returns the date the result page offers. */
async function patientSearch(page: Page, baseUrl: string) {
  await searchFromHome(page, baseUrl, { name: 'Dana Patient', phone: '07700 900555', postcode: LEEDS.patientPostcode });
  await page.getByRole('heading', { name: LEEDS.editedName }).waitFor();
  await page.getByRole('radio').first().waitFor();
  return page.getByLabel('Date').inputValue();
}

async function slotTimes(page: Page): Promise<string[]> {
  return (await page.locator('label.slot').allTextContents()).map((t) => t.trim());
}

describe('Admin dashboard in Chromium', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;
  let adminContext: BrowserContext;
  let admin: Page;

  beforeAll(async () => {
    await adminCli('create', ADMIN.email, ADMIN.password);
    await adminCli('create', PATIENT_USER.email, PATIENT_USER.password);
    await adminCli('demote', PATIENT_USER.email);
    stack = await startStack();
    browser = await launchBrowser();
    adminContext = await browser.newContext();
    admin = await adminContext.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('sends a signed-out visitor to /login and a signed-in non-admin to /user with the message', async () => {
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`${stack.baseUrl}/admin`);
    await enterSite(visitor);
    await visitor.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/login');

    const user = await (await browser.newContext()).newPage();
    await signIn(user, stack.baseUrl, PATIENT_USER);
    await user.getByRole('heading', { name: 'My Appointments' }).waitFor();
    await user.goto(`${stack.baseUrl}/admin`);
    await user.getByText('You do not have admin privileges.').waitFor();
    expect(new URL(user.url()).pathname).toBe('/user');
    // The server is the authority, whatever the screen does.
    expect((await user.request.get(`${stack.baseUrl}/api/admin/practices`)).status()).toBe(403);
  });

  it('signs in with the printed credentials and imports the sample data', async () => {
    await signIn(admin, stack.baseUrl, ADMIN);
    await admin.getByText('Logged in as').waitFor();
    expect(new URL(admin.url()).pathname).toBe('/admin');
    await admin.getByRole('button', { name: 'Import Sample Data' }).click();
    await admin.getByText('Sample practices imported successfully!').waitFor();
    await admin.getByRole('row', { name: /Harley Street Emergency Dental/ }).waitFor();
    expect(await violations(admin)).toEqual([]);
  });

  it('adds a practice (validation errors first), edits it and adds an operative', async () => {
    await admin.getByRole('button', { name: 'Add Practice' }).click();
    const form = admin.getByRole('form', { name: 'Add a practice' });
    await form.getByRole('button', { name: 'Add practice' }).click();
    const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
    await summary.getByRole('link', { name: 'Enter the practice name.' }).waitFor();
    expect(await summary.getByRole('link').count()).toBe(6);
    expect(await violations(admin)).toEqual([]);

    await form.getByLabel('Practice name').fill(LEEDS.name);
    await form.getByLabel('Address line 1').fill('12 Briggate');
    await form.getByLabel('Town or city').fill('Leeds');
    await form.getByLabel('Postcode').fill(LEEDS.postcode);
    await form.getByLabel('Phone', { exact: true }).fill('0113 496 0123');
    await form.getByLabel('Email', { exact: true }).fill('hello@leeds-late.example');
    await form.getByLabel('Latitude').fill('91');
    await form.getByLabel('Longitude').fill('-1.54');
    await form.getByRole('button', { name: 'Add practice' }).click();
    await summary.getByRole('link', { name: 'Latitude must be a number between -90 and 90.' }).waitFor();
    await form.getByLabel('Latitude').fill('');
    await form.getByLabel('Longitude').fill('');
    await form.getByLabel('Services (optional)').fill('Emergency appointments, , Extractions');
    await form.getByRole('button', { name: 'Add practice' }).click();
    const row = admin.getByRole('row', { name: new RegExp(LEEDS.name) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Emergency appointments, Extractions');
    expect(await row.textContent()).toContain('No availability in next 7 days');

    await row.getByRole('button', { name: `Edit ${LEEDS.name}` }).click();
    const edit = admin.getByRole('form', { name: `Edit ${LEEDS.name}` });
    await edit.getByLabel('Practice name').fill(LEEDS.editedName);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    const edited = admin.getByRole('row', { name: new RegExp(LEEDS.editedName) });
    await edited.waitFor();

    await edited.getByRole('button', { name: `Add operative to ${LEEDS.editedName}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Add an operative to ${LEEDS.editedName}` });
    await dialog.getByRole('button', { name: 'Add operative' }).click();
    await dialog.getByText("Enter the operative's name.").waitFor();
    expect(await violations(admin)).toEqual([]);
    await dialog.getByLabel('Name').fill('Dr Night Owl');
    await dialog.getByRole('button', { name: 'Add operative' }).click();
    await edited.getByText('Operatives: Dr Night Owl').waitFor();
  });

  it('has no violations with the import and delete dialogs open', async () => {
    await admin.getByRole('button', { name: 'Import Practices' }).click();
    const importDialog = admin.getByRole('dialog', { name: 'Import Practices' });
    await importDialog.getByRole('button', { name: 'Import' }).click();
    await importDialog.getByText('Invalid JSON format. Please check your data and try again.').waitFor();
    expect(await violations(admin)).toEqual([]);
    await admin.keyboard.press('Escape');
    await importDialog.waitFor({ state: 'detached' });

    await admin.getByRole('button', { name: 'Delete Harley Street Emergency Dental' }).click();
    const del = admin.getByRole('dialog', { name: 'Delete Harley Street Emergency Dental' });
    await del.getByText('Are you sure you want to delete this practice?').waitFor();
    expect(await violations(admin)).toEqual([]);
    await del.getByRole('button', { name: 'Cancel' }).click();
    await del.waitFor({ state: 'detached' });
  });

  it('generates recurring slots for 14 days Mon–Fri and the patient page offers them', async () => {
    await openTab(admin, 'Availability');
    await admin.locator('#availability-practice').selectOption({ label: LEEDS.editedName });
    expect(await admin.getByLabel('Operative').inputValue()).not.toBe('');
    await admin.getByLabel('Create Recurring Daily Slots').check();
    await admin.getByLabel('Number of days').selectOption('14');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) expect(await admin.getByRole('checkbox', { name: day }).isChecked()).toBe(true);
    for (const day of ['Saturday', 'Sunday']) expect(await admin.getByRole('checkbox', { name: day }).isChecked()).toBe(false);
    await admin.getByRole('button', { name: 'Generate Slots' }).click();
    await admin.getByText(/^Generated \d+ slots over 10 days/).waitFor();
    expect(await violations(admin)).toEqual([]);
    await admin.getByRole('button', { name: 'Save Recurring Availability' }).click();
    await admin.getByText('Availability saved successfully!').waitFor();

    const patient = await (await browser.newContext()).newPage();
    const date = await patientSearch(patient, stack.baseUrl);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    expect(weekday).toBeGreaterThanOrEqual(1);
    expect(weekday).toBeLessThanOrEqual(5);
    expect((await slotTimes(patient)).length).toBeGreaterThan(0);
    await patient.close();
  });

  it('makes one slot unavailable with the keyboard alone and patients no longer see it', async () => {
    const patient = await (await browser.newContext()).newPage();
    let date = await patientSearch(patient, stack.baseUrl);
    let before = await slotTimes(patient);
    // Late in the day today may have one slot left: use the first date with two or more, so one stays.
    const options = await Promise.all((await patient.getByLabel('Date').locator('option').all()).map(async (o) => (await o.getAttribute('value')) ?? ''));
    for (const option of options) {
      if (before.length >= 2) break;
      if (option <= date) continue;
      await patient.getByLabel('Date').selectOption(option);
      await patient.getByRole('radio').first().waitFor({ timeout: 3000 }).catch(() => undefined);
      before = await slotTimes(patient);
      date = option;
    }
    const target = before[0];

    await admin.getByLabel('Create Recurring Daily Slots').uncheck();
    await admin.getByLabel('Date').fill(date);
    const cell = admin.getByRole('button', { name: new RegExp(`^${target}–\\d\\d:\\d\\d Available$`) });
    await cell.waitFor();
    // Keyboard only from here: Tab from the date field into the grid, Space to toggle, Shift+Tab back to Save.
    const focused = async (target: typeof cell) => (await target.and(admin.locator(':focus')).count()) === 1;
    await admin.getByLabel('Date').focus();
    for (let i = 0; i < 60 && !(await focused(cell)); i++) await admin.keyboard.press('Tab');
    expect(await focused(cell)).toBe(true);
    await admin.keyboard.press('Space');
    const unavailable = admin.getByRole('button', { name: new RegExp(`^${target}–\\d\\d:\\d\\d Unavailable$`) });
    await unavailable.waitFor();
    expect(await unavailable.getAttribute('aria-pressed')).toBe('false');
    const save = admin.getByRole('button', { name: 'Save Availability' });
    for (let i = 0; i < 80 && !(await focused(save)); i++) await admin.keyboard.press('Shift+Tab');
    expect(await focused(save)).toBe(true);
    await admin.keyboard.press('Enter');
    await admin.getByText('Availability saved successfully!').waitFor();
    await unavailable.waitFor();

    await patientSearch(patient, stack.baseUrl);
    await patient.getByLabel('Date').selectOption(date);
    await patient.getByRole('radio').first().waitFor();
    const after = await slotTimes(patient);
    expect(after).not.toContain(target);
    expect(after.length).toBe(before.length - 1);
    await patient.close();
  });

  it("confirms a patient's pending appointment and shows Payment Processed once the capture job has run", async () => {
    const patient = await (await browser.newContext()).newPage();
    await patientSearch(patient, stack.baseUrl);
    await patient.getByRole('radio').first().check();
    await patient.getByRole('button', { name: 'Book Appointment' }).click();
    await payWithTestCard(patient, 'dana.patient@example.com');
    await patient.close();

    await openTab(admin, 'Appointments');
    await admin.getByRole('button', { name: 'Pending', exact: true }).click();
    const row = admin.getByRole('row', { name: /Dana Patient/ });
    await row.getByText('Authorized').waitFor();
    expect(await violations(admin)).toEqual([]);
    await row.getByRole('button', { name: /^Confirm the appointment of Dana Patient/ }).click();
    const dialog = admin.getByRole('dialog', { name: 'Confirm Appointment' });
    await dialog.getByText(/cannot be undone/).waitFor();
    expect(await violations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Confirm & Process Payment' }).click();
    await admin.getByText('Appointment confirmed successfully. Payment will be captured automatically.').waitFor();
    await admin.getByRole('button', { name: 'All', exact: true }).click();
    const confirmed = admin.getByRole('row', { name: /Dana Patient/ });
    await confirmed.getByText('Payment Processed').waitFor({ timeout: 30_000 });
    await confirmed.getByText('Completed').waitFor();
  });

  it('lists users on the Users tab with no violations', async () => {
    await openTab(admin, 'Users');
    await admin.getByRole('row', { name: new RegExp(PATIENT_USER.email) }).waitFor();
    expect(await violations(admin)).toEqual([]);
  });

  it('toggles protection and a second browser sees the gate come and go', async () => {
    await openTab(admin, 'Site Settings');
    await admin.getByRole('heading', { name: 'Admin Controls' }).waitFor();
    const protection = admin.getByRole('switch', { name: 'Site protection' });
    expect(await protection.getAttribute('aria-checked')).toBe('true');
    await admin.getByText(process.env.GATE_PASSWORD!, { exact: true }).waitFor();
    expect(await violations(admin)).toEqual([]);

    await protection.click();
    await admin.getByText('Site protection is off.').waitFor();
    const open = await (await browser.newContext()).newPage();
    await open.goto(stack.baseUrl);
    await open.getByRole('heading', { level: 1, name: 'Emergency dentist appointments today' }).waitFor();
    expect(await open.getByRole('heading', { name: 'Site Under Development' }).count()).toBe(0);

    // Switching it on asks first and says the public will need the password (review H10)...
    await protection.click();
    const confirm = admin.getByRole('dialog', { name: 'Switch site protection on?' });
    await confirm.getByText(/Every visitor will need the site password/).waitFor();
    expect(await violations(admin)).toEqual([]);
    await confirm.getByRole('button', { name: 'Switch protection on' }).click();
    await admin.getByText('Site protection is on.').waitFor();
    const gated = await (await browser.newContext()).newPage();
    await gated.goto(stack.baseUrl);
    await gated.getByRole('heading', { name: 'Site Under Development' }).waitFor();
    // ...while the admin who switched it stays in, in this browser.
    await admin.reload();
    await admin.getByRole('heading', { name: 'Admin Controls' }).waitFor();
    expect(await admin.getByRole('heading', { name: 'Site Under Development' }).count()).toBe(0);
  });
});
