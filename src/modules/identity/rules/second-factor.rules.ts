import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_DIGITS,
  SECOND_FACTOR_ISSUER,
  SECOND_FACTOR_PERIOD_SECONDS,
  SECOND_FACTOR_WINDOW_STEPS,
} from '../identity.constants.js';

/**
 * The second factor's rules, pure (ADR 0037): TOTP after RFC 6238 through `otpauth`, the sealing of
 * its secret, and recovery codes. Nothing here reads the database or the clock: callers pass both.
 */

const SEAL_VERSION = 'v1';

/** The key that seals authenticator secrets: derived from the signing secret, for this use only. */
function sealKey(signingSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', signingSecret, '', 'second-factor-secret:v1', 32));
}

/**
 * Seals a base32 secret with AES-256-GCM, bound to its user (the user id is the additional data, so
 * a sealed secret copied to another account's row does not open): `v1.<iv>.<tag>.<ciphertext>`.
 */
export function sealSecret(base32: string, userId: string, signingSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(signingSecret), iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [SEAL_VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join('.');
}

/** The base32 secret, or undefined when it was not sealed for this user with this signing secret. */
export function openSecret(sealed: string, userId: string, signingSecret: string): string | undefined {
  const [version, iv, tag, data, extra] = sealed.split('.');
  if (version !== SEAL_VERSION || !iv || !tag || !data || extra !== undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(signingSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(userId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/** A new authenticator secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(base32: string, label = 'account') {
  return new TOTP({
    issuer: SECOND_FACTOR_ISSUER,
    label,
    secret: Secret.fromBase32(base32),
    algorithm: 'SHA1',
    digits: SECOND_FACTOR_DIGITS,
    period: SECOND_FACTOR_PERIOD_SECONDS,
  });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(base32: string, email: string): string {
  return totp(base32, email).toString();
}

/** The current code (tests and the browser journey generate codes the same way an app does). */
export function currentCode(base32: string, timestamp: number): string {
  return totp(base32).generate({ timestamp });
}

/** Whether the text is shaped like a TOTP code (6 digits, spaces allowed). */
export function isTotpShaped(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * The time step a TOTP code belongs to (now, or one step either side), or undefined when it matches
 * none. The caller accepts the step only once (no replay).
 */
export function totpStep(base32: string, code: string, timestamp: number): number | undefined {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totp(base32).validate({ token, timestamp, window: SECOND_FACTOR_WINDOW_STEPS });
  if (delta === null) return undefined;
  return TOTP.counter({ period: SECOND_FACTOR_PERIOD_SECONDS, timestamp }) + delta;
}

/** Crockford's base32 alphabet: no i, l, o or u to misread. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** New recovery codes: 16 characters each (80 bits), shown as `xxxx-xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/** A recovery code as typed, made comparable: lower case, no separators, Crockford's look-alikes folded. */
export function normaliseRecoveryCode(code: string): string | undefined {
  const folded = code
    .toLowerCase()
    .replace(/[\s-]/g, '')
    .replace(/[o]/g, '0')
    .replace(/[il]/g, '1');
  return /^[0-9a-hjkmnp-tv-z]{16}$/.test(folded) ? folded : undefined;
}

/** What is stored of a recovery code (80 random bits need no slow hash; like session tokens). */
export function hashRecoveryCode(code: string): string | undefined {
  const normal = normaliseRecoveryCode(code);
  return normal && createHash('sha256').update(`recovery-code:${normal}`).digest('hex');
}
