import * as AVAILABILITY from '../availability/availability.constants.js';
import { AVAILABILITY_CY } from '../availability/availability.cy.constants.js';
import * as BOOKING from '../booking/booking.constants.js';
import { BOOKING_CY } from '../booking/booking.cy.constants.js';
import * as IDENTITY from '../identity/identity.constants.js';
import { IDENTITY_CY } from '../identity/identity.cy.constants.js';
import * as POSTCODES from '../postcodes/postcodes.constants.js';
import { POSTCODES_CY } from '../postcodes/postcodes.cy.constants.js';
import * as CLINICAL_SAFETY from '../search/clinical-safety.constants.js';
import { CLINICAL_SAFETY_CY } from '../search/clinical-safety.cy.constants.js';
import * as SEARCH from '../search/search.constants.js';
import { SEARCH_CY } from '../search/search.cy.constants.js';
import * as SMS from '../sms/sms.constants.js';
import { SMS_CY } from '../sms/sms.cy.constants.js';
import * as WAITLIST from '../waitlist/waitlist.constants.js';
import { WAITLIST_CY } from '../waitlist/waitlist.cy.constants.js';
import * as SITE from './site.constants.js';
import { SITE_CY } from './site.cy.constants.js';
import type { Locale } from './languages.constants.js';
import { preferredLocale } from './rules/language.rules.js';

/**
 * The api's messages in Welsh: every English text of a shared module that has a Welsh mirror, mapped
 * to its Welsh, so an error thrown with the English constant is answered in Welsh to a request that
 * asks for it (`Accept-Language`; the portal sends its page's language). A text with no Welsh yet
 * stays English. Texts built by a function are mapped for the arguments a patient's message can
 * have (the nation, or none).
 */
type Mirror = { en: Record<string, unknown>; cy: Record<string, unknown> };
const MIRRORS: Mirror[] = [
  { en: CLINICAL_SAFETY, cy: CLINICAL_SAFETY_CY },
  { en: SITE, cy: SITE_CY },
  { en: BOOKING, cy: BOOKING_CY },
  { en: SEARCH, cy: SEARCH_CY },
  { en: POSTCODES, cy: POSTCODES_CY },
  { en: AVAILABILITY, cy: AVAILABILITY_CY },
  { en: WAITLIST, cy: WAITLIST_CY },
  { en: IDENTITY, cy: IDENTITY_CY },
  { en: SMS, cy: SMS_CY },
];
const FUNCTION_ARGUMENTS: unknown[][] = [[], ['england'], ['scotland'], ['wales'], [null]];

function pairs(en: unknown, cy: unknown, into: Map<string, string>): void {
  if (typeof en === 'string') {
    if (typeof cy === 'string' && cy && cy !== en) into.set(en, cy);
  } else if (typeof en === 'function' && typeof cy === 'function') {
    for (const args of FUNCTION_ARGUMENTS) {
      try {
        pairs((en as (...a: unknown[]) => unknown)(...args), (cy as (...a: unknown[]) => unknown)(...args), into);
      } catch {
        // a function that needs other arguments: not a patient's message
      }
    }
  } else if (Array.isArray(en) && Array.isArray(cy)) {
    en.forEach((item, i) => pairs(item, cy[i], into));
  } else if (en && typeof en === 'object' && cy && typeof cy === 'object') {
    for (const [key, value] of Object.entries(en)) pairs(value, (cy as Record<string, unknown>)[key], into);
  }
}

let welsh: Map<string, string> | undefined;

/** English → Welsh for every mirrored text (built once, on first use). */
export function welshMessages(): ReadonlyMap<string, string> {
  if (!welsh) {
    welsh = new Map();
    for (const { en, cy } of MIRRORS) for (const key of Object.keys(cy)) pairs(en[key], cy[key], welsh);
  }
  return welsh;
}

/** A message in `locale`: its Welsh when it has one, else as it is. */
export function messageIn(locale: Locale, message: string): string {
  return locale === 'cy' ? (welshMessages().get(message) ?? message) : message;
}

/** An error body (`{message, code, fields?}`) in the language the request asks for. */
export function errorBodyIn<B extends { message: string; fields?: Record<string, string> }>(body: B, acceptLanguage: string | undefined): B {
  const locale = preferredLocale(undefined, acceptLanguage);
  if (locale !== 'cy') return body;
  return {
    ...body,
    message: messageIn(locale, body.message),
    ...(body.fields && { fields: Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, messageIn(locale, v)])) }),
  };
}
