import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { rememberStudio } from '../features/booking/studio-link';
import { CookieNotice } from './cookie-notice';
import { Footer } from './footer';
import { Header } from './header';
import { useInPageAnchors } from './in-page-anchors';
import { ScrollManager } from './scroll-manager';

/** Every page: skip link, cookie notice (early in the tab order, shown fixed at the bottom), header, main, footer. */
export function Layout() {
  useInPageAnchors();
  const { search } = useLocation();
  useEffect(() => rememberStudio(search), [search]);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ScrollManager />
      <CookieNotice />
      <Header />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
