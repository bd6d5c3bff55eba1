import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { paths } from '../shared/paths';
import { useSay } from '../shared/i18n/app-i18n';
import { SITE_NAME } from '../shared/portal-constants';
import { OGL_URL, SHELL } from './messages';

/** The postcode data's licence terms (OS Code-Point Open / ONS Postcode Directory). */
const ATTRIBUTION = [SHELL.attributionOs, SHELL.attributionRoyalMail, SHELL.attributionOns] as const;

export function Footer() {
  const say = useSay();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources">{say(SHELL.resources)}</h2>
          <ul>
            <li>
              <Link to={paths.bookingTerms.getHref()}>{say(SHELL.bookingTerms)}</Link>
            </li>
            <li>
              <Link to={paths.privacyPolicy.getHref()}>{say(SHELL.privacyPolicy)}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company">{say(SHELL.company)}</h2>
          <ul>
            <li>
              <Link to={paths.register.getHref()}>{say(SHELL.register)}</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__legal">
          <p>{say(SHELL.legal, { year: new Date().getFullYear(), site: SITE_NAME })}</p>
          <p className="site-footer__attribution">
            {say(SHELL.postcodeLocations)}{' '}
            {ATTRIBUTION.map((line) => (
              <span key={line.id}>{say(line)}. </span>
            ))}
            <Trans
              id="shell.licence"
              message="Licensed under the <0>Open Government Licence v3.0</0>."
              components={{ 0: <a href={say(OGL_URL)} rel="license" /> }}
            />
          </p>
        </div>
      </div>
    </footer>
  );
}
