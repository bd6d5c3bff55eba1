import { BACK_OFFICE_PATHS, DEFAULT_LOCALE, type Locale, LOCALES, WELSH_PATH_PREFIX } from '../languages.constants.js';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language a path is in: `/cy` and everything under it is Welsh (not `/cycle`). */
export function localeOfPath(pathname: string): Locale {
  return pathname === WELSH_PATH_PREFIX || pathname.startsWith(`${WELSH_PATH_PREFIX}/`) ? 'cy' : DEFAULT_LOCALE;
}

/** The same page in `locale`: "/register" ↔ "/cy/register", "/" ↔ "/cy"; query and hash are kept. */
export function pathInLocale(path: string, locale: Locale): string {
  const at = path.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const english = localeOfPath(pathname) === 'cy' ? pathname.slice(WELSH_PATH_PREFIX.length) || '/' : pathname || '/';
  if (locale === DEFAULT_LOCALE) return `${english}${rest}`;
  return `${english === '/' ? WELSH_PATH_PREFIX : `${WELSH_PATH_PREFIX}${english}`}${rest}`;
}

/**
 * Which language a visitor who asked for an English path should get: the one they chose with the
 * switch (the cookie) if any, else Welsh when their browser puts Welsh before English in
 * Accept-Language, else English. A path already under `/cy` is always Welsh: a shared link opens in
 * its language.
 */
export function preferredLocale(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  for (const range of parseAcceptLanguage(acceptLanguage)) {
    const primary = range.split('-')[0];
    if (primary === 'cy') return 'cy';
    if (primary === 'en') return DEFAULT_LOCALE;
  }
  return DEFAULT_LOCALE;
}

/** Accept-Language's ranges, most wanted first (q=0 dropped), lower-cased. */
function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [range, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { range, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.range && r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((r) => r.range);
}

/** Whether a path is a patient's page (the back office's stay English). */
export function isPatientPath(pathname: string): boolean {
  return !BACK_OFFICE_PATHS.some((p) => (p.endsWith('/*') ? pathname.startsWith(p.slice(0, -1)) : pathname === p));
}

/**
 * Where the server sends a page's visitor (a 302), or null to serve what was asked. While Welsh is
 * offered (WELSH_PAGES): a visitor who chose Welsh, or whose browser prefers it, asking for an English
 * patient page goes to its Welsh one; a Welsh page is never redirected (a shared link opens in its
 * language), nor is the back office. While it is not: a Welsh page goes to its English one.
 */
export function languageRedirect(url: string, cookie: string | undefined, acceptLanguage: string | undefined, welshOffered: boolean): string | null {
  if (!url.startsWith('/')) return null;
  const pathname = url.split(/[?#]/)[0];
  if (!welshOffered) return localeOfPath(pathname) === 'cy' ? pathInLocale(url, DEFAULT_LOCALE) : null;
  if (localeOfPath(pathname) === 'cy' || !isPatientPath(pathname)) return null;
  return preferredLocale(cookie, acceptLanguage) === 'cy' ? pathInLocale(url, 'cy') : null;
}

/**
 * The language a booking's e-mails and texts are written in: the one the patient chose, while Welsh is
 * offered (WELSH_PAGES); English while it is not, so turning Welsh off takes it out of every message
 * that has not gone yet too.
 */
export function messageLocale(chosen: Locale, welshOffered: boolean): Locale {
  return welshOffered ? chosen : DEFAULT_LOCALE;
}
