import { describe, expect, it, vi, afterEach } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from './app';
import { useSite } from './site-settings';

function mockFetch(handler: (url: string, init?: RequestInit) => { status: number; body?: unknown }) {
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    const { status, body } = handler(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const site = { isProtected: false, gatePassed: false, paymentProvider: 'simulated', bookingFeePence: 3900 };

describe('App shell', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSite.setState({ status: 'loading', settings: undefined });
  });

  it('shows the home page with its hero, form, header and footer once settings load', async () => {
    mockFetch(() => ({ status: 200, body: site }));
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Emergency dentist appointments today' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Instant Availability Checker' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/#contact-section');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Booking Terms' })).toBeInTheDocument();
  });

  it('keeps the eight home sections in the order of the spec', async () => {
    mockFetch(() => ({ status: 200, body: site }));
    render(<App />);
    await screen.findByRole('heading', { level: 1 });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 9)).toEqual([
      'Instant Availability Checker',
      'Emergencies we can help with',
      'About our lead dentist',
      'Same day, fixed fee',
      'What patients say',
      'Treatment fees',
      'Book your emergency appointment',
      'Check availability near you',
      'Regulated and accountable',
    ]);
  });

  it('continues unprotected when the settings cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch(() => ({ status: 500, body: { message: 'down' } }));
    render(<App />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Emergency dentist appointments today' })).toBeInTheDocument();
  });

  it('shows the gate while protected; a wrong password shows the spec text and clears the field', async () => {
    mockFetch((url) =>
      url === '/api/site'
        ? { status: 200, body: { ...site, isProtected: true } }
        : { status: 401, body: { message: 'Incorrect password. Please try again.' } },
    );
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Site Under Development' })).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Enter Site' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password. Please try again.');
    expect(password).toHaveValue('');
  });

  it('lets the visitor in after the right password', async () => {
    mockFetch((url) => (url === '/api/site' ? { status: 200, body: { ...site, isProtected: true } } : { status: 204 }));
    render(<App />);
    await userEvent.type(await screen.findByLabelText('Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Enter Site' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Emergency dentist appointments today' })).toBeInTheDocument();
  });

  it('hides the cookie notice for good after Accept', async () => {
    mockFetch(() => ({ status: 200, body: site }));
    render(<App />);
    await screen.findByRole('heading', { name: 'Cookie Notice' });
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('heading', { name: 'Cookie Notice' })).not.toBeInTheDocument();
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
  });
});
