import type { Messages, Values } from '@lingui/core';
import { I18nProvider, LinguiContext } from '@lingui/react';
import { type ReactNode, useCallback, useContext } from 'react';
import { createI18n, type Message, say } from './i18n';
import type { Words } from '@contexts/site/languages.constants';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales';
import { messages as cyDates } from './locales/cy.po';
import { messages as enDates } from './locales/en-GB.po';

/**
 * The portal's translator. A page load has one language, the path's (the language switch is a link
 * to the other language's page, a new load); the prerender renders one page at a time, each in its
 * own language. Each folder with texts adds its catalogs when its module loads (`addCatalogs`), so a
 * page's words arrive with its chunk and are there before it renders.
 */
export const appI18n = createI18n(DEFAULT_LOCALE, enDates);
appI18n.load('cy', cyDates);

/** A folder's catalogs, every language at once: a page never renders before its words are loaded. */
export function addCatalogs(catalogs: Readonly<Record<Locale, Messages>>): void {
  for (const locale of LOCALES) appI18n.load(locale, catalogs[locale]);
}

/** The language the next render speaks (start-react.tsx and the prerender, from the path). */
export function setLocale(locale: Locale): void {
  if (appI18n.locale !== locale) appI18n.activate(locale);
}

export function LocaleProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={appI18n}>{children}</I18nProvider>;
}

/** The provider's translator; the portal's own where none is around (a component rendered alone in a test). */
export function useI18n() {
  return useContext(LinguiContext)?.i18n ?? appI18n;
}

/** `say(message, values)` in the page's language. */
export function useSay(): (message: Message, values?: Values) => string {
  const i18n = useI18n();
  return useCallback((message: Message, values?: Values) => say(i18n, message, values), [i18n]);
}

/** The page's language. */
export function useLocale(): Locale {
  return useI18n().locale as Locale;
}

/**
 * A shared module's words in the page's language: `useWords({ 'en-GB': EMERGENCY_CARE, cy:
 * EMERGENCY_CARE_CY })`. Typed as the English, which the Welsh mirrors key for key.
 */
export function useWords<T>(words: Words<T>): T {
  return words[useLocale()] as T;
}
