import fc from 'fast-check';
import {
  boundingBox,
  type Candidate,
  decideSearch,
  placeOrPostcode,
  distanceKm,
  type FirstSlot,
  type FirstSlotLookup,
  londonDayOffset,
  preferEarliestToday,
  preferStudio,
  probeFirstSlots,
  reachKm,
  type SearchOutcome,
} from './search.rules.js';
import { SEARCH_MESSAGES_CY } from '../search.cy.constants.js';

type P = { id: string; name: string };
const slot = (day: number) => ({
  dayOffset: day,
  date: `2027-03-${String(1 + day).padStart(2, '0')}`,
  slot: { id: `s${day}`, startTime: 't', endTime: 'u' },
});
const c = (id: string, km: number, firstDay: number | null, name = id): Candidate<P> => ({
  practice: { id, name },
  distanceKm: km,
  first: firstDay === null ? null : slot(firstDay),
});

describe(distanceKm.name, () => {
  it('measures London to Manchester as the crow flies, to 0.1 km', () => {
    expect(distanceKm({ lat: 51.5074, lng: -0.1278 }, { lat: 53.4808, lng: -2.2426 })).toBe(262);
  });
  it('puts a practice without coordinates infinitely far away', () => {
    expect(distanceKm({ lat: 51.5, lng: 0 }, { lat: null, lng: null })).toBe(Infinity);
  });
});

describe(preferStudio.name, () => {
  const practices = [c('near', 1, 0), c('mid', 3, 2), c('studio', 8, 5), c('far', 12, 1)];
  const rules = decideSearch(practices, 20);
  const studio = (first: number | null, km = 8) => c('studio', km, first);

  it('answers with the studio when it has a slot within seven days, the rules\' winner first among the alternatives', () => {
    const sut = preferStudio(rules, studio(5));
    expect(sut.nearest?.practice.id).toBe('studio');
    expect(sut.date).toBe('2027-03-06');
    expect(sut.alternatives.map((a) => a.candidate.practice.id)).toEqual(['near', 'mid', 'far']);
    expect(sut.alternatives[0].nextAvailable?.date).toBe('2027-03-01');
    expect(sut.sorted).toBe(rules.sorted);
  });

  it('leaves the rules\' answer when the studio has nothing in the next seven days', () => {
    expect(preferStudio(rules, studio(7))).toBe(rules);
    expect(preferStudio(rules, studio(null))).toBe(rules);
  });

  it('leaves the rules\' answer when the studio is out of range, or when there is none', () => {
    expect(preferStudio(rules, studio(1, 30))).toBe(rules);
    expect(preferStudio(rules, undefined)).toBe(rules);
  });

  it('answers with the studio even when the rules found nothing in range with slots', () => {
    const none = decideSearch([c('studio', 8, null)], 20);
    const sut = preferStudio(none, studio(3));
    expect(sut).toMatchObject({ nearest: { practice: { id: 'studio' } }, date: '2027-03-04', alternatives: [] });
    expect(sut.message).toBeUndefined();
  });
});

