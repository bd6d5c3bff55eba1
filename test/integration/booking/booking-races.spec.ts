import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { CapturePaymentHandler } from '../../../src/modules/booking/jobs/payment-jobs.handlers.js';
import { ExpireHoldHandler } from '../../../src/modules/booking/jobs/expire-hold.handler.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { jobOfEvent } from '../../support/fixtures/jobs.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screeningFor } from '../../support/screening.js';

const ROUNDS = 15;
const patientBody = { name: 'Race Patient', phone: '07700900002', postcode: 'SW1A 1AA', issue: '' };

/** The races that caused double bookings in other booking systems, each run concurrently many times. */
describe('Booking races', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let patient: TestClient;
  const slots: string[] = [];

  beforeAll(async () => {
    app = await createTestApp({ DATABASE_POOL_MAX: '20' });
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    patient = new TestClient(app);
    await patient.passGate();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Race Dental' });
    const today = app.get(Clock).londonToday();
    for (let d = 1; slots.length < ROUNDS * 8; d++) {
      const { day } = await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(today, d), { startHour: 8, endHour: 20, slotMinutes: 15 });
      slots.push(...day.slots.map((s) => s.id));
    }
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  async function book(slotId: string, pay: boolean) {
    const hold = (await patient.post('/api/holds', { slotId, patient: patientBody, screening: await screeningFor(app, patientBody) })).json();
    const checkout = (await patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'race@example.com', acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` })).json();
    if (pay) await patient.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
    return { ...hold, ...checkout, slotId };
  }
  const recordPayment = (b: { appointmentId: string; paymentIntentId: string; accessToken: string }) =>
    patient.post(`/api/appointments/${b.appointmentId}/payment`, { paymentIntentId: b.paymentIntentId }, { authorization: `Bearer ${b.accessToken}` });

  it('two admins confirming the same appointment: one confirm, one capture', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const b = await book(slots.shift()!, true);
      expect((await recordPayment(b)).json().paymentStatus).toBe('authorized');
      const [x, y] = await Promise.all([admin.post(`/api/admin/appointments/${b.appointmentId}/confirm`), admin.post(`/api/admin/appointments/${b.appointmentId}/confirm`)]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409]);
      const events = await orm.em.fork().execute("SELECT id FROM domain_event WHERE type = 'AppointmentConfirmed' AND aggregate_id = ?", [b.appointmentId]);
      expect(events).toHaveLength(1);
      // Even if the capture job ran twice at once, the gateway captures once.
      const capture = app.get(CapturePaymentHandler);
      const job = await jobOfEvent(orm, 'AppointmentConfirmed', b.appointmentId);
      await Promise.all([capture.handle(job), capture.handle(job)]);
      const [intent] = await orm.em.fork().execute<{ capture_count: number }[]>('SELECT capture_count FROM simulated_payment_intent WHERE id = ?', [b.paymentIntentId]);
      expect(intent.capture_count).toBe(1);
    }
  });

  it('a hold expiring at the moment its payment is recorded: booked or released, never both', async () => {
    const outcomes = { booked: 0, released: 0 };
    for (let i = 0; i < ROUNDS; i++) {
      const b = await book(slots.shift()!, true);
      await orm.em.fork().execute("UPDATE hold SET expires_at = now() - interval '1 millisecond' WHERE id = ?", [b.holdId]);
      const [payment] = await Promise.all([recordPayment(b), app.get(ExpireHoldHandler).handle(await jobOfEvent(orm, 'SlotHeld', b.holdId))]);
      expect([200, 409]).toContain(payment.statusCode);
      const [state] = await orm.em
        .fork()
        .execute<{ slot: string; hold: string; appointment: string }[]>(
          `SELECT s.status AS slot, h.status AS hold, a.status AS appointment FROM appointment a JOIN hold h ON h.id = a.hold_id JOIN slot s ON s.id = a.slot_id WHERE a.id = ?`,
          [b.appointmentId],
        );
      if (state.slot === 'booked') {
        expect(state).toEqual({ slot: 'booked', hold: 'converted', appointment: 'pending' });
        outcomes.booked++;
      } else {
        expect(state).toEqual({ slot: 'open', hold: 'expired', appointment: 'cancelled' });
        expect(payment.statusCode).toBe(409);
        const orphaned = await orm.em.fork().execute("SELECT 1 FROM domain_event WHERE type IN ('HoldExpired', 'AppointmentPaymentOrphaned') AND (aggregate_id = ? OR aggregate_id = ?)", [b.appointmentId, b.holdId]);
        expect(orphaned.length).toBeGreaterThan(0); // the money is returned by the payment queue
        outcomes.released++;
      }
    }
    expect(outcomes.booked + outcomes.released).toBe(ROUNDS);
  });

  it('cancel-then-rebook of a slot leaves one live appointment', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const slotId = slots.shift()!;
      const first = await book(slotId, false);
      await orm.em.fork().execute("UPDATE hold SET expires_at = now() - interval '1 second' WHERE id = ?", [first.holdId]);
      await orm.em.fork().execute("UPDATE slot SET hold_expires_at = now() - interval '1 second' WHERE id = ?", [slotId]);
      // The expiry job and a second patient's booking arrive together.
      const [, second] = await Promise.all([app.get(ExpireHoldHandler).handle(await jobOfEvent(orm, 'SlotHeld', first.holdId)), book(slotId, true)]);
      expect((await recordPayment(second)).json().paymentStatus).toBe('authorized');
      const live = await orm.em.fork().execute("SELECT id FROM appointment WHERE slot_id = ? AND status IN ('pending', 'confirmed')", [slotId]);
      expect(live).toEqual([{ id: second.appointmentId }]);
    }
  });

  const release = (b: { holdId: string; holdToken: string }) => patient.delete(`/api/holds/${b.holdId}`, { authorization: `Bearer ${b.holdToken}` });
  /** Booked slots without their live appointment, and live paid appointments whose slot is not booked for them: both must be none. */
  const brokenBookings = (slotIds: string[]) =>
    orm.em.fork().execute<{ slot: string }[]>(
      `SELECT s.id AS slot FROM slot s WHERE s.id = ANY(?::uuid[]) AND s.status = 'booked'
         AND NOT EXISTS (SELECT 1 FROM appointment a WHERE a.id = s.appointment_id AND a.slot_id = s.id AND a.status IN ('pending', 'confirmed'))
       UNION ALL
       SELECT a.slot_id FROM appointment a JOIN slot s ON s.id = a.slot_id WHERE a.slot_id = ANY(?::uuid[]) AND a.status IN ('pending', 'confirmed')
         AND a.payment_status IN ('authorized', 'completed') AND (s.status <> 'booked' OR s.appointment_id IS DISTINCT FROM a.id)`,
      [`{${slotIds.join(',')}}`, `{${slotIds.join(',')}}`],
    );

  it('a release racing the payment: booked with its appointment, or released with the money returned, never both', async () => {
    const outcomes = { booked: 0, released: 0 };
    const used: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const b = await book(slots.shift()!, false);
      used.push(b.slotId);
      const pay = async () => {
        await patient.post('/api/simulated-payments/confirm', { clientSecret: b.clientSecret, cardNumber: '4242424242424242' });
        return recordPayment(b);
      };
      const [released, payment] = await Promise.all([release(b), pay()]);
      expect([204, 409]).toContain(released.statusCode);
      expect([200, 409]).toContain(payment.statusCode);
      const [state] = await orm.em
        .fork()
        .execute<{ slot: string; hold: string; appointment: string; payment: string }[]>(
          `SELECT s.status AS slot, h.status AS hold, a.status AS appointment, a.payment_status AS payment FROM appointment a JOIN hold h ON h.id = a.hold_id JOIN slot s ON s.id = a.slot_id WHERE a.id = ?`,
          [b.appointmentId],
        );
      if (state.slot === 'booked') {
        expect(state).toEqual({ slot: 'booked', hold: 'converted', appointment: 'pending', payment: 'authorized' });
        expect(released.statusCode).toBe(409);
        outcomes.booked++;
      } else {
        expect(state).toMatchObject({ slot: 'open', hold: 'released', appointment: 'cancelled' });
        expect(released.statusCode).toBe(204);
        if (state.payment === 'authorized') {
          // Authorised after the release: recorded as orphaned, so the payment queue returns it.
          expect(payment.statusCode).toBe(409);
          const orphaned = await orm.em.fork().execute("SELECT 1 FROM domain_event WHERE type = 'AppointmentPaymentOrphaned' AND aggregate_id = ?", [b.appointmentId]);
          expect(orphaned).toHaveLength(1);
        }
        outcomes.released++;
      }
    }
    expect(outcomes.booked + outcomes.released).toBe(ROUNDS);
    expect(await brokenBookings(used)).toEqual([]);
  });

  it('a release racing a checkout: the slot is open again and no appointment of the hold is live', async () => {
    const used: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const slotId = slots.shift()!;
      used.push(slotId);
      const hold = (await patient.post('/api/holds', { slotId, patient: patientBody, screening: await screeningFor(app, patientBody) })).json();
      const auth = { authorization: `Bearer ${hold.holdToken}` };
      const [released, checkout] = await Promise.all([release(hold), patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'race@example.com', acceptTerms: true, over16: true }, auth)]);
      expect(released.statusCode).toBe(204);
      expect([201, 409]).toContain(checkout.statusCode);
      const [slot] = await orm.em.fork().execute<{ status: string }[]>('SELECT status FROM slot WHERE id = ?', [slotId]);
      expect(slot.status).toBe('open');
      const live = await orm.em.fork().execute("SELECT 1 FROM appointment WHERE hold_id = ? AND status <> 'cancelled'", [hold.holdId]);
      expect(live).toEqual([]);
    }
    expect(await brokenBookings(used)).toEqual([]);
  });

  it('a release racing the expiry job: the slot opens once, by one of them', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const b = await book(slots.shift()!, false);
      await orm.em.fork().execute("UPDATE hold SET expires_at = now() - interval '1 millisecond' WHERE id = ?", [b.holdId]);
      const expiry = await jobOfEvent(orm, 'SlotHeld', b.holdId);
      const [released] = await Promise.all([release(b), app.get(ExpireHoldHandler).handle(expiry)]);
      expect(released.statusCode).toBe(204);
      const [state] = await orm.em
        .fork()
        .execute<{ slot: string; hold: string; appointment: string }[]>(
          `SELECT s.status AS slot, h.status AS hold, a.status AS appointment FROM appointment a JOIN hold h ON h.id = a.hold_id JOIN slot s ON s.id = a.slot_id WHERE a.id = ?`,
          [b.appointmentId],
        );
      expect(state.slot).toBe('open');
      expect(['released', 'expired']).toContain(state.hold);
      expect(state.appointment).toBe('cancelled');
      const freed = await orm.em.fork().execute("SELECT type FROM domain_event WHERE type IN ('HoldExpired', 'HoldReleased') AND aggregate_id = ?", [b.holdId]);
      expect(freed).toHaveLength(1);
    }
  });

  it('two checkouts on one hold: one appointment', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const hold = (await patient.post('/api/holds', { slotId: slots.shift()!, patient: patientBody, screening: await screeningFor(app, patientBody) })).json();
      const auth = { authorization: `Bearer ${hold.holdToken}` };
      const results = await Promise.all([0, 1, 2].map(() => patient.post(`/api/holds/${hold.holdId}/checkout`, { email: 'race@example.com', acceptTerms: true, over16: true }, auth)));
      expect(new Set(results.map((r) => r.json().appointmentId)).size).toBe(1);
      const rows = await orm.em.fork().execute('SELECT id FROM appointment WHERE hold_id = ?', [hold.holdId]);
      expect(rows).toHaveLength(1);
    }
  });
});
