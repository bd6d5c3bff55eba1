import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../src/shared/clock/clock.js';
import { createTestApp } from '../support/app.js';
import { TestClient } from '../support/client.js';
import { createPracticeWithOperative, saveDay } from '../support/fixtures/supply.js';
import { openOrm } from '../support/orm.js';
import { eventually, patiently, startProcess, waitForExit } from '../support/processes.js';
import { screenedHold } from '../support/screening.js';
import { TwilioFake } from '../fakes/twilio.fake.js';

/**
 * Issue 21, "Done when" 2: a Twilio outage (503s, and answers lost after Twilio accepted the text)
 * and a worker SIGKILLed while Twilio holds its answer: every booking still gets its text, and none
 * gets two (the claim in sms_message, the row lock while sending, and the retry asking Twilio for the
 * text an earlier try may have sent: ADR 0028).
 */
describe('Texts survive a Twilio outage and a killed worker: none lost, none twice', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  const fake = new TwilioFake();
  let slots: Array<{ id: string }>;
  let admin: TestClient;
  let next = 0;
  let numbers = 0;

  beforeAll(async () => {
    await fake.start();
    app = await createTestApp(fake.env());
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, {
      name: 'Outage Dental',
      contact: { phone: '020 7946 0888', email: 'bookings@outage-dental.example.test', website: 'https://outage.example.test' },
    });
    const date = addLondonDays(app.get(Clock).londonToday(), 5);
    slots = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { startHour: 8, endHour: 20, slotMinutes: 15 })).day.slots;
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
    await fake.stop();
  });

  /** n paid bookings, each from its own mobile number: answers the numbers (E.164) and appointment ids. */
  async function bookMany(n: number) {
    const client = new TestClient(app);
    await client.passGate();
    const booked: Array<{ id: string; e164: string; reference: string }> = [];
    for (let i = 0; i < n; i++) {
      const suffix = String(300 + numbers++).padStart(3, '0');
      const hold = (await client.post('/api/holds', await screenedHold(app, slots[next++].id, { name: 'Olly Outage', phone: `07700 900${suffix}`, postcode: 'SW1A 1AA', issue: '' }))).json();
      const checkout = (await client.post(`/api/holds/${hold.holdId}/checkout`, { email: 'olly@example.com', acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` })).json();
      await client.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
      const paid = await client.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
      expect(paid.json().paymentStatus).toBe('authorized');
      booked.push({ id: checkout.appointmentId, e164: `+447700900${suffix}`, reference: checkout.reference });
    }
    return booked;
  }

  const states = async (ids: string[]) =>
    orm.em.fork().execute<{ appointment_id: string; status: string; provider_sid: string | null }[]>(
      "SELECT appointment_id, status, provider_sid FROM sms_message WHERE template = 'booking-confirmed' AND appointment_id IN (?)",
      [ids],
    );
  const allSent = async (ids: string[]) => {
    const rows = await states(ids);
    return rows.length === ids.length && rows.every((r) => r.status === 'sent');
  };
  /** Exactly one text at Twilio per booking, and it is the one our row records. */
  async function expectExactlyOnce(booked: Array<{ id: string; e164: string; reference: string }>) {
    const rows = await states(booked.map((b) => b.id));
    for (const b of booked) {
      // By its reference: the drama numbers are few, and another file's booking may share one.
      const atTwilio = fake.to(b.e164).filter((m) => m.body.includes(b.reference));
      expect(atTwilio).toHaveLength(1);
      expect(rows.find((r) => r.appointment_id === b.id)!.provider_sid).toBe(atTwilio[0].sid);
    }
  }

  it('retries through 503s and lost answers, then sends each text once', async () => {
    fake.outage = true;
    const booked = await bookMany(4);
    const worker = startProcess('dist/workers/main.js', fake.env());
    try {
      // Every job has tried (and failed) at least once while Twilio was away.
      await eventually(async () => fake.requests.filter((r) => r.method === 'POST').length >= 4, 30_000, 100);
      expect(fake.messages).toHaveLength(0);
      expect((await states(booked.map((b) => b.id))).every((r) => r.status === 'sending')).toBe(true);
      // Twilio is back, but its first two answers are lost after it accepted the texts.
      fake.dropAfterAccepting = 2;
      fake.outage = false;
      await eventually(() => allSent(booked.map((b) => b.id)), 90_000, 200);
      await new Promise((r) => setTimeout(r, 1000));
      expect(fake.dropAfterAccepting).toBe(0);
      await expectExactlyOnce(booked);
    } finally {
      worker.kill('SIGTERM');
      await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    }
  }, patiently(150_000));

  it('loses and doubles nothing when a worker is SIGKILLed while Twilio holds its answers', async () => {
    const N = 8;
    fake.answerDelayMs = 5000;
    const booked = await bookMany(N);
    const before = fake.messages.length;
    const doomed = startProcess('dist/workers/main.js', { ...fake.env(), WORKER_CONCURRENCY: '4', WORKER_LOCK_MS: '5000' });
    // Killed once Twilio has accepted some texts whose answers have not come back yet.
    await eventually(async () => fake.messages.length - before >= 3, 30_000, 50);
    doomed.kill('SIGKILL');
    await waitForExit(doomed);
    expect(await allSent(booked.map((b) => b.id))).toBe(false);
    fake.answerDelayMs = 0;
    const survivor = startProcess('dist/workers/main.js', { ...fake.env(), WORKER_LOCK_MS: '5000' });
    try {
      // The killed worker's jobs come back as stalled once their locks run out (5 s here: WORKER_LOCK_MS).
      await eventually(() => allSent(booked.map((b) => b.id)), 150_000, 250);
      await new Promise((r) => setTimeout(r, 1000));
      await expectExactlyOnce(booked);
    } finally {
      survivor.kill('SIGTERM');
      await waitForExit(survivor).catch(() => survivor.kill('SIGKILL'));
    }
  }, patiently(240_000));

  it('closes a text an earlier try claimed when the appointment no longer needs it: never left "sending"', async () => {
    fake.outage = true;
    const [booked] = await bookMany(1);
    const posts = () => fake.requests.filter((r) => r.method === 'POST').length;
    const before = posts();
    const worker = startProcess('dist/workers/main.js', fake.env());
    try {
      // The booking text is claimed and its first try has failed while Twilio was away.
      await eventually(async () => posts() > before, 30_000, 100);
      expect((await states([booked.id]))[0].status).toBe('sending');
      expect((await admin.post(`/api/admin/appointments/${booked.id}/cancel`, { choice: 'practice_cannot_see', reason: 'Dentist unwell' })).statusCode).toBe(200);
      fake.outage = false;
      const text = async (template: string) =>
        (await orm.em.fork().execute<{ status: string; error: string | null }[]>('SELECT status, error FROM sms_message WHERE appointment_id = ? AND template = ?', [booked.id, template]))[0];
      await eventually(async () => (await text('booking-confirmed'))?.status === 'failed' && (await text('cancelled'))?.status === 'sent', 90_000, 200);
      expect((await text('booking-confirmed')).error).toBe('Not sent: the appointment is no longer booked.');
      // Only the cancellation reached the patient.
      const ours = fake.to(booked.e164).filter((m) => m.body.includes(booked.reference));
      expect(ours).toHaveLength(1);
      expect(ours[0].body).toMatch(/cancel/);
    } finally {
      worker.kill('SIGTERM');
      await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    }
  }, patiently(150_000));
});
