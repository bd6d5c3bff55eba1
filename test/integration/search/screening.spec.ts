import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { openApiDocumentOf } from '../../../src/app.factory.js';
import { addLondonDays, Clock } from '../../../src/shared/clock/clock.js';
import { emergencyCareMessage, RED_FLAG_MESSAGES, SCREENING_REQUIRED } from '../../../src/modules/search/clinical-safety.constants.js';
import { issueScreeningProof } from '../../../src/modules/search/rules/screening-proof.rules.js';
import { SCREENING_PROOF_MINUTES } from '../../../src/modules/search/search.constants.js';
import { WaitlistService } from '../../../src/modules/waitlist/commands/waitlist.service.js';
import { WaitlistTokens } from '../../../src/modules/waitlist/services/waitlist-tokens.js';
import { clockNowSql, createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createOperative, createPractice, createSlots } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { screeningFor } from '../../support/screening.js';

/** Kirkwall (KW15's centroid 58.98011, -2.96004): no other suite puts a practice or a waitlist place near it. */
const KIRKWALL = { lat: 58.9812, lng: -2.9594 };
const ann = { name: 'Ann Screened', phone: '07700 900982', postcode: 'KW15 1AA', issue: 'Toothache' };
const bob = { name: 'Bob Other', phone: '07700 900983', postcode: 'KW15 1AA', issue: 'Toothache' };
const refused = { message: SCREENING_REQUIRED.message, code: 'screening_required' };

/**
 * No side door: a time is held only for a patient who was asked the emergency question and answered
 * "none of these". POST /api/holds requires the screening proof the search answered for this patient
 * (absent, malformed, forged, expired or another patient's: 400 `screening_required`, checked before
 * the slot, nothing written); opening a waitlist offer asks the question again. Real HTTP stack,
 * PostgreSQL and Redis.
 */
