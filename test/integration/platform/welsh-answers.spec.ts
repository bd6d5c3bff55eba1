import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { EMAIL_CHANGE_MESSAGES, MANAGE_MESSAGES } from '../../../src/modules/booking/booking.constants.js';
import { EMAIL_CHANGE_MESSAGES_CY, MANAGE_MESSAGES_CY } from '../../../src/modules/booking/booking.cy.constants.js';
import { appointmentStateWording, cancellationReasonSentence, type StateFacts } from '../../../src/modules/booking/rules/appointment-state-wording.rules.js';
import { appointmentStateWordingCy, cancellationReasonSentenceCy } from '../../../src/modules/booking/rules/appointment-state-wording.cy.rules.js';
import { type MoneyFacts, paymentWording } from '../../../src/modules/booking/rules/payment-wording.rules.js';
import { paymentWordingCy } from '../../../src/modules/booking/rules/payment-wording.cy.rules.js';
import { ManageTokens } from '../../../src/modules/booking/services/manage-tokens.js';
import { SIGN_IN_LINK_MESSAGES } from '../../../src/modules/identity/identity.constants.js';
import { SIGN_IN_LINK_MESSAGES_CY } from '../../../src/modules/identity/identity.cy.constants.js';
import { SEARCH_MESSAGES } from '../../../src/modules/search/search.constants.js';
import { SEARCH_MESSAGES_CY } from '../../../src/modules/search/search.cy.constants.js';
import { PEOPLE_HELPED_TEXT_CY } from '../../../src/modules/site/site.cy.constants.js';
import { WAITLIST_MESSAGES } from '../../../src/modules/waitlist/waitlist.constants.js';
import { WAITLIST_MESSAGES_CY } from '../../../src/modules/waitlist/waitlist.cy.constants.js';
import { WaitlistTokens } from '../../../src/modules/waitlist/services/waitlist-tokens.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createPracticeWithOperative, saveDay } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screenedHold } from '../../support/screening.js';

const CY = { 'accept-language': 'cy' };
/** An English page; and a browser listing Welsh after English is still answered in English. */
const ENGLISH: Array<Record<string, string>> = [{ 'accept-language': 'en-GB' }, { 'accept-language': 'en-GB,cy;q=0.9' }, {}];
const patient = { name: 'Gwen Ateb', phone: '07700 900641', postcode: 'CF10 1AA', issue: 'Dant wedi torri' };

/** The words for a state, as the English rule and its Welsh mirror say them, in the shape the answers carry. */
function stateIn(locale: 'en-GB' | 'cy', facts: StateFacts, now: Date) {
  const w = (locale === 'cy' ? appointmentStateWordingCy : appointmentStateWording)(facts, { now, texts: true });
  return { state: w.state, label: w.label, sentence: w.sentence, ...(w.moved ? { moved: w.moved } : {}), ...(w.reason ? { reason: w.reason } : {}) };
}
function paymentIn(locale: 'en-GB' | 'cy', facts: MoneyFacts) {
  const w = (locale === 'cy' ? paymentWordingCy : paymentWording)(facts);
  return { label: w.label, sentence: w.sentence };
}
/** The fee's facts as the manage answer carries them. */
const factsOfManage = (m: Record<string, unknown>): MoneyFacts => ({
  paymentStatus: m.paymentStatus as MoneyFacts['paymentStatus'],
  appointmentStatus: m.status as MoneyFacts['appointmentStatus'],
  feePence: m.amountPence as number,
  refundedPence: m.refundedPence as number,
  refundDuePence: m.refundDuePence as number | null,
  capturedPence: m.capturedPence as number,
  releasedPence: m.releasedPence as number,
});

/**
 * The api's normal answers speak the language the request asks for first (the portal sends its page's
 * language): the booking's state and fee, the manage page's refund and refusal, the messages after a
 * move, a cancellation, an address correction, a waitlist step, a search that found nothing or a
 * sign-in link, and the home page's figure. English, byte for byte as before, to any other request.
 * Checkout stores the request's language when the body names none, and English while Welsh is off.
 * Through the real HTTP stack, PostgreSQL and Redis; no worker, so no payment moves under a test.
 */
