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