describe(preferEarliestToday.name, () => {
  /** A candidate whose first slot is on `day` at `hhmm` (London time does not matter to the rule). */
  const at = (id: string, km: number, day: number, hhmm: string): Candidate<P> => ({
    practice: { id, name: id },
    distanceKm: km,
    first: { dayOffset: day, date: `2027-03-${String(1 + day).padStart(2, '0')}`, slot: { id: `${id}-s`, startTime: `${hhmm}`, endTime: 'u' } },
  });
  const startOf = (s: { startTime: string }) => Number(s.startTime.replace(':', ''));

  it("leads with today's earliest time, the nearest practice first among the alternatives", () => {
    const practices = [at('near', 1, 0, '16:00'), at('mid', 4, 0, '09:30'), at('far', 12, 0, '09:00'), at('later', 2, 1, '08:00')];
    const sut = preferEarliestToday(decideSearch(practices, 20), practices, startOf);
    expect(sut.nearest?.practice.id).toBe('far');
    expect(sut.date).toBe('2027-03-01');
    expect(sut.alternatives.map((a) => a.candidate.practice.id)).toEqual(['near', 'later', 'mid']);
    expect(sut.alternatives[0].nextAvailable).toEqual({ date: '2027-03-01', slot: expect.objectContaining({ startTime: '16:00' }) });
  });

  it('gives an equal time to the nearer practice, and keeps the outcome when that is already its answer', () => {
    const practices = [at('near', 1, 0, '10:00'), at('far', 9, 0, '10:00')];
    const rules = decideSearch(practices, 20);
    expect(preferEarliestToday(rules, practices, startOf)).toBe(rules);
  });

  it('keeps the outcome when no practice in range has a time today', () => {
    const practices = [at('near', 1, 1, '08:00'), at('far', 9, 2, '08:00'), at('out', 40, 0, '08:00')];
    const rules = decideSearch(practices, 20);
    expect(preferEarliestToday(rules, practices, startOf)).toBe(rules);
    expect(rules.date).toBe('2027-03-02');
  });

  it("wins over the practice the patient came from when that has nothing today", () => {
    const practices = [at('near', 1, 0, '15:00'), at('studio', 3, 2, '08:00')];
    const studio = preferStudio(decideSearch(practices, 20), practices[1]);
    expect(studio.nearest?.practice.id).toBe('studio');
    const sut = preferEarliestToday(studio, practices, startOf);
    expect(sut.nearest?.practice.id).toBe('near');
    expect(sut.alternatives.map((a) => a.candidate.practice.id)).toEqual(['studio']);
  });
});

