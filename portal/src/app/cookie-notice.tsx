import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_KEY } from '@contexts/site/site.constants';
import { paths } from '../shared/paths';
import { useHydrated } from '../shared/use-hydrated';

export type CookieConsent = 'accepted' | 'declined';

const CONSENT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The choice lives in localStorage (spec) and, mirrored, in a first-party cookie: the server leaves
 * the notice out of a prerendered page when the cookie says it was answered, so the page the
 * visitor sees first is the page they get after hydration.
 */
function readConsent(): string | null {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    // storage blocked: the cookie may still know
  }
  if (typeof document === 'undefined') return stored;
  const cookie = document.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${COOKIE_CONSENT_COOKIE}=`));
  return stored ?? cookie?.slice(COOKIE_CONSENT_COOKIE.length + 1) ?? null;
}

function storeConsent(value: CookieConsent) {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, value);
  } catch {
    // storage blocked: the choice still hides the notice for now
  }
  document.cookie = `${COOKIE_CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${window.location.protocol === 'https:' ? '; Secure' : ''}`;
}

/**
 * Fixed to the bottom of the viewport while no consent is stored. It pads the page's bottom by its own
 * height so it never hides content for good, and it sits early in the DOM so keyboard users reach it fast.
 */
export function CookieNotice() {
  const [consent, setConsent] = useState(readConsent);
  const box = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const shown = !consent;

  // A choice made before the cookie mirror existed: mirror it, so the next prerendered page leaves the notice out.
  useLayoutEffect(() => {
    if ((consent === 'accepted' || consent === 'declined') && !document.cookie.includes(`${COOKIE_CONSENT_COOKIE}=`)) storeConsent(consent);
  }, [consent]);

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
          {/* In a prerendered page the buttons wait for the JavaScript, and say so. */}
          <button type="button" className="button button--secondary" onClick={() => choose('declined')} disabled={!hydrated} aria-busy={!hydrated || undefined}>
            Decline
          </button>
          <button type="button" className="button" onClick={() => choose('accepted')} disabled={!hydrated} aria-busy={!hydrated || undefined}>
            Accept
          </button>
        </div>
      </div>
    </section>
  );
}
