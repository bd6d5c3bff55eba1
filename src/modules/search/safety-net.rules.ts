import { RED_FLAG_CODES, RED_FLAG_MESSAGES, type RedFlagCode } from './clinical-safety.constants.js';

/** What a search request says about the emergency signs (issue #29 item 1). */
export type RedFlagAnswer =
  /** No sign: `redFlags` absent or empty. The search runs. */
  | { kind: 'none' }
  /** At least one known sign: 999 / A&E, nothing searched or stored. Each code once, in the question's order. */
  | { kind: 'emergency'; codes: RedFlagCode[] }
  /** Not a list of known codes (and no known code in it): a 400. */
  | { kind: 'invalid'; message: string };

const KNOWN = new Set<string>(RED_FLAG_CODES);

/**
 * Reads `redFlags` from a request body BEFORE anything else is checked or done: a known sign wins over
 * every other problem of the request (an unknown code beside it, a missing name, a bad phone), because
 * the patient must hear "call 999" whatever else they got wrong. Only a list with no known sign and
 * something else in it is refused as invalid.
 */
export function readRedFlags(body: unknown): RedFlagAnswer {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { kind: 'none' };
  const value = (body as Record<string, unknown>).redFlags;
  if (value === undefined) return { kind: 'none' };
  if (!Array.isArray(value)) return { kind: 'invalid', message: RED_FLAG_MESSAGES.invalid };
  const given = new Set(value.filter((v): v is string => typeof v === 'string' && KNOWN.has(v)));
  if (given.size > 0) return { kind: 'emergency', codes: RED_FLAG_CODES.filter((code) => given.has(code)) };
  return value.length === 0 ? { kind: 'none' } : { kind: 'invalid', message: RED_FLAG_MESSAGES.invalid };
}