describe('Screening: no hold without the emergency question answered "none of these"', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let clock: Clock;
  let client: TestClient;
  let slots: Array<{ id: string }>;
  let next = 0;

  const sql = <T>(text: string, params: unknown[] = []) => orm.em.fork().execute(text, params) as Promise<T>;
  /** What a refused hold must not have written: the slot's hold rows, its status and every domain event. */
  async function written(slotId: string) {
    const [{ holds }] = await sql<Array<{ holds: number }>>('SELECT count(*)::int AS holds FROM hold WHERE slot_id = ?', [slotId]);
    const [{ status }] = await sql<Array<{ status: string }>>('SELECT status FROM slot WHERE id = ?', [slotId]);
    const [{ events }] = await sql<Array<{ events: number }>>('SELECT count(*)::int AS events FROM domain_event');
    return { holds, status, events };
  }
  const hold = (slotId: string, patient: typeof ann, screening?: unknown) =>
    client.post('/api/holds', { slotId, patient, ...(screening === undefined ? {} : { screening }) });
  const search = (patient: typeof ann, body: Record<string, unknown>) =>
    client.post('/api/search', { name: patient.name, phone: patient.phone, postcode: patient.postcode, issue: patient.issue, ...body });

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    clock = app.get(Clock);
    client = new TestClient(app);
    await client.passGate();
    const practiceId = await createPractice(orm, { name: 'Kirkwall Screening Dental', ...KIRKWALL, postcode: 'KW15 1AA' });
    slots = await createSlots(orm, { practiceId, operativeId: await createOperative(orm, practiceId) }, addLondonDays(clock.londonToday(), 3), { startHour: 9, endHour: 17 });
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  describe('POST /api/holds', () => {
    it("holds a time with the proof of the patient's own search, however they typed their details the second time", async () => {
      const found = await search(ann, { redFlags: [] });
      expect(found.statusCode).toBe(200);
      const { screening } = found.json() as { screening: string };
      expect(screening).toEqual(expect.any(String));
      const res = await hold(slots[next++].id, { ...ann, name: ' ann  SCREENED', phone: '+44 7700 900982', postcode: 'kw151aa' }, screening);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ holdId: expect.any(String), holdToken: expect.any(String) });
    });

    it('answers a proof when the search finds nothing in reach too (a wider search gets a fresh one)', async () => {
      const res = await search(ann, { redFlags: [], radiusKm: 1, postcode: 'ZE2 9AA' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ nearestPractice: null, message: expect.any(String), screening: expect.any(String) });
    });

    const cases: Array<[string, () => Promise<unknown>]> = [
      ['no proof', async () => undefined],
      ['an empty proof', async () => ''],
      ['a proof that is not a string', async () => 42],
      ['a malformed proof', async () => 'not-a-proof'],
      ['a proof over the length limit', async () => 'x'.repeat(5000)],
      ['a proof signed with another secret', async () => issueScreeningProof(ann, 'a-forger-secret-a-forger-secret-0000', clock.now())],
      [
        'our proof with its expiry moved a day on',
        async () => {
          const [body, signature] = (await screeningFor(app, ann)).split('.');
          const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { x: number };
          return `${Buffer.from(JSON.stringify({ ...claims, x: claims.x + 86_400 })).toString('base64url')}.${signature}`;
        },
      ],
      ["another patient's proof", async () => screeningFor(app, bob)],
      [
        `a proof ${SCREENING_PROOF_MINUTES} minutes old`,
        async () => {
          const proof = await screeningFor(app, ann);
          clock.advance(SCREENING_PROOF_MINUTES * 60_000);
          return proof;
        },
      ],
    ];
    it.each(cases)('refuses %s with 400 screening_required, before the slot: no hold row, no event, the slot still open', async (_, proof) => {
      const slotId = slots[next++].id;
      const screening = await proof();
      const before = await written(slotId);
      const res = await hold(slotId, ann, screening);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refused);
      expect(await written(slotId)).toEqual({ ...before, holds: 0, status: 'open' });
    });

    it('a proof still good a minute before it expires holds the time', async () => {
      const proof = await screeningFor(app, ann);
      clock.advance((SCREENING_PROOF_MINUTES - 1) * 60_000);
      expect((await hold(slots[next++].id, ann, proof)).statusCode).toBe(201);
    });

    it('a search that names an emergency sign answers no proof, so nothing can be held with what it gave', async () => {
      const res = await search(ann, { redFlags: ['uncontrolled_bleeding'] });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: emergencyCareMessage('scotland'), code: 'emergency_care' });
      const slotId = slots[next++].id;
      const refusedHold = await hold(slotId, ann, (res.json() as { screening?: string }).screening);
      expect(refusedHold.json()).toEqual(refused);
      expect((await written(slotId)).holds).toBe(0);
    });

    it('still answers the field problems of the hold first (a bad phone is a validation error, not screening)', async () => {
      const res = await hold(slots[next].id, { ...ann, phone: '123' }, await screeningFor(app, ann));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { 'patient.phone': expect.any(String) } });
    });

    it('says in the API document that `screening` is required, and `redFlags` on the search and the claim', () => {
      const document = openApiDocumentOf(app) as unknown as {
        paths: Record<string, { post: { requestBody: { content: { 'application/json': { schema: { required?: string[] } } } } } }>;
      };
      const required = (path: string) => document.paths[path].post.requestBody.content['application/json'].schema.required;
      expect(required('/api/holds')).toEqual(expect.arrayContaining(['slotId', 'patient', 'screening']));
      expect(required('/api/search')).toEqual(expect.arrayContaining(['redFlags']));
      expect(required('/api/waitlist/offers/claim')).toEqual(expect.arrayContaining(['token', 'redFlags']));
    });
  });

  describe('POST /api/waitlist/offers/claim: asked again when the offer is opened', () => {
    let token: string;
    let offerId: string;
    let slotId: string;

    beforeAll(async () => {
      const practiceId = await createPractice(orm, { name: 'Kirkwall Waitlist Dental', ...KIRKWALL, postcode: 'KW15 1AA' });
      [{ id: slotId }] = await createSlots(orm, { practiceId, operativeId: await createOperative(orm, practiceId) }, addLondonDays(clock.londonToday(), 4), { startHour: 10, endHour: 11, slotMinutes: 60 });
      await sql(
        `INSERT INTO waitlist_entry (email, name, phone, postcode, outcode, latitude, longitude, radius_km, consent_at, created_at, expires_at)
         VALUES ('kirkwall-wait@example.com', 'Wendy Waiting', '07700 900984', 'KW15 1AA', 'KW15', ?, ?, 20, ${clockNowSql(app)}, ${clockNowSql(app)}, ${clockNowSql(app)} + interval '14 days')`,
        [KIRKWALL.lat, KIRKWALL.lng],
      );
      expect(await app.get(WaitlistService).offerOpenSlots(practiceId)).toBe(1);
      [{ id: offerId }] = await sql<Array<{ id: string }>>('SELECT id FROM waitlist_offer WHERE practice_id = ?', [practiceId]);
      token = await app.get(WaitlistTokens).token('waitlist-offer', offerId);
    });

    const offerAndSlot = async () => {
      const [offer] = await sql<Array<{ status: string }>>('SELECT status FROM waitlist_offer WHERE id = ?', [offerId]);
      const [{ holds }] = await sql<Array<{ holds: number }>>('SELECT count(*)::int AS holds FROM hold WHERE slot_id = ?', [slotId]);
      const [{ status }] = await sql<Array<{ status: string }>>('SELECT status FROM slot WHERE id = ?', [slotId]);
      return { offer: offer.status, holds, slot: status };
    };
    const open = { offer: 'sent', holds: 0, slot: 'open' };

    it('a sign ticked: 422 emergency_care, nothing claimed, the offer still open', async () => {
      const res = await client.post('/api/waitlist/offers/claim', { token, redFlags: ['breathing_or_swallowing'] });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: emergencyCareMessage(), code: 'emergency_care' });
      expect(await offerAndSlot()).toEqual(open);
    });

    it('a sign wins over a bad token too', async () => {
      const res = await client.post('/api/waitlist/offers/claim', { token: 'nonsense', redFlags: ['head_injury'] });
      expect(res.statusCode).toBe(422);
    });

    it('no answer: 400 naming redFlags, nothing claimed', async () => {
      const res = await client.post('/api/waitlist/offers/claim', { token });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: RED_FLAG_MESSAGES.required, code: 'validation', fields: { redFlags: RED_FLAG_MESSAGES.required } });
      const invalid = await client.post('/api/waitlist/offers/claim', { token, redFlags: ['toothache'] });
      expect(invalid.json()).toEqual({ message: RED_FLAG_MESSAGES.invalid, code: 'validation', fields: { redFlags: RED_FLAG_MESSAGES.invalid } });
      expect(await offerAndSlot()).toEqual(open);
    });

    it('"none of these": the offer is claimed and its time held', async () => {
      const res = await client.post('/api/waitlist/offers/claim', { token, redFlags: [] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ patient: { name: 'Wendy Waiting' }, slot: { id: slotId }, hold: { holdToken: expect.any(String) } });
      expect(await offerAndSlot()).toEqual({ offer: 'claimed', holds: 1, slot: 'held' });
    });
  });
});
