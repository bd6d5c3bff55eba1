import type { Browser } from 'playwright-core';
import { createAdmin, enterSite, launchBrowser, startStack } from './support/stack.js';


describe('Sign-in journey', () => {
  let stack: Awaited<ReturnType<typeof startStack>>;
  let browser: Browser;

  beforeAll(async () => {
    // The admin CLI creates the run's admin, as an operator would.
    await createAdmin(process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!);
    stack = await startStack();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
  });

  it('refuses a wrong gate password with the spec text, then lets the right one in', async () => {
    const page = await browser.newPage();
    await page.goto(stack.baseUrl);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Enter Site' }).click();
    await page.getByText('Incorrect password. Please try again.').waitFor();
    expect(await page.getByLabel('Password').inputValue()).toBe('');
    await page.getByLabel('Password').fill(process.env.GATE_PASSWORD!);
    await page.getByRole('button', { name: 'Enter Site' }).click();
    await page.getByRole('heading', { level: 1, name: 'Emergency dentist appointments today' }).waitFor();
  });

  it('signs the admin in on /login and shows who is logged in', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.baseUrl}/login`);
    await enterSite(page);
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(process.env.ADMIN_EMAIL!);
    await page.getByLabel('Password').fill(process.env.ADMIN_PASSWORD!);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Logged in as').waitFor();
    expect(page.url()).toBe(`${stack.baseUrl}/admin`);
    await page.getByRole('link', { name: 'My Appointments' }).waitFor();
  });
});
