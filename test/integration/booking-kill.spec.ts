import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../src/shared/clock/clock.js';
import { createTestApp } from '../support/app.js';
import { TestClient } from '../support/client.js';
import { createPracticeWithOperative, saveDay } from '../support/fixtures/supply.js';
import { openOrm } from '../support/orm.js';
import { eventually, startProcess, waitForExit } from '../support/processes.js';

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

  it(`ends with exactly ${N} e-mails and ${N} captures: none lost, none twice`, async () => {
    const admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Kill Test Dental' });
    const today = app.get(Clock).londonToday();
    const slots: string[] = [];
    for (let d = 1; slots.length < N; d++) {
      const { day } = await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(today, d), { startHour: 8, endHour: 20, slotMinutes: 15 });
      slots.push(...day.slots.map((s) => s.id));
    }
    const patient = new TestClient(app);
    await patient.passGate();
    const ids: string[] = [];
    for (const slotId of slots.slice(0, N)) {
      const hold = (await patient.post('/api/holds', { slotId, patient: { name: 'Kim', phone: '07700900001', postcode: 'SW1A 1AA', issue: '' } })).json();
      const auth = { authorization: `Bearer ${hold.holdToken}` };
      const checkout = (await patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'kim@example.com' }, auth)).json();
      await patient.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
      const paid = await patient.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
      expect(paid.json().paymentStatus).toBe('authorized');
      ids.push(checkout.appointmentId);
    }
    // Confirm all: 200 AppointmentBooked (e-mails) and 200 AppointmentConfirmed (captures) are now waiting.
    for (const id of ids) expect((await admin.post(`/api/admin/appointments/${id}/confirm`)).statusCode).toBe(200);

    const progress = async () => {
      const [row] = await orm.em
        .fork()
        .execute<{ sent: number; captured: number }[]>(
          `SELECT count(*) FILTER (WHERE email_status = 'sent')::int AS sent, count(*) FILTER (WHERE payment_status = 'completed')::int AS captured
             FROM appointment WHERE id IN (?)`,
          [ids],
        );
      return row;
    };
    const env = { WORKER_CONCURRENCY: '10' };
    const doomed = startProcess('dist/workers/main.js', env);
    await eventually(async () => {
      const p = await progress();
      return p.sent + p.captured >= 40;
    }, 60_000, 20);
    doomed.kill('SIGKILL');
    await waitForExit(doomed);
    const atKill = await progress();
    expect(atKill.sent + atKill.captured).toBeLessThan(2 * N);

    const survivor = startProcess('dist/workers/main.js', env);
    try {
      await eventually(async () => {
        const p = await progress();
        return p.sent === N && p.captured === N;
      }, 120_000, 200);
    } finally {
      survivor.kill('SIGTERM');
      await waitForExit(survivor).catch(() => survivor.kill('SIGKILL'));
    }
    const [mail] = await orm.em
      .fork()
      .execute<{ n: number; distinct_ids: number }[]>(
        `SELECT count(*)::int AS n, count(DISTINCT message_id)::int AS distinct_ids FROM dev_mail WHERE to_address = 'kim@example.com'`,
      );
    expect(mail).toEqual({ n: N, distinct_ids: N });
    const [captures] = await orm.em
      .fork()
      .execute<{ total: number; max: number }[]>(
        `SELECT sum(i.capture_count)::int AS total, max(i.capture_count)::int AS max
           FROM simulated_payment_intent i JOIN appointment a ON a.payment_intent_id = i.id WHERE a.id IN (?)`,
        [ids],
      );
    expect(captures).toEqual({ total: N, max: 1 });
  }, 300_000);
});
