import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { BOOKING_TERMS_VERSION, CHECKOUT_CONSENT_MESSAGES } from '../../../src/modules/booking/booking.constants.js';
import { clockNowSql, createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screeningFor } from '../../support/screening.js';

const patient = { name: 'Cora Consent', phone: '07700 900291', postcode: 'TR1 2HE', issue: 'Cracked molar' };
const TERMS = CHECKOUT_CONSENT_MESSAGES.acceptTermsRequired;
const AGE = CHECKOUT_CONSENT_MESSAGES.over16Required;

/**
 * Issue #29, item 2: POST /api/holds/:id/checkout requires acceptTerms: true and over16: true; the
 * accepted Booking Terms version, the Clock's time and the age confirmation are stored with the
 * appointment, kept by a repeated checkout, refused by the database when missing, and shown on the
 * admin's timeline.
 */
describe('Checkout: consent to the Booking Terms and age', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let client: TestClient;
  let slots: Array<{ id: string }>;
  let next = 0;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Consent Test Dental', city: 'Truro', postcode: 'TR1 2HE' });
    slots = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(app.get(Clock).londonToday(), 4), { slotMinutes: 15 })).day.slots;
    client = new TestClient(app);
    await client.passGate();
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().execute(text, params) as Promise<T>;

  async function hold() {
    const res = await client.post('/api/holds', { slotId: slots[next++].id, patient, screening: await screeningFor(app, patient) });
    expect(res.statusCode).toBe(201);
    return res.json() as { holdId: string; holdToken: string };
  }
  const checkout = (h: { holdId: string; holdToken: string }, body: Record<string, unknown>) =>
    client.post(`/api/holds/${h.holdId}/checkout`, body, { authorization: `Bearer ${h.holdToken}` });
  /** Nothing of a refused checkout is stored: no appointment for the hold, the hold still live. */
  async function expectNothingStored(holdId: string) {
    expect(await sql(`SELECT id FROM appointment WHERE hold_id = ?`, [holdId])).toEqual([]);
    expect(await sql(`SELECT status FROM hold WHERE id = ?`, [holdId])).toEqual([{ status: 'active' }]);
    expect(await sql(`SELECT 1 FROM domain_event WHERE type = 'AppointmentCreated' AND payload->>'holdId' = ?`, [holdId])).toEqual([]);
  }

  it('refuses a checkout without either box: 400 validation naming both fields, nothing stored', async () => {
    const h = await hold();
    const res = await checkout(h, { email: 'cora@example.com' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TERMS, code: 'validation', fields: { acceptTerms: TERMS, over16: AGE } });
    await expectNothingStored(h.holdId);
  });

  it.each([
    ['false', { acceptTerms: false, over16: false }, { acceptTerms: TERMS, over16: AGE }],
    ['the terms unticked', { acceptTerms: false, over16: true }, { acceptTerms: TERMS }],
    ['the age unticked', { acceptTerms: true, over16: false }, { over16: AGE }],
    ['the age missing', { acceptTerms: true }, { over16: AGE }],
    ['the string "true"', { acceptTerms: 'true', over16: 'true' }, { acceptTerms: TERMS, over16: AGE }],
    ['numbers and null', { acceptTerms: 1, over16: null }, { acceptTerms: TERMS, over16: AGE }],
  ])('refuses %s with the right fields, and stores nothing', async (_case, consent, fields) => {
    const h = await hold();
    const res = await checkout(h, { email: 'cora@example.com', ...consent });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: Object.values(fields)[0], code: 'validation', fields });
    await expectNothingStored(h.holdId);
  });

  it('names the e-mail and the boxes together when all are wrong', async () => {
    const h = await hold();
    const res = await checkout(h, { email: 'cora@nowhere' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Please enter a valid email address',
      code: 'validation',
      fields: { email: 'Please enter a valid email address', acceptTerms: TERMS, over16: AGE },
    });
    await expectNothingStored(h.holdId);
  });

  it('stores the terms version, the Clock time and the age confirmation; a repeated checkout keeps the first time', async () => {
    const h = await hold();
    const before = app.get(Clock).now().getTime();
    const first = await checkout(h, { email: 'cora@example.com', acceptTerms: true, over16: true });
    const after = app.get(Clock).now().getTime();
    expect(first.statusCode).toBe(201);
    const { appointmentId } = first.json() as { appointmentId: string };
    const stored = async () =>
      (await sql<Array<{ terms_version: string; terms_accepted_at: Date; over_16_confirmed: boolean; booked_before_consent: boolean }>>(
        'SELECT terms_version, terms_accepted_at, over_16_confirmed, booked_before_consent FROM appointment WHERE id = ?',
        [appointmentId],
      ))[0];
    const consent = await stored();
    expect(consent).toMatchObject({ terms_version: BOOKING_TERMS_VERSION, over_16_confirmed: true, booked_before_consent: false });
    const acceptedAt = new Date(consent.terms_accepted_at).getTime();
    expect(acceptedAt).toBeGreaterThanOrEqual(before);
    expect(acceptedAt).toBeLessThanOrEqual(after);

    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await checkout(h, { email: 'cora@example.com', acceptTerms: true, over16: true });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ appointmentId });
    expect(new Date((await stored()).terms_accepted_at).getTime()).toBe(acceptedAt);
    // A repeat that leaves the boxes out is refused, and changes nothing either.
    expect((await checkout(h, { email: 'cora@example.com' })).statusCode).toBe(400);
    expect(new Date((await stored()).terms_accepted_at).getTime()).toBe(acceptedAt);
  });

  it("shows the consent on the admin's appointment page and as a line of its story", async () => {
    const h = await hold();
    const { appointmentId } = (await checkout(h, { email: 'cora@example.com', acceptTerms: true, over16: true })).json() as { appointmentId: string };
    const [{ terms_accepted_at }] = await sql<Array<{ terms_accepted_at: Date }>>('SELECT terms_accepted_at FROM appointment WHERE id = ?', [appointmentId]);
    const at = new Date(terms_accepted_at).toISOString();
    const story = (await admin.get(`/api/admin/appointments/${appointmentId}/timeline`)).json() as {
      appointment: { consent: unknown };
      entries: Array<{ at: string; type: string; label: string; actor: string }>;
    };
    expect(story.appointment.consent).toEqual({ termsVersion: BOOKING_TERMS_VERSION, acceptedAt: at, over16Confirmed: true, guardianConfirmed: false });
    // Right after the checkout's own line and at its time (the line's time is PostgreSQL's, the stored
    // consent time the Clock's), so the story reads in order; the exact time is on the appointment.
    const types = story.entries.map((e) => e.type);
    expect(types.indexOf('TermsAccepted')).toBe(types.indexOf('AppointmentCreated') + 1);
    const created = story.entries.find((e) => e.type === 'AppointmentCreated')!;
    expect(story.entries).toContainEqual(
      expect.objectContaining({ at: created.at, type: 'TermsAccepted', label: `Booking Terms ${BOOKING_TERMS_VERSION} accepted, 16 or over confirmed`, actor: 'Patient' }),
    );
    const times = story.entries.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
  });

  it('is required by the database: a new appointment without the consent is refused', async () => {
    const slot = slots[next++];
    const insert = (extra: string, values: string) =>
      sql(
        `INSERT INTO appointment (reference, practice_id, slot_id, starts_at, ends_at, patient_name, patient_phone, patient_postcode, patient_email, payment_provider, amount_pence${extra})
         SELECT 'ED-NOCON' || ?, practice_id, id, starts_at, ends_at, 'No Consent', '07700 900292', 'TR1 2HE', 'no@example.com', 'simulated', 3900${values} FROM slot WHERE id = ?`,
        [String(next), slot.id],
      );
    await expect(insert('', '')).rejects.toThrow(/appointment_consent_check/);
    await expect(insert(', terms_version, terms_accepted_at', `, '${BOOKING_TERMS_VERSION}', ${clockNowSql(app)}`)).rejects.toThrow(/appointment_consent_check/);
    expect(await sql(`SELECT 1 FROM appointment WHERE slot_id = ?`, [slot.id])).toEqual([]);
  });
});

describe('GET /api/site: the test-card hints flag', () => {
  it('is on with the simulated gateway outside production', async () => {
    const app = await createTestApp();
    try {
      expect((await new TestClient(app).get('/api/site')).json()).toMatchObject({ paymentProvider: 'simulated', testCards: true });
    } finally {
      await app.close();
    }
  });

  it('is absent in production, even on the simulated gateway', async () => {
    const app = await createTestApp({ NODE_ENV: 'production', SESSION_SECRET: 'a-production-secret-of-at-least-32-characters', PAYMENTS: 'simulated', MAIL: 'dev-inbox', SMS: 'dev-outbox' });
    try {
      const settings = (await new TestClient(app).get('/api/site')).json();
      expect(settings).toMatchObject({ paymentProvider: 'simulated' });
      expect(settings).not.toHaveProperty('testCards');
    } finally {
      await app.close();
    }
  });
});
