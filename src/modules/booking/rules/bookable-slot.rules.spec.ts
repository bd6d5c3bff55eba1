import { isBookableSlot, isTakenSlot } from './bookable-slot.rules.js';

describe(isBookableSlot.name, () => {
  const now = new Date('2027-03-01T10:00:00Z');
  it('counts open slots and expired holds as bookable, live holds and bookings not', () => {
    expect(isBookableSlot({ status: 'open', holdExpiresAt: null }, now)).toBe(true);
    expect(isBookableSlot({ status: 'held', holdExpiresAt: new Date('2027-03-01T09:59:59Z') }, now)).toBe(true);
    expect(isBookableSlot({ status: 'held', holdExpiresAt: new Date('2027-03-01T10:05:00Z') }, now)).toBe(false);
    expect(isBookableSlot({ status: 'booked', holdExpiresAt: null }, now)).toBe(false);
    expect(isBookableSlot({ status: 'blocked', holdExpiresAt: null }, now)).toBe(false);
  });

  it('reads a hold expiry given as the text PostgreSQL sends, and counts a hold running out this instant as run out', () => {
    expect(isBookableSlot({ status: 'held', holdExpiresAt: '2027-03-01 10:00:00+00' }, now)).toBe(true);
    expect(isBookableSlot({ status: 'held', holdExpiresAt: '2027-03-01 10:00:00.001+00' }, now)).toBe(false);
  });
});

describe(isTakenSlot.name, () => {
  const now = new Date('2027-03-01T10:00:00Z');
  it('counts bookings and live holds as taken by a patient; open, blocked and run-out holds not', () => {
    expect(isTakenSlot({ status: 'booked', holdExpiresAt: null }, now)).toBe(true);
    expect(isTakenSlot({ status: 'held', holdExpiresAt: new Date('2027-03-01T10:05:00Z') }, now)).toBe(true);
    expect(isTakenSlot({ status: 'held', holdExpiresAt: now }, now)).toBe(false);
    expect(isTakenSlot({ status: 'open', holdExpiresAt: null }, now)).toBe(false);
    expect(isTakenSlot({ status: 'blocked', holdExpiresAt: null }, now)).toBe(false);
  });
});
