/**
 * The patient's languages (ADR 0049): British English, in which the spec's texts are written, and
 * Welsh. One list for the api, the workers and the portal. The admin and staff screens stay English.
 */
export const LOCALES = ['en-GB', 'cy'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-GB';

/**
 * The Welsh of a module of English words shared by the api and the portal, key for key: strings stay
 * strings, lists stay lists, functions take the same arguments. A constants module's Welsh lives
 * beside it (`<name>.cy.constants.ts`, `X_CY satisfies WelshOf<typeof X>`), so the compiler finds a
 * text with no Welsh; words written in one page only live in that page's `.po` catalog instead.
 */
export type WelshOf<T> = T extends (...args: infer A) => string
  ? (...args: A) => string
  : T extends string
    ? string
    : T extends readonly string[]
      ? readonly string[]
      : { readonly [K in keyof T]: WelshOf<T[K]> };

/** A module's words in every language, for a reader that picks by locale. */
export type Words<T> = Readonly<Record<Locale, T | WelshOf<T>>>;

/** Where the Welsh pages live: `/cy`, `/cy/register`, … (English pages keep their paths). */
export const WELSH_PATH_PREFIX = '/cy';

/**
 * The language a visitor chose with the switch, remembered in a first-party cookie. Strictly
 * necessary (it only keeps the choice the visitor made), so it needs no consent (PECR reg. 6(4)).
 */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Each locale's `<html lang>` (BCP 47) and `hreflang`. */
export const HTML_LANG: Readonly<Record<Locale, string>> = { 'en-GB': 'en-GB', cy: 'cy' };

/**
 * The back office's pages (admin, practice staff, their sign-in and invitation): English only, no
 * switch, never redirected. `/*` takes the pages below too; `/login/link` (the patient's e-mailed
 * sign-in link) is a patient's page.
 */
export const BACK_OFFICE_PATHS = ['/admin', '/admin/*', '/staff', '/staff/*', '/login', '/invitation'] as const;
