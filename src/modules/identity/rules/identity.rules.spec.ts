import { PASSWORD_MESSAGES } from '../identity.constants.js';
import {
  isEmailFormat,
  isNewDeviceSignIn,
  lockedUntil,
  newSessionWindow,
  nextIdleExpiry,
  normaliseEmail,
  passwordProblem,
  secondFactorState,
  stillLocked,
  wouldRemoveLastAdmin,
} from './identity.rules.js';

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

  it('asks for 12 characters at least, and nothing else', () => {
    expect(passwordProblem('short-pass1')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('twelve chars')).toBeUndefined();
  });

  it('says a second factor is on once confirmed, required when asked or required of the privileged, else off', () => {
    const base = { confirmed: false, asked: false, privileged: true, mode: 'optional' as const };
    expect(secondFactorState({ ...base, confirmed: true, mode: 'required' })).toBe('on');
    expect(secondFactorState({ ...base, asked: true })).toBe('required');
    expect(secondFactorState({ ...base, mode: 'required' })).toBe('required');
    expect(secondFactorState({ ...base, mode: 'required', privileged: false })).toBe('off');
    expect(secondFactorState(base)).toBe('off');
  });

  it('locks a counter until its window ends once the limit is reached, and a stored lock until its time', () => {
    const now = new Date('2027-01-01T10:00:00Z');
    expect(lockedUntil(5, 5, 60_000, now)).toEqual(new Date('2027-01-01T10:01:00Z'));
    expect(lockedUntil(4, 5, 60_000, now)).toBeNull();
    expect(lockedUntil(5, 5, -2, now)).toBeNull();
    expect(stillLocked(new Date('2027-01-01T10:00:01Z'), now)).toEqual(new Date('2027-01-01T10:00:01Z'));
    expect(stillLocked(now, now)).toBeNull();
    expect(stillLocked(null, now)).toBeNull();
  });

  it('calls a password sign-in without the device cookie by an account that signed in before a new device', () => {
    expect(isNewDeviceSignIn({ trustedBrowser: false, signedInBefore: true })).toBe(true);
    expect(isNewDeviceSignIn({ trustedBrowser: true, signedInBefore: true })).toBe(false);
    expect(isNewDeviceSignIn({ trustedBrowser: false, signedInBefore: false })).toBe(false);
  });
});
