import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock, londonInstant } from '../../../src/shared/clock/clock.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import {
  createOperative,
  createPractice,
  createSlots,
  holdSlotUntil,
  type PracticeFixture,
} from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';
import { SearchRepository } from '../../../src/modules/search/repositories/search.repository.js';

const lead = { name: 'Ann Patient', phone: '07700 900982', issue: 'Toothache', redFlags: [] };

/**
 * A fixed Monday far from the other suites' slots (they use the real clock and a 14-day horizon),
 * so only this file's practices can have a slot, whatever else the run's database holds.
 */
const TODAY = '2027-03-01';
const TOMORROW = addLondonDays(TODAY, 1);

/**
 * One practice per sample city at a real address, a farther decoy with slots on the same day, and
 * a real patient postcode in each city (geocoded offline from the outcode table).
 */
const CITIES = [
  {
    city: 'London',
    main: { lat: 51.5203, lng: -0.1469 },
    decoy: { lat: 51.5054, lng: -0.0235 },
    patient: 'W1G 8YS',
    day: TODAY,
  },
  {
    city: 'Manchester',
    main: { lat: 53.4801, lng: -2.2486 },
    decoy: { lat: 53.4106, lng: -2.1575 },
    patient: 'M1 1AE',
    day: TODAY,
  },
  {
    city: 'Birmingham',
    main: { lat: 52.4811, lng: -1.8998 },
    decoy: { lat: 52.4118, lng: -1.7776 },
    patient: 'B2 4QA',
    day: TODAY,
  },
  {
    city: 'Liverpool',
    main: { lat: 53.4016, lng: -2.9786 },
    decoy: { lat: 53.4466, lng: -2.9927 },
    patient: 'L1 8JQ',
    day: TOMORROW,
  },
  {
    city: 'Edinburgh',
    main: { lat: 55.9519, lng: -3.199 },
    decoy: { lat: 55.9756, lng: -3.1659 },
    patient: 'EH1 1YZ',
    day: TOMORROW,
  },
  {
    city: 'Glasgow',
    main: { lat: 55.8617, lng: -4.2533 },
    decoy: { lat: 55.8456, lng: -4.4239 },
    patient: 'G2 1DU',
    day: TOMORROW,
  },
];

