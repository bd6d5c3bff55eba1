import { currentCode, hashRecoveryCode, isTotpShaped, newRecoveryCodes, newSecret, normaliseRecoveryCode, openSecret, otpauthUri, sealSecret, totpStep } from './second-factor.rules.js';

/** RFC 6238 appendix B's SHA-1 seed, "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('second-factor rules', () => {
  it("makes RFC 6238's SHA-1 test vectors (their last six digits)", () => {
    expect(currentCode(RFC_SECRET, 59_000)).toBe('287082');
    expect(currentCode(RFC_SECRET, 1_111_111_109_000)).toBe('081804');
    expect(currentCode(RFC_SECRET, 1_234_567_890_000)).toBe('005924');
    expect(currentCode(RFC_SECRET, 2_000_000_000_000)).toBe('279037');
  });

  it('names the time step a code belongs to, one step either side of now, and no other', () => {
    const now = 1_234_567_890_000;
    const step = Math.floor(now / 30_000);
    expect(totpStep(RFC_SECRET, currentCode(RFC_SECRET, now), now)).toBe(step);
    expect(totpStep(RFC_SECRET, currentCode(RFC_SECRET, now - 30_000), now)).toBe(step - 1);
    expect(totpStep(RFC_SECRET, currentCode(RFC_SECRET, now + 30_000), now)).toBe(step + 1);
    expect(totpStep(RFC_SECRET, currentCode(RFC_SECRET, now - 60_000), now)).toBeUndefined();
    expect(totpStep(RFC_SECRET, '12345', now)).toBeUndefined();
    expect(totpStep(RFC_SECRET, 'abcdef', now)).toBeUndefined();
    const spaced = currentCode(RFC_SECRET, now).replace(/^(\d{3})/, '$1 ');
    expect(isTotpShaped(spaced)).toBe(true);
    expect(totpStep(RFC_SECRET, spaced, now)).toBe(step);
  });

  it('makes 160-bit secrets and an otpauth URI an app reads', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newSecret()).not.toBe(secret);
    const uri = new URL(otpauthUri(secret, 'ann@example.test'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Emergency Dental');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it("seals a secret for one user with one signing secret: another user's row, another key or a changed byte does not open", () => {
    const sealed = sealSecret(RFC_SECRET, 'user-a', 'signing-secret');
    expect(sealed).not.toContain(RFC_SECRET);
    expect(sealSecret(RFC_SECRET, 'user-a', 'signing-secret')).not.toBe(sealed);
    expect(openSecret(sealed, 'user-a', 'signing-secret')).toBe(RFC_SECRET);
    expect(openSecret(sealed, 'user-b', 'signing-secret')).toBeUndefined();
    expect(openSecret(sealed, 'user-a', 'another-secret')).toBeUndefined();
    const parts = sealed.split('.');
    // A character in the middle (the last one of base64 may carry only padding bits).
    parts[3] = `${parts[3].slice(0, 5)}${parts[3][5] === 'A' ? 'B' : 'A'}${parts[3].slice(6)}`;
    expect(openSecret(parts.join('.'), 'user-a', 'signing-secret')).toBeUndefined();
    expect(openSecret('not-sealed', 'user-a', 'signing-secret')).toBeUndefined();
  });

  it('makes ten distinct recovery codes and matches them however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    expect(normaliseRecoveryCode('ABCD-EFGH-JKMN-PQRS')).toBe('abcdefghjkmnpqrs');
    expect(normaliseRecoveryCode(' abcd efgh jkmn pqrs ')).toBe('abcdefghjkmnpqrs');
    // Crockford's look-alikes: O is 0, I and L are 1.
    expect(normaliseRecoveryCode('OOOO-IIII-LLLL-0000')).toBe('0000111111110000');
    expect(normaliseRecoveryCode('too-short')).toBeUndefined();
    expect(normaliseRecoveryCode('uuuu-uuuu-uuuu-uuuu')).toBeUndefined();
    expect(hashRecoveryCode('ABCD-EFGH-JKMN-PQRS')).toBe(hashRecoveryCode('abcdefghjkmnpqrs'));
    expect(hashRecoveryCode('abcdefghjkmnpqrs')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRecoveryCode('123456')).toBeUndefined();
  });
});
