import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { BOOKING_TERMS_VERSION } from '../../../src/modules/booking/booking.constants.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screenedHold } from '../../support/screening.js';

interface Item {
  id: string;
  reference: string;
  status: string;
  paymentStatus: string;
  patient: { name: string; email: string; phone: string };
  practice: { id: string; name: string };
}
interface Booked {
  appointmentId: string;
  reference: string;
}

/** The admin's search, export, timeline and practices page (issue #20), through the real app. */
describe('Admin: find any booking', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let practiceA: { id: string; name: string };
  let practiceB: { id: string; name: string };
  let date: string;
  const booked: Booked[] = [];

  async function book(slotId: string, patient: { name: string; phone: string; email: string }) {
    const client = new TestClient(app);
    await client.passGate();
    const hold = await client.post('/api/holds', await screenedHold(app, slotId, { name: patient.name, phone: patient.phone, postcode: 'TR1 1AA', issue: 'Swelling' }));
    expect(hold.statusCode).toBe(201);
    const { holdId, holdToken } = hold.json();
    const checkout = (await client.post(`/api/holds/${holdId}/checkout`, { email: patient.email, acceptTerms: true, over16: true }, { authorization: `Bearer ${holdToken}` })).json();
    await client.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
    const paid = await client.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
    expect(paid.json()).toMatchObject({ paymentStatus: 'authorized' });
    return { appointmentId: checkout.appointmentId as string, reference: checkout.reference as string };
  }

  const list = async (query: string) => {
    const res = await admin.get(`/api/admin/appointments${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Item[]; nextCursor: string | null };
  };
  const ours = (items: Item[]) => items.filter((i) => booked.some((b) => b.appointmentId === i.id)).map((i) => i.reference);

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    date = addLondonDays(app.get(Clock).londonToday(), 3);
    const a = await createPracticeWithOperative(admin, { name: 'Searchable Truro Dental', address: { line1: '1 Lemon St', city: 'Truro', postcode: 'TR1 2LS' } });
    const b = await createPracticeWithOperative(admin, { name: 'Searchable Penzance Dental', address: { line1: '2 Market Jew St', city: 'Penzance', postcode: 'TR18 2LD' } });
    practiceA = a.practice;
    practiceB = b.practice;
    const slotsA = (await saveDay(admin, { practiceId: a.practice.id, operativeId: a.operative.id }, date)).day.slots;
    const slotsB = (await saveDay(admin, { practiceId: b.practice.id, operativeId: b.operative.id }, date)).day.slots;
    booked.push(await book(slotsA[0].id, { name: 'Zelda Quartermain', phone: '07700 900301', email: 'Zelda.Q@example.com' }));
    booked.push(await book(slotsA[1].id, { name: 'Yusuf Quartermain', phone: '07700 900302', email: 'yusuf@example.com' }));
    booked.push(await book(slotsB[0].id, { name: 'Xanthe Oduya', phone: '07700 900303', email: 'xanthe@example.com' }));
    expect((await admin.post(`/api/admin/appointments/${booked[2].appointmentId}/cancel`, { choice: 'practice_cannot_see', reason: 'Practice closed' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  it('pages newest first with an opaque cursor, never repeating or skipping a booking', async () => {
    const seen: string[] = [];
    let cursor: string | null = '';
    for (let page = 0; cursor !== null && page < 10; page++) {
      const { items, nextCursor }: { items: Item[]; nextCursor: string | null } = await list(`?practiceId=${practiceA.id}&limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(items.length).toBeLessThanOrEqual(1);
      seen.push(...items.map((i) => i.reference));
      cursor = nextCursor;
    }
    expect(seen).toEqual([booked[1].reference, booked[0].reference]);
  });

  it('finds a booking by its reference, the e-mail in any case, the phone as typed or in +44 form, and part of the name', async () => {
    expect(ours((await list(`?q=${booked[0].reference.toLowerCase()}`)).items)).toEqual([booked[0].reference]);
    expect(ours((await list('?q=ZELDA.q%40EXAMPLE.com')).items)).toEqual([booked[0].reference]);
    expect(ours((await list('?q=%2B44%207700%20900302')).items)).toEqual([booked[1].reference]);
    expect(ours((await list('?q=07700900303')).items)).toEqual([booked[2].reference]);
    expect(ours((await list('?q=quarterm')).items)).toEqual([booked[1].reference, booked[0].reference]);
    expect(ours((await list('?q=quarterm%25')).items)).toEqual([]);
  });

  it('filters by practice, appointment date, status and payment status, an empty value meaning no filter', async () => {
    expect(ours((await list(`?practiceId=${practiceB.id}`)).items)).toEqual([booked[2].reference]);
    expect(ours((await list(`?q=&practiceId=&from=${date}&to=${date}&status=all&paymentStatus=`)).items)).toHaveLength(3);
    expect(ours((await list(`?from=${addLondonDays(date, 1)}`)).items)).toEqual([]);
    expect(ours((await list(`?to=${addLondonDays(date, -1)}`)).items)).toEqual([]);
    expect(ours((await list('?status=cancelled')).items)).toEqual([booked[2].reference]);
    expect(ours((await list('?status=pending&paymentStatus=authorized')).items)).toEqual([booked[1].reference, booked[0].reference]);
  });

  it.each([
    ['?cursor=bm90LWEtY3Vyc29y', 'cursor', 'This page link has expired or was changed. Start the list again.'],
    ['?status=lost', 'status', 'Filter by all, pending, confirmed, cancelled or completed.'],
    ['?paymentStatus=stolen', 'paymentStatus', 'Filter payments by pending, authorized, processing, completed, failed, refunded, part_captured, released or lapsed.'],
    ['?practiceId=42', 'practiceId', 'Choose a practice from the list.'],
    ['?from=2026-02-30', 'from', 'Give dates as YYYY-MM-DD.'],
    ['?from=2026-12-02&to=2026-12-01', 'from', 'The start date must be on or before the end date.'],
    ['?limit=0', 'limit', 'Ask for between 1 and 200 appointments at a time.'],
    ['?limit=201', 'limit', 'Ask for between 1 and 200 appointments at a time.'],
    [`?q=${'x'.repeat(101)}`, 'q', 'Search for at most 100 characters.'],
    ['?q=Xa', 'q', 'Type at least 3 letters of a name, or a whole reference, e-mail or phone number.'],
    ['?status=pending&status=confirmed', 'status', 'Filter by all, pending, confirmed, cancelled or completed.'],
  ])('refuses %s with a clear 400', async (query, field, message) => {
    for (const path of ['/api/admin/appointments', '/api/admin/appointments.csv']) {
      const res = await admin.get(`${path}${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', message, fields: { [field]: message } });
    }
  });

  it('exports the filtered bookings as a formula-safe CSV attachment that is never cached', async () => {
    await orm.em.fork().execute(`UPDATE appointment SET patient_issue = '=HYPERLINK("http://evil.example","x")' WHERE id = ?`, [booked[0].appointmentId]);
    const res = await admin.get(`/api/admin/appointments.csv?practiceId=${practiceA.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="appointments-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('Reference,Created,Starts,Ends,Practice,Patient name,Patient e-mail,Patient phone,Issue,Service,Status,Payment status,Refunded (pence),Cancelled by,Booked,Appointment for,Appointment for under 16,Captured (pence),Released (pence)');
    expect(lines).toHaveLength(3);
    expect(lines[1].startsWith(`${booked[1].reference},`)).toBe(true);
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(lines[2]).not.toMatch(/,=HYPERLINK/);
    // The audit trail says who exported what, never the patient data a search may carry.
    await admin.get('/api/admin/appointments.csv?q=Zelda');
    const [exported] = await orm.em.fork().execute<Array<{ actor: string; payload: Record<string, unknown> }>>(
      "SELECT actor, payload FROM domain_event WHERE type = 'AppointmentsExported' ORDER BY seq DESC LIMIT 1",
    );
    expect(exported.payload).toEqual({ search: 'name', startsFrom: null, startsBefore: null });
    expect(JSON.stringify(exported)).not.toContain('Zelda');
  });

  it('tells each booking its story from the event log, with who did what', async () => {
    const cancelled = booked[2].appointmentId;
    await orm.em.fork().execute(
      `INSERT INTO domain_event (type, aggregate_type, aggregate_id, payload, actor) VALUES
        ('TextMessageFailed', 'appointment', ?, '{"template":"confirmation","reason":"Unreachable"}', 'worker'),
        ('SomethingNewHappened', 'appointment', ?, '{}', NULL)`,
      [cancelled, cancelled],
    );
    const res = await admin.get(`/api/admin/appointments/${cancelled}/timeline`);
    expect(res.statusCode).toBe(200);
    const { appointment, entries } = res.json() as { appointment: Item; entries: Array<{ at: string; type: string; label: string; actor: string }> };
    expect(appointment).toMatchObject({ id: cancelled, reference: booked[2].reference, status: 'cancelled', practice: { name: practiceB.name } });
    const labels = entries.map((e) => e.label);
    expect(labels.slice(0, 5)).toEqual([
      'Slot held',
      'Patient details given, card step started',
      `Booking Terms ${BOOKING_TERMS_VERSION} accepted, 16 or over confirmed`,
      'Paid (card authorised, fee held)',
      'Booked',
    ]);
    expect(labels).toEqual(expect.arrayContaining(['Cancelled for the practice: Practice closed', 'Text message failed (confirmation): Unreachable', 'Something new happened']));
    expect(entries.find((e) => e.type === 'AppointmentCancelled')?.actor).toBe('Test Admin');
    expect(entries.find((e) => e.type === 'SlotHeld')?.actor).toBe('Patient');
    const times = entries.map((e) => e.at);
    expect([...times].sort()).toEqual(times);
  });

  it('answers 404 for a booking that does not exist and 400 for an id that cannot be one', async () => {
    expect((await admin.get('/api/admin/appointments/00000000-0000-4000-8000-000000000000/timeline')).statusCode).toBe(404);
    expect((await admin.get('/api/admin/appointments/nope/timeline')).statusCode).toBe(400);
  });

  it('keeps the list, export and story for admins only', async () => {
    const user = new TestClient(app);
    await user.signInAsUser();
    for (const path of ['/api/admin/appointments', '/api/admin/appointments.csv', `/api/admin/appointments/${booked[0].appointmentId}/timeline`, '/api/admin/practices/page']) {
      expect((await user.get(path)).statusCode).toBe(403);
      expect((await new TestClient(app).get(path)).statusCode).toBe(401);
    }
  });

  it('pages the practices by name and finds them by name, city or postcode (with or without its space)', async () => {
    const page = async (query: string) => {
      const res = await admin.get(`/api/admin/practices/page${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { items: Array<{ id: string; name: string; operatives: unknown[] }>; nextCursor: string | null };
    };
    const first = await page('?q=searchable&limit=1');
    expect(first.items.map((p) => p.name)).toEqual(['Searchable Penzance Dental']);
    expect(first.items[0].operatives).toHaveLength(1);
    const second = await page(`?q=searchable&limit=1&cursor=${first.nextCursor}`);
    expect(second.items.map((p) => p.name)).toEqual(['Searchable Truro Dental']);
    expect(second.nextCursor).toBeNull();
    // By town (other suites of the run keep practices in Penzance too: this one's, not Truro's).
    const inPenzance = (await page('?q=PENZANCE&limit=100')).items.map((p) => p.id);
    expect(inPenzance).toContain(practiceB.id);
    expect(inPenzance).not.toContain(practiceA.id);
    expect((await page('?q=tr12ls')).items.map((p) => p.id)).toEqual([practiceA.id]);
    expect((await page('?q=TR1%202LS')).items.map((p) => p.id)).toEqual([practiceA.id]);
    expect((await admin.get('/api/admin/practices/page?cursor=forged')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/practices/page?limit=101')).statusCode).toBe(400);
  });
});
