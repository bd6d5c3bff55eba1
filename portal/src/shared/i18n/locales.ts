import { DEFAULT_LOCALE, LOCALES, type Locale } from '@contexts/site/languages.constants';

/**
 * The patient's languages in the portal (ADR 0049; the list itself is the site context's). The
 * locale is the path: English pages keep the paths they have, Welsh pages live under `/cy`, so a
 * shared link opens in its language and a prerendered page is one file per language. The server
 * sends a `/cy` path to its English page while Welsh is not offered (WELSH_PAGES), so the path alone
 * decides.
 */
export { DEFAULT_LOCALE, LOCALES, type Locale };
export { isLocale, localeOfPath, pathInLocale } from '@contexts/site/rules/language.rules';

/**
 * The language switch's link to each language, in that language and marked as it (GOV.UK's pattern):
 * its name shown, and for a screen reader what the link does.
 */
export const LANGUAGE_SWITCH: Readonly<Record<Locale, { name: string; action: string }>> = {
  'en-GB': { name: 'English', action: 'change the language of this page to English' },
  cy: { name: 'Cymraeg', action: "newid yr iaith ar y dudalen hon i'r Gymraeg" },
};
