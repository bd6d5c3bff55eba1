import { RED_FLAG_CODES, RED_FLAG_MESSAGES, type RedFlagCode } from '../clinical-safety.constants.js';

/** What a request says about the emergency signs (a search, or a waitlist offer being claimed). */
export type RedFlagAnswer =
  /** "None of these": `redFlags` is an empty list. The search (or the claim) goes on. */
  | { kind: 'none' }
  /** At least one known sign: 999 / A&E, nothing searched or stored. Each code once, in the question's order. */
  | { kind: 'emergency'; codes: RedFlagCode[] }
  /** No `redFlags` at all (or no body to hold it): the question was never asked, so a 400. */
  | { kind: 'missing'; message: string }
  /** Not a list of known codes (and no known code in it): a 400. */
  | { kind: 'invalid'; message: string };

const KNOWN = new Set<string>(RED_FLAG_CODES);

/**
 * Reads `redFlags` from a request body BEFORE anything else is checked or done: a known sign wins over
 * every other problem of the request (an unknown code beside it, a missing name, a bad phone), because
 * the patient must hear "call 999" whatever else they got wrong. An absent list is not "none": only
 * `[]` says the patient was asked and has none of the signs.
 */
export function readRedFlags(body: unknown): RedFlagAnswer {
  const value = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>).redFlags : undefined;
  if (value === undefined) return { kind: 'missing', message: RED_FLAG_MESSAGES.required };
  if (!Array.isArray(value)) return { kind: 'invalid', message: RED_FLAG_MESSAGES.invalid };
  const given = new Set(value.filter((v): v is string => typeof v === 'string' && KNOWN.has(v)));
  if (given.size > 0) return { kind: 'emergency', codes: RED_FLAG_CODES.filter((code) => given.has(code)) };
  return value.length === 0 ? { kind: 'none' } : { kind: 'invalid', message: RED_FLAG_MESSAGES.invalid };
}
