import { addLondonDays, addLondonYears, Clock, InvalidLondonDateError, londonDayBounds, londonInstant, toLondonDate, toLondonIso } from './clock.js';

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

describe('the ends of the calendar', () => {
  it('refuses to step past 9999-12-31 (instead of writing +010000) or to use year 0000 (PostgreSQL has none)', () => {
    expect(() => londonDayBounds('9999-12-31')).toThrow(InvalidLondonDateError);
    expect(() => addLondonDays('9999-12-31', 1)).toThrow(InvalidLondonDateError);
    expect(() => addLondonDays('0001-01-01', -1)).toThrow(InvalidLondonDateError);
    expect(() => londonDayBounds('0000-01-01')).toThrow(InvalidLondonDateError);
    expect(() => addLondonYears('9998-06-01', 2)).toThrow(InvalidLondonDateError);
    expect(addLondonDays('9999-12-30', 1)).toBe('9999-12-31');
  });

  it('reads years 0001 to 0099 as themselves (Date.UTC would make them 1901 to 1999)', () => {
    expect(addLondonDays('0001-01-01', 1)).toBe('0001-01-02');
    expect(addLondonDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addLondonDays('0004-02-28', 1)).toBe('0004-02-29');
  });

  it('refuses instants it cannot write', () => {
    expect(() => toLondonDate(new Date(NaN))).toThrow(InvalidLondonDateError);
    expect(() => toLondonIso(new Date('9999-12-31T23:30:00-05:00'))).toThrow(InvalidLondonDateError);
  });
});

describe('adding years', () => {
  it('keeps the day, and makes 29 February the 28th in a common year', () => {
    expect(addLondonYears('2026-11-24', 2)).toBe('2028-11-24');
    expect(addLondonYears('2028-02-29', -1)).toBe('2027-02-28');
    expect(addLondonYears('2028-02-29', 4)).toBe('2032-02-29');
  });
});

describe(Clock.name, () => {
  it('gives a window of dates from a year back to two years ahead of its today', () => {
    const sut = new Clock();
    sut.setNow('2028-02-29T23:30:00Z');
    expect(sut.dateWindow()).toEqual({ from: '2027-02-28', to: '2030-02-28' });
    sut.setNow('2026-06-30T23:30:00Z');
    expect(sut.dateWindow()).toEqual({ from: '2025-07-01', to: '2028-07-01' });
  });

  it('runs on the day TEST_CLOCK_OFFSET_MS moved it to, and reset() goes back there, not to the machine clock', () => {
    const offset = Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);
    const sut = new Clock();
    const expected = Date.now() + offset;
    expect(Math.abs(sut.now().getTime() - expected)).toBeLessThan(1000);
    expect(sut.londonToday()).toBe(toLondonDate(new Date(sut.now())));
    sut.setNow('2027-01-01T12:00:00Z');
    sut.reset();
    expect(Math.abs(sut.now().getTime() - (Date.now() + offset))).toBeLessThan(1000);
  });

  it("tells today's London date around midnight and across the year's end", () => {
    const sut = new Clock();
    sut.setNow('2026-12-31T23:59:59Z');
    expect(sut.londonToday()).toBe('2026-12-31');
    sut.advance(1000);
    expect(sut.londonToday()).toBe('2027-01-01');
    sut.setNow('2027-06-30T23:00:00Z');
    expect(sut.londonToday()).toBe('2027-07-01');
  });
});
