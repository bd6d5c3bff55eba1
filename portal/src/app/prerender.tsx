import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LocaleProvider, setLocale } from '../shared/i18n/app-i18n';
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, WELSH_PATH_PREFIX } from '@contexts/site/languages.constants';
import { localeOfPath, pathInLocale } from '../shared/i18n/locales';
import { prerenderedTitle } from '../shared/use-document-title';
import { AppRoutes, pagesLoaded } from './routes';

/**
 * The pages the portal's build prerenders (ADR 0032): their HTML paints before any JavaScript has
 * arrived, and the client hydrates it (main.tsx, start-react.tsx). Only pages whose content is the same for every
 * visitor; the server sends them past the gate only (app.factory.ts).
 */
const ENGLISH_PATHS = ['/', '/booking-terms', '/privacy-policy', '/register'] as const;

/**
 * Each page in English and in Welsh at `/cy/...` (`<html lang>` and `hreflang` from the build). The
 * server serves the Welsh ones only while Welsh is offered (WELSH_PAGES), and leaves the `hreflang`
 * links out while it is not.
 */
export const PRERENDERED_PATHS: readonly string[] = [...ENGLISH_PATHS, ...ENGLISH_PATHS.map((p) => pathInLocale(p, 'cy'))];

/** The same page in every language, for the `hreflang` links of each. */
export function alternatesOf(pathname: string): Array<{ hreflang: string; href: string }> {
  return [
    ...LOCALES.map((locale) => ({ hreflang: HTML_LANG[locale], href: pathInLocale(pathname, locale) })),
    { hreflang: 'x-default', href: pathInLocale(pathname, DEFAULT_LOCALE) },
  ];
}

/**
 * One page's markup, as the client's first render will produce it: the same routes and layout as
 * App past the gate (App's own wrappers render no markup), with no settings-dependent content.
 * A page in a chunk of its own suspends the first time it renders: a first render starts its chunk
 * loading, and the page is rendered once it has arrived, so the HTML is the page itself, whole, not a
 * spinner or a streamed segment revealed by an inline script (which the CSP and a browser without
 * JavaScript would refuse). No data is embedded.
 */
export async function prerender(pathname: string): Promise<{ html: string; title: string; lang: string }> {
  const locale = localeOfPath(pathname);
  setLocale(locale);
  const tree = (
    <StrictMode>
      <LocaleProvider>
        <StaticRouter location={pathname} basename={locale === 'cy' ? WELSH_PATH_PREFIX : undefined}>
          <AppRoutes />
        </StaticRouter>
      </LocaleProvider>
    </StrictMode>
  );
  renderToString(tree);
  await pagesLoaded();
  prerenderedTitle.current = '';
  const html = renderToString(tree);
  if (html.includes('<script') || html.includes('<template')) throw new Error(`${pathname} did not render whole: a part of it is still loading`);
  return { html, title: prerenderedTitle.current, lang: HTML_LANG[locale] };
}
