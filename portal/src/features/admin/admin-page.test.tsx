import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes, RequireRole } from '../../testing/render';
import { AdminPage } from './admin-page';

function renderAdmin() {
  return renderRoutes(
    [
      { path: '/admin', element: <RequireRole role="admin"><AdminPage /></RequireRole> },
      { path: '/login', element: <p>login page</p> },
      { path: '/user', element: <p>user page</p> },
    ],
    ['/admin'],
  );
}

describe('AdminPage', () => {
  it('links the dev inbox only when the server says this deployment has one', async () => {
    mockApi({
      'GET /api/auth/me': { body: { id: '1', email: 'boss@example.com', displayName: null, role: 'admin' } },
      'GET /api/admin/ops': { body: { queueDashboard: '/admin/queues', devInbox: '/dev/mail', devSmsOutbox: '/dev/sms' } },
    });
    renderAdmin();
    expect(await screen.findByRole('link', { name: 'Dev inbox' })).toHaveAttribute('href', '/dev/mail');
    expect(screen.getByRole('link', { name: 'Dev SMS outbox' })).toHaveAttribute('href', '/dev/sms');
  });

  it('sends a signed-out visitor to /login with the return target', async () => {
    mockApi();
    const router = renderAdmin();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ redirectTo: '/admin' });
  });

  it('sends a signed-in non-admin to /user with the spec message', async () => {
    mockApi({ 'GET /api/auth/me': { body: { id: '2', email: 'ann@example.com', displayName: 'Ann', role: 'user' } } });
    const router = renderAdmin();
    expect(await screen.findByText('user page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ message: 'You do not have admin privileges.' });
  });

  it('shows who is logged in, the queue dashboard link and a Logout that goes to /login', async () => {
    mockApi({
      'GET /api/auth/me': { body: { id: '1', email: 'boss@example.com', displayName: null, role: 'admin' } },
      'POST /api/auth/logout': { status: 204 },
    });
    const router = renderAdmin();
    expect(await screen.findByText(/Logged in as/)).toHaveTextContent('Logged in as boss@example.com');
    expect(screen.getByRole('link', { name: 'Queue dashboard' })).toHaveAttribute('href', '/admin/queues');
    expect(screen.queryByRole('link', { name: 'Dev inbox' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