describe(decideSearch.name, () => {
  it('takes the nearest practice with a slot today', () => {
    const sut = decideSearch([c('far', 10, 0), c('near', 2, 0), c('nearest', 1, 1)], 20);
    expect(sut.nearest?.practice.id).toBe('near');
    expect(sut.date).toBe('2027-03-01');
  });

  it('looks at later days only when nobody has a slot today', () => {
    const sut = decideSearch([c('a', 5, 3), c('b', 1, 5), c('c', 8, 3)], 20);
    expect(sut.nearest?.practice.id).toBe('a');
    expect(sut.date).toBe('2027-03-04');
  });

  it('says no practice is within the radius', () => {
    const sut = decideSearch([c('a', 30, 0)], 20);
    expect(sut).toMatchObject({
      nearest: null,
      sorted: [],
      message: 'No practices found within 20km of your location.',
    });
  });

  it('considers practices within 1.1 times the radius', () => {
    expect(decideSearch([c('a', 22, 0)], 20).nearest?.practice.id).toBe('a');
    expect(decideSearch([c('a', 22.1, 0)], 20).nearest).toBeNull();
  });

  it('says there are practices but no appointments within the horizon', () => {
    const sut = decideSearch([c('a', 3, null), c('b', 4, 14)], 20);
    expect(sut).toMatchObject({
      nearest: null,
      message: 'No available appointments found within 20km. Try increasing the search distance.',
    });
    expect(sut.sorted.map((x) => x.practice.id)).toEqual(['a', 'b']);
  });

  it('says either in Welsh for a Welsh page, deciding the same', () => {
    expect(decideSearch([c('a', 30, 0)], 20, 'cy').message).toBe(SEARCH_MESSAGES_CY.noPracticesWithin(20));
    expect(decideSearch([c('a', 3, null)], 20, 'cy').message).toBe(SEARCH_MESSAGES_CY.noAppointmentsWithin(20));
    expect(decideSearch([c('a', 3, 1)], 20, 'cy')).toEqual(decideSearch([c('a', 3, 1)], 20));
  });

  it('finds a farther practice once the radius is widened', () => {
    const practices = [c('a', 3, null), c('b', 35, 2)];
    expect(decideSearch(practices, 20).nearest).toBeNull();
    expect(decideSearch(practices, 40).nearest?.practice.id).toBe('b');
  });

  it('breaks distance ties by name, then id', () => {
    expect(decideSearch([c('2', 4, 0, 'Beta'), c('1', 4, 0, 'Alpha')], 20).nearest?.practice.id).toBe('1');
    expect(decideSearch([c('b', 4, 0, 'Same'), c('a', 4, 0, 'Same')], 20).nearest?.practice.id).toBe('a');
  });

  it('never counts practices without coordinates as in range', () => {
    const sut = decideSearch([c('nowhere', Infinity, 0), c('a', 5, 2)], 20);
    expect(sut.nearest?.practice.id).toBe('a');
    expect(sut.sorted.map((x) => x.practice.id)).toEqual(['a']);
  });

  it('offers up to three other in-range practices, nearest first, with next availability within 7 days', () => {
    const sut = decideSearch([c('w', 1, 0), c('x', 2, 8), c('y', 3, 6), c('z', 4, null), c('v', 5, 1)], 20);
    expect(sut.alternatives.map((a) => [a.candidate.practice.id, a.nextAvailable?.date ?? null])).toEqual([
      ['x', null],
      ['y', '2027-03-07'],
      ['z', null],
    ]);
  });

  it('gives fewer alternatives when fewer practices are in range, and keeps the nearest five', () => {
    expect(decideSearch([c('a', 1, 0), c('b', 2, 0)], 20).alternatives).toHaveLength(1);
    const many = Array.from({ length: 8 }, (_, i) => c(`p${i}`, i + 1, 0));
    expect(decideSearch(many, 20).sorted.map((x) => x.practice.id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });
});

describe('geometry helpers', () => {
  it('builds a bounding box that contains the whole radius', () => {
    const box = boundingBox({ lat: 55.95, lng: -3.19 }, 22);
    expect(distanceKm({ lat: 55.95, lng: -3.19 }, { lat: box.maxLat, lng: -3.19 })).toBeGreaterThanOrEqual(
      21.9,
    );
    expect(distanceKm({ lat: 55.95, lng: -3.19 }, { lat: 55.95, lng: box.maxLng })).toBeGreaterThanOrEqual(
      21.9,
    );
  });
});

/** A lookup over known first slots that answers as the repository does, and records its calls. */
function lookupOver(truth: Record<string, number | null>) {
  const calls: Array<{ ids: string[]; beforeDay: number }> = [];
  const lookup: FirstSlotLookup = async (ids, beforeDay) => {
    calls.push({ ids, beforeDay });
    const found = new Map<string, FirstSlot>();
    for (const id of ids) {
      const day = truth[id];
      if (day !== null && day !== undefined && day < beforeDay) found.set(id, slot(day));
    }
    return found;
  };
  return { lookup, calls };
}
const bare = (id: string, km: number, name = id): Candidate<P> => ({
  practice: { id, name },
  distanceKm: km,
  first: null,
});

describe(probeFirstSlots.name, () => {
  it('looks up only the nearest batch when one of them has a slot today', async () => {
    const { lookup, calls } = lookupOver({ a: 3, b: 0, c: null, d: 5, e: 0, f: 1 });
    const sut = await probeFirstSlots(
      [bare('a', 1), bare('b', 2), bare('c', 3), bare('d', 4), bare('e', 5), bare('f', 6)],
      20,
      lookup,
      [4, 2],
    );
    expect(calls).toEqual([{ ids: ['a', 'b', 'c', 'd'], beforeDay: 14 }]);
    expect(decideSearch(sut, 20).nearest?.practice.id).toBe('b');
  });

  it('looks farther only for days before the best day found so far', async () => {
    const { lookup, calls } = lookupOver({ a: 3, b: null, c: null, d: 5, e: 1, f: 2, g: 0 });
    const sut = await probeFirstSlots(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id, i) => bare(id, i + 1)),
      20,
      lookup,
      [4, 2],
    );
    expect(calls).toEqual([
      { ids: ['a', 'b', 'c', 'd'], beforeDay: 14 },
      { ids: ['e', 'f'], beforeDay: 3 },
      { ids: ['g'], beforeDay: 1 },
    ]);
    expect(decideSearch(sut, 20)).toMatchObject({ nearest: { practice: { id: 'g' } }, date: '2027-03-01' });
  });

  it('looks at every practice in range over the whole horizon when none has a slot', async () => {
    const { lookup, calls } = lookupOver({});
    const sut = await probeFirstSlots(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => bare(id, i + 1)).concat(bare('far', 50)),
      20,
      lookup,
      [4, 1],
    );
    expect(calls.map((c) => [c.ids, c.beforeDay])).toEqual([
      [['a', 'b', 'c', 'd'], 14],
      [['e'], 14],
      [['f'], 14],
    ]);
    expect(decideSearch(sut, 20).message).toBe(
      'No available appointments found within 20km. Try increasing the search distance.',
    );
  });

  it('never looks up practices out of range or without coordinates', async () => {
    const { lookup, calls } = lookupOver({ far: 0, nowhere: 0 });
    await probeFirstSlots([bare('far', 22.1), bare('nowhere', Infinity)], 20, lookup);
    expect(calls).toEqual([]);
  });

  it('refuses a first batch too small to hold the alternatives', async () => {
    await expect(probeFirstSlots([], 20, lookupOver({}).lookup, [3])).rejects.toThrow(RangeError);
  });

  it('decides exactly as if every first slot were known (property)', async () => {
    const practice = fc.record({
      km: fc.constantFrom(0.5, 1, 1, 2.5, 4, 7, 12, 21.9, 22, 22.1, 30, Infinity),
      name: fc.constantFrom('Alpha', 'Beta', 'Gamma'),
      day: fc.option(fc.integer({ min: 0, max: 13 }), { nil: null, freq: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(practice, { maxLength: 40 }),
        fc.constantFrom(10, 20, 40),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 0, maxLength: 3 }),
        async (rows, radius, more) => {
          const truth = Object.fromEntries(rows.map((r, i) => [`id${String(i).padStart(2, '0')}`, r.day]));
          const full = rows.map((r, i) => c(`id${String(i).padStart(2, '0')}`, r.km, r.day, r.name));
          const { lookup } = lookupOver(truth);
          const probed = await probeFirstSlots<P>(
            full.map((x) => ({ ...x, first: null })),
            radius,
            lookup,
            [4, ...more],
          );
          const summary = (o: SearchOutcome<P>) => ({
            nearest: o.nearest?.practice.id ?? null,
            date: o.date,
            sorted: o.sorted.map((x) => x.practice.id),
            alternatives: o.alternatives.map((a) => [
              a.candidate.practice.id,
              a.nextAvailable?.slot.id ?? null,
            ]),
            message: o.message,
          });
          expect(summary(decideSearch<P>(probed, radius))).toEqual(summary(decideSearch<P>(full, radius)));
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('day and reach helpers', () => {
  it('counts London days across a clock change', () => {
    expect(londonDayOffset('2027-03-27', '2027-03-29')).toBe(2);
    expect(londonDayOffset('2027-10-30', '2027-10-31')).toBe(1);
    expect(londonDayOffset('2027-03-01', '2027-03-01')).toBe(0);
  });

  it('reaches 1.1 times the radius, to 0.1 km', () => {
    expect(reachKm(20)).toBe(22);
    expect(reachKm(40)).toBe(44);
    expect(reachKm(3)).toBe(3.3);
  });
});

describe('placeOrPostcode (a place chosen in Google address search)', () => {
  const postcode = { lat: 51.5202, lng: -0.1483, source: 'outcode' as const, approximate: true as const };

  it("searches from the place's own point when it lies near its postcode's, and then it is not approximate", () => {
    expect(placeOrPostcode(postcode, { lat: 51.521, lng: -0.147 })).toEqual({ lat: 51.521, lng: -0.147, source: 'outcode' });
  });

  it("keeps the postcode's point when there is no place, or the place is farther than the tolerance", () => {
    expect(placeOrPostcode(postcode, undefined)).toBe(postcode);
    expect(placeOrPostcode(postcode, { lat: 53.48, lng: -2.24 })).toBe(postcode);
  });
});
