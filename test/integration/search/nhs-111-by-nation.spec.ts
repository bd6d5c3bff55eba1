import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { NATIONS, type Nation } from '../../../src/modules/postcodes/postcodes.constants.js';
import { NHS_111_BY_NATION, URGENT_CARE_AFTER_CANCELLING, WORSE_BEFORE_APPOINTMENT } from '../../../src/modules/search/clinical-safety.constants.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { devInbox } from '../../support/dev-inbox.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';

/** A patient in each nation: the postcode decides whose 111 every message names. */
const PATIENTS: Record<Nation, { name: string; phone: string; postcode: string; email: string }> = {
  england: { name: 'Emma England', phone: '07700 900811', postcode: 'W1G 8YS', email: 'emma.england@example.test' },
  scotland: { name: 'Shona Scotland', phone: '07700 900812', postcode: 'EH1 1YZ', email: 'shona.scotland@example.test' },
  wales: { name: 'Gwen Wales', phone: '07700 900813', postcode: 'CF10 1EP', email: 'gwen.wales@example.test' },
};

/**
 * Each nation's own 111 through the whole stack: the search answers the postcode's nation, and a
 * booking made with a postcode in England, Scotland or Wales gets a confirmation e-mail that says
 * what to do if it gets worse with that nation's 111 service (and no other's), then, cancelled by
 * the practice, a cancellation e-mail and text that say where urgent dental care is, from the same
 * table. The worker sends them from the outbox as in production (dev inbox and dev text outbox).
 */
describe("Each nation's own 111 in the search answer, the e-mails and the texts", () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let worker: ChildProcess;
  let slots: Array<{ id: string }>;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Nations Test Dental' });
    const date = addLondonDays(app.get(Clock).londonToday(), 4);
    slots = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { startHour: 9, endHour: 12, slotMinutes: 30 })).day.slots;
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const texts = (appointmentId: string) =>
    orm.em.fork().execute<Array<{ template: string; body: string }>>('SELECT template, body FROM sms_message WHERE appointment_id = ? ORDER BY created_at', [appointmentId]);
  const mailTo = async (to: string, subject: string) => (await devInbox(app)).find((m) => m.to === to && m.subject.startsWith(subject));

  /** Searched (the answer's proof and nation), held, checked out and paid with the test card. */
  async function book(nation: Nation, slotId: string) {
    const p = PATIENTS[nation];
    const client = new TestClient(app);
    await client.passGate();
    const patient = { name: p.name, phone: p.phone, postcode: p.postcode, issue: 'Toothache' };
    const searched = await client.post('/api/search', { ...patient, redFlags: [] });
    expect(searched.statusCode).toBe(200);
    expect(searched.json().nation).toBe(nation);
    const hold = await client.post('/api/holds', { slotId, patient, screening: searched.json().screening });
    expect(hold.statusCode).toBe(201);
    const { holdId, holdToken } = hold.json();
    const checkout = (await client.post(`/api/holds/${holdId}/checkout`, { email: p.email, acceptTerms: true, over16: true }, { authorization: `Bearer ${holdToken}` })).json();
    await client.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
    const paid = await client.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
    expect(paid.json().paymentStatus).toBe('authorized');
    return checkout.appointmentId as string;
  }

  it.each(NATIONS.map((nation, i) => [nation, i] as const))('%s: the confirmation, the cancellation e-mail and the cancellation text', async (nation, i) => {
    const service = NHS_111_BY_NATION[nation];
    const others = NATIONS.filter((n) => n !== nation).map((n) => NHS_111_BY_NATION[n].online.url);
    const { email } = PATIENTS[nation];
    const id = await book(nation, slots[i].id);

    let confirmation: Awaited<ReturnType<typeof mailTo>>;
    await eventually(async () => Boolean((confirmation = await mailTo(email, 'Appointment booked'))), 30_000);
    const confirmationText = confirmation!.text.replace(/\s+/g, ' ');
    expect(confirmationText).toContain(WORSE_BEFORE_APPOINTMENT.heading);
    expect(confirmationText).toContain(WORSE_BEFORE_APPOINTMENT.advice(nation));
    for (const url of others) expect(confirmationText).not.toContain(url);

    expect((await admin.post(`/api/admin/appointments/${id}/cancel`, { choice: 'practice_cannot_see', reason: 'The dentist is unwell' })).statusCode).toBe(200);
    let cancellation: Awaited<ReturnType<typeof mailTo>>;
    await eventually(async () => Boolean((cancellation = await mailTo(email, 'Appointment cancelled'))), 30_000);
    const cancellationText = cancellation!.text.replace(/\s+/g, ' ');
    expect(cancellationText).toContain(URGENT_CARE_AFTER_CANCELLING.advice(nation));
    for (const url of others) expect(cancellationText).not.toContain(url);

    let cancelledText: string | undefined;
    await eventually(async () => Boolean((cancelledText = (await texts(id)).find((t) => t.template === 'cancelled')?.body)), 30_000);
    expect(cancelledText).toContain(`Need urgent dental care? Call ${service.call.slice('call '.length)}.`);
  });
});
