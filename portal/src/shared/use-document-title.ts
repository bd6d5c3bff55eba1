import { useEffect } from 'react';
import { DEFAULT_LOCALE, type Locale, type Words } from '@contexts/site/languages.constants';
import { useLocale } from './i18n/app-i18n';
import { SITE_NAME } from './portal-constants';

/** The title the last prerendered page named itself (read by app/prerender.tsx). */
export const prerenderedTitle = { current: '' };

/**
 * The tab's title in each language: a page's own title, then the site's name (a name, the same in
 * Welsh); the home page, which has none, the site's name and what it offers.
 */
const TITLE_WORDS: Words<{ page: (title: string) => string; home: string }> = {
  'en-GB': {
    page: (title) => `${title} - ${SITE_NAME}`,
    home: `${SITE_NAME} - same-day emergency dentist appointments`,
  },
  cy: {
    page: (title) => `${title} - ${SITE_NAME}`,
    home: `${SITE_NAME} - apwyntiadau deintydd brys ar yr un diwrnod`,
  },
};

export const documentTitle = (title: string | undefined, locale: Locale = DEFAULT_LOCALE) => {
  const words = TITLE_WORDS[locale];
  return title ? words.page(title) : words.home;
};

/** Each page names itself in the tab title (WCAG 2.4.2), in the prerendered HTML too, in the page's language. */
export function useDocumentTitle(title: string | undefined) {
  const locale = useLocale();
  if (import.meta.env.SSR) prerenderedTitle.current = documentTitle(title, locale);
  useEffect(() => {
    document.title = documentTitle(title, locale);
  }, [title, locale]);
}
