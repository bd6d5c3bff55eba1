import { DEFAULT_LOCALE, LOCALES, type Locale } from '@contexts/site/languages.constants';

/**
 * The patient's languages in the portal (ADR 0049; the list itself is the site context's). The
 * locale is the path: English pages keep the paths they have, Welsh pages live under `/cy`, so a
 * shared link opens in its language and a prerendered page is one file per language.
 */
export { DEFAULT_LOCALE, LOCALES, type Locale };

/**
 * The language switch's link to each language, in that language and marked as it (GOV.UK's pattern):
 * its name shown, and for a screen reader what the link does.
 */
export const LANGUAGE_SWITCH: Readonly<Record<Locale, { name: string; action: string }>> = {
  'en-GB': { name: 'English', action: 'Change the language of this page to English' },
  cy: { name: 'Cymraeg', action: "Newid yr iaith ar y dudalen hon i'r Gymraeg" },
};

const WELSH_PREFIX = '/cy';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in: `/cy` and everything under it is Welsh (not `/cycle`). */
export function localeOfPath(pathname: string): Locale {
  return pathname === WELSH_PREFIX || pathname.startsWith(`${WELSH_PREFIX}/`) ? 'cy' : DEFAULT_LOCALE;
}

/** The same page in `locale`: "/register" ↔ "/cy/register", "/" ↔ "/cy"; query and hash are kept. */
export function pathInLocale(path: string, locale: Locale): string {
  const at = path.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const english = localeOfPath(pathname) === 'cy' ? pathname.slice(WELSH_PREFIX.length) || '/' : pathname || '/';
  if (locale === DEFAULT_LOCALE) return `${english}${rest}`;
  return `${english === '/' ? WELSH_PREFIX : `${WELSH_PREFIX}${english}`}${rest}`;
}

/**
 * Whether the Welsh pages are offered: the `/cy` routes, their prerendered pages and the language
 * switch. Off until every page of the patient's journey has its Welsh (docs/translations.md): a page
 * half in English under `lang="cy"` would be read out wrongly by a screen reader, and a patient in
 * pain would meet two languages. Until then every path is English.
 */
export const WELSH_OFFERED = false;

/** The language a page load speaks: its path's, once Welsh is offered. */
export function pageLocale(pathname: string, welshOffered: boolean = WELSH_OFFERED): Locale {
  return welshOffered ? localeOfPath(pathname) : DEFAULT_LOCALE;
}