describe("The api's answers in the request's language", () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let slots: Array<{ id: string; startTime: string }>;
  let next = 0;

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Ateb Dental' });
    const date = addLondonDays(app.get(Clock).londonToday(), 4);
    slots = (await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, date, { startHour: 8, endHour: 20, slotMinutes: 15 })).day.slots;
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  const sql = <T>(query: string, params: unknown[] = []) => orm.em.fork().execute<T[]>(query, params);
  const localeOf = async (id: string) => (await sql<{ locale: string }>('SELECT locale FROM appointment WHERE id = ?', [id]))[0]?.locale;
  const now = () => app.get(Clock).now();
  const fresh = async (on = app) => {
    const client = new TestClient(on);
    await client.passGate();
    return client;
  };

  /** Hold and check out (the body's `locale` when given, the request's `headers`), and pay with 4242: an authorised booking. */
  async function book(options: { client?: TestClient; on?: NestFastifyApplication; email?: string; locale?: string; headers?: Record<string, string> } = {}) {
    const on = options.on ?? app;
    const client = options.client ?? (await fresh(on));
    const slot = slots[next++];
    const h = (await client.post('/api/holds', await screenedHold(on, slot.id, patient))).json() as { holdId: string; holdToken: string };
    const body = { email: options.email ?? 'gwen.ateb@example.com', acceptTerms: true, over16: true, ...(options.locale ? { locale: options.locale } : {}) };
    const checkout = await client.post(`/api/holds/${h.holdId}/checkout`, body, { authorization: `Bearer ${h.holdToken}`, ...options.headers });
    expect(checkout.statusCode).toBe(201);
    const c = checkout.json() as { appointmentId: string; clientSecret: string; paymentIntentId: string; accessToken: string };
    const auth = { authorization: `Bearer ${c.accessToken}` };
    await client.post('/api/simulated-payments/confirm', { clientSecret: c.clientSecret, cardNumber: '4242424242424242' });
    expect((await client.post(`/api/appointments/${c.appointmentId}/payment`, { paymentIntentId: c.paymentIntentId }, auth)).json()).toMatchObject({ paymentStatus: 'authorized' });
    const manage = { authorization: `Bearer ${await app.get(ManageTokens).issue(c.appointmentId, now())}` };
    return { client, id: c.appointmentId, auth, manage };
  }

  const booked: StateFacts = { status: 'pending', outcome: null, cancelledBy: null, rescheduledCount: 0, cancellationReason: null };
  const held = (appointmentStatus: MoneyFacts['appointmentStatus'] = 'pending'): MoneyFacts => ({
    paymentStatus: 'authorized',
    appointmentStatus,
    feePence: 3900,
    refundedPence: 0,
    refundDuePence: null,
    capturedPence: 0,
    releasedPence: 0,
  });

  describe('the booking', () => {
    it('GET /api/appointments/:id says its state in Welsh to a Welsh page, in English otherwise; the locale route answers the page too', async () => {
      const b = await book();
      const welsh = await b.client.get(`/api/appointments/${b.id}`, { ...b.auth, ...CY });
      expect(welsh.statusCode).toBe(200);
      expect(welsh.json().state).toEqual(stateIn('cy', booked, now()));
      for (const headers of ENGLISH) expect((await b.client.get(`/api/appointments/${b.id}`, { ...b.auth, ...headers })).json().state).toEqual(stateIn('en-GB', booked, now()));

      // The booking's language and the page's are two things: a Welsh page switching its booking to English still reads Welsh.
      const switched = await b.client.put(`/api/appointments/${b.id}/locale`, { locale: 'en-GB' }, { ...b.auth, ...CY });
      expect(switched.json()).toMatchObject({ locale: 'en-GB', state: stateIn('cy', booked, now()) });
    });

    it('the manage page: state, fee, what a cancellation would do, in the page’s language', async () => {
      const b = await book();
      const welsh = (await b.client.get('/api/manage/appointment', { ...b.manage, ...CY })).json();
      expect(welsh).toMatchObject({
        state: stateIn('cy', booked, now()),
        payment: paymentIn('cy', factsOfManage(welsh)),
        canChange: true,
        changeRefusal: null,
        cancellation: { refundPence: 1950, explanation: MANAGE_MESSAGES_CY.keepPartOfHeld('£19.50', '£39') },
      });
      expect(welsh.payment).toEqual(paymentIn('cy', held()));
      for (const headers of ENGLISH) {
        const english = (await b.client.get('/api/manage/appointment', { ...b.manage, ...headers })).json();
        expect(english).toMatchObject({
          state: stateIn('en-GB', booked, now()),
          payment: paymentIn('en-GB', held()),
          cancellation: { refundPence: 1950, explanation: MANAGE_MESSAGES.keepPartOfHeld('£19.50', '£39') },
        });
      }
    });

    it('a move says so in the page’s language, and the moved booking’s state says it moved', async () => {
      const b = await book();
      const moved = await b.client.post('/api/manage/reschedule', { slotId: slots[next++].id }, { ...b.manage, ...CY });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().message).toBe(MANAGE_MESSAGES_CY.rescheduled);
      const once = { ...booked, rescheduledCount: 1 };
      expect((await b.client.get('/api/manage/appointment', { ...b.manage, ...CY })).json().state).toEqual(stateIn('cy', once, now()));
      expect(stateIn('cy', once, now()).moved).toBeDefined();

      const again = await b.client.post('/api/manage/reschedule', { slotId: slots[next++].id }, { ...b.manage, 'accept-language': 'en-GB' });
      expect(again.json().message).toBe(MANAGE_MESSAGES.rescheduled);
      expect((await b.client.get('/api/manage/appointment', b.manage)).json().state).toEqual(stateIn('en-GB', { ...booked, rescheduledCount: 2 }, now()));
    });

    it('the patient’s cancellation: its message and explanation, then the cancelled page with its refusal', async () => {
      const b = await book();
      const cancelled = await b.client.post('/api/manage/cancel', {}, { ...b.manage, ...CY });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', refundPence: 1950, message: MANAGE_MESSAGES_CY.cancelled, explanation: MANAGE_MESSAGES_CY.keepPartOfHeld('£19.50', '£39') });
      const gone = { ...booked, status: 'cancelled' as const, cancelledBy: 'patient' };
      const welsh = (await b.client.get('/api/manage/appointment', { ...b.manage, ...CY })).json();
      expect(welsh).toMatchObject({ state: stateIn('cy', gone, now()), payment: paymentIn('cy', factsOfManage(welsh)), canChange: false, changeRefusal: MANAGE_MESSAGES_CY.alreadyCancelled, cancellation: null });
      const english = (await b.client.get('/api/manage/appointment', b.manage)).json();
      expect(english).toMatchObject({ state: stateIn('en-GB', gone, now()), payment: paymentIn('en-GB', factsOfManage(english)), changeRefusal: MANAGE_MESSAGES.alreadyCancelled });

      const other = await book();
      expect((await other.client.post('/api/manage/cancel', {}, other.manage)).json()).toMatchObject({ message: MANAGE_MESSAGES.cancelled, explanation: MANAGE_MESSAGES.keepPartOfHeld('£19.50', '£39') });
    });

    it('a cancellation for the practice: the reason quoted inside Welsh words, or English ones', async () => {
      const b = await book();
      const reason = 'The dentist is unwell today';
      expect((await admin.post(`/api/admin/appointments/${b.id}/cancel`, { choice: 'practice_cannot_see', reason })).statusCode).toBe(200);
      const gone = { ...booked, status: 'cancelled' as const, cancelledBy: 'admin', cancellationReason: reason };
      const welsh = (await b.client.get('/api/manage/appointment', { ...b.manage, ...CY })).json();
      expect(welsh.state).toEqual(stateIn('cy', gone, now()));
      expect(welsh.state.reason).toBe(cancellationReasonSentenceCy(reason));
      expect((await b.client.get('/api/manage/appointment', b.manage)).json().state.reason).toBe(cancellationReasonSentence(reason));
    });

    it('correcting the confirmation’s address answers in the page’s language', async () => {
      const b = await book();
      const say = (m: typeof EMAIL_CHANGE_MESSAGES | typeof EMAIL_CHANGE_MESSAGES_CY, answer: { email: string; emailStatus: string }) =>
        answer.emailStatus === 'pending' ? m.afterPayment(answer.email) : m.sending(answer.email);
      const welsh = await b.client.post(`/api/appointments/${b.id}/email`, { email: 'gwen.newydd@example.com' }, { ...b.auth, ...CY });
      expect(welsh.statusCode).toBe(200);
      expect(welsh.json().message).toBe(say(EMAIL_CHANGE_MESSAGES_CY, welsh.json()));
      const english = await b.client.post(`/api/appointments/${b.id}/email`, { email: 'gwen.new@example.com' }, b.auth);
      expect(english.json().message).toBe(say(EMAIL_CHANGE_MESSAGES, english.json()));
    });

    it('My Appointments and its past list: each booking’s state and fee in the page’s language', async () => {
      const client = await fresh();
      await client.signInAsUser();
      const b = await book({ client });
      const upcoming = (await client.get('/api/me/appointments', CY)).json() as Array<{ id: string; state: unknown; payment: unknown }>;
      expect(upcoming.find((a) => a.id === b.id)).toMatchObject({ state: stateIn('cy', booked, now()), payment: paymentIn('cy', held()) });
      for (const headers of ENGLISH) {
        const english = (await client.get('/api/me/appointments', headers)).json() as typeof upcoming;
        expect(english.find((a) => a.id === b.id)).toMatchObject({ state: stateIn('en-GB', booked, now()), payment: paymentIn('en-GB', held()) });
      }

      expect((await client.post('/api/manage/cancel', {}, b.manage)).statusCode).toBe(200);
      const [row] = await sql<{ refund_due_pence: number | null; refunded_pence: number; captured_pence: number; released_pence: number; payment_status: MoneyFacts['paymentStatus'] }>(
        'SELECT refund_due_pence, refunded_pence, captured_pence, released_pence, payment_status FROM appointment WHERE id = ?',
        [b.id],
      );
      const money: MoneyFacts = { paymentStatus: row.payment_status, appointmentStatus: 'cancelled', feePence: 3900, refundedPence: row.refunded_pence, refundDuePence: row.refund_due_pence, capturedPence: row.captured_pence, releasedPence: row.released_pence };
      const gone = { ...booked, status: 'cancelled' as const, cancelledBy: 'patient' };
      const past = (await client.get('/api/me/appointments/past', CY)).json() as typeof upcoming;
      expect(past.find((a) => a.id === b.id)).toMatchObject({ state: stateIn('cy', gone, now()), payment: paymentIn('cy', money) });
      const pastEnglish = (await client.get('/api/me/appointments/past')).json() as typeof upcoming;
      expect(pastEnglish.find((a) => a.id === b.id)).toMatchObject({ state: stateIn('en-GB', gone, now()), payment: paymentIn('en-GB', money) });
    });
  });

  describe('checkout’s language', () => {
    it('is the request’s when the body names none; the body’s otherwise', async () => {
      expect(await localeOf((await book({ headers: CY })).id)).toBe('cy');
      expect(await localeOf((await book({ headers: { 'accept-language': 'en-GB,cy;q=0.9' } })).id)).toBe('en-GB');
      expect(await localeOf((await book()).id)).toBe('en-GB');
      expect(await localeOf((await book({ headers: CY, locale: 'en-GB' })).id)).toBe('en-GB');
    });

    describe('while Welsh is off (WELSH_PAGES=off)', () => {
      let off: NestFastifyApplication;
      beforeAll(async () => {
        off = await createTestApp({ WELSH_PAGES: 'off' });
      });
      afterAll(async () => {
        await off.close();
      });

      it('stores English whatever is asked, and the booking’s page says so', async () => {
        const asked = await book({ on: off, locale: 'cy' });
        expect(await localeOf(asked.id)).toBe('en-GB');
        expect((await asked.client.get(`/api/appointments/${asked.id}`, asked.auth)).json()).toMatchObject({ locale: 'en-GB' });
        expect(await localeOf((await book({ on: off, headers: CY })).id)).toBe('en-GB');
      });
    });
  });

  describe('the waitlist', () => {
    it('join, confirm and leave answer in the page’s language', async () => {
      const client = await fresh();
      const join = (email: string, headers: Record<string, string>) =>
        client.post('/api/waitlist', { name: 'Gwen Aros', phone: '07700 900642', postcode: 'CF10 1EP', issue: 'Poen', email, consent: true }, headers);
      const confirmToken = async (email: string) => {
        const [request] = await sql<{ id: string }>('SELECT id FROM waitlist_request WHERE email = ?', [email]);
        return app.get(WaitlistTokens).token('waitlist-confirm', request.id);
      };

      const welshJoin = await join('gwen.aros@example.com', CY);
      expect(welshJoin.statusCode).toBe(202);
      expect(welshJoin.json()).toEqual({ message: WAITLIST_MESSAGES_CY.checkEmail });
      const confirmed = (await client.post('/api/waitlist/confirm', { token: await confirmToken('gwen.aros@example.com') }, CY)).json();
      expect(confirmed.message).toBe(WAITLIST_MESSAGES_CY.joined(confirmed.radiusKm));
      expect((await client.post('/api/waitlist/leave', { token: confirmed.leaveToken }, CY)).json()).toEqual({ message: WAITLIST_MESSAGES_CY.left });
      expect((await client.post('/api/waitlist/leave', { token: confirmed.leaveToken }, CY)).json()).toEqual({ message: WAITLIST_MESSAGES_CY.notOnList });
      expect((await client.post('/api/waitlist/leave', { token: confirmed.leaveToken })).json()).toEqual({ message: WAITLIST_MESSAGES.notOnList });

      expect((await join('gwen.wait@example.com', { 'accept-language': 'en-GB' })).json()).toEqual({ message: WAITLIST_MESSAGES.checkEmail });
      const english = (await client.post('/api/waitlist/confirm', { token: await confirmToken('gwen.wait@example.com') })).json();
      expect(english.message).toBe(WAITLIST_MESSAGES.joined(english.radiusKm));
      expect((await client.post('/api/waitlist/leave', { token: english.leaveToken })).json()).toEqual({ message: WAITLIST_MESSAGES.left });
    });
  });

  describe('the other answers with a sentence', () => {
    it('a search that finds nothing says so in the page’s language', async () => {
      const client = await fresh();
      // Oxford: this file's only practice is in Cardiff, far beyond 20 km.
      const search = (headers: Record<string, string>) => client.post('/api/search', { name: 'Gwen Chwilio', phone: '07700 900643', postcode: 'OX1 1DP', issue: '', redFlags: [] }, headers);
      const welsh = await search(CY);
      expect(welsh.statusCode).toBe(200);
      expect(welsh.json()).toMatchObject({ nearestPractice: null, message: SEARCH_MESSAGES_CY.noPracticesWithin(20) });
      for (const headers of ENGLISH) expect((await search(headers)).json().message).toBe(SEARCH_MESSAGES.noPracticesWithin(20));
    });

    it('the home page’s figure: "dros N" to a Welsh page, "over N" otherwise, kept apart by shared caches', async () => {
      const client = new TestClient(app);
      const welsh = await client.get('/api/site/people-helped', CY);
      expect(welsh.statusCode).toBe(200);
      expect(welsh.headers.vary).toMatch(/accept-language/i);
      const english = await client.get('/api/site/people-helped');
      expect(english.json().text).toMatch(/^over \d{1,3}(,\d{3})*$/);
      const figure = english.json().text.slice('over '.length);
      expect(welsh.json()).toEqual({ count: english.json().count, text: PEOPLE_HELPED_TEXT_CY.replace(/\d[\d,]*/, figure) });
      expect(welsh.json().text).toMatch(/^dros \d/);
    });

    it('asking for a sign-in link answers in the page’s language', async () => {
      const client = await fresh();
      expect((await client.post('/api/auth/email-link', { email: 'gwen.mewngofnodi@example.com' }, CY)).json()).toEqual({ message: SIGN_IN_LINK_MESSAGES_CY.sent });
      expect((await client.post('/api/auth/email-link', { email: 'gwen.mewngofnodi@example.com' })).json()).toEqual({ message: SIGN_IN_LINK_MESSAGES.sent });
    });
  });
});
