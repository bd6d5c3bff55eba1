import { useState } from 'react';
import { Link } from 'react-router';
import { COOKIE_CONSENT_KEY } from '@contexts/site/site.constants';
import { paths } from './paths';

/** Shown only while no consent value is stored; either button stores it and hides the banner. */
export function CookieNotice() {
  const [consent, setConsent] = useState(() => localStorage.getItem(COOKIE_CONSENT_KEY));
  if (consent) return null;
  const choose = (value: 'accepted' | 'declined') => {
    localStorage.setItem(COOKIE_CONSENT_KEY, value);
    setConsent(value);
  };
  return (
    <section className="cookie-notice" aria-labelledby="cookie-notice-title">
      <div className="cookie-notice__inner">
        <div>
          <h2 id="cookie-notice-title">Cookie Notice</h2>
          <p>
            We use cookies to enhance your experience. By continuing to browse this site you agree to our use of
            cookies. Read our <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>.
          </p>
        </div>
        <div className="cookie-notice__actions">
          <button type="button" className="button button--secondary" onClick={() => choose('declined')}>
            Decline
          </button>
          <button type="button" className="button" onClick={() => choose('accepted')}>
            Accept
          </button>
        </div>
      </div>
    </section>
  );
}
