import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { hasEmergencySign, useEmergencySigns } from '../features/booking/stores/emergency-signs';
import { useSay } from '../shared/i18n/app-i18n';
import { paths } from '../shared/paths';
import { useSiteSettings } from '../shared/site-settings';
import { SITE_NAME } from '../shared/portal-constants';
import { useSession } from '../shared/session';
import { isPatientPath } from '@contexts/site/rules/language.rules';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { SHELL } from './messages';

export function Header() {
  const say = useSay();
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const { user, refresh, signOut } = useSession();
  // An emergency sign ticked: "Book now" leads to the 999 screen in the contact form's place, not to a form.
  const emergency = useEmergencySigns(hasEmergencySign);
  // The switch only while Welsh is offered (WELSH_PAGES, in the site's public settings). A prerendered
  // page is built with it, and the server takes it out while Welsh is not offered, as it does the
  // answered cookie notice: the page then hydrates as it was painted, whichever it is.
  const welshPages = useSiteSettings((s) => s.settings?.welshPages ?? typeof window === 'undefined');

  useEffect(() => {
    void refresh();
  }, [refresh]);
  // Any navigation closes the mobile menu.
  useEffect(() => setOpen(false), [location.key]);

  async function logout() {
    await signOut();
    navigate(paths.home.getHref());
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      menuButton.current?.focus();
    }
  }

  return (
    <header className="site-header" onKeyDown={onKeyDown}>
      <div className="container site-header__inner">
        <Link to={paths.home.getHref()} className="site-header__home" aria-label={say(SHELL.homeLink, { site: SITE_NAME })}>
          <Logo />
        </Link>
        <div className="site-header__actions">
          {/* The back office stays English: no switch on its pages. */}
          {welshPages && isPatientPath(location.pathname) && <LanguageSwitch />}
          <Link to={emergency ? paths.contactForm.getHref() : paths.contact.getHref()} className="button button--small site-header__book">
            {say(SHELL.bookNow)}
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="site-header__menu-button"
            aria-expanded={open}
            aria-controls="site-menu"
            onClick={() => setOpen((v) => !v)}
          >
            <span aria-hidden="true" className="menu-icon" />
            {say(SHELL.menu)}
          </button>
        </div>
        <nav id="site-menu" aria-label={say(SHELL.mainNav)} className={open ? 'site-menu site-menu--open' : 'site-menu'}>
          <ul className="site-menu__list">
            {user && (
              <>
                <li>
                  <Link to={paths.user.getHref()}>{say(SHELL.myAppointments)}</Link>
                </li>
                <li>
                  <button type="button" className="link-button" onClick={logout}>
                    {say(SHELL.logout)}
                  </button>
                </li>
              </>
            )}
            <li>
              <a className="site-menu__phone" href={`tel:${SUPPORT_PHONE_TEL}`}>
                <span className="visually-hidden">{say(SHELL.callUsOn)} </span>
                {SUPPORT_PHONE_DISPLAY}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
