import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { ManageTokens } from '../../../src/modules/booking/services/manage-tokens.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { devInbox } from '../../support/dev-inbox.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';
import { screenedHold } from '../../support/screening.js';

const BOOKED = 'Booked, waiting for the practice to confirm';
const CONFIRMED = 'Confirmed by the practice';

/**
 * One name for each state, through the whole stack: the confirmation page's answer, the manage page's
 * answer, the confirmation e-mail, the booking text, the e-mail and the text when the practice
 * confirms, and a cancellation by the practice, each naming the state as the one wording module does.
 */
describe("A booking's state, named the same on every channel", () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let worker: ChildProcess;
  let slotId: string;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'State Words Dental' });
    const date = addLondonDays(app.get(Clock).londonToday(), 5);
    slotId = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { startHour: 10, endHour: 11, slotMinutes: 60 })).day.slots[0].id;
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const texts = (id: string) => orm.em.fork().execute<Array<{ template: string; body: string }>>('SELECT template, body FROM sms_message WHERE appointment_id = ? ORDER BY created_at', [id]);
  const mail = async (to: string, subject: string) => (await devInbox(app)).find((m) => m.to === to && m.subject.startsWith(subject));

  it('booked, confirmed by the practice, cancelled by the practice: the same words on the pages, the e-mails and the texts', async () => {
    const email = 'stella.state@example.test';
    const client = new TestClient(app);
    await client.passGate();
    const patient = { name: 'Stella State', phone: '07700 900821', postcode: 'W1G 8YS', issue: 'Toothache' };
    const hold = (await client.post('/api/holds', await screenedHold(app, slotId, patient))).json();
    const checkout = (await client.post(`/api/holds/${hold.holdId}/checkout`, { email, acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` })).json();
    await client.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
    await client.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
    const id = checkout.appointmentId as string;
    const manageToken = await app.get(ManageTokens).issue(id, app.get(Clock).now());
    const pages = async () => [
      (await client.get(`/api/appointments/${id}`, { authorization: `Bearer ${checkout.accessToken}` })).json().state,
      (await client.get('/api/manage/appointment', { authorization: `Bearer ${manageToken}` })).json().state,
    ];

    // Booked: both pages, the confirmation e-mail and the booking text.
    for (const state of await pages()) expect(state).toMatchObject({ state: 'booked', label: BOOKED });
    let confirmation: Awaited<ReturnType<typeof mail>>;
    await eventually(async () => Boolean((confirmation = await mail(email, 'Appointment booked'))), 30_000);
    expect(confirmation!.text.replace(/\s+/g, ' ')).toContain(`Status: ${BOOKED}`);
    await eventually(async () => (await texts(id)).some((t) => t.template === 'booking-confirmed'), 30_000);
    expect((await texts(id)).find((t) => t.template === 'booking-confirmed')!.body.startsWith(`${BOOKED}: `)).toBe(true);

    // Confirmed by the practice: both pages, its e-mail and its text, once.
    expect((await admin.post(`/api/admin/appointments/${id}/confirm`, {})).statusCode).toBe(200);
    for (const state of await pages()) expect(state).toMatchObject({ state: 'confirmed', label: CONFIRMED });
    let confirmed: Awaited<ReturnType<typeof mail>>;
    await eventually(async () => Boolean((confirmed = await mail(email, 'Your appointment is confirmed'))), 30_000);
    expect(confirmed!.text.replace(/\s+/g, ' ')).toContain(`Status: ${CONFIRMED}.`);
    await eventually(async () => (await texts(id)).some((t) => t.template === 'practice-confirmed'), 30_000);
    const confirmedTexts = (await texts(id)).filter((t) => t.template === 'practice-confirmed');
    expect(confirmedTexts).toHaveLength(1);
    expect(confirmedTexts[0].body.startsWith(`${CONFIRMED}: emergency dental appointment `)).toBe(true);

    // Cancelled by the practice.
    expect((await admin.post(`/api/admin/appointments/${id}/cancel`, { choice: 'practice_cannot_see', reason: 'The dentist is unwell' })).statusCode).toBe(200);
    for (const state of await pages()) expect(state).toMatchObject({ state: 'cancelled', label: 'Cancelled by the practice' });
  });
});
