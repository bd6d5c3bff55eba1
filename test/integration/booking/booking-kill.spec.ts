import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, patiently, startProcess, waitForExit } from '../../support/processes.js';
import { screeningFor } from '../../support/screening.js';

const N = 200;

describe('A worker killed with SIGKILL while e-mails and captures are in flight', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;

  beforeAll(async () => {
    app = await createTestApp({ DATABASE_POOL_MAX: '20' });
    orm = await openOrm();
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  it(`ends with exactly ${N} captures and ${N} of each e-mail (confirmation, "confirmed", the practice's): none lost, none twice`, async () => {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const practiceEmail = 'bookings@kill-test-dental.example.test';
    const { practice, operative } = await createPracticeWithOperative(admin, {
      name: 'Kill Test Dental',
      contact: { phone: '020 7946 0000', email: practiceEmail, website: 'https://kill-test.example.test' },
    });
    const today = app.get(Clock).londonToday();
    const slots: string[] = [];
    for (let d = 1; slots.length < N; d++) {
      const { day } = await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(today, d), { startHour: 8, endHour: 20, slotMinutes: 15 });
      slots.push(...day.slots.map((s) => s.id));
    }
    const patient = new TestClient(app);
    await patient.passGate();
    const ids: string[] = [];
    const kim = { name: 'Kim', phone: '07700900001', postcode: 'SW1A 1AA', issue: '' };
    const screening = await screeningFor(app, kim);
    for (const slotId of slots.slice(0, N)) {
      const hold = (await patient.post('/api/holds', { slotId, patient: kim, screening })).json();
      const auth = { authorization: `Bearer ${hold.holdToken}` };
      const checkout = (await patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'kim@example.com', acceptTerms: true, over16: true }, auth)).json();
      await patient.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
      const paid = await patient.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
      expect(paid.json().paymentStatus).toBe('authorized');
      ids.push(checkout.appointmentId);
    }
    // Confirm all: 200 AppointmentBooked (the patient's and the practice's e-mails) and 200
    // AppointmentConfirmed (captures and the patient's "confirmed" e-mails) are now waiting.
    for (const id of ids) expect((await admin.post(`/api/admin/appointments/${id}/confirm`)).statusCode).toBe(200);

    const progress = async () => {
      const [row] = await orm.em
        .fork()
        .execute<{ sent: number; captured: number; practice: number; confirmed: number }[]>(
          `SELECT count(*) FILTER (WHERE email_status = 'sent')::int AS sent, count(*) FILTER (WHERE payment_status = 'completed')::int AS captured,
                  (SELECT count(*)::int FROM notification_sent n WHERE n.appointment_id IN (?) AND n.kind = 'practice-booking') AS practice,
                  (SELECT count(*)::int FROM notification_sent n WHERE n.appointment_id IN (?) AND n.kind = 'confirmed') AS confirmed
             FROM appointment WHERE id IN (?)`,
          [ids, ids, ids],
        );
      return row;
    };
    const done = (p: Awaited<ReturnType<typeof progress>>) => p.sent + p.captured + p.practice + p.confirmed;
    // Short locks: the killed worker's jobs are found stalled within seconds, not BullMQ's 30 s.
    const env = { WORKER_CONCURRENCY: '10', WORKER_LOCK_MS: '5000' };
    const doomed = startProcess('dist/workers/main.js', env);
    await eventually(async () => {
      const p = await progress();
      return done(p) >= 80;
    }, 60_000, 20);
    doomed.kill('SIGKILL');
    await waitForExit(doomed);
    const atKill = await progress();
    expect(done(atKill)).toBeLessThan(4 * N);

    const survivor = startProcess('dist/workers/main.js', env);
    try {
      await eventually(async () => {
        const p = await progress();
        return p.sent === N && p.captured === N && p.practice === N && p.confirmed === N;
      }, 180_000, 200);
    } finally {
      survivor.kill('SIGTERM');
      await waitForExit(survivor).catch(() => survivor.kill('SIGKILL'));
    }
    const mails = await orm.em
      .fork()
      .execute<{ kind: string; n: number; distinct_ids: number }[]>(
        `SELECT to_address || ' ' || CASE WHEN subject LIKE 'Appointment booked:%' THEN 'confirmation'
                                          WHEN subject LIKE 'Your appointment is confirmed%' THEN 'confirmed'
                                          WHEN subject LIKE 'New booking:%' THEN 'booking' ELSE subject END AS kind,
                count(*)::int AS n, count(DISTINCT message_id)::int AS distinct_ids
           FROM dev_mail WHERE to_address IN ('kim@example.com', ?) GROUP BY 1 ORDER BY 1`,
        [practiceEmail],
      );
    expect(mails).toEqual([
      { kind: `${practiceEmail} booking`, n: N, distinct_ids: N },
      { kind: 'kim@example.com confirmation', n: N, distinct_ids: N },
      { kind: 'kim@example.com confirmed', n: N, distinct_ids: N },
    ]);
    const [captures] = await orm.em
      .fork()
      .execute<{ total: number; max: number }[]>(
        `SELECT sum(i.capture_count)::int AS total, max(i.capture_count)::int AS max
           FROM simulated_payment_intent i JOIN appointment a ON a.payment_intent_id = i.id WHERE a.id IN (?)`,
        [ids],
      );
    expect(captures).toEqual({ total: N, max: 1 });
  }, patiently(300_000));
});
