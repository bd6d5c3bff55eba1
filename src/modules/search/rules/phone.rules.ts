import { parsePhoneNumberFromString, type PhoneNumberType } from 'libphonenumber-js/core';
import { SEARCH_MESSAGES } from '../search.constants.js';
import { SearchErrorCode } from '../search.errors.js';
import { UK_PHONE_METADATA } from '../uk-phone-metadata.constants.js';

export type PhoneCheck =
  | { ok: true; e164: string; national: string }
  | { ok: false; code: typeof SearchErrorCode.PhoneRequired | typeof SearchErrorCode.PhoneInvalid; message: string };

/** Numbers a practice can call the patient back on; premium-rate, freephone, pagers and the like are not. */
const CALLABLE_TYPES: ReadonlySet<PhoneNumberType> = new Set([
  'MOBILE',
  'FIXED_LINE',
  'FIXED_LINE_OR_MOBILE',
  'VOIP',
]);

/**
 * Ofcom's 1,000-number blocks reserved for drama and examples (07700 900000–900999, 01632 960000–
 * 960999). libphonenumber calls them unallocated, rightly for real traffic; we accept them because
 * our own hint shows one (SEARCH_MESSAGES.phoneInvalid), as GOV.UK's do, and every test and demo types one.
 */
const OFCOM_DRAMA_BLOCKS = ['+447700900', '+441632960'];
const isDramaNumber = (e164: string) =>
  OFCOM_DRAMA_BLOCKS.some((block) => e164.startsWith(block) && e164.length === block.length + 3);

/**
 * Validates a patient's phone number as a UK one (+44: Great Britain, Northern Ireland and the Crown
 * dependencies that share the plan) with libphonenumber's full metadata for +44 only
 * (uk-phone-metadata.ts: the portal runs this rule too, and the world's metadata would weigh down its
 * entry bundle). The whole input must be the number: spaces, dashes, brackets, "+44" or "0044" are
 * fine; words and extensions are not. Returns E.164 (the identity the hold limit counts) and the
 * national format (what is stored and shown, e.g. "07700 900982").
 */
export function checkUkPhone(input: unknown): PhoneCheck {
  const raw = typeof input === 'string' ? input.trim() : '';
  if (!raw) return { ok: false, code: SearchErrorCode.PhoneRequired, message: SEARCH_MESSAGES.phoneRequired };
  const known = recentChecks.get(raw);
  if (known) return known;
  const check = checkUkPhoneText(raw);
  if (recentChecks.size >= RECENT_CHECKS_MAX) recentChecks.delete(recentChecks.keys().next().value!);
  recentChecks.set(raw, check);
  return check;
}

/**
 * The last few answers, oldest first: one request checks its number twice (the request's schema,
 * then the command), and libphonenumber's type test, a dozen regular expressions, was a third of a
 * refused hold's CPU in the `holds` bench. Kept in this process's memory only, never logged.
 */
const recentChecks = new Map<string, PhoneCheck>();
const RECENT_CHECKS_MAX = 512;

function checkUkPhoneText(raw: string): PhoneCheck {
  const invalid = { ok: false, code: SearchErrorCode.PhoneInvalid, message: SEARCH_MESSAGES.phoneInvalid } as const;
  const number = parsePhoneNumberFromString(raw, { defaultCountry: 'GB', extract: false }, UK_PHONE_METADATA);
  if (!number || number.countryCallingCode !== '44' || number.ext) return invalid;
  // With type patterns in the metadata (+44 has them), a number is valid exactly when it has a type:
  // isValid() would run the same patterns again.
  const type = number.getType();
  const callable = type !== undefined && CALLABLE_TYPES.has(type);
  if (!callable && !isDramaNumber(number.number)) return invalid;
  return { ok: true, e164: number.number, national: number.formatNational() };
}
