import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setLocale } from '../shared/i18n/app-i18n';
import { HTML_LANG } from '@contexts/site/languages.constants';
import { type Locale, localeOfPath } from '../shared/i18n/locales';
import { App } from './app';
import { preloadPages } from './routes';
import type { EarlyTaps } from './wake';

/** The page's language, for its words and for the browser (`<html lang>`: the shell page says en-GB). */
function speak(locale: Locale) {
  setLocale(locale);
  document.documentElement.lang = HTML_LANG[locale];
}

/** Renders nothing; once the root has committed (hydrated), calls `then`. */
function Committed({ then }: { then: () => void }) {
  useEffect(() => then(), [then]);
  return null;
}

/**
 * A prerendered page: the page's own chunk first (the HTML stays as painted meanwhile), then
 * hydration as a transition: React hydrates in slices of a few milliseconds and yields between
 * them, so a tap or a keystroke is never stuck behind the whole page's hydration (ADR 0041).
 */
export async function hydratePage(root: HTMLElement, early: EarlyTaps): Promise<void> {
  await preloadPages(window.location.pathname);
  speak(localeOfPath(window.location.pathname));
  early.stop();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App />
        <Committed then={early.replay} />
      </StrictMode>,
    );
  });
}

/** Any other page (the availability page, the gate, the back office…): rendered from scratch, as a transition too. */
export function renderPage(root: HTMLElement): void {
  speak(localeOfPath(window.location.pathname));
  const fresh = createRoot(root);
  startTransition(() =>
    fresh.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
