import { PEOPLE_HELPED_TEXT_CY } from '../site/site.cy.constants.js';
import { DEFAULT_LOCALE, type Locale } from '../site/languages.constants.js';
import { CALENDAR_FEED_SUFFIX, CALENDAR_FEED_TOKEN_BYTES } from './staff.constants.js';

/**
 * The home page's claim from a count: "over N" with N the largest round figure below the count
 * (hundreds from 1,000, tens below), so the words stay true as the count grows: 1,501 → "over 1,500",
 * 1,612 → "over 1,600". Below 11 there is nothing honest to round to: the count itself. In Welsh the
 * mirror's words with the figure in place of its digits ("dros 1,600"): "dros" mutates nothing after it.
 */
export function peopleHelpedText(count: number, locale: Locale = DEFAULT_LOCALE): string {
  const n = Math.max(0, Math.floor(count));
  if (n <= 10) return String(n);
  const step = n > 1000 ? 100 : 10;
  const figure = Math.floor((n - 1) / step) * step;
  if (locale === 'cy') return PEOPLE_HELPED_TEXT_CY.replace(/\d[\d,]*/, figure.toLocaleString('en-GB'));
  return `over ${figure.toLocaleString('en-GB')}`;
}

/** The first word of a patient's name, at most 40 characters: all the calendar feed shows of them. */
export function firstName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first.slice(0, 40);
}

const TOKEN_LENGTH = Math.ceil((CALENDAR_FEED_TOKEN_BYTES * 8) / 6);

/**
 * The token of a feed URL's last segment (`<token>.ics`), or undefined when it cannot be one of
 * ours (wrong length or alphabet): such requests never reach the database.
 */
export function feedTokenOf(segment: string): string | undefined {
  if (!segment.endsWith(CALENDAR_FEED_SUFFIX)) return undefined;
  const token = segment.slice(0, -CALENDAR_FEED_SUFFIX.length);
  return token.length === TOKEN_LENGTH && /^[A-Za-z0-9_-]+$/.test(token) ? token : undefined;
}
