import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays, Clock } from '../../src/shared/clock/clock.js';
import { QueueRegistry } from '../../src/shared/queues/queue-registry.js';
import { QueueName } from '../../src/shared/queues/queue-names.js';
import { SmtpFake } from '../fakes/smtp.fake.js';
import { StripeFake } from '../fakes/stripe.fake.js';
import { createTestApp } from '../support/app.js';
import { TestClient } from '../support/client.js';
import { createPracticeWithOperative, saveDay } from '../support/fixtures/supply.js';
import { openOrm } from '../support/orm.js';
import { eventually, startProcess, waitForExit } from '../support/processes.js';
import { screenedHold } from '../support/screening.js';

const patient = { name: 'Fay Fault', phone: '07700 900321', postcode: 'SW1A 1AA', issue: '' };

/**
 * Issue #10 faults (c): the SMTP provider and the payment gateway fail for a while. Jobs retry with
 * back-off and succeed afterwards; a failure no retry can fix lands in the failed state, visible on
 * Bull Board's queue and in /metrics, never silently dropped.
 */
describe('Outside services failing for a while', () => {
  let smtp: SmtpFake;
  let stripe: StripeFake;
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let worker: ChildProcess;
  let admin: TestClient;
  let slots: Array<{ id: string }>;
  let next = 0;

  beforeAll(async () => {
    smtp = await new SmtpFake().start();
    stripe = await new StripeFake().start();
    const env = {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_secret_for_the_fake_0123456789',
      STRIPE_API_BASE: stripe.baseUrl,
    };
    app = await createTestApp(env);
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Fault Dental' });
    slots = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(app.get(Clock).londonToday(), 3), { slotMinutes: 30 })).day.slots;
    worker = startProcess('dist/workers/main.js', env);
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
    await smtp.stop();
    await stripe.stop();
  });

  /** A booking paid at Stripe (the fake) with a card that authorises. */
  async function book(email: string) {
    const client = new TestClient(app);
    await client.passGate();
    const hold = (await client.post('/api/holds', await screenedHold(app, slots[next++].id, patient))).json();
    const checkout = (await client.post(`/api/holds/${hold.holdId}/checkout`, { email, acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` })).json();
    await fetch(`${stripe.baseUrl}/v1/payment_intents/${checkout.paymentIntentId}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'payment_method=pm_card_visa',
    });
    const paid = await client.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
    expect(paid.json().paymentStatus).toBe('authorized');
    return { id: checkout.appointmentId as string, intentId: checkout.paymentIntentId as string };
  }
  const appointment = async (id: string) =>
    (await orm.em.fork().execute<{ email_status: string; payment_status: string }[]>('SELECT email_status, payment_status FROM appointment WHERE id = ?', [id]))[0];
  const jobOf = async (queue: QueueName, type: string, aggregateId: string) => {
    const [event] = await orm.em.fork().execute<{ id: string }[]>('SELECT id FROM domain_event WHERE type = ? AND aggregate_id = ? ORDER BY seq DESC LIMIT 1', [type, aggregateId]);
    return event ? app.get(QueueRegistry).get(queue).getJob(event.id) : undefined;
  };

  it('keeps the confirmation e-mail while SMTP refuses it, then sends it once SMTP is back', async () => {
    smtp.failing = true;
    const b = await book('fay.smtp@example.com');
    await eventually(async () => smtp.refused >= 1 && ((await jobOf(QueueName.Email, 'AppointmentBooked', b.id))?.attemptsMade ?? 0) >= 1, 30_000, 200);
    expect((await appointment(b.id)).email_status).toBe('queued');
    expect(smtp.received).toHaveLength(0);
    smtp.failing = false;
    await eventually(async () => (await appointment(b.id)).email_status === 'sent', 45_000, 250);
    expect(smtp.received.filter((m) => m.to && JSON.stringify(m.to).includes('fay.smtp@example.com'))).toHaveLength(1);
  });

  it('retries a capture through a Stripe outage and captures once when Stripe is back', async () => {
    const b = await book('fay.outage@example.com');
    stripe.outage = true;
    expect((await admin.post(`/api/admin/appointments/${b.id}/confirm`)).statusCode).toBe(200);
    await eventually(async () => ((await jobOf(QueueName.Payment, 'AppointmentConfirmed', b.id))?.attemptsMade ?? 0) >= 1, 45_000, 250);
    expect((await appointment(b.id)).payment_status).toBe('authorized');
    stripe.outage = false;
    await eventually(async () => (await appointment(b.id)).payment_status === 'completed', 45_000, 250);
    expect(stripe.captures.get(b.intentId)).toBe(1);
  });

  it('puts a capture no retry can fix in the failed state, on Bull Board and in /metrics', async () => {
    const b = await book('fay.refused@example.com');
    stripe.refuseCaptures = true;
    try {
      expect((await admin.post(`/api/admin/appointments/${b.id}/confirm`)).statusCode).toBe(200);
      await eventually(async () => (await jobOf(QueueName.Payment, 'AppointmentConfirmed', b.id))?.isFailed() ?? false, 30_000, 250);
    } finally {
      stripe.refuseCaptures = false;
    }
    const job = await jobOf(QueueName.Payment, 'AppointmentConfirmed', b.id);
    expect(job!.failedReason).toBe('Your card was declined.');
    expect(await appointment(b.id)).toMatchObject({ payment_status: 'failed' });
    const board = await admin.get('/admin/queues/api/queues?activeQueue=payment&status=failed&page=1');
    expect(board.statusCode).toBe(200);
    const payment = (board.json().queues as Array<{ name: string; counts: Record<string, number> }>).find((q) => q.name === 'payment')!;
    expect(payment.counts.failed).toBeGreaterThanOrEqual(1);
    const metrics = (await admin.get('/metrics')).body;
    expect(metrics).toMatch(/bullmq_jobs\{queue="payment",state="failed"\} [1-9]/);
  });
});
