import { createHmac, timingSafeEqual } from 'node:crypto';
import { checkUkPhone } from './phone.rules.js';
import { SCREENING_PROOF_MINUTES } from '../search.constants.js';

/*
 * The screening proof: what a search that ran answers (`screening`) and POST /api/holds requires. It
 * says that this patient answered "none of these" to the emergency signs a short while ago, so a
 * client that never asked the question cannot hold a time. Stateless, like the manage link's token:
 * `<claims>.<signature>`, both base64url, the signature an HMAC-SHA256 with the site's signing secret
 * over a purpose and the claims, so it works on every api copy and nothing is stored.
 */

/** Raised when the claims change meaning; a proof of another version is refused (the patient is asked again). */
export const SCREENING_PROOF_VERSION = 1;
/** Longer than any proof this code makes: refused before any work. */
export const SCREENING_PROOF_MAX_LENGTH = 512;
const PURPOSE = 'screening-proof';

/** Who the proof is for: the fields a search and a hold both carry. */
export interface ScreenedPatient {
  name: string;
  phone: string;
  postcode: string;
}

export interface ScreeningClaims {
  /** version */
  v: number;
  /** expiry, seconds since the epoch */
  x: number;
  /** the patient's binding (`screeningBinding`) */
  b: string;
}

export type ScreeningCheck = { ok: true } | { ok: false; reason: 'malformed' | 'signature' | 'version' | 'expired' | 'patient' };

/**
 * The patient as a search and a later hold both write them, however typed: the phone in E.164 (the
 * UK rule's: "07700 900982" and "+44 7700 900982" are one number), the postcode without spaces in
 * capitals, the name case-folded with its spaces collapsed. A phone the rule cannot read (both
 * routes refuse one first) is kept as typed without spaces.
 */
export function screeningSubject(patient: ScreenedPatient): string {
  const phone = checkUkPhone(patient.phone);
  const e164 = phone.ok ? phone.e164 : patient.phone.replace(/\s+/g, '');
  const postcode = patient.postcode.replace(/\s+/g, '').toUpperCase();
  // Upper then lower: a simple case fold (ß and SS agree) whatever the locale.
  const name = patient.name.normalize('NFKC').trim().replace(/\s+/g, ' ').toUpperCase().toLowerCase();
  return [e164, postcode, name].join('\n');
}

/**
 * The proof's binding to one patient: a keyed hash of `screeningSubject` (the site's secret, its own
 * purpose), so the proof carries nothing that could be reversed into a phone number by guessing.
 */
export function screeningBinding(patient: ScreenedPatient, secret: string): string {
  return createHmac('sha256', secret).update(`screening-patient:${screeningSubject(patient)}`).digest('base64url');
}

const sign = (body: string, secret: string) => createHmac('sha256', secret).update(`${PURPOSE}:${body}`).digest('base64url');

export function encodeScreeningProof(claims: ScreeningClaims, secret: string): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(body, secret)}`;
}

/** The claims of a proof whose signature is ours, or why not (the signature is compared in constant time). */
export function decodeScreeningProof(token: unknown, secret: string): { ok: true; claims: Partial<ScreeningClaims> } | { ok: false; reason: 'malformed' | 'signature' } {
  if (typeof token !== 'string' || token.length > SCREENING_PROOF_MAX_LENGTH) return { ok: false, reason: 'malformed' };
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'malformed' };
  const expected = Buffer.from(sign(body, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'signature' };
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'malformed' };
    return { ok: true, claims: claims as Partial<ScreeningClaims> };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

/** A proof for this patient, good for `minutes` from `now`. */
export function issueScreeningProof(patient: ScreenedPatient, secret: string, now: Date, minutes = SCREENING_PROOF_MINUTES): string {
  const claims: ScreeningClaims = { v: SCREENING_PROOF_VERSION, x: Math.floor(now.getTime() / 1000) + minutes * 60, b: screeningBinding(patient, secret) };
  return encodeScreeningProof(claims, secret);
}

/**
 * Whether `token` proves that `patient` was screened: ours (signature), this version, not expired at
 * `now`, and for this patient (the binding, compared in constant time). Any other answer means the
 * question must be asked again.
 */
export function checkScreeningProof(token: unknown, patient: ScreenedPatient, secret: string, now: Date): ScreeningCheck {
  const decoded = decodeScreeningProof(token, secret);
  if (!decoded.ok) return decoded;
  const { v, x, b } = decoded.claims;
  if (v !== SCREENING_PROOF_VERSION) return { ok: false, reason: 'version' };
  if (typeof x !== 'number' || typeof b !== 'string') return { ok: false, reason: 'malformed' };
  if (x * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  const expected = Buffer.from(screeningBinding(patient, secret));
  const given = Buffer.from(b);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'patient' };
  return { ok: true };
}
