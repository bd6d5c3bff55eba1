import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { COOKIE_CONSENT_KEY } from '@contexts/site/site.constants';
import { paths } from '../shared/paths';

export type CookieConsent = 'accepted' | 'declined';

function readConsent(): string | null {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null; // storage blocked: ask, and remember for this page view only
  }
}

function storeConsent(value: CookieConsent) {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // storage blocked: the choice still hides the notice for now
  }
}

/**
 * Fixed to the bottom of the viewport while no consent is stored. It pads the page's bottom by its own
 * height so it never hides content for good, and it sits early in the DOM so keyboard users reach it fast.
 */
export function CookieNotice() {
  const [consent, setConsent] = useState(readConsent);
  const box = useRef<HTMLElement>(null);
  const shown = !consent;

  useLayoutEffect(() => {
    const el = box.current;
    if (!shown || !el) return;
    const pad = () => {
      document.body.style.paddingBottom = `${el.offsetHeight}px`;
    };
    pad();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(pad);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [shown]);

  if (!shown) return null;

  function choose(value: CookieConsent) {
    storeConsent(value);
    setConsent(value);
    // The focused button is about to disappear: give focus to the page content instead of the document.
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <section ref={box} className="cookie-notice" aria-labelledby="cookie-notice-title">
      <div className="cookie-notice__inner">
        <div className="cookie-notice__text">
          <h2 id="cookie-notice-title">Cookie Notice</h2>
          <p>
            We use cookies to enhance your experience on our website. By continuing to browse, you agree to our use of
            cookies. Read more in our <Link to={paths.privacyPolicy.getHref()}>Privacy Policy</Link>.
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
