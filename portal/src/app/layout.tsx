import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { useSession } from '../shared/session';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { CookieNotice } from './cookie-notice';
import { Logo } from './logo';
import { paths } from './paths';

/** Scroll to top on every change of path, query, hash or navigation state; anchors scroll to their target. */
function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.pathname, location.search, location.hash, location.state, location.key, navigationType]);
  return null;
}

export function Header() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const navigate = useNavigate();
  const { user, refresh, signOut } = useSession();
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home.getHref()} className="site-header__home" aria-label="Emergency Dental home">
          <Logo />
        </Link>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((v) => !v)}
        >
          Menu
        </button>
        <nav id="site-nav" aria-label="Main" className={open ? 'site-nav site-nav--open' : 'site-nav'}>
          {user && (
            <>
              <Link to={paths.user.getHref()}>My Appointments</Link>
              <button
                type="button"
                className="link-button"
                onClick={async () => {
                  await signOut();
                  navigate(paths.home.getHref());
                }}
              >
                Logout
              </button>
            </>
          )}
          <a className="site-nav__phone" href={`tel:${SUPPORT_PHONE_TEL}`}>
            Call {SUPPORT_PHONE_DISPLAY}
          </a>
          <Link to={paths.contact.getHref()} className="button button--small">
            Book now
          </Link>
        </nav>
      </div>
    </header>
  );
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources">Resources</h2>
          <ul>
            <li>
              <Link to={paths.bookingTerms.getHref()}>Booking Terms</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">Company</h2>
          <ul>
            <li>
              <Link to={paths.register.getHref()}>Consultants - Register With Us</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__legal">
          <p>© {new Date().getFullYear()} Emergency Dental. We introduce patients to independent, GDC-registered dentists.</p>
          <p className="site-footer__attribution">
            Postcode locations: Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data ©
            Royal Mail copyright and database right 2025. Contains National Statistics data © Crown copyright and
            database right 2025. Licensed under the Open Government Licence v3.0.
          </p>
        </div>
      </div>
    </footer>
  );
}

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ScrollManager />
      <Header />
      <Outlet />
      <Footer />
      <CookieNotice />
    </>
  );
}
