import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type Reply } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { afterSignIn, LoginPage } from './login-page';

function renderLogin(state?: unknown) {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/admin', element: <p>admin page</p> },
      { path: '/user', element: <p>user page</p> },
      { path: '/', element: <p>home page</p> },
    ],
    [{ pathname: '/login', state }],
  );
}

async function signIn(email = 'ann@example.com', password = 'secret') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const admin = { id: '1', email: 'boss@example.com', displayName: 'Boss', role: 'admin' };
const patient = { id: '2', email: 'ann@example.com', displayName: 'Ann', role: 'user' };

describe('LoginPage', () => {
  it('has the heading, labelled fields and the way home', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
  });

  it('asks for both fields with the spec text, without calling the server', async () => {
    const fetchMock = mockApi();
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password.');
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Signing in..." while busy and sends the credentials', async () => {
    let reply: (v: { body: Reply<'POST /api/auth/login'> }) => void = () => undefined;
    const fetchMock = mockApi({ 'POST /api/auth/login': () => new Promise((resolve) => (reply = resolve)) });
    renderLogin();
    await signIn();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    reply({ body: admin });
    expect(await screen.findByText('admin page')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/auth/login')).toEqual({ email: 'ann@example.com', password: 'secret' });
  });

  it('says "Failed to log in. Please try again." when the e-mail or the password is wrong (one text for both)', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Failed to log in. Please try again.', code: 'invalid_credentials' } } });
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log in. Please try again.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says "Failed to log in. Please try again." when the server fails', async () => {
    mockApi({ 'POST /api/auth/login': { status: 500, body: {} } });
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log in. Please try again.');
  });

  it('shows the message banner from navigation state', () => {
    renderLogin({ message: 'Please sign in to see your appointments.' });
    expect(screen.getByRole('status')).toHaveTextContent('Please sign in to see your appointments.');
  });

  it('takes an admin to /admin by default', async () => {
    mockApi({ 'POST /api/auth/login': { body: admin } });
    const router = renderLogin();
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('takes anyone else heading for /admin to /user', async () => {
    mockApi({ 'POST /api/auth/login': { body: patient } });
    const router = renderLogin({ redirectTo: '/admin' });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });

  it('takes any signed-in user to the target from navigation state', async () => {
    mockApi({ 'POST /api/auth/login': { body: patient } });
    const router = renderLogin({ redirectTo: '/user' });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user'));
  });
});

describe(afterSignIn.name, () => {
  it('defaults to /admin, which only admins reach', () => {
    expect(afterSignIn(undefined, 'admin')).toBe('/admin');
    expect(afterSignIn(undefined, 'user')).toBe('/user');
    expect(afterSignIn('/admin', 'user')).toBe('/user');
  });

  it('follows a same-site target and ignores anything else', () => {
    expect(afterSignIn('/user', 'user')).toBe('/user');
    expect(afterSignIn('/user', 'admin')).toBe('/user');
    expect(afterSignIn('//evil.example', 'admin')).toBe('/admin');
    expect(afterSignIn('https://evil.example', 'user')).toBe('/user');
    expect(afterSignIn(42, 'admin')).toBe('/admin');
  });

  it('e-mails a sign-in link to a patient who booked without a password', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/email-link': { status: 202, body: { message: 'If that address has bookings with us, a sign-in link is on its way. It works for 15 minutes.' } },
    });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText('Enter the e-mail address you booked with.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address you booked with'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText('If that address has bookings with us, a sign-in link is on its way. It works for 15 minutes.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/auth/email-link')).toEqual({ email: 'ann@example.com' });
  });
});


describe('LoginPage for practice staff', () => {
  it("lands a practice's staff on their practice's day", async () => {
    mockApi({
      'POST /api/auth/login': { body: patient },
      'GET /api/staff/practices': { body: { practices: [{ id: 'p1', name: 'Smile Dental', city: 'Leeds', archived: false }] } },
    });
    const router = renderRoutes(
      [
        { path: '/login', element: <LoginPage /> },
        { path: '/staff', element: <p>staff page</p> },
        { path: '/user', element: <p>user page</p> },
      ],
      ['/login'],
    );
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
  });

  it('sends staff to /staff only from the admin area', () => {
    expect(afterSignIn(undefined, 'user', true)).toBe('/staff');
    expect(afterSignIn('/user', 'user', true)).toBe('/user');
    expect(afterSignIn(undefined, 'admin', true)).toBe('/admin');
  });
});

