import type { ChildProcess } from 'node:child_process';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { createTestApp } from '../../support/app.js';
import { TestClient, type Method } from '../../support/client.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';
import { screeningFor } from '../../support/screening.js';

const patient = { name: 'Ann Marie Staffcase', phone: '07700 900761', postcode: 'N1 9GU', issue: 'Swollen jaw since Tuesday' };
const STAFF = '/api/practices/:practiceId/staff';

/**
 * Issue 20, practice staff: a staff user of practice A acts on A's day, and every staff route (all
 * of them, enumerated from the router) refuses practice B's staff, patients and strangers. Staff
 * confirm (captured once) and record outcomes (no-show keeps the fee; the practice's cancellation
 * refunds in full, once), each on the appointment's event log.
 */
describe('Practice staff', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let worker: ChildProcess;
  let admin: TestClient;
  let staffA: TestClient;
  let staffAId: string;
  let patientClient: TestClient;
  const A = { practiceId: '', operativeId: '' };
  const B = { practiceId: '', operativeId: '' };
  let slotsA: Array<{ id: string }>;
  let next = 0;
  let closureA = '';
  let closureB = '';
  let bookingA = '';
  let bookingB = '';
  let date = '';

  const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(text, params);

  async function book(slotId: string) {
    const client = new TestClient(app);
    await client.passGate();
    const hold = (await client.post('/api/holds', { slotId, patient, screening: await screeningFor(app, patient) })).json();
    const checkout = (await client.post(`/api/holds/${hold.holdId}/checkout`, { email: 'ann.staffcase@example.com', acceptTerms: true, over16: true }, { authorization: `Bearer ${hold.holdToken}` })).json();
    await client.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: '4242424242424242' });
    const paid = await client.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, { authorization: `Bearer ${checkout.accessToken}` });
    expect(paid.json().paymentStatus).toBe('authorized');
    return { id: checkout.appointmentId as string, reference: checkout.reference as string, paymentIntentId: checkout.paymentIntentId as string };
  }

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    date = addLondonDays(app.get(Clock).londonToday(), 2);
    const a = await createPracticeWithOperative(admin, { name: 'Staff Day Dental A' });
    const b = await createPracticeWithOperative(admin, { name: 'Staff Day Dental B' });
    Object.assign(A, { practiceId: a.practice.id, operativeId: a.operative.id });
    Object.assign(B, { practiceId: b.practice.id, operativeId: b.operative.id });
    slotsA = (await saveDay(admin, A, date, { slotMinutes: 15 })).day.slots;
    const slotsB = (await saveDay(admin, B, date, { slotMinutes: 15 })).day.slots;
    bookingA = (await book(slotsA[next++].id)).id;
    bookingB = (await book(slotsB[0].id)).id;
    const far = addLondonDays(date, 300);
    closureA = (await admin.post('/api/admin/closures', { ...A, operativeId: null, startsOn: far, endsOn: far, reason: 'training' })).json().closure?.id;
    closureB = (await admin.post('/api/admin/closures', { ...B, operativeId: null, startsOn: far, endsOn: far, reason: 'training' })).json().closure?.id;

    staffA = new TestClient(app);
    const user = await staffA.signInAsUser();
    staffAId = user.id;
    const set = await admin.put(`/api/admin/users/${staffAId}/practices`, { practiceIds: [A.practiceId] });
    expect(set.statusCode).toBe(200);
    expect(set.json().practices).toEqual([expect.objectContaining({ id: A.practiceId, name: 'Staff Day Dental A' })]);
    patientClient = new TestClient(app);
    await patientClient.passGate();
    await patientClient.signInAsUser();
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker?.kill('SIGTERM');
    if (worker) await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const staffRoutes = () => {
    const seen = new Set<string>();
    return app
      .getHttpAdapter()
      .getInstance()
      .registeredRoutes.filter((r) => r.url.startsWith(`${STAFF}/`) && r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .filter((r) => !seen.has(`${r.method} ${r.url}`) && seen.add(`${r.method} ${r.url}`));
  };

  /** A valid request for every staff route, about practice `p` (its own closure and booking ids). */
  const validRequest = (p: typeof A, ids: { closure: string; booking: string }): Record<string, { path: string; body?: unknown }> => {
    const base = `/api/practices/${p.practiceId}/staff`;
    return {
      [`GET ${STAFF}/appointments`]: { path: `${base}/appointments` },
      [`GET ${STAFF}/appointments/:id/timeline`]: { path: `${base}/appointments/${ids.booking}/timeline` },
      [`POST ${STAFF}/appointments/:id/confirm`]: { path: `${base}/appointments/${ids.booking}/confirm` },
      [`POST ${STAFF}/appointments/:id/outcome`]: { path: `${base}/appointments/${ids.booking}/outcome`, body: { outcome: 'cancelled_by_practice', reason: 'The dentist is ill.' } },
      [`GET ${STAFF}/operatives`]: { path: `${base}/operatives` },
      [`POST ${STAFF}/operatives`]: { path: `${base}/operatives`, body: { displayName: 'Dr Staff', email: 'dr.staff@example.com' } },
      [`GET ${STAFF}/availability`]: { path: `${base}/availability?operativeId=${p.operativeId}&date=${date}` },
      [`POST ${STAFF}/availability/generate`]: { path: `${base}/availability/generate`, body: { date, startHour: 9, endHour: 10, slotMinutes: 30 } },
      [`PUT ${STAFF}/availability`]: { path: `${base}/availability`, body: { operativeId: p.operativeId, date: addLondonDays(date, 5), startHour: 9, endHour: 10, slotMinutes: 30 } },
      [`GET ${STAFF}/closures`]: { path: `${base}/closures` },
      [`POST ${STAFF}/closures`]: { path: `${base}/closures`, body: { operativeId: null, startsOn: addLondonDays(date, 200), endsOn: addLondonDays(date, 200), reason: 'training' } },
      [`POST ${STAFF}/closures/bank-holidays`]: { path: `${base}/closures/bank-holidays`, body: { region: 'england-and-wales' } },
      [`DELETE ${STAFF}/closures/:id`]: { path: `${base}/closures/${ids.closure}` },
      [`GET ${STAFF}/calendar-feed`]: { path: `${base}/calendar-feed` },
      [`POST ${STAFF}/calendar-feed`]: { path: `${base}/calendar-feed` },
      [`DELETE ${STAFF}/calendar-feed`]: { path: `${base}/calendar-feed` },
    };
  };

  const send = (client: TestClient, method: string, r: { path: string; body?: unknown }) =>
    method === 'GET' || method === 'DELETE' ? client.request(method as Method, r.path) : client.request(method as Method, r.path, r.body ?? {});

  it('enumerates every staff route: 401 signed out, 403 for a patient and for practice B, success for A, nothing changed by a refusal', async () => {
    const routes = staffRoutes();
    const forA = validRequest(A, { closure: closureA, booking: bookingA });
    const forB = validRequest(B, { closure: closureB, booking: bookingB });
    // Every registered staff route has a valid request here (a new route must be added, and so tested).
    expect(routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(forA).sort());
    const stranger = new TestClient(app);
    await stranger.passGate();
    const state = async () => JSON.stringify(await sql("SELECT (SELECT count(*) FROM closure) AS c, (SELECT count(*) FROM operative) AS o, (SELECT count(*) FROM practice_calendar_feed) AS f, (SELECT count(*) FROM slot) AS s, (SELECT string_agg(status || coalesce(outcome, '-'), ',' ORDER BY id) FROM appointment) AS a"));
    const before = await state();
    const problems: string[] = [];
    for (const { method, url } of routes) {
      const key = `${method} ${url}`;
      for (const [who, client, request, expected] of [
        ['stranger on A', stranger, forA[key], 401],
        ['patient on A', patientClient, forA[key], 403],
        ['staff of A on B', staffA, forB[key], 403],
      ] as const) {
        const res = await send(client, method, request);
        if (res.statusCode !== expected) problems.push(`${key} ${who}: ${res.statusCode} (expected ${expected})`);
      }
    }
    expect(problems).toEqual([]);
    expect(await state()).toBe(before);
    // Practice A's own staff: each route succeeds (the booking's cancellation last but one, the feed's revocation last).
    const order = [...routes].sort((x, y) => Number(x.url.endsWith('/outcome')) - Number(y.url.endsWith('/outcome')));
    for (const { method, url } of order) {
      const res = await send(staffA, method, forA[`${method} ${url}`]);
      if (res.statusCode >= 300) problems.push(`${method} ${url} staff of A: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
    // B's booking and closure were never touched.
    const [b] = await sql<{ status: string }>('SELECT status FROM appointment WHERE id = ?', [bookingB]);
    expect(b.status).toBe('pending');
    expect(await sql('SELECT id FROM closure WHERE id = ?', [closureB])).toHaveLength(1);
  });

  it("refuses another practice's appointment on A's path (404), even to A's staff", async () => {
    const res = await staffA.post(`/api/practices/${A.practiceId}/staff/appointments/${bookingB}/confirm`);
    expect(res.statusCode).toBe(404);
    const outcome = await staffA.post(`/api/practices/${A.practiceId}/staff/appointments/${bookingB}/outcome`, { outcome: 'cancelled_by_practice', reason: 'x' });
    expect(outcome.statusCode).toBe(404);
    const closure = await staffA.delete(`/api/practices/${A.practiceId}/staff/closures/${closureB}`);
    expect(closure.statusCode).toBe(404);
    const [b] = await sql<{ status: string }>('SELECT status FROM appointment WHERE id = ?', [bookingB]);
    expect(b.status).toBe('pending');
  });

  it("lists A's day with the patient's name, phone, issue, time and payment state", async () => {
    const { id, reference } = await book(slotsA[next++].id);
    const day = (await staffA.get(`/api/practices/${A.practiceId}/staff/appointments`)).json();
    expect(day.practice).toEqual({ id: A.practiceId, name: 'Staff Day Dental A' });
    const item = day.upcoming.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({ reference, patient: { name: patient.name, phone: patient.phone }, issue: patient.issue, paymentStatus: 'authorized', status: 'pending', canConfirm: true });
    expect(day.upcoming.every((i: { id: string }) => i.id !== bookingB)).toBe(true);
  });

  it('confirms (captured once), then records a no-show once: the fee is kept, and both are on the event log', async () => {
    const { id, paymentIntentId } = await book(slotsA[next++].id);
    const base = `/api/practices/${A.practiceId}/staff/appointments/${id}`;
    const confirmed = await staffA.post(`${base}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().message).toBe('Appointment confirmed successfully. Payment will be captured automatically.');
    expect((await staffA.post(`${base}/confirm`)).statusCode).toBe(409);
    await eventually(async () => (await sql<{ payment_status: string }>('SELECT payment_status FROM appointment WHERE id = ?', [id]))[0].payment_status === 'completed', 20_000);
    // Before the visit, attendance cannot be recorded.
    const early = await staffA.post(`${base}/outcome`, { outcome: 'no_show' });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('not_started');
    await sql("UPDATE appointment SET starts_at = now() - interval '30 minutes', ends_at = now() - interval '15 minutes' WHERE id = ?", [id]);
    const [first, second] = await Promise.all([staffA.post(`${base}/outcome`, { outcome: 'no_show' }), staffA.post(`${base}/outcome`, { outcome: 'attended' })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const [row] = await sql<{ outcome: string; payment_status: string; refunded_pence: number }>('SELECT outcome, payment_status, refunded_pence FROM appointment WHERE id = ?', [id]);
    expect(row.payment_status).toBe('completed');
    expect(row.refunded_pence).toBe(0);
    const [intent] = await sql<{ capture_count: number }>('SELECT capture_count FROM simulated_payment_intent WHERE id = ?', [paymentIntentId]);
    expect(intent.capture_count).toBe(1);
    const events = await sql<{ type: string; actor: string; payload: Record<string, unknown> }>(
      "SELECT type, actor, payload FROM domain_event WHERE aggregate_type = 'appointment' AND aggregate_id = ? ORDER BY seq",
      [id],
    );
    expect(events.filter((e) => e.type === 'AppointmentConfirmed')).toEqual([expect.objectContaining({ actor: staffAId, payload: expect.objectContaining({ actorRole: 'staff' }) })]);
    expect(events.filter((e) => e.type === 'AppointmentOutcomeRecorded')).toEqual([
      expect.objectContaining({ actor: staffAId, payload: { outcome: row.outcome, actorRole: 'staff' } }),
    ]);
    // The booking's story, as its practice's staff and the admin see it: confirmed, captured, outcome.
    const story = await staffA.get(`${base}/timeline`);
    expect(story.statusCode).toBe(200);
    const types = (story.json() as { entries: Array<{ type: string; label: string; actor: string }> }).entries.map((e) => e.type);
    for (const type of ['AppointmentConfirmed', 'PaymentCaptured', 'AppointmentOutcomeRecorded']) expect(types).toContain(type);
    // The admin's page tells the same story (e-mail and text entries may still be arriving between the two reads).
    const adminTypes = (await admin.get(`/api/admin/appointments/${id}/timeline`)).json().entries.map((e: { type: string }) => e.type) as string[];
    for (const type of ['AppointmentConfirmed', 'PaymentCaptured', 'AppointmentOutcomeRecorded']) expect(adminTypes).toContain(type);
  });

  it("cancels for the practice with a full refund, once, through the cancellation path (even after the start)", async () => {
    const { id, paymentIntentId } = await book(slotsA[next++].id);
    const base = `/api/practices/${A.practiceId}/staff/appointments/${id}`;
    expect((await staffA.post(`${base}/confirm`)).statusCode).toBe(200);
    await eventually(async () => (await sql<{ payment_status: string }>('SELECT payment_status FROM appointment WHERE id = ?', [id]))[0].payment_status === 'completed', 20_000);
    expect((await staffA.post(`${base}/outcome`, { outcome: 'cancelled_by_practice' })).statusCode).toBe(400);
    await sql("UPDATE appointment SET starts_at = now() - interval '5 minutes', ends_at = now() + interval '10 minutes' WHERE id = ?", [id]);
    const body = { outcome: 'cancelled_by_practice', reason: 'The dentist is ill today.' };
    const [first, second] = await Promise.all([staffA.post(`${base}/outcome`, body), staffA.post(`${base}/outcome`, body)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const ok = first.statusCode === 200 ? first : second;
    expect(ok.json()).toMatchObject({ outcome: 'cancelled_by_practice', refundPence: 3900 });
    await eventually(async () => (await sql<{ refunded_pence: number }>('SELECT refunded_pence FROM appointment WHERE id = ?', [id]))[0].refunded_pence === 3900, 20_000);
    const [row] = await sql<{ status: string; cancelled_by: string; outcome: string; payment_status: string }>('SELECT status, cancelled_by, outcome, payment_status FROM appointment WHERE id = ?', [id]);
    expect(row).toEqual({ status: 'cancelled', cancelled_by: 'practice', outcome: 'cancelled_by_practice', payment_status: 'refunded' });
    const refunds = await sql<{ amount_pence: number }>('SELECT amount_pence FROM simulated_refund WHERE intent_id = ?', [paymentIntentId]);
    expect(refunds).toEqual([{ amount_pence: 3900 }]);
    const types = (await sql<{ type: string }>("SELECT type FROM domain_event WHERE aggregate_type = 'appointment' AND aggregate_id = ? ORDER BY seq", [id])).map((e) => e.type);
    expect(types.filter((t) => t === 'AppointmentCancelled')).toHaveLength(1);
    expect(types.filter((t) => t === 'AppointmentOutcomeRecorded')).toHaveLength(1);
    const story = (await staffA.get(`${base}/timeline`)).json().entries.map((e: { type: string }) => e.type);
    for (const type of ['AppointmentOutcomeRecorded', 'AppointmentCancelled', 'RefundIssued']) expect(story).toContain(type);
  });

  it('the database refuses an outcome that contradicts the status, or an unknown outcome', async () => {
    await expect(sql("UPDATE appointment SET outcome = 'attended', outcome_at = now() WHERE id = ?", [bookingB])).rejects.toThrow(/appointment_outcome_status_check/);
    await expect(sql("UPDATE appointment SET outcome = 'vanished', outcome_at = now() WHERE id = ?", [bookingB])).rejects.toThrow(/appointment_outcome_check/);
  });

  it('serves a secret, rotatable calendar feed without patient health or contact details', async () => {
    const base = `/api/practices/${A.practiceId}/staff/calendar-feed`;
    const { id, reference } = await book(slotsA[next++].id);
    const created = (await staffA.post(base)).json();
    expect(created.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const path = new URL(created.url).pathname;
    // A calendar app of its own address: the feed's per-client limit is shared by the run's other
    // files that call it from 127.0.0.1 (the route-access spellings).
    const calendarApp = new TestClient(app);
    const calendar = { 'x-forwarded-for': '198.51.100.41' };
    const feed = await calendarApp.get(path, calendar);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('BEGIN:VCALENDAR');
    expect(feed.body).toContain(`${reference} Ann`);
    expect(feed.body).toContain(`UID:${id}@`);
    for (const secret of ['Staffcase', 'Marie', 'Swollen', '07700', 'ann.staffcase', 'N1 9GU']) expect(feed.body).not.toContain(secret);
    // Only the hash is stored.
    const [stored] = await sql<{ token_hash: string }>('SELECT token_hash FROM practice_calendar_feed WHERE practice_id = ?', [A.practiceId]);
    expect(path).not.toContain(stored.token_hash);
    const rotated = (await staffA.post(base)).json();
    expect(rotated.url).not.toBe(created.url);
    expect((await calendarApp.get(path, calendar)).statusCode).toBe(404);
    expect((await calendarApp.get(new URL(rotated.url).pathname, calendar)).statusCode).toBe(200);
    expect((await staffA.delete(base)).statusCode).toBe(200);
    expect((await calendarApp.get(new URL(rotated.url).pathname, calendar)).statusCode).toBe(404);
    expect((await calendarApp.get('/api/calendar/not-a-token.ics', calendar)).statusCode).toBe(404);
  });

  it('rate-limits the calendar feed per client', async () => {
    const client = new TestClient(app);
    const answers: number[] = [];
    for (let i = 0; i < 35; i++) answers.push((await client.request('GET', '/api/calendar/x.ics', undefined, { 'x-forwarded-for': '198.51.100.77' })).statusCode);
    expect(answers).toContain(429);
  });

  it('lands staff on their practices, and an admin can take them away', async () => {
    expect((await staffA.get('/api/staff/practices')).json().practices).toEqual([expect.objectContaining({ id: A.practiceId })]);
    expect((await new TestClient(app).get('/api/staff/practices')).statusCode).toBe(401);
    expect((await staffA.put(`/api/admin/users/${staffAId}/practices`, { practiceIds: [B.practiceId] })).statusCode).toBe(403);
    expect((await admin.put(`/api/admin/users/${staffAId}/practices`, { practiceIds: ['00000000-0000-4000-8000-000000000000'] })).statusCode).toBe(400);
    const everyone = (await admin.get('/api/admin/staff')).json();
    expect(everyone).toContainEqual({ userId: staffAId, practices: [{ id: A.practiceId, name: 'Staff Day Dental A' }] });
    const email = (await staffA.get('/api/auth/me')).json().email as string;
    expect((await admin.put(`/api/admin/users/${staffAId}/practices`, { practiceIds: [] })).json().practices).toEqual([]);
    // Taking a practice away ends the user's sessions at once (ADR 0043); signed in again, the door is shut.
    expect((await staffA.get(`/api/practices/${A.practiceId}/staff/appointments`)).statusCode).toBe(401);
    await staffA.signInAsUser(email);
    expect((await staffA.get(`/api/practices/${A.practiceId}/staff/appointments`)).statusCode).toBe(403);
    await admin.put(`/api/admin/users/${staffAId}/practices`, { practiceIds: [A.practiceId] });
  });

  it('counts people helped from attended visits plus the configured history', async () => {
    const res = await new TestClient(app).get('/api/site/people-helped');
    expect(res.statusCode).toBe(200);
    const { count, text } = res.json();
    expect(count).toBeGreaterThanOrEqual(1501);
    expect(text).toMatch(/^over \d{1,3}(,\d{3})*$/);
  });
});
