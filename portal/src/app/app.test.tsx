import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, SITE_OPEN, type Reply } from '../testing/mock-api';
import { renderApp } from '../testing/render';
import { EMERGENCY_CARE, EMERGENCY_CARE_CONFIRM, RED_FLAG_LABELS } from '@contexts/search/clinical-safety.constants';

const PROTECTED = { ...SITE_OPEN, isProtected: true, gatePassed: false };
const HOME_H1 = 'Emergency dentist appointments today';

describe('App shell', () => {
  it('shows an accessible spinner until the site settings have loaded', async () => {
    let answer: (v: { body: Reply<'GET /api/site'> }) => void = () => undefined;
    mockApi({ 'GET /api/site': () => new Promise((resolve) => (answer = resolve)) });
    renderApp();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the site…');
    answer({ body: SITE_OPEN });
    expect(await screen.findByRole('heading', { level: 1, name: HOME_H1 })).toBeInTheDocument();
  });

  it('logs a settings failure and continues without protection once its retries are spent', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    try {
      const fetchMock = mockApi({ 'GET /api/site': { status: 500, body: { message: 'down' } } });
      renderApp();
      await vi.advanceTimersByTimeAsync(8000);
      expect(fetchMock.mock.calls.filter(([u]) => u === '/api/site')).toHaveLength(5);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('heading', { level: 1, name: HOME_H1 })).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
  });

  it('tries GET /api/site again after a failure, saying so, and then shows the gate it asks for', async () => {
    let calls = 0;
    vi.useFakeTimers();
    try {
      mockApi({ 'GET /api/site': () => (++calls === 1 ? { status: 503, body: { message: 'Starting up' } } : { body: PROTECTED }) });
      renderApp();
      await vi.advanceTimersByTimeAsync(10);
      expect(screen.getByRole('status')).toHaveTextContent('Still loading the site. Trying again…');
      await vi.advanceTimersByTimeAsync(600);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('heading', { name: 'Site Under Development' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('has the landmarks, a skip link and the header and footer links', async () => {
    mockApi();
    renderApp();
    await screen.findByRole('heading', { level: 1, name: HOME_H1 });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    // On the home page the first link of all skips to the booking form's heading.
    const skip = screen.getAllByRole('link')[0];
    expect(skip).toHaveAccessibleName('Skip to the booking form');
    expect(skip).toHaveAttribute('href', '#checker-heading');
    await userEvent.click(skip);
    expect(screen.getByRole('heading', { name: 'Instant Availability Checker' })).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Emergency Dental home' })).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/#contact-section');
    expect(within(header).getByRole('link', { name: /0330 088 2211/ })).toHaveAttribute('href', 'tel:+443300882211');
    expect(within(header).queryByRole('link', { name: 'My Appointments' })).not.toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Booking Terms' })).toHaveAttribute('href', '/booking-terms');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Consultants - Register With Us' })).toHaveAttribute('href', '/register');
    expect(footer).toHaveTextContent('Contains OS data © Crown copyright and database right 2025');
    expect(footer).toHaveTextContent('Contains Royal Mail data © Royal Mail copyright and database right 2025');
    expect(footer).toHaveTextContent('Contains National Statistics data © Crown copyright and database right 2025');
    expect(within(footer).getByRole('link', { name: 'Open Government Licence v3.0' })).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Emergency Dental`);
  });

  it('opens and closes the mobile menu with its button', async () => {
    mockApi();
    renderApp();
    const button = await screen.findByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass('site-menu--open');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('shows My Appointments and Logout when signed in; Logout signs out and returns home', async () => {
    const user = { id: 'u1', email: 'ann@example.com', displayName: 'Ann', role: 'user' };
    let signedIn = true;
    const fetchMock = mockApi({
      'GET /api/auth/me': () => (signedIn ? { body: user } : { status: 401, body: { message: 'Please sign in.' } }),
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    const router = renderApp(['/booking-terms']);
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'My Appointments' })).toHaveAttribute('href', '/user');
    await userEvent.click(within(header).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(header).queryByRole('link', { name: 'My Appointments' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => url === '/api/auth/logout' && init?.method === 'POST')).toBe(true);
  });

  it.each([
    ['/', HOME_H1],
    ['/booking-terms', 'Booking Terms'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/register', 'Join our network of dental practices'],
    ['/login', 'Admin Login'],
    ['/no-such-page', 'Page not found'],
  ])('renders %s with exactly one h1', async (path, h1) => {
    mockApi();
    renderApp([path]);
    expect(await screen.findByRole('heading', { level: 1, name: h1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('sends /availability-check and /appointment-confirmation without navigation state back home', async () => {
    mockApi();
    const router = renderApp(['/availability-check']);
    expect(await screen.findByRole('heading', { level: 1, name: HOME_H1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('jumps to in-page anchors without a navigation, so pages keep their navigation state', async () => {
    mockApi();
    const state = {
      formData: { name: 'Ann', phone: '07700 900982', postcode: 'IV27 4AA', issue: '' },
      nearestPractice: null,
      sortedPractices: [],
      search: { radiusKm: 20, location: { lat: 58, lng: -5 }, nearestPractice: null, date: null, slots: [], sortedPractices: [], alternatives: [], message: 'No practices found within 20km of your location.' },
    };
    const router = renderApp([{ pathname: '/availability-check', state }]);
    expect(await screen.findByRole('heading', { level: 1, name: 'No Available Appointments Found' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Skip to main content' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(router.state.location.state).toEqual(state);
    expect(router.state.location.hash).toBe('');
  });

  it('sends signed-out visitors of /user and /user-dashboard to /login with the return target', async () => {
    mockApi();
    const router = renderApp(['/user-dashboard']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ redirectTo: '/user' });
  });

  it('loads the admin area lazily and sends signed-out visitors to /login', async () => {
    mockApi();
    const router = renderApp(['/admin']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ redirectTo: '/admin' });
  });

  it('scrolls to the top on a change of path and to the anchor for /#contact-section', async () => {
    mockApi();
    const router = renderApp(['/booking-terms']);
    await screen.findByRole('heading', { level: 1, name: 'Booking Terms' });
    vi.mocked(window.scrollTo).mockClear();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Book now' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#contact-section'));
    const contact = document.getElementById('contact-section');
    expect(contact?.scrollIntoView).toHaveBeenCalled();
    expect(contact).toHaveFocus();
    await userEvent.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy Policy' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('while an emergency sign is ticked, leads every way to a form ("Find an appointment", "Book now", the second form) to a 999 screen', async () => {
    const fetchMock = mockApi();
    const router = renderApp();
    const hero = await screen.findByRole('form', { name: 'Instant Availability Checker' });
    await userEvent.click(within(hero).getByLabelText(RED_FLAG_LABELS.eye_swelling));
    const [heroScreen, contactScreen] = screen.getAllByRole('region', { name: EMERGENCY_CARE.heading });
    expect(screen.queryAllByRole('form')).toEqual([]);
    expect(document.getElementById('contact-section')).toContainElement(contactScreen);

    const book = within(screen.getByRole('banner')).getByRole('link', { name: 'Book now' });
    expect(book).toHaveAttribute('href', '/#contact-form-heading');
    await userEvent.click(book);
    await waitFor(() => expect(router.state.location.hash).toBe('#contact-form-heading'));
    expect(within(contactScreen).getByRole('heading', { name: EMERGENCY_CARE.heading })).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Find an appointment' }));
    expect(within(heroScreen).getByRole('heading', { name: EMERGENCY_CARE.heading })).toHaveFocus();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/search');

    // None applies: "Book now" leads to the section again.
    await userEvent.click(within(heroScreen).getByRole('button', { name: EMERGENCY_CARE.back }));
    await userEvent.click(screen.getByRole('button', { name: EMERGENCY_CARE_CONFIRM.noneApplies }));
    expect(book).toHaveAttribute('href', '/#contact-section');
  });
});

describe('Password gate', () => {
  it('shows instead of the routes while protected: logo, heading, text and a masked, labelled field', async () => {
    mockApi({ 'GET /api/site': { body: PROTECTED } });
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Site Under Development' })).toBeInTheDocument();
    expect(
      screen.getByText('This site is currently under development. Please enter the password to access the content.'),
    ).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(screen.getByText('Emergency Dental')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: HOME_H1 })).not.toBeInTheDocument();
  });

  it('says "Incorrect password. Please try again." for a wrong password and clears the field', async () => {
    const fetchMock = mockApi({
      'GET /api/site': { body: PROTECTED },
      'POST /api/site/gate': { status: 401, body: { message: 'Incorrect password. Please try again.', code: 'wrong_password' } },
    });
    renderApp();
    const password = await screen.findByLabelText('Password');
    await userEvent.type(password, 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Enter Site' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Incorrect password\. Please try again\.$/);
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(bodyOf(fetchMock, 'POST /api/site/gate')).toEqual({ password: 'wrong' });
  });

  it('lets the visitor in after the right password', async () => {
    mockApi({ 'GET /api/site': { body: PROTECTED }, 'POST /api/site/gate': { status: 204 } });
    renderApp(['/privacy-policy']);
    await userEvent.type(await screen.findByLabelText('Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Enter Site' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('does not show when the gate cookie was already accepted', async () => {
    mockApi({ 'GET /api/site': { body: { ...PROTECTED, gatePassed: true } } });
    renderApp();
    expect(await screen.findByRole('heading', { level: 1, name: HOME_H1 })).toBeInTheDocument();
  });
});
