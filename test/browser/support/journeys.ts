import type { Locator, Page } from 'playwright-core';
import { enterSite } from './stack.js';

export interface Lead {
  name: string;
  phone: string;
  postcode: string;
  issue?: string;
  /** "An adult tooth has been knocked out" (issue #29): the search leads with today's earliest time. */
  knockedOutTooth?: boolean;
}

/**
 * The safety net's question on the lead form (issue #29), answered the quick way: "No, none of these"
 * (one tap). `form` is the lead form's locator.
 */
export async function noEmergencySigns(form: Locator) {
  await form.getByLabel('No, none of these').check();
}

/** The patient's lead form on the home page, submitted (the gate passed on the way if it is on). */
export async function searchFromHome(page: Page, baseUrl: string, lead: Lead) {
  await page.goto(baseUrl);
  await enterSite(page);
  const form = page.getByRole('form', { name: 'Instant Availability Checker' });
  await noEmergencySigns(form);
  await form.getByLabel('Your name').fill(lead.name);
  await form.getByLabel('Phone number').fill(lead.phone);
  await form.getByLabel('Postcode').fill(lead.postcode);
  if (lead.knockedOutTooth) await form.getByLabel('An adult tooth has been knocked out').check();
  if (lead.issue) await form.getByLabel('What is the problem?').fill(lead.issue);
  await form.getByRole('button', { name: 'Check availability' }).click();
}

/**
 * The details step for a patient booking for themselves: "Me" to "Who is the appointment for?", then
 * the two required boxes (issue #29), the Booking Terms accepted and 16 or over.
 */
export async function agreeToBookingTerms(page: Page) {
  await page.getByRole('radio', { name: 'Me', exact: true }).check();
  await page.getByRole('checkbox', { name: 'I have read and accept the Booking Terms' }).check();
  await page.getByRole('checkbox', { name: 'I am 16 or over' }).check();
}

/** From a held slot's payment step: the e-mail, the two required boxes, then Stripe's test card 4242… through the simulated gateway. */
export async function payWithTestCard(page: Page, email: string) {
  await page.getByLabel('Email address for your confirmation').fill(email);
  await agreeToBookingTerms(page);
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Pay £39' }).click();
  await page.getByRole('heading', { name: 'Appointment Booked Successfully!' }).waitFor();
}

/** What `adminApi` returns: a signed-in admin's calls (the dev inbox is for admins only). */
type AdminCall = (method: string, path: string, body?: unknown) => Promise<unknown>;

/** The dev inbox, read as the signed-in admin. */
export async function devInbox(admin: AdminCall) {
  return (await admin('GET', '/dev/mail.json')) as Array<{ to: string; subject: string; text: string }>;
}

/** The first link matching `pattern` in a dev-inbox e-mail to `to` whose subject starts with `subject` (waits up to 30 s). */
export async function linkFromInbox(admin: AdminCall, to: string, subject: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 150; i++) {
    const inbox = await devInbox(admin);
    const mail = inbox.find((m) => m.to === to && m.subject.startsWith(subject));
    const link = mail && pattern.exec(mail.text)?.[1];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no "${subject}" e-mail to ${to} with a link`);
}
