import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../testing/render';
import { COOKIE_CONSENT_COOKIE } from '@contexts/site/site.constants';
import { CookieNotice } from './cookie-notice';

function renderNotice() {
  return renderRoutes([
    {
      path: '/',
      element: (
        <main id="main" tabIndex={-1}>
          <CookieNotice />
        </main>
      ),
    },
    { path: '/privacy-policy', element: <p>privacy</p> },
  ]);
}

describe('CookieNotice', () => {
  // The choice is mirrored in a cookie (for the prerendered pages), which jsdom keeps between tests.
  beforeEach(() => {
    document.cookie = `${COOKIE_CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('shows the title, the text, a Privacy Policy link and both buttons while nothing is stored', () => {
    renderNotice();
    const notice = screen.getByRole('region', { name: 'Cookie Notice' });
    expect(notice).toHaveTextContent('We use cookies to enhance your experience');
    expect(notice).toHaveTextContent('By continuing to browse, you agree to our use of cookies.');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeInTheDocument();
  });

  it('stores "accepted" and hides for good after Accept', async () => {
    renderNotice();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie Notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('stores "declined" and hides for good after Decline', async () => {
    renderNotice();
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('region', { name: 'Cookie Notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem('cookieConsent')).toBe('declined');
  });

  it.each(['accepted', 'declined'])('stays hidden when "%s" is already stored', (value) => {
    localStorage.setItem('cookieConsent', value);
    renderNotice();
    expect(screen.queryByRole('region', { name: 'Cookie Notice' })).not.toBeInTheDocument();
  });

  it('can be used with the keyboard alone', async () => {
    renderNotice();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
  });

  it('sits in the page flow: it pads nothing, because it covers nothing (ADR 0036)', async () => {
    renderNotice();
    expect(screen.getByRole('region', { name: 'Cookie Notice' })).toBeInTheDocument();
    expect(document.body.style.paddingBottom).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(document.body.style.paddingBottom).toBe('');
  });

  it('mirrors the choice in a cookie, so the server can leave the notice out of a prerendered page', async () => {
    renderNotice();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(document.cookie).toContain(`${COOKIE_CONSENT_COOKIE}=accepted`);
  });
});
