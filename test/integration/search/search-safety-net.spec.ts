import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Redis } from 'ioredis';
import { addLondonDays, Clock, londonInstant } from '../../../src/shared/clock/clock.js';
import { REDIS } from '../../../src/shared/queues/redis.js';
import { LayeredGeocoder } from '../../../src/modules/search/services/geocoder.js';
import { SearchRepository } from '../../../src/modules/search/repositories/search.repository.js';
import { emergencyCareMessage, RED_FLAG_CODES, RED_FLAG_MESSAGES } from '../../../src/modules/search/clinical-safety.constants.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createOperative, createPractice, createSlots } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';

const lead = { name: 'Ann Patient', phone: '07700 900982', issue: 'Toothache' };

/** The value of one Prometheus sample line (0 when absent). */
function sample(metrics: string, line: string): number {
  const found = metrics.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? 0 : Number(found.slice(line.length + 1));
}
const redFlagLine = (code: string) => `search_red_flag_answers_total{code="${code}"}`;

/**
 * A fixed Wednesday far from the other suites' slots (search.spec.ts uses 1–2 March 2027), in towns
 * no other suite puts practices in, so only this file's practices have slots then.
 */
const TODAY = '2027-04-14';
const TOMORROW = addLondonDays(TODAY, 1);

/**
 * Issue #29 item 1, the safety net before the search, through the real HTTP stack: an emergency sign
 * is refused with 422 `emergency_care` before anything is validated, rate-limited, geocoded, searched
 * or recorded (rows and Redis keys counted before and after), and counted in /metrics by its code;
 * an unknown code is a 400, and so is no answer at all; "none of these" (`[]`) searches as before and
 * answers a screening proof. A knocked-out adult tooth leads with today's earliest time.
 */
