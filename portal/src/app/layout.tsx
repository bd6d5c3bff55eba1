import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { rememberStudio } from '../features/booking/utils/studio-link';
import { paths } from '../shared/paths';
import { useSay } from '../shared/i18n/app-i18n';
import { Spinner } from '../shared/spinner';
import { CookieNotice } from './cookie-notice';
import { Footer } from './footer';
import { Header } from './header';
import { SHELL } from './messages';
import { useInPageAnchors } from './in-page-anchors';
import { ScrollManager } from './scroll-manager';

/**
 * Every page: skip link, cookie notice (a banner in the flow, first in the tab order; ADR 0036), header,
 * main, footer. On the home page the first Tab stop skips to the booking form's heading, past the
 * notice, the header and the hero's words (otherwise 32 Tabs to the safety question).
 */
export function Layout() {
  useInPageAnchors();
  const { pathname, search } = useLocation();
  const say = useSay();
  useEffect(() => rememberStudio(search), [search]);
  return (
    <>
      {pathname === paths.heroForm.path && (
        <a className="skip-link" href={`#${paths.heroForm.hash}`}>
          {say(SHELL.skipToForm)}
        </a>
      )}
      <a className="skip-link" href="#main">
        {say(SHELL.skipToMain)}
      </a>
      <ScrollManager />
      <CookieNotice />
      <Header />
      <main id="main" tabIndex={-1}>
        {/* A page in a chunk of its own shows a spinner while it first loads (routes.tsx). */}
        <Suspense fallback={<Spinner fullPage />}>
          <Outlet />
        </Suspense>
      </main>
      {/* Links and words only: hydrated on its own, after the page (home-page.tsx, Later). */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
