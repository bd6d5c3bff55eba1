import { useLayoutEffect, useState } from 'react';
import { Trans } from '@lingui/react';
import { Link } from 'react-router';
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_KEY } from '@contexts/site/site.constants';
import { useSay } from '../shared/i18n/app-i18n';
import { paths } from '../shared/paths';
import { SHELL } from './messages';

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
 * A banner in the page's own flow, above the header, while no consent is stored: it covers nothing,
 * at any size or scroll position (fixed over the bottom of the screen it would hide the lead form's
 * fields and its submit button, and a focused field could sit under it, WCAG 2.4.11). It is the first thing on the page, as GOV.UK's cookie banner is, so keyboard users reach
 * it at once. **Better than spec** (the spec fixes it to the bottom): ADR 0036.
 */
export function CookieNotice() {
  const say = useSay();
  const [consent, setConsent] = useState(readConsent);
  const shown = !consent;

  // A choice made before the cookie mirror existed: mirror it, so the next prerendered page leaves the notice out.
  useLayoutEffect(() => {
    if ((consent === 'accepted' || consent === 'declined') && !document.cookie.includes(`${COOKIE_CONSENT_COOKIE}=`)) storeConsent(consent);
  }, [consent]);

  if (!shown) return null;

  function choose(value: CookieConsent) {
    storeConsent(value);
    setConsent(value);
    // The focused button is about to disappear: give focus to the page content instead of the document.
    document.getElementById('main')?.focus({ preventScroll: true });
  }

  return (
    <section className="cookie-notice" aria-labelledby="cookie-notice-title">
      <div className="cookie-notice__inner">
        <div className="cookie-notice__text">
          <h2 id="cookie-notice-title">{say(SHELL.cookieNotice)}</h2>
          <p>
            <Trans
              id="shell.cookieText"
              message="We use cookies to enhance your experience on our website. By continuing to browse, you agree to our use of cookies. Read more in our <0>Privacy Policy</0>."
              components={{ 0: <Link to={paths.privacyPolicy.getHref()} /> }}
            />
          </p>
        </div>
        <div className="cookie-notice__actions">
          {/* In a prerendered page a tap before React has arrived brings it in and is made again once it has (app/wake.ts). */}
          <button type="button" className="button button--secondary" onClick={() => choose('declined')}>
            {say(SHELL.decline)}
          </button>
          <button type="button" className="button" onClick={() => choose('accepted')}>
            {say(SHELL.accept)}
          </button>
        </div>
      </div>
    </section>
  );
}
