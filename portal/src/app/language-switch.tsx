import { useLocation } from 'react-router';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, HTML_LANG } from '@contexts/site/languages.constants';
import { useLocale } from '../shared/i18n/app-i18n';
import { LANGUAGE_SWITCH, type Locale, pathInLocale } from '../shared/i18n/locales';

/**
 * "Cymraeg" on an English page, "English" on a Welsh one (GOV.UK's pattern): a plain link to the same
 * page in the other language, a new page load, its name in its own language and marked as such. The
 * choice is remembered in a strictly necessary cookie, so the server sends the visitor's language next
 * time (no consent needed: it keeps only what the visitor chose). Its accessible name starts with
 * what it shows (WCAG 2.5.3).
 */
export function LanguageSwitch() {
  const { pathname, search, hash } = useLocation();
  const other: Locale = useLocale() === 'cy' ? 'en-GB' : 'cy';
  const target = LANGUAGE_SWITCH[other];
  return (
    <a
      className="site-header__language"
      href={pathInLocale(`${pathname}${search}${hash}`, other)}
      lang={HTML_LANG[other]}
      hrefLang={HTML_LANG[other]}
      onClick={() => remember(other)}
    >
      {target.name}
      <span className="visually-hidden">: {target.action}</span>
    </a>
  );
}

function remember(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
}
