import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { QueueRegistry } from '../../../src/shared/queues/queue-registry.js';
import { JobName, QueueName } from '../../../src/shared/queues/queue-names.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { devInbox } from '../../support/dev-inbox.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';
import { screenedHold } from '../../support/screening.js';

interface DevText {
  to: string;
  body: string;
  template: string;
  appointmentId?: string;
  status: string;
  createdAt: string;
}

/**
 * Issue 21, "Done when" 1 with the embedded default: a booking leaves exactly one confirmation text
 * and, when its delayed job runs (promoted here rather than waited for), exactly one reminder, both in
 * the dev SMS outbox (`GET /dev/sms.json`), next to the e-mails.
 */
describe('Texts in the dev SMS outbox', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let worker: ChildProcess;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const outbox = async () => {
    const res = await admin.get('/dev/sms.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json() as DevText[];
  };

  it('holds one confirmation and one reminder for a booking, newest first, in the contract shape', async () => {
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Outbox Dental' });
    const date = addLondonDays(app.get(Clock).londonToday(), 2);
    const [slot] = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { startHour: 9, endHour: 10, slotMinutes: 30 })).day.slots;
    const patient = new TestClient(app);
    await patient.passGate();
    const hold = (await patient.post('/api/holds', await screenedHold(app, slot.id, { name: 'Olive Outbox', phone: '07700 900461', postcode: 'SW1A 1AA', issue: 'Lost filling' }))).json();
    const checkout = (await patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'olive@example.com', acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` })).json();
    await patient.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
    await patient.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });

    // This booking's texts. Not by number alone: the run's database is shared, and scale-out.spec
    // books 500 patients with dramaPhone(i), which covers every 07700 900xxx number, this one too.
    const mine = async () => (await outbox()).filter((t) => t.appointmentId === checkout.appointmentId);
    await eventually(async () => (await mine()).length === 1, 20_000);
    // The e-mail went too.
    await eventually(async () => (await devInbox(app)).some((m) => m.to === 'olive@example.com' && m.subject.startsWith('Appointment booked')), 20_000);

    const [reminder] = await orm.em
      .fork()
      .execute<{ id: string }[]>("SELECT id FROM domain_event WHERE type = 'ReminderScheduled' AND aggregate_id = ?", [checkout.appointmentId]);
    const queue = app.get(QueueRegistry).get(QueueName.Sms);
    await eventually(async () => Boolean(await queue.getJob(reminder.id)), 10_000);
    const job = (await queue.getJob(reminder.id))!;
    expect(job.name).toBe(JobName.SendReminderText);
    expect(await job.isDelayed()).toBe(true);
    await job.promote();
    await eventually(async () => (await mine()).length === 2, 20_000);
    await new Promise((r) => setTimeout(r, 1000));

    const texts = await mine();
    // The whole listing in one assertion, so a failure shows every text (a doubled one included).
    expect(texts.map(({ to, template, appointmentId, status, createdAt }) => ({ to, template, appointmentId, status, createdAt }))).toEqual([
      { to: '+447700900461', template: 'reminder', appointmentId: checkout.appointmentId, status: 'sent', createdAt: expect.any(String) },
      { to: '+447700900461', template: 'booking-confirmed', appointmentId: checkout.appointmentId, status: 'sent', createdAt: expect.any(String) },
    ]);
    for (const t of texts) {
      expect(Object.keys(t).sort()).toEqual(['appointmentId', 'body', 'createdAt', 'status', 'template', 'to']);
      expect(t).toMatchObject({ appointmentId: checkout.appointmentId, status: 'sent' });
      expect(Date.parse(t.createdAt)).not.toBeNaN();
      expect(t.body).toMatch(/\/m\/[0-9A-Za-z]{12}$/);
      expect(t.body).not.toMatch(/filling|Olive/);
    }
    expect(Date.parse(texts[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(texts[1].createdAt));
    const page = await admin.get('/dev/sms');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('+447700900461');
  });
});
