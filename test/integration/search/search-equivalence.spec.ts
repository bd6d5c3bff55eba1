import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { MikroORM } from '@mikro-orm/postgresql';
import { addLondonDays, Clock, londonDayBounds, londonInstant, toLondonDate } from '../../../src/shared/clock/clock.js';
import { lookupOutcodeCentroid } from '../../../src/modules/search/services/outcode-table.js';
import { SEARCH_HORIZON_DAYS } from '../../../src/modules/search/search.constants.js';
import {
  type Candidate,
  decideSearch,
  distanceKm,
  londonDayOffset,
  reachKm,
} from '../../../src/modules/search/rules/search.rules.js';
import { createTestApp } from '../../support/app.js';
import { TestClient } from '../../support/client.js';
import { createOperative, createPractice, createSlots, holdSlotUntil } from '../../support/fixtures/supply.js';
import { openOrm } from '../../support/orm.js';

const lead = { name: 'Ann Patient', phone: '07700 900982', issue: 'Toothache', redFlags: [] };
/** A Monday no other suite uses. */
const TODAY = '2027-05-03';
const CENTRE = lookupOutcodeCentroid('TR1')!;
const OUTCODES = ['TR1', 'TR2', 'TR3', 'TR4', 'TR10', 'TR11', 'TR15', 'TR16'];

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function rng(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
}

/**
 * The search as built (its SQL does most of the rules' probing in one statement and drops rows it
 * proves cannot matter) must answer exactly what the spec's rules answer with EVERY practice's first
 * slot known. 150 practices around Truro (clusters whose distances round alike, a few expired and
 * live holds, today nearly full near the centre), random slots over the 14 days, 40 searches from 8
 * outcodes at random times and radii:
 * the expected answer is `decideSearch` over a brute-force lookup (one query per practice).
 */
describe('Search equals the rules with every first slot known', () => {
  let app: NestFastifyApplication;
  let orm: MikroORM;
  let clock: Clock;
  let patient: TestClient;
  const random = rng(20270503);

  beforeAll(async () => {
    app = await createTestApp();
    orm = await openOrm();
    clock = app.get(Clock);
    patient = new TestClient(app);
    await patient.passGate();
    const at = (km: number, bearing: number) => ({
      lat: CENTRE.lat + ((km * Math.cos(bearing)) / 6371) * (180 / Math.PI),
      lng: CENTRE.lng + ((km * Math.sin(bearing)) / (6371 * Math.cos((CENTRE.lat * Math.PI) / 180))) * (180 / Math.PI),
    });
    for (let i = 0; i < 150; i++) {
      // A third sit in tight rings (same rounded distance from TR1, names in no particular order).
      const km = i % 3 === 0 ? 4 + (i % 5) * 3 + random() * 0.04 : random() * 26;
      const { lat, lng } = at(km, random() * 2 * Math.PI);
      const practiceId = await createPractice(orm, { name: `Truro ${String(Math.floor(random() * 1000)).padStart(3, '0')} Dental`, lat, lng });
      const operativeId = await createOperative(orm, practiceId);
      for (let day = 0; day < SEARCH_HORIZON_DAYS; day++) {
        // Near Truro today is nearly full, farther out it is not: the nearest batch often has
        // nothing today, so practices beyond it decide the search.
        if (random() > (day === 0 ? (km < 12 ? 0.01 : 0.3) : 0.08)) continue;
        const startHour = 8 + Math.floor(random() * 10);
        const slots = await createSlots(orm, { practiceId, operativeId }, addLondonDays(TODAY, day), {
          startHour,
          endHour: startHour + 1 + Math.floor(random() * 3),
        });
        // Some slots held: a live hold hides a slot, a lapsed one does not.
        if (random() < 0.2) await holdSlotUntil(orm, slots[0].id, londonInstant(TODAY, random() < 0.5 ? 6 : 23));
      }
    }
  });
  afterAll(async () => {
    clock.reset();
    await app.close();
    await orm.close(true);
  });

  /** The rules' answer with every in-range practice's first bookable slot looked up one by one. */
  async function expected(centre: { lat: number; lng: number }, radiusKm: number, now: Date) {
    const em = orm.em.fork();
    const practices = await em.execute<Array<{ id: string; name: string; latitude: number | null; longitude: number | null }>>(
      'SELECT id, name, latitude, longitude FROM practice WHERE archived_at IS NULL',
    );
    const horizon = londonDayBounds(addLondonDays(TODAY, SEARCH_HORIZON_DAYS)).start;
    const candidates: Candidate<{ id: string; name: string }, string>[] = [];
    for (const p of practices) {
      const c = {
        practice: { id: p.id, name: p.name },
        distanceKm: distanceKm(centre, {
          lat: p.latitude === null ? null : Number(p.latitude),
          lng: p.longitude === null ? null : Number(p.longitude),
        }),
        first: null as Candidate<{ id: string; name: string }, string>['first'],
      };
      if (c.distanceKm <= reachKm(radiusKm)) {
        const [slot] = await em.execute<Array<{ id: string; starts_at: string }>>(
          `SELECT id, starts_at FROM slot
            WHERE practice_id = ? AND starts_at > ? AND starts_at < ?
              AND (status = 'open' OR (status = 'held' AND hold_expires_at <= ?))
            ORDER BY starts_at LIMIT 1`,
          [p.id, now, horizon, now],
        );
        if (slot) {
          const date = toLondonDate(new Date(slot.starts_at));
          c.first = { dayOffset: londonDayOffset(TODAY, date), date, slot: slot.id };
        }
      }
      candidates.push(c);
    }
    const outcome = decideSearch(candidates, radiusKm);
    return {
      nearest: outcome.nearest?.practice.id ?? null,
      date: outcome.date,
      sorted: outcome.sorted.map((c) => c.practice.id),
      alternatives: outcome.alternatives.map((a) => [a.candidate.practice.id, a.nextAvailable?.slot ?? null]),
      message: outcome.message,
    };
  }

  it('gives the same winner, date, nearest five, alternatives and message in 40 random searches', async () => {
    const seen = { today: 0, later: 0, none: 0 };
    for (let i = 0; i < 40; i++) {
      const outcode = OUTCODES[Math.floor(random() * OUTCODES.length)];
      const minutes = 7 * 60 + Math.floor(random() * 14 * 4) * 15;
      const now = londonInstant(TODAY, Math.floor(minutes / 60), minutes % 60);
      const radiusKm = [20, 20, 20, 10, 3, 1][Math.floor(random() * 6)];
      clock.setNow(now);
      const res = await patient.post('/api/search', { ...lead, postcode: `${outcode} 1AA`, radiusKm });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const actual = {
        nearest: body.nearestPractice?.id ?? null,
        date: body.date,
        sorted: body.sortedPractices.map((p: { id: string }) => p.id),
        alternatives: body.alternatives.map((a: { practice: { id: string }; nextAvailable: { slot: { id: string } } | null }) => [
          a.practice.id,
          a.nextAvailable?.slot.id ?? null,
        ]),
        message: body.message,
      };
      expect({ search: `${outcode} at ${minutes / 60}h within ${radiusKm} km`, ...actual }).toEqual({
        search: `${outcode} at ${minutes / 60}h within ${radiusKm} km`,
        ...(await expected(lookupOutcodeCentroid(outcode)!, radiusKm, now)),
      });
      if (!actual.date) seen.none++;
      else if (actual.date === TODAY) seen.today++;
      else seen.later++;
    }
    // The searches covered each kind of outcome.
    expect(seen.today).toBeGreaterThan(0);
    expect(seen.later).toBeGreaterThan(0);
  });
});
