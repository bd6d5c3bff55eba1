import { boundingBox, type Candidate, decideSearch, distanceKm, fallbackPoint } from './search.rules.js';

type P = { id: string; name: string };
const slot = (day: number) => ({ dayOffset: day, date: `2027-03-${String(1 + day).padStart(2, '0')}`, slot: { id: `s${day}`, startTime: 't', endTime: 'u' } });
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
    expect(sut).toMatchObject({ nearest: null, sorted: [], message: 'No practices found within 20km of your location.' });
  });

  it('considers practices within 1.1 times the radius', () => {
    expect(decideSearch([c('a', 22, 0)], 20).nearest?.practice.id).toBe('a');
    expect(decideSearch([c('a', 22.1, 0)], 20).nearest).toBeNull();
  });

  it('says there are practices but no appointments within the horizon', () => {
    const sut = decideSearch([c('a', 3, null), c('b', 4, 14)], 20);
    expect(sut).toMatchObject({ nearest: null, message: 'No available appointments found within 20km. Try increasing the search distance.' });
    expect(sut.sorted.map((x) => x.practice.id)).toEqual(['a', 'b']);
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
    expect(distanceKm({ lat: 55.95, lng: -3.19 }, { lat: box.maxLat, lng: -3.19 })).toBeGreaterThanOrEqual(21.9);
    expect(distanceKm({ lat: 55.95, lng: -3.19 }, { lat: 55.95, lng: box.maxLng })).toBeGreaterThanOrEqual(21.9);
  });

  it('places an unknown postcode at the same point near central London every time', () => {
    const centre = { lat: 51.5074, lng: -0.1278 };
    const a = fallbackPoint('ZZ9 9ZZ', centre);
    expect(fallbackPoint('ZZ9 9ZZ', centre)).toEqual(a);
    expect(distanceKm(centre, a)).toBeLessThan(8);
  });
});
