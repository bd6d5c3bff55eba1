import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterSignIn, LoginPage } from './login-page';

function renderLogin(state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/admin', element: <p>admin page</p> },
      { path: '/user', element: <p>user page</p> },
    ],
    { initialEntries: [{ pathname: '/login', state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('LoginPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for both fields with the spec text', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password.');
  });

  it("shows the server's message when sign-in is refused", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: 'This account has been disabled.' }), { status: 403 })));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account has been disabled.');
  });

  it('says "Failed to log in. Please try again." when the server fails', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    renderLogin();
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to log in. Please try again.');
  });

  it('takes an admin to /admin and shows the message banner from navigation state', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ id: '1', email: 'a@b.co', displayName: null, role: 'admin' }), { status: 200 })));
    const router = renderLogin({ message: 'Please sign in.' });
    expect(screen.getByRole('status')).toHaveTextContent('Please sign in.');
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('admin page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });
});

describe(afterSignIn.name, () => {
  it('sends only admins to /admin', () => {
    expect(afterSignIn(undefined, 'admin')).toBe('/admin');
    expect(afterSignIn(undefined, 'user')).toBe('/user');
    expect(afterSignIn('/user', 'user')).toBe('/user');
    expect(afterSignIn('//evil.example', 'admin')).toBe('/admin');
  });
});