describe('POST /api/search: the safety net (redFlags) and the knocked-out tooth (urgentIssue)', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let clock: Clock;
  let redis: Redis;
  let patient: TestClient;
  const prefix = `${process.env.REDIS_PREFIX}_safety`;
  const ids: Record<string, string> = {};
  /** Calls of the geocoder and the search's first statement since the last reset. */
  const calls = { geocode: 0, candidates: 0 };

  const search = (body: Record<string, unknown>) => patient.post('/api/search', { ...lead, ...body });
  const metrics = async () => (await app.inject({ method: 'GET', url: '/metrics' })).body;
  /** What the api may have stored: every domain_event row, every Redis key of this app, and the search's own work. */
  async function stored() {
    const [{ n }] = await orm.em.fork().execute<Array<{ n: string }>>('SELECT count(*) AS n FROM domain_event');
    const keys = (await redis.keys(`${prefix}*`)).sort();
    return { events: Number(n), keys, ...calls };
  }

  async function practiceWithSlots(name: string, at: { lat: number; lng: number }, day: string, hours: { startHour: number; endHour: number }) {
    const practiceId = await createPractice(orm, { name, ...at });
    await createSlots(orm, { practiceId, operativeId: await createOperative(orm, practiceId) }, day, hours);
    return practiceId;
  }

  beforeAll(async () => {
    app = await createTestApp({ REDIS_PREFIX: prefix });
    orm = await openOrm();
    clock = app.get(Clock);
    redis = app.get<Redis>(REDIS);
    patient = new TestClient(app);
    await patient.passGate();
    const geocoder = app.get(LayeredGeocoder);
    const geocode = geocoder.geocode.bind(geocoder);
    geocoder.geocode = (postcode) => {
      calls.geocode += 1;
      return geocode(postcode);
    };
    const repo = app.get(SearchRepository);
    const candidates = repo.candidatesWithFirstSlots.bind(repo);
    repo.candidatesWithFirstSlots = (...args) => {
      calls.candidates += 1;
      return candidates(...args);
    };
    // Dundee (DD1's centroid 56.46101, -2.97657): the nearest practice's first time today is at 15:00,
    // a farther one's at 09:00. Perth (PH1): one practice, whose first time is tomorrow.
    ids.near = await practiceWithSlots('Dundee Near Dental', { lat: 56.4625, lng: -2.9701 }, TODAY, { startHour: 15, endHour: 17 });
    ids.far = await practiceWithSlots('Dundee Far Dental', { lat: 56.4912, lng: -3.0423 }, TODAY, { startHour: 9, endHour: 10 });
    ids.perth = await practiceWithSlots('Perth Tomorrow Dental', { lat: 56.3969, lng: -3.4375 }, TOMORROW, { startHour: 9, endHour: 12 });
  });
  beforeEach(() => {
    clock.setNow(londonInstant(TODAY, 8));
    calls.geocode = 0;
    calls.candidates = 0;
  });
  afterAll(async () => {
    clock.reset();
    await app.close();
    await orm.close(true);
  });

  describe('an emergency sign', () => {
    it.each(RED_FLAG_CODES.map((code) => [code]))('"%s": 422 emergency_care, nothing searched or stored, counted by its code', async (code) => {
      const before = await stored();
      const counted = sample(await metrics(), redFlagLine(code));
      const res = await search({ postcode: 'DD1 1AA', redFlags: [code] });
      expect(res.statusCode).toBe(422);
      // DD1 is Dundee: NHS 24 is named, not England's NHS 111.
      expect(res.json()).toEqual({ message: emergencyCareMessage('scotland'), code: 'emergency_care' });
      expect(await stored()).toEqual(before);
      expect(before).toMatchObject({ geocode: 0, candidates: 0 });
      // No screening proof can come of it: the 422 is thrown before one is made.
      expect(res.json()).not.toHaveProperty('screening');
      const after = await metrics();
      expect(sample(after, redFlagLine(code))).toBe(counted + 1);
      for (const other of RED_FLAG_CODES.filter((c) => c !== code)) expect(after).toContain(`${redFlagLine(other)} `);
    });

    it('wins over everything else wrong with the request: no name, a bad phone, an unknown field, an unknown code beside it', async () => {
      const before = await stored();
      const res = await patient.post('/api/search', { phone: '0', postcode: 'XYZ', extra: true, redFlags: ['toothache', 'uncontrolled_bleeding'] });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('emergency_care');
      expect(await stored()).toEqual(before);
    });

    it('counts a request that names several signs once for each sign, and a repeated sign once', async () => {
      const text = await metrics();
      const res = await search({ postcode: 'DD1 1AA', redFlags: ['head_injury', 'eye_swelling', 'head_injury'] });
      expect(res.statusCode).toBe(422);
      const after = await metrics();
      expect(sample(after, redFlagLine('head_injury'))).toBe(sample(text, redFlagLine('head_injury')) + 1);
      expect(sample(after, redFlagLine('eye_swelling'))).toBe(sample(text, redFlagLine('eye_swelling')) + 1);
      expect(sample(after, redFlagLine('uncontrolled_bleeding'))).toBe(sample(text, redFlagLine('uncontrolled_bleeding')));
    });

    it('puts nothing about the person in /metrics: the series carry the code alone', async () => {
      await search({ name: 'Zed Unique-Name', phone: '07700 900123', postcode: 'DD1 4HN', redFlags: ['face_or_jaw_injury'] });
      const text = await metrics();
      for (const secret of ['Zed', 'Unique', '900123', 'DD1', 'Toothache']) expect(text).not.toContain(secret);
      const series = text.split('\n').filter((l) => l.startsWith('search_red_flag_answers_total{'));
      expect(series.map((l) => l.replace(/ \d+$/, ''))).toEqual(RED_FLAG_CODES.map(redFlagLine));
    });

    it('is still behind the site gate and the CSRF check (they decide before any route)', async () => {
      const stranger = await new TestClient(app).post('/api/search', { ...lead, postcode: 'DD1 1AA', redFlags: ['head_injury'] });
      expect(stranger.statusCode).toBe(401);
    });
  });

  describe('a value that is not a list of known codes', () => {
    it.each([[['toothache']], ['head_injury'], [null], [[1]], [{ head_injury: true }]])('refuses redFlags %j with 400, naming the field, storing nothing', async (redFlags) => {
      const before = await stored();
      const res = await search({ postcode: 'DD1 1AA', redFlags });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: RED_FLAG_MESSAGES.invalid, code: 'validation', fields: { redFlags: RED_FLAG_MESSAGES.invalid } });
      expect(await stored()).toEqual(before);
    });

    it('refuses an unknown urgentIssue with 400', async () => {
      const res = await search({ postcode: 'DD1 1AA', redFlags: [], urgentIssue: 'toothache' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: RED_FLAG_MESSAGES.urgentIssueInvalid, fields: { urgentIssue: RED_FLAG_MESSAGES.urgentIssueInvalid } });
    });
  });

  describe('no answer at all', () => {
    it('refuses a search without redFlags with 400 naming the field and saying how to answer, before anything is searched or stored', async () => {
      const before = await stored();
      const res = await search({ postcode: 'DD1 1AA' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: RED_FLAG_MESSAGES.required, code: 'validation', fields: { redFlags: RED_FLAG_MESSAGES.required } });
      expect(res.json().message).toBe('redFlags is required: send [] when the patient has none of the emergency signs, or the codes they have.');
      expect(await stored()).toEqual(before);
      expect(before).toMatchObject({ geocode: 0, candidates: 0 });
    });

    it('refuses a body that is not an object the same way (there is no answer in it)', async () => {
      const res = await patient.post('/api/search', ['DD1 1AA']);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { redFlags: RED_FLAG_MESSAGES.required } });
    });
  });

  describe('no emergency sign', () => {
    it('searches as before with an empty list ("none of these"), records the search, and answers a screening proof', async () => {
      const before = await stored();
      const res = await search({ postcode: 'DD1 1AA', redFlags: [] });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ nearestPractice: { id: ids.near }, date: TODAY, slots: [{ startTime: `${TODAY}T15:00:00+01:00` }, expect.anything(), expect.anything(), expect.anything()] });
      expect(res.json().screening).toEqual(expect.stringMatching(/^[\w-]+\.[\w-]+$/));
      const after = await stored();
      // The positive control of "nothing stored": a search does write (its SearchMade row, its rate-limit counter).
      expect(after.events).toBe(before.events + 1);
      expect(after.keys.length).toBeGreaterThan(0);
      expect(after).toMatchObject({ geocode: 1, candidates: 1 });
    });
  });

  describe('a knocked-out adult tooth (urgentIssue: knocked_out_tooth)', () => {
    it("leads with today's earliest time in range, the nearest practice's time first among the alternatives", async () => {
      const res = await search({ postcode: 'DD1 1AA', redFlags: [], urgentIssue: 'knocked_out_tooth' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ nearestPractice: { id: ids.far }, date: TODAY });
      expect(body.slots.map((s: { startTime: string }) => s.startTime)).toEqual([`${TODAY}T09:00:00+01:00`, `${TODAY}T09:30:00+01:00`]);
      expect(body.alternatives[0]).toMatchObject({ practice: { id: ids.near }, nextAvailable: { date: TODAY, slot: { startTime: `${TODAY}T15:00:00+01:00` } } });
    });

    it('once the earliest has passed, leads with the next earliest today', async () => {
      clock.setNow(londonInstant(TODAY, 10));
      const body = (await search({ postcode: 'DD1 1AA', redFlags: [], urgentIssue: 'knocked_out_tooth' })).json();
      expect(body).toMatchObject({ nearestPractice: { id: ids.near }, date: TODAY });
    });

    it('answers the first day there is when nothing in range has a time today (the portal then points to NHS 111)', async () => {
      const body = (await search({ postcode: 'PH1 1AA', redFlags: [], urgentIssue: 'knocked_out_tooth' })).json();
      expect(body).toMatchObject({ nearestPractice: { id: ids.perth }, date: TOMORROW });
    });
  });
});
