import { postcodeArea, rankForPractice } from './waitlist.rules.js';

const now = new Date('2027-03-01T10:00:00Z');
const entry = (id: string, lat: number, lng: number, radiusKm = 20, minutesAgo = 10, expiresInDays = 10) => ({
  id,
  latitude: lat,
  longitude: lng,
  radiusKm,
  createdAt: new Date(now.getTime() - minutesAgo * 60_000),
  expiresAt: new Date(now.getTime() + expiresInDays * 86_400_000),
});
const practice = { lat: 51.5074, lng: -0.1278 };

describe('waitlist rules', () => {
  it('offers the nearest waiting patient first, then the earliest to join', () => {
    const ranked = rankForPractice(practice, [entry('far', 51.6, -0.13), entry('near-late', 51.51, -0.128, 20, 5), entry('near-early', 51.51, -0.128, 20, 50)], now);
    expect(ranked.map((e) => e.id)).toEqual(['near-early', 'near-late', 'far']);
  });
  it('leaves out patients whose radius does not reach the practice (with the 1.1 tolerance)', () => {
    // About 21.2 km north: inside 1.1 × 20 km, outside 1.1 × 10 km.
    const e20 = entry('r20', 51.698, -0.1278, 20);
    const e10 = entry('r10', 51.698, -0.1278, 10);
    expect(rankForPractice(practice, [e20, e10], now).map((e) => e.id)).toEqual(['r20']);
  });
  it('never offers an expired entry, and nobody is reached by a practice without coordinates', () => {
    expect(rankForPractice(practice, [entry('old', 51.51, -0.128, 20, 10, -1)], now)).toEqual([]);
    expect(rankForPractice({ lat: null, lng: null }, [entry('a', 51.51, -0.128)], now)).toEqual([]);
  });
  it('groups by postcode area', () => {
    expect(['SW1A', 'M1', 'EH10'].map(postcodeArea)).toEqual(['SW', 'M', 'EH']);
  });
});