describe('POST /api/search', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let clock: Clock;
  let patient: TestClient;
  const ids: Record<string, { main: string; decoy: string }> = {};

  /** A practice with one operative and open slots on a day (09:00–12:00 every 30 minutes unless told). */
  async function practiceWithSlots(
    p: PracticeFixture,
    day?: string,
    hours: { startHour?: number; endHour?: number; slotMinutes?: number } = {},
  ) {
    const practiceId = await createPractice(orm, p);
    const operativeId = await createOperative(orm, practiceId);
    const slots = day ? await createSlots(orm, { practiceId, operativeId }, day, hours) : [];
    return { practiceId, operativeId, slots };
  }
  const search = (body: Record<string, unknown>) => patient.post('/api/search', { ...lead, ...body });

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    clock = app.get(Clock);
    patient = new TestClient(app);
    await patient.passGate();
    for (const c of CITIES) {
      const main = await practiceWithSlots(
        {
          name: `${c.city} Search Dental`,
          city: c.city,
          postcode: c.patient,
          lat: c.main.lat,
          lng: c.main.lng,
        },
        c.day,
      );
      const decoy = await practiceWithSlots(
        { name: `${c.city} Decoy Dental`, city: c.city, lat: c.decoy.lat, lng: c.decoy.lng },
        c.day,
        { startHour: 13, endHour: 15 },
      );
      ids[c.city] = { main: main.practiceId, decoy: decoy.practiceId };
    }
  });
  beforeEach(() => clock.setNow(londonInstant(TODAY, 8)));
  afterAll(async () => {
    clock.reset();
    await app.close();
    await orm.close(true);
  });

  describe('the specific studio (spec 4: checked first, seven days ahead)', () => {
    it('answers with the practice the patient came from when it has a slot in the next seven days', async () => {
      const body = (await search({ postcode: 'M1 1AE', studioId: ids.Manchester.decoy })).json();
      expect(body.nearestPractice.id).toBe(ids.Manchester.decoy);
      expect(body.date).toBe(TODAY);
      expect(body.slots[0].startTime).toBe(`${TODAY}T13:00:00+00:00`);
      // The nearest practice the rules chose is still reachable: the first alternative, with its time.
      expect(body.alternatives[0]).toMatchObject({ practice: { id: ids.Manchester.main }, nextAvailable: { date: TODAY } });
    });

    it('keeps the rules\' answer when the studio has nothing in the next seven days or is out of range', async () => {
      const empty = await practiceWithSlots({ name: 'Manchester Studio Without Slots', city: 'Manchester', lat: 53.47, lng: -2.24 });
      expect((await search({ postcode: 'M1 1AE', studioId: empty.practiceId })).json().nearestPractice.id).toBe(ids.Manchester.main);
      expect((await search({ postcode: 'M1 1AE', studioId: ids.Glasgow.main })).json().nearestPractice.id).toBe(ids.Manchester.main);
    });

    it('refuses a studio that is not an id', async () => {
      const res = await search({ postcode: 'M1 1AE', studioId: 'not-a-practice' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This booking link is not valid. Search by postcode instead.');
    });
  });

  it.each(CITIES.map((c) => [c.city, c.patient, c.day]))(
    'finds the %s practice from %s (slots on %s)',
    async (city, postcode, day) => {
      const res = await search({ postcode });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.nearestPractice).toMatchObject({
        id: ids[city].main,
        name: `${city} Search Dental`,
        address: { line1: expect.any(String), city, postcode },
        services: ['Emergency care', 'Extractions'],
        distanceKm: expect.any(Number),
      });
      expect(body.nearestPractice.distanceKm).toBeLessThan(5);
      expect(body).toMatchObject({
        radiusKm: 20,
        date: day,
        location: { lat: expect.any(Number), lng: expect.any(Number) },
      });
      expect(body.slots).toHaveLength(6);
      expect(body.slots[0]).toEqual({
        id: expect.any(String),
        startTime: `${day}T09:00:00+00:00`,
        endTime: `${day}T09:30:00+00:00`,
      });
      // Other suites' practices share the run's database (without slots on these dates): they may sit
      // between ours in the list (the sample practices stand at these very addresses), so only our
      // order is asserted here.
      const sorted = body.sortedPractices.map((p: { id: string }) => p.id);
      const ours = new Set([ids[city].main, ids[city].decoy]);
      expect(sorted.find((id: string) => ours.has(id))).toBe(ids[city].main);
      expect(sorted.length).toBeLessThanOrEqual(5);
      expect(body.alternatives.length).toBeLessThanOrEqual(3);
      expect(body.alternatives.map((a: { practice: { id: string } }) => a.practice.id)).not.toContain(
        ids[city].main,
      );
      const decoy = body.alternatives.find(
        (a: { practice: { id: string } }) => a.practice.id === ids[city].decoy,
      );
      if (sorted.length < 5) {
        expect(decoy).toEqual({
          practice: expect.objectContaining({ id: ids[city].decoy }),
          nextAvailable: { date: day, slot: expect.objectContaining({ startTime: `${day}T13:00:00+00:00` }) },
        });
      }
      expect(body.message).toBeUndefined();
    },
  );

  it("searches from a place chosen in Google's address search when it lies near its postcode (issue #32)", async () => {
    const place = { lat: 51.5205, lng: -0.1471 };
    const res = await search({ postcode: 'W1G 8YS', location: place });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ location: place, approximate: false, nearestPractice: { id: ids.London.main } });
    // A place far from its postcode is not trusted: the postcode's point, as without one.
    const far = await search({ postcode: 'W1G 8YS', location: { lat: 53.48, lng: -2.24 } });
    expect(far.statusCode).toBe(200);
    expect(far.json().location).toEqual((await search({ postcode: 'W1G 8YS' })).json().location);
  });

  it('refuses a chosen place outside Great Britain, or one that is not a pair of numbers', async () => {
    for (const location of [{ lat: 48.85, lng: 2.35 }, { lat: '51.5', lng: -0.1 }, { lat: 51.5 }, { lat: 51.5, lng: -0.1, extra: 1 }]) {
      const res = await search({ postcode: 'W1G 8YS', location });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The place you chose could not be used. Type your postcode instead.');
    }
  });

  it('prefers a farther practice with a slot today to a nearer one whose first slot is tomorrow', async () => {
    const near = await practiceWithSlots(
      { name: 'Bristol Near Dental', lat: 51.4545, lng: -2.5879 },
      TOMORROW,
    );
    const far = await practiceWithSlots({ name: 'Bristol Far Dental', lat: 51.5105, lng: -2.5476 }, TODAY, {
      startHour: 16,
      endHour: 17,
    });
    const body = (await search({ postcode: 'BS1 4DJ' })).json();
    expect(body).toMatchObject({ nearestPractice: { id: far.practiceId }, date: TODAY });
    expect(body.slots.map((s: { startTime: string }) => s.startTime)).toEqual([
      `${TODAY}T16:00:00+00:00`,
      `${TODAY}T16:30:00+00:00`,
    ]);
    expect(body.alternatives[0]).toMatchObject({
      practice: { id: near.practiceId },
      nextAvailable: { date: TOMORROW },
    });
  });

  it('looks past a hundred practices without a slot today, whatever order the rounding gives them', async () => {
    // 100 practices on a ring around LD1's centroid, all 5.0 km away once rounded, the nearer
    // exactly the later in name order: the rule's first batch (by name) is then not the database's
    // nearest (by exact distance), so the search both reuses and re-asks probes. All have slots
    // tomorrow; only "Ring Dental 070", in the rule's second batch, has one today.
    const centre = { lat: 52.26079, lng: -3.36628 };
    const ring: string[] = [];
    for (let i = 0; i < 100; i++) {
      const km = 5.04 - i * 0.0008;
      const bearing = (i * 2 * Math.PI) / 100;
      const lat = centre.lat + ((km * Math.cos(bearing)) / 6371) * (180 / Math.PI);
      const lng = centre.lng + ((km * Math.sin(bearing)) / (6371 * Math.cos((centre.lat * Math.PI) / 180))) * (180 / Math.PI);
      const name = `Ring Dental ${String(i).padStart(3, '0')}`;
      const { practiceId, operativeId } = await practiceWithSlots({ name, lat, lng }, TOMORROW);
      if (i === 70) await createSlots(orm, { practiceId, operativeId }, TODAY, { startHour: 17, endHour: 18 });
      ring.push(practiceId);
    }
    const repo = app.get(SearchRepository);
    const asked: number[] = [];
    const firstSlots = repo.firstSlots.bind(repo);
    repo.firstSlots = (practiceIds, now, before) => {
      asked.push(practiceIds.length);
      return firstSlots(practiceIds, now, before);
    };
    let body;
    try {
      body = (await search({ postcode: 'LD1 5AA' })).json();
    } finally {
      repo.firstSlots = firstSlots;
    }
    // Re-asked: the rule's first batch (its 20 farthest were not among the database's 80 nearest);
    // reused: the second batch, probed for today in the candidates statement.
    expect(asked).toEqual([64]);
    expect(body).toMatchObject({ nearestPractice: { id: ring[70], distanceKm: 5 }, date: TODAY });
    expect(body.sortedPractices.map((p: { id: string }) => p.id)).toEqual(ring.slice(0, 5));
    expect(body.alternatives.map((a: { practice: { id: string }; nextAvailable: { date: string } }) => [a.practice.id, a.nextAvailable.date])).toEqual(
      ring.slice(0, 3).map((id) => [id, TOMORROW]),
    );
  });

  describe('probing outwards past the nearest 80 (a city where they are all booked today)', () => {
    /** A point `km` from `centre` on a bearing (radians). */
    const at = (centre: { lat: number; lng: number }, km: number, bearing: number) => ({
      lat: centre.lat + ((km * Math.cos(bearing)) / 6371) * (180 / Math.PI),
      lng: centre.lng + ((km * Math.sin(bearing)) / (6371 * Math.cos((centre.lat * Math.PI) / 180))) * (180 / Math.PI),
    });
    /** The 80 nearest, 1.00–4.95 km away, whose first slots are all on `day`. */
    async function bookedNearest(town: string, centre: { lat: number; lng: number }, day: string) {
      for (let i = 0; i < 80; i++) {
        await practiceWithSlots({ name: `${town} Near ${String(i).padStart(2, '0')}`, ...at(centre, 1 + i * 0.05, i) }, day);
      }
    }
    const afternoon = { startHour: 16, endHour: 17 };
    /** The search's answer and the first-slot statements it needed beyond the candidates statement. */
    async function searchFrom(postcode: string) {
      const repo = app.get(SearchRepository);
      const firstSlots = repo.firstSlots.bind(repo);
      const asked: number[] = [];
      repo.firstSlots = (practiceIds, now, before) => {
        asked.push(practiceIds.length);
        return firstSlots(practiceIds, now, before);
      };
      try {
        return { body: (await search({ postcode })).json(), asked };
      } finally {
        repo.firstSlots = firstSlots;
      }
    }

    it('still finds an earlier day farther out than the first farther practice with a slot', async () => {
      // KW15's centroid (Kirkwall). The nearest 80 are free in three days; the first farther
      // practice with anything sooner (7 km) has day 2, a farther one day 1, and one farther still
      // today: the last wins, whatever the nearer ones offer.
      const centre = { lat: 58.98011, lng: -2.96004 };
      await bookedNearest('Kirkwall', centre, addLondonDays(TODAY, 3));
      await practiceWithSlots({ name: 'Kirkwall Far 6', ...at(centre, 6, 0) });
      const day2 = await practiceWithSlots({ name: 'Kirkwall Far 7', ...at(centre, 7, 1) }, addLondonDays(TODAY, 2));
      await practiceWithSlots({ name: 'Kirkwall Far 8', ...at(centre, 8, 2) }, addLondonDays(TODAY, 2));
      await practiceWithSlots({ name: 'Kirkwall Far 9', ...at(centre, 9, 3) }, TOMORROW);
      const today = await practiceWithSlots({ name: 'Kirkwall Far 11', ...at(centre, 11, 4) }, TODAY, afternoon);
      await practiceWithSlots({ name: 'Kirkwall Far 13', ...at(centre, 13, 5) }, TODAY, afternoon);

      const { body, asked } = await searchFrom('KW15 1AA');
      expect(asked).toEqual([]);
      expect(body).toMatchObject({ nearestPractice: { id: today.practiceId, distanceKm: 11 }, date: TODAY });
      expect(body.sortedPractices.map((p: { id: string }) => p.id)).not.toContain(day2.practiceId);
    });

    it('lets a practice whose distance rounds alike win by name over the first farther one with a slot today', async () => {
      // IV51's centroid (Portree). The nearest 80 are free tomorrow; at 7.00 and 7.04 km (both 7.0
      // once rounded) two have a slot today: the rules break the tie by name, so the farther one,
      // "Portree A Tie", wins, not the first found outwards.
      const centre = { lat: 57.47461, lng: -6.2431 };
      await bookedNearest('Portree', centre, TOMORROW);
      await practiceWithSlots({ name: 'Portree Far 6', ...at(centre, 6, 0) }, TOMORROW);
      await practiceWithSlots({ name: 'Portree Hit', ...at(centre, 7, 1) }, TODAY, afternoon);
      const tie = await practiceWithSlots({ name: 'Portree A Tie', ...at(centre, 7.04, 2) }, TODAY, afternoon);
      await practiceWithSlots({ name: 'Portree A Far', ...at(centre, 9, 3) }, TODAY, afternoon);

      const { body, asked } = await searchFrom('IV51 1AA');
      expect(asked).toEqual([]);
      expect(body).toMatchObject({ nearestPractice: { id: tie.practiceId, distanceKm: 7 }, date: TODAY });
    });
  });

  it('offers only the slots after now when the best day is today', async () => {
    const { practiceId } = await practiceWithSlots(
      { name: 'Aberdeen Today Dental', lat: 57.1457, lng: -2.0985 },
      TODAY,
      { startHour: 8, endHour: 20 },
    );
    clock.setNow(londonInstant(TODAY, 13, 30));
    const body = (await search({ postcode: 'AB10 1AB' })).json();
    expect(body).toMatchObject({ nearestPractice: { id: practiceId }, date: TODAY });
    expect(body.slots[0].startTime).toBe(`${TODAY}T14:00:00+00:00`);
    expect(body.slots).toHaveLength(12);
  });

  it('skips a slot under a live hold but offers one whose hold has run out', async () => {
    const live = await practiceWithSlots({ name: 'Norwich Held Dental', lat: 52.6309, lng: 1.2974 }, TODAY, {
      startHour: 9,
      endHour: 10,
    });
    const lapsed = await practiceWithSlots(
      { name: 'Norwich Lapsed Dental', lat: 52.6409, lng: 1.2874 },
      TODAY,
      { startHour: 11, endHour: 12, slotMinutes: 60 },
    );
    for (const s of live.slots) await holdSlotUntil(orm, s.id, londonInstant(TODAY, 8, 10));
    await holdSlotUntil(orm, lapsed.slots[0].id, londonInstant(TODAY, 7, 50));
    const body = (await search({ postcode: 'NR2 1AA' })).json();
    expect(body).toMatchObject({
      nearestPractice: { id: lapsed.practiceId },
      date: TODAY,
      slots: [{ id: lapsed.slots[0].id }],
    });
  });

  it('never offers an archived practice, and puts one without coordinates nowhere', async () => {
    await practiceWithSlots(
      { name: 'York Archived Dental', lat: 53.959, lng: -1.0815, archived: true },
      TODAY,
    );
    await practiceWithSlots(
      { name: 'York Nowhere Dental', lat: null, lng: null, postcode: 'YO1 7HH' },
      TODAY,
    );
    const open = await practiceWithSlots({ name: 'York Open Dental', lat: 53.99, lng: -1.1 }, TOMORROW);
    const body = (await search({ postcode: 'YO1 7HH' })).json();
    expect(body.nearestPractice.id).toBe(open.practiceId);
    expect(body.sortedPractices.map((p: { name: string }) => p.name)).toEqual(['York Open Dental']);
  });

  it('says when no practice is within 20 km, and finds one after widening', async () => {
    // Oxford (OX1) is about 80 km from London and 100 km from Birmingham.
    const near = await search({ postcode: 'OX1 1DP' });
    expect(near.statusCode).toBe(200);
    expect(near.json()).toMatchObject({
      radiusKm: 20,
      nearestPractice: null,
      date: null,
      slots: [],
      sortedPractices: [],
      alternatives: [],
      message: 'No practices found within 20km of your location.',
    });
    const wide = (await search({ postcode: 'OX1 1DP', radiusKm: 100 })).json();
    expect(wide).toMatchObject({ radiusKm: 100, nearestPractice: { name: 'London Search Dental' } });
    expect(wide.message).toBeUndefined();
  });

  it('says when practices are near but have no appointments in the next 14 days', async () => {
    await practiceWithSlots(
      { name: 'Cardiff Empty Dental', lat: 51.4816, lng: -3.1791 },
      addLondonDays(TODAY, 14),
    );
    const body = (await search({ postcode: 'CF10 1EP' })).json();
    expect(body).toMatchObject({
      nearestPractice: null,
      date: null,
      message: 'No available appointments found within 20km. Try increasing the search distance.',
      sortedPractices: [
        expect.objectContaining({ name: 'Cardiff Empty Dental', distanceKm: expect.any(Number) }),
      ],
    });
  });

  it.each([
    [{ postcode: '' }, 'Please enter your postcode to find the nearest practice.', 'postcode_required'],
    [
      { postcode: 'BT1 1AA' },
      'Sorry, we cannot book appointments in Northern Ireland yet. We cover England, Scotland and Wales.',
      'northern_ireland',
    ],
    [
      { postcode: 'JE2 3AB' },
      'Sorry, we can only book appointments in England, Scotland and Wales.',
      'outside_gb',
    ],
    [{ postcode: 'XYZ' }, 'Please enter a valid UK postcode.', 'postcode_invalid'],
    [{ postcode: 'SW1A 1AA', name: '' }, 'Enter your name', 'validation'],
    [{ postcode: 'SW1A 1AA', phone: '' }, 'Enter your phone number', 'validation'],
    [{ postcode: 'SW1A 1AA', phone: '0' }, 'Please enter a valid UK phone number, like 07700 900 982.', 'validation'],
    [{ postcode: 'SW1A 1AA', phone: '+1 202 555 0123' }, 'Please enter a valid UK phone number, like 07700 900 982.', 'validation'],
    [
      { postcode: 'SW1A 1AA', radiusKm: 0 },
      'The search distance must be between 1 and 1000km.',
      'validation',
    ],
    [
      { postcode: 'SW1A 1AA', radiusKm: 1001 },
      'The search distance must be between 1 and 1000km.',
      'validation',
    ],
  ])('refuses %p with 400 and the message', async (change, message, code) => {
    const res = await search(change);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code });
  });

  it('asks for the name when it is missing altogether', async () => {
    const res = await patient.post('/api/search', { phone: lead.phone, postcode: 'SW1A 1AA', issue: '', redFlags: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter your name');
  });

  it('is behind the site gate', async () => {
    const res = await new TestClient(app).post('/api/search', { ...lead, postcode: 'M1 1AE' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'gate_required' });
  });

  it('records each search with the outcode only, never the name or phone, and wakes no relay for it', async () => {
    await search({ postcode: 'EH1 1YZ' });
    const [event] = await orm.em
      .fork()
      .execute<{ aggregate_id: string; payload: Record<string, unknown>; wakes_relay: boolean }[]>(
        "SELECT aggregate_id, payload, wakes_relay FROM domain_event WHERE type = 'SearchMade' ORDER BY seq DESC LIMIT 1",
      );
    // Audit only: no NOTIFY (and its commit-time lock) on the search path; the relays' poll publishes it.
    expect(event.wakes_relay).toBe(false);
    expect(event.aggregate_id).toBe('EH1');
    expect(event.payload).toEqual({
      outcode: 'EH1',
      radiusKm: 20,
      found: true,
      practiceId: ids.Edinburgh.main,
      geocoder: 'outcode',
    });
    const text = JSON.stringify(event);
    for (const secret of ['Ann', '07700', '1YZ', 'Toothache']) expect(text).not.toContain(secret);
  });

  it('rate-limits searches per IP', async () => {
    const strict = await createTestApp({
      SEARCH_RATE_LIMIT_PER_MINUTE: '2',
      REDIS_PREFIX: `${process.env.REDIS_PREFIX}_search`,
    });
    try {
      const client = new TestClient(strict);
      await client.passGate();
      const again = () => client.post('/api/search', { ...lead, postcode: 'M1 1AE' });
      expect((await again()).statusCode).toBe(200);
      expect((await again()).statusCode).toBe(200);
      const limited = await again();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        message: 'Too many searches. Please wait a minute and try again.',
        code: 'rate_limited',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});
