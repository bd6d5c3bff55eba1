import { isEmailFormat, newSessionWindow, nextIdleExpiry, normaliseEmail, wouldRemoveLastAdmin } from './identity.rules.js';

describe('identity rules', () => {
  it('normalises e-mail case and spaces', () => {
    expect(normaliseEmail('  Admin@Example.COM ')).toBe('admin@example.com');
  });

  it.each(['a@b.co', 'first.last+tag@example.org'])('accepts %s', (email) => {
    expect(isEmailFormat(email)).toBe(true);
  });

  it.each(['', 'plain', 'a@b', 'a b@c.com', '@example.com'])('refuses %p', (email) => {
    expect(isEmailFormat(email)).toBe(false);
  });

  it('expires a session after 30 idle minutes and 12 hours at most', () => {
    const now = new Date('2027-01-01T10:00:00Z');
    const sut = newSessionWindow(now);
    expect(sut.idleExpiresAt.toISOString()).toBe('2027-01-01T10:30:00.000Z');
    expect(sut.absoluteExpiresAt.toISOString()).toBe('2027-01-01T22:00:00.000Z');
  });

  it('never extends the idle expiry past the absolute one', () => {
    const absolute = new Date('2027-01-01T22:00:00Z');
    expect(nextIdleExpiry(new Date('2027-01-01T21:50:00Z'), absolute)).toEqual(absolute);
  });

  it('refuses to demote the last admin but allows demoting one of two', () => {
    expect(wouldRemoveLastAdmin(1, 'admin', 'user')).toBe(true);
    expect(wouldRemoveLastAdmin(2, 'admin', 'user')).toBe(false);
    expect(wouldRemoveLastAdmin(1, 'user', 'admin')).toBe(false);
  });
});
