import { Link } from 'react-router';
import { paths } from '../shared/paths';
import { SITE_NAME } from '../shared/portal-constants';

/** The postcode data's licence terms (OS Code-Point Open / ONS Postcode Directory). */
const ATTRIBUTION = [
  'Contains OS data © Crown copyright and database right 2025',
  'Contains Royal Mail data © Royal Mail copyright and database right 2025',
  'Contains National Statistics data © Crown copyright and database right 2025',
] as const;

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
          <p>
            © {new Date().getFullYear()} {SITE_NAME}. All rights reserved. We introduce patients to independent,
            GDC-registered dentists; treatment is provided and charged by the practice.
          </p>
          <p className="site-footer__attribution">
            Postcode locations:{' '}
            {ATTRIBUTION.map((line) => (
              <span key={line}>{line}. </span>
            ))}
            Licensed under the{' '}
            <a href="https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/" rel="license">
              Open Government Licence v3.0
            </a>
            .
          </p>
        </div>
      </div>
    </footer>
  );
}
