import { addLondonDays, londonDayBounds, londonInstant, toLondonDate, toLondonIso } from './clock.js';

describe('London calendar helpers', () => {
  it('puts 09:00 at 09:00 London time on both sides of the spring change (28 March 2027)', () => {
    expect(londonInstant('2027-03-27', 9).toISOString()).toBe('2027-03-27T09:00:00.000Z');
    expect(londonInstant('2027-03-28', 9).toISOString()).toBe('2027-03-28T08:00:00.000Z');
  });

  it('has a 23-hour day in spring and a 25-hour day in autumn', () => {
    const spring = londonDayBounds('2027-03-28');
    const autumn = londonDayBounds('2027-10-31');
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3600_000);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3600_000);
  });

  it('gives the London date of an instant near midnight', () => {
    expect(toLondonDate(new Date('2027-06-30T23:30:00Z'))).toBe('2027-07-01');
    expect(toLondonDate(new Date('2027-12-31T23:30:00Z'))).toBe('2027-12-31');
  });

  it('adds calendar days across a change of clocks', () => {
    expect(addLondonDays('2027-03-27', 1)).toBe('2027-03-28');
    expect(addLondonDays('2027-10-30', 2)).toBe('2027-11-01');
  });

  it('writes instants with the London offset', () => {
    expect(toLondonIso(new Date('2027-07-01T08:00:00Z'))).toBe('2027-07-01T09:00:00+01:00');
    expect(toLondonIso(new Date('2027-01-05T09:30:00Z'))).toBe('2027-01-05T09:30:00Z'.replace('Z', '+00:00'));
  });
});