describe('LoginPage with two-step verification', () => {
  const codeNeeded = { status: 401, body: { message: 'Enter the 6-digit code from your authenticator app.', code: 'second_factor_required' } };

  it('asks for a code from the app after the right password, as a one-time-code field, and signs in with it', async () => {
    let calls = 0;
    const fetchMock = mockApi({ 'POST /api/auth/login': () => (++calls === 1 ? codeNeeded : { body: admin }) });
    const router = renderLogin();
    await signIn('boss@example.com', 'secret');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Two-step verification' });
    await waitFor(() => expect(heading).toHaveFocus());
    const field = screen.getByLabelText('Code from your authenticator app');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code from your authenticator app.');
    await userEvent.type(field, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    const bodies = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/login').map(([, init]) => JSON.parse(String(init?.body)));
    expect(bodies).toEqual([
      { email: 'boss@example.com', password: 'secret' },
      { email: 'boss@example.com', password: 'secret', code: '123456' },
    ]);
  });

  it('takes a recovery code in place of the app code, and says when a code is wrong', async () => {
    let calls = 0;
    mockApi({
      'POST /api/auth/login': () =>
        ++calls === 1 ? codeNeeded : { status: 401, body: { message: 'That code is not right. Enter the current 6-digit code from your authenticator app, or one of your recovery codes.', code: 'second_factor_invalid' } },
    });
    renderLogin();
    await signIn('boss@example.com', 'secret');
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    const field = screen.getByLabelText('Recovery code');
    expect(field).toHaveAttribute('inputmode', 'text');
    await userEvent.type(field, 'abcd-efgh-jkmn-pqrs');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
  });

  it('enrols an account that must have it: QR code, the key as text, a first code, then the recovery codes once', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/login': { status: 401, body: { message: 'Set up two-step verification to sign in.', code: 'second_factor_setup_required' } },
      'POST /api/auth/second-factor/setup': { body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } },
      'POST /api/auth/second-factor/confirm': { body: { user: admin, recoveryCodes: ['aaaa-bbbb-cccc-dddd', 'eeee-ffff-gggg-hhhh'] } },
    });
    const router = renderLogin();
    await signIn('boss@example.com', 'secret');
    expect(await screen.findByRole('heading', { level: 2, name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code that adds Emergency Dental to your authenticator app' })).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['aaaa-bbbb-cccc-dddd', 'eeee-ffff-gggg-hhhh']);
    expect(bodyOf(fetchMock, 'POST /api/auth/second-factor/confirm')).toEqual({ email: 'boss@example.com', password: 'secret', code: '654321' });
    await userEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('lets an admin set it up when they like (where it is optional), from the sign-in form', async () => {
    const fetchMock = mockApi({
      'POST /api/auth/second-factor/setup': { body: { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } },
    });
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password.');
    await userEvent.type(screen.getByLabelText('Email'), 'boss@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Set up two-step verification' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/auth/second-factor/setup')).toEqual({ email: 'boss@example.com', password: 'secret' });
  });

  it('offers the code field after too many attempts, so the owner signs in with the password and a code', async () => {
    let calls = 0;
    const fetchMock = mockApi({
      'POST /api/auth/login': () => (++calls === 1 ? { status: 429, body: { message: 'Too many sign-in attempts. Please wait a few minutes and try again.', code: 'rate_limited' } } : { body: admin }),
    });
    const router = renderLogin();
    await signIn('boss@example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts.');
    await userEvent.type(screen.getByLabelText('Code from your authenticator app (if you use two-step verification)'), '112233');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    const last = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/login').at(-1)!;
    expect(JSON.parse(String(last[1]?.body))).toEqual({ email: 'boss@example.com', password: 'secret', code: '112233' });
  });
});
