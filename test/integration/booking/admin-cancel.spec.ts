import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { ChildProcess } from 'node:child_process';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { ManageTokens } from '../../../src/modules/booking/services/manage-tokens.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { devInbox, type InboxMail } from '../../support/dev-inbox.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screenedHold } from '../../support/screening.js';
import { eventually, startProcess, waitForExit } from '../../support/processes.js';

const GOOD_CARD = '4242424242424242';

interface Booked {
  appointmentId: string;
  paymentIntentId: string;
  reference: string;
  email: string;
  token: string;
  client: TestClient;
}
interface Row {
  status: string;
  payment_status: string;
  cancelled_by: string | null;
  cancellation_reason: string | null;
  refund_due_pence: number | null;
  captured_pence: number;
  released_pence: number;
  refunded_pence: number;
}
interface Preview {
  id: string;
  reference: string;
  choices: Array<{ choice: string; refusal: string | null; refundPence: number; explanation: string; payment: { label: string; sentence: string } }>;
}

/**
 * Cancelling from the back office (issue "The back office without a command line", item 2), through
 * HTTP with the simulated gateway and a worker: the admin's two choices and their money (the
 * patient's own rule, or everything back), the reason typed for the patient in their e-mail, text and
 * manage page, the practice staff's cancellation reaching the patient the same way, the timeline, and
 * every refusal changing nothing.
 */
