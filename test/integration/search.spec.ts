import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock } from '../../src/shared/clock/clock.js';
import { createTestApp } from '../support/app.js';
import { TestClient } from '../support/client.js';
import { createPracticeWithOperative, saveDay } from '../support/fixtures/supply.js';
import { openOrm } from '../support/orm.js';

const lead = { name: 'Ann Patient', phone: '07700 900982', issue: 'Toothache' };

/** One practice per sample city at real coordinates, and a real patient postcode in each city. */
const CITIES = [
  { city: 'London', coords: { lat: 51.5203, lng: -0.1469 }, patient: 'W1G 8YS' },
  { city: 'Manchester', coords: { lat: 53.4801, lng: -2.2486 }, patient: 'M1 1AE' },
  { city: 'Birmingham', coords: { lat: 52.4811, lng: -1.8998 }, patient: 'B2 4QA' },
  { city: 'Liverpool', coords: { lat: 53.4016, lng: -2.9786 }, patient: 'L1 8JQ' },
  { city: 'Edinburgh', coords: { lat: 55.9519, lng: -3.199 }, patient: 'EH1 1YZ' },
  { city: 'Glasgow', coords: { lat: 55.8617, lng: -4.2533 }, patient: 'G2 1DU' },
];

describe('POST /api/search', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let admin: TestClient;
  let patient: TestClient;
  let today: string;
  const practiceIds: Record<string, string> = {};

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    admin = new TestClient(app);
    await admin.signInAsAdmin();
    patient = new TestClient(app);
    await patient.passGate();
    today = app.get(Clock).londonToday();
    for (const c of CITIES) {
      const { practice, operative } = await createPracticeWithOperative(admin, {
        name: `${c.city} Search Dental`,
        address: { line1: '1 Main Street', city: c.city, postcode: c.patient },
        coords: c.coords,
      });
      practiceIds[c.city] = practice.id;
      await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, addLondonDays(today, 1), { startHour: 9, endHour: 12 });
    }
  });
  afterAll(async () => {
    await app.close();
    await orm.close(true);
  });

  it.each(CITIES.map((c) => [c.city, c.patient]))('finds the %s practice from %s', async (city, postcode) => {
    const res = await patient.post('/api/search', { ...lead, postcode });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.nearestPractice).toMatchObject({ id: practiceIds[city], name: `${city} Search Dental`, distanceKm: expect.any(Number) });
    expect(body.nearestPractice.distanceKm).toBeLessThan(5);
    expect(body).toMatchObject({ radiusKm: 20, date: addLondonDays(today, 1), location: { lat: expect.any(Number), lng: expect.any(Number) } });
    expect(body.slots.length).toBe(6);
    expect(body.slots[0].startTime).toMatch(/T09:00:00/);
  });

  it('offers only the slots after now when the best day is today', async () => {
    const { practice, operative } = await createPracticeWithOperative(admin, { name: 'Aberdeen Today Dental', address: { line1: '1 Union St', city: 'Aberdeen', postcode: 'AB10 1HW' }, coords: { lat: 57.1457, lng: -2.0985 } });
    await saveDay(admin, { practiceId: practice.id, operativeId: operative.id }, today, { startHour: 8, endHour: 20, slotMinutes: 60 });
    const clock = app.get(Clock);
    clock.setNow(new Date(Date.parse(`${today}T13:30:00Z`)));
    try {
      const body = (await patient.post('/api/search', { ...lead, postcode: 'AB10 1AB' })).json();
      expect(body.nearestPractice.id).toBe(practice.id);
      expect(body.date).toBe(today);
      expect(body.slots.length).toBeGreaterThan(0);
      expect(body.slots.every((s: { startTime: string }) => Date.parse(s.startTime) > Date.parse(`${today}T13:30:00Z`))).toBe(true);
    } finally {
      clock.reset();
    }
  });

  it('says when no practice is within 20 km, and finds one after widening', async () => {
    // Oxford (OX1) is ~80 km from London and ~100 km from Birmingham.
    const near = await patient.post('/api/search', { ...lead, postcode: 'OX1 1DP' });
    expect(near.json()).toMatchObject({ nearestPractice: null, message: 'No practices found within 20km of your location.', sortedPractices: [] });
    const wide = await patient.post('/api/search', { ...lead, postcode: 'OX1 1DP', radiusKm: 100 });
    expect(wide.json().nearestPractice).not.toBeNull();
  });

  it('says when practices are near but have no appointments', async () => {
    await createPracticeWithOperative(admin, { name: 'Cardiff Empty Dental', address: { line1: '1 Queen St', city: 'Cardiff', postcode: 'CF10 2BH' }, coords: { lat: 51.4816, lng: -3.1791 } });
    const res = await patient.post('/api/search', { ...lead, postcode: 'CF10 1EP' });
    expect(res.json()).toMatchObject({
      nearestPractice: null,
      message: 'No available appointments found within 20km. Try increasing the search distance.',
      sortedPractices: [expect.objectContaining({ name: 'Cardiff Empty Dental' })],
    });
  });

  it.each([
    [{ postcode: '' }, 'Please enter your postcode to find the nearest practice.'],
    [{ postcode: 'BT1 1AA' }, 'Sorry, we cannot book appointments in Northern Ireland yet. We cover England, Scotland and Wales.'],
    [{ postcode: 'XYZ' }, 'Please enter a valid UK postcode.'],
    [{ postcode: 'SW1A 1AA', name: '' }, 'Enter your name'],
    [{ postcode: 'SW1A 1AA', phone: '' }, 'Enter your phone number'],
    [{ postcode: 'SW1A 1AA', radiusKm: 0 }, 'The search distance must be between 1 and 1000km.'],
  ])('refuses %p with 400 and the message', async (change, message) => {
    const res = await patient.post('/api/search', { ...lead, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('is behind the site gate', async () => {
    const res = await new TestClient(app).post('/api/search', { ...lead, postcode: 'M1 1AE' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'gate_required' });
  });

  it('records each search with the outcode only, never the name or phone', async () => {
    await patient.post('/api/search', { ...lead, postcode: 'EH1 1YZ' });
    const [event] = await orm.em
      .fork()
      .execute<{ payload: Record<string, unknown> }[]>("SELECT payload FROM domain_event WHERE type = 'SearchMade' ORDER BY seq DESC LIMIT 1");
    expect(event.payload).toMatchObject({ outcode: 'EH1', found: true });
    const text = JSON.stringify(event.payload);
    expect(text).not.toContain('Ann');
    expect(text).not.toContain('07700');
    expect(text).not.toContain('1YZ');
  });

  it('rate-limits searches per IP', async () => {
    const strict = await createTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '2', REDIS_PREFIX: `${process.env.REDIS_PREFIX}_search` });
    try {
      const client = new TestClient(strict);
      await client.passGate();
      const search = () => client.post('/api/search', { ...lead, postcode: 'M1 1AE' });
      expect((await search()).statusCode).toBe(200);
      expect((await search()).statusCode).toBe(200);
      const limited = await search();
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many searches. Please wait a minute and try again.');
    } finally {
      await strict.close();
    }
  });
});
