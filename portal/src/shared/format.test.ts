import { describe, expect, it } from 'vitest';
import { formatDateLong, formatDateShort, formatPounds, formatSlotShort, formatTime } from './format';

describe('en-GB formatting', () => {
  it('writes long dates in London time', () => {
    expect(formatDateLong('2027-03-28T08:00:00Z')).toBe('Sunday 28 March 2027');
  });
  it('writes list dates as dd/mm/yyyy', () => {
    expect(formatDateShort('2027-01-05T10:00:00Z')).toBe('05/01/2027');
  });
  it('writes times as hh:mm in London time across DST', () => {
    expect(formatTime('2027-07-01T08:00:00Z')).toBe('09:00');
    expect(formatTime('2027-01-01T08:00:00Z')).toBe('08:00');
  });
  it('writes the short slot form', () => {
    expect(formatSlotShort('2027-07-01T08:30:00Z')).toBe('Thu 1 Jul, 09:30');
  });
  it('says "Invalid date" and "Invalid time" for bad input', () => {
    expect(formatDateLong('nope')).toBe('Invalid date');
    expect(formatTime('nope')).toBe('Invalid time');
  });
  it('writes whole pounds without pence', () => {
    expect(formatPounds(3900)).toBe('£39');
    expect(formatPounds(1950)).toBe('£19.50');
  });
});
