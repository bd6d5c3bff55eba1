import { DEFAULT_LOCALE, LOCALES, type Locale, WELSH_OFFERED } from '@contexts/site/languages.constants';
import { localeOfPath } from '@contexts/site/rules/language.rules';

/**
 * The patient's languages in the portal (ADR 0049; the list itself is the site context's). The
 * locale is the path: English pages keep the paths they have, Welsh pages live under `/cy`, so a
 * shared link opens in its language and a prerendered page is one file per language.
 */
export { DEFAULT_LOCALE, LOCALES, type Locale, WELSH_OFFERED };
export { isLocale, localeOfPath, pathInLocale } from '@contexts/site/rules/language.rules';

/**
 * The language switch's link to each language, in that language and marked as it (GOV.UK's pattern):
 * its name shown, and for a screen reader what the link does.
 */
export const LANGUAGE_SWITCH: Readonly<Record<Locale, { name: string; action: string }>> = {
  'en-GB': { name: 'English', action: 'change the language of this page to English' },
  cy: { name: 'Cymraeg', action: "newid yr iaith ar y dudalen hon i'r Gymraeg" },
};

/** The language a page load speaks: its path's, once Welsh is offered. */
export function pageLocale(pathname: string, welshOffered: boolean = WELSH_OFFERED): Locale {
  return welshOffered ? localeOfPath(pathname) : DEFAULT_LOCALE;
}