describe('An admin cancels a booking for the patient or for the practice', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let worker: ChildProcess;
  let practiceId: string;
  let slots: Array<{ id: string }>;
  let next = 0;

  beforeAll(async () => {
    app = await createTestApp({ DATABASE_POOL_MAX: '10' });
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    // Aberystwyth: no other suite books there.
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Cancel Desk Dental', city: 'Aberystwyth', postcode: 'SY23 1DE' });
    practiceId = practice.id;
    const today = app.get(Clock).londonToday();
    slots = [];
    for (let d = 2; slots.length < 30; d++) {
      slots.push(...(await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(today, d), { startHour: 9, endHour: 17, slotMinutes: 30 })).day.slots);
    }
    worker = startProcess('dist/workers/main.js', {});
  });
  afterAll(async () => {
    worker.kill('SIGTERM');
    await waitForExit(worker).catch(() => worker.kill('SIGKILL'));
    await app.close();
    await orm.close(true);
  });

  const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().execute(text, params) as Promise<T>;
  const row = async (id: string) =>
    (
      await sql<Row[]>(
        'SELECT status, payment_status, cancelled_by, cancellation_reason, refund_due_pence, captured_pence, released_pence, refunded_pence FROM appointment WHERE id = ?',
        [id],
      )
    )[0];
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Hold, checkout and (unless `pay` is false) pay with a good card: the fee held. */
  async function book(email: string, pay = true): Promise<Booked> {
    const client = new TestClient(app);
    await client.passGate();
    const n = next++;
    const hold = (await client.post('/api/holds', await screenedHold(app, slots[n].id, { name: 'Rhian Reason', phone: `07700 900${String(800 + n).padStart(3, '0')}`, postcode: 'SY23 1DE', issue: 'Broken molar' }))).json() as {
      holdId: string;
      holdToken: string;
    };
    const checkout = (await client.post(`/api/holds/${hold.holdId}/checkout`, { email, acceptTerms: true, over16: true }, bearer(hold.holdToken))).json() as {
      appointmentId: string;
      paymentIntentId: string;
      clientSecret: string;
      accessToken: string;
      reference: string;
    };
    if (pay) {
      await client.post('/api/simulated-payments/confirm', { clientSecret: checkout.clientSecret, cardNumber: GOOD_CARD });
      expect((await client.post(`/api/appointments/${checkout.appointmentId}/payment`, { paymentIntentId: checkout.paymentIntentId }, bearer(checkout.accessToken))).json()).toMatchObject({
        paymentStatus: 'authorized',
      });
    }
    const token = await app.get(ManageTokens).issue(checkout.appointmentId, app.get(Clock).now());
    return { appointmentId: checkout.appointmentId, paymentIntentId: checkout.paymentIntentId, reference: checkout.reference, email, token, client };
  }

  const preview = async (b: Booked) => {
    const res = await admin.get(`/api/admin/appointments/${b.appointmentId}/cancellation`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Preview;
    return Object.fromEntries(body.choices.map((c) => [c.choice, c]));
  };
  const cancel = (b: Booked, body: Record<string, unknown>, as = admin) => as.post(`/api/admin/appointments/${b.appointmentId}/cancel`, body);
  const cancellationMail = async (b: Booked) => {
    let mail: InboxMail | undefined;
    await eventually(async () => {
      mail = (await devInbox(app)).find((m) => m.to === b.email && m.subject.startsWith('Appointment cancelled'));
      return Boolean(mail);
    }, 30_000);
    return mail!.text.replace(/\s+/g, ' ');
  };
  const cancellationText = async (b: Booked) => {
    let text: { body: string; to: string } | undefined;
    await eventually(async () => {
      text = ((await admin.get('/dev/sms.json')).json() as Array<{ appointmentId?: string; template: string; body: string; to: string }>).find(
        (t) => t.appointmentId === b.appointmentId && t.template === 'cancelled',
      );
      return Boolean(text);
    }, 30_000);
    return text!.body;
  };
  const timeline = async (b: Booked) => ((await admin.get(`/api/admin/appointments/${b.appointmentId}/timeline`)).json() as { entries: Array<{ label: string; actor: string; type: string }> }).entries;

  it('"The patient asked to cancel": the patient’s own rule (half of a held fee taken, the rest released), and the reason reaches every channel', async () => {
    const b = await book('asked.to.cancel@example.com');
    const choices = await preview(b);
    expect(choices.patient_asked).toEqual({
      choice: 'patient_asked',
      refusal: null,
      refundPence: 1950,
      explanation: 'The practice has not been instructed yet, so we will take £19.50 of the £39 held and release the rest.',
      payment: { label: 'Keeping £19.50, releasing £19.50', sentence: 'We will take £19.50 of the £39 held on your card and release the rest.' },
    });
    expect(choices.practice_cannot_see).toMatchObject({ refusal: null, refundPence: 3900, payment: { sentence: 'We are releasing the £39 held on your card: nothing will be taken.' } });

    const reason = 'You asked us by phone to cancel';
    const res = await cancel(b, { choice: 'patient_asked', reason, refundPence: 1950 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: b.appointmentId, status: 'cancelled', refundPence: 1950, explanation: choices.patient_asked.explanation });
    // The patient's cancellation (their state, their rule), typed in by the admin.
    await eventually(async () => (await row(b.appointmentId)).payment_status === 'part_captured', 30_000);
    expect(await row(b.appointmentId)).toEqual({
      status: 'cancelled',
      payment_status: 'part_captured',
      cancelled_by: 'patient',
      cancellation_reason: reason,
      refund_due_pence: 1950,
      captured_pence: 1950,
      released_pence: 1950,
      refunded_pence: 0,
    });
    const [intent] = await sql<Array<{ capture_count: number; amount_captured_pence: number }>>('SELECT capture_count, amount_captured_pence FROM simulated_payment_intent WHERE id = ?', [b.paymentIntentId]);
    expect(intent).toEqual({ capture_count: 1, amount_captured_pence: 1950 });

    const mail = await cancellationMail(b);
    expect(mail).toContain('Your appointment has been cancelled.');
    expect(mail).toContain(`The reason we were given: ${reason}.`);
    expect(mail).toMatch(/We (will take|have taken) £19\.50 of the £39 held on your card and (release|released) the rest\./);
    const text = await cancellationText(b);
    expect(text).toMatch(new RegExp(`^Your dental appointment on .+ is cancelled\\. Reason: ${reason}\\. Ref ${b.reference}\\. We('ll take| took) £19\\.50 of £39 held, (release|released) rest\\. Details: `));
    expect(text).toMatch(/Need urgent dental care\? Call NHS 111 Wales on 111\.$/);
    expect(text).not.toContain('Broken molar');
    expect(text).not.toContain('Rhian');
    const manage = (await b.client.get('/api/manage/appointment', bearer(b.token))).json();
    expect(manage).toMatchObject({ status: 'cancelled', canChange: false, state: { state: 'cancelled', label: 'Cancelled', reason: `The reason we were given: ${reason}.` } });

    const cancelled = (await timeline(b)).find((e) => e.type === 'AppointmentCancelled');
    expect(cancelled).toMatchObject({ label: `Cancelled at the patient's request: ${reason}`, actor: 'Test Admin' });
    // Once: a second cancel is a 409 and changes nothing.
    const again = await cancel(b, { choice: 'practice_cannot_see', reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_cancelled');
    expect((await row(b.appointmentId)).cancellation_reason).toBe(reason);
  });

  it('"The practice cannot see them": everything back (a held fee released whole), said as the practice’s cancellation with its reason', async () => {
    const b = await book('practice.cannot@example.com');
    const reason = 'The dentist is unwell today, and no other dentist can see you. We are very sorry.';
    const res = await cancel(b, { choice: 'practice_cannot_see', reason: `  ${reason}  ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ refundPence: 3900, explanation: 'We will release the £39 held on your card: nothing will be taken.' });
    await eventually(async () => (await row(b.appointmentId)).payment_status === 'released', 30_000);
    expect(await row(b.appointmentId)).toMatchObject({ cancelled_by: 'admin', cancellation_reason: reason, released_pence: 3900, captured_pence: 0 });

    const mail = await cancellationMail(b);
    expect(mail).toContain('We are sorry: the practice had to cancel your appointment.');
    expect(mail).toContain(`The reason we were given: ${reason}`);
    expect(mail).not.toMatch(/refund(ed|ing)/i);
    // Too long for the text beside the link and the urgent-care line: the text says where to read it.
    const text = await cancellationText(b);
    expect(text).toMatch(/^The practice had to cancel your dental appointment on .+\. Ref ED-\w{6}\. The £39 held on your card (is being|was) released\. Reason and details: \S+\/m\/\w{12} Need urgent dental care\?/);
    expect(text).not.toContain('unwell');
    expect((await b.client.get('/api/manage/appointment', bearer(b.token))).json().state).toMatchObject({ label: 'Cancelled by the practice', reason: `The reason we were given: ${reason}` });
    expect((await timeline(b)).find((e) => e.type === 'AppointmentCancelled')).toMatchObject({ label: `Cancelled for the practice: ${reason}`, actor: 'Test Admin' });
    // The list and the page carry it too.
    const listed = ((await admin.get(`/api/admin/appointments?q=${b.reference}`)).json() as { items: Array<{ id: string; cancellationReason: string | null }> }).items;
    expect(listed.find((a) => a.id === b.appointmentId)?.cancellationReason).toBe(reason);
  });

  it('refunds a confirmed, captured fee in full for the practice, while the patient’s own rule would give nothing back', async () => {
    const b = await book('confirmed.then.cancelled@example.com');
    expect((await admin.post(`/api/admin/appointments/${b.appointmentId}/confirm`)).statusCode).toBe(200);
    await eventually(async () => (await row(b.appointmentId)).payment_status === 'completed', 30_000);
    const choices = await preview(b);
    expect(choices.patient_asked).toMatchObject({ refundPence: 0, payment: { sentence: 'The practice had already been instructed, so the £39 booking fee is not refundable.' } });
    expect(choices.practice_cannot_see).toMatchObject({ refundPence: 3900, payment: { label: '£39 being refunded', sentence: 'We are refunding the £39 you paid, in full.' } });
    // The refund shown is checked under the row lock: a stale one changes nothing.
    const stale = await cancel(b, { choice: 'patient_asked', reason: 'You asked us to cancel', refundPence: 1950 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('refund_changed');
    expect((await row(b.appointmentId)).status).toBe('confirmed');

    expect((await cancel(b, { choice: 'practice_cannot_see', reason: 'Surgery flooded', refundPence: 3900 })).statusCode).toBe(200);
    await eventually(async () => (await row(b.appointmentId)).payment_status === 'refunded', 30_000);
    expect(await row(b.appointmentId)).toMatchObject({ captured_pence: 3900, refunded_pence: 3900, cancellation_reason: 'Surgery flooded' });
    expect(await cancellationText(b)).toContain(' Reason: Surgery flooded. Ref ');
    expect(await cancellationMail(b)).toContain('The reason we were given: Surgery flooded.');
  });

  it("the practice staff's own cancellation reaches the patient with its reason the same way", async () => {
    const b = await book('staff.cancelled@example.com');
    const staff = new TestClient(app);
    const user = await staff.signInAsUser();
    expect((await admin.put(`/api/admin/users/${user.id}/practices`, { practiceIds: [practiceId] })).statusCode).toBe(200);
    const res = await staff.post(`/api/practices/${practiceId}/staff/appointments/${b.appointmentId}/outcome`, { outcome: 'cancelled_by_practice', reason: 'No dentist today' });
    expect(res.statusCode).toBe(200);
    expect(await row(b.appointmentId)).toMatchObject({ status: 'cancelled', cancelled_by: 'practice', cancellation_reason: 'No dentist today' });
    expect(await cancellationMail(b)).toContain('The reason we were given: No dentist today.');
    expect(await cancellationText(b)).toContain('. Reason: No dentist today. Ref ');
    expect((await b.client.get('/api/manage/appointment', bearer(b.token))).json().state.reason).toBe('The reason we were given: No dentist today.');
    expect((await timeline(b)).find((e) => e.type === 'AppointmentCancelled')).toMatchObject({ label: 'Cancelled by the practice: No dentist today', actor: 'Test User' });
  });

  it('answers 400 naming the field for a missing or bad choice or reason, changing nothing', async () => {
    const b = await book('refused.cancel@example.com');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ reason: 'You asked us to' }, 'choice'],
      [{ choice: 'because', reason: 'You asked us to' }, 'choice'],
      [{ choice: 'patient_asked' }, 'reason'],
      [{ choice: 'patient_asked', reason: '   ' }, 'reason'],
      [{ choice: 'patient_asked', reason: 'x'.repeat(201) }, 'reason'],
      [{ choice: 'patient_asked', reason: 42 }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const res = await cancel(b, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { [field]: expect.any(String) } });
    }
    expect((await cancel(b, {})).json().fields).toEqual({ choice: 'Choose why the booking is cancelled.', reason: 'Give a reason for the patient.' });
    expect(await row(b.appointmentId)).toMatchObject({ status: 'pending', payment_status: 'authorized', cancellation_reason: null });
  });

  it('answers 409 for what cannot be cancelled: an attempt never paid, or a booking that has started', async () => {
    const unpaid = await book('never.paid@example.com', false);
    const choices = await preview(unpaid);
    expect(choices.patient_asked.refusal).toBe('This booking was not completed, so there is nothing to change.');
    const res = await cancel(unpaid, { choice: 'practice_cannot_see', reason: 'The practice is closed' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_changeable');
    expect((await row(unpaid.appointmentId)).status).toBe('pending');

    const started = await book('already.started@example.com');
    await sql(`UPDATE appointment SET starts_at = now() - interval '10 minutes', ends_at = now() + interval '20 minutes' WHERE id = ?`, [started.appointmentId]);
    expect((await cancel(started, { choice: 'patient_asked', reason: 'Too late' })).statusCode).toBe(409);
    expect((await row(started.appointmentId)).status).toBe('pending');
    expect((await admin.get('/api/admin/appointments/00000000-0000-4000-8000-000000000000/cancellation')).statusCode).toBe(404);
    expect((await admin.post('/api/admin/appointments/00000000-0000-4000-8000-000000000000/cancel', { choice: 'patient_asked', reason: 'x' })).statusCode).toBe(404);
  });

  it('is for admins only: a stranger and a signed-in patient are refused, on the preview and the cancel', async () => {
    const b = await book('not.yours@example.com');
    const stranger = new TestClient(app);
    await stranger.passGate();
    const patient = new TestClient(app);
    await patient.passGate();
    await patient.signInAsUser(b.email);
    for (const [who, status] of [
      [stranger, 401],
      [patient, 403],
    ] as const) {
      expect((await who.get(`/api/admin/appointments/${b.appointmentId}/cancellation`)).statusCode).toBe(status);
      expect((await cancel(b, { choice: 'practice_cannot_see', reason: 'Mine now' }, who)).statusCode).toBe(status);
    }
    expect((await row(b.appointmentId)).status).toBe('pending');
  });
});
