import { describe, expect, it } from 'vitest';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { ApiError, api } from '../shared/api-client';
import { accessProblem, useAccessEffect } from '../shared/access';
import { mockAnyApi } from '../testing/mock-api';
import { renderRoutes } from '../testing/render';
import { RequireRole } from './require-role';

const SECOND_FACTOR = 'Sign in again with your password and a code from your authenticator app to use this page.';
const admin = { id: '1', email: 'boss@example.com', displayName: 'Bo', role: 'admin' };
const patient = { id: '2', email: 'ann@example.com', displayName: 'Ann', role: 'user' };

/** A signed-in page that reads one thing from the server and hands access errors to the guard. */
function Reader() {
  const read = useQuery({ queryKey: ['probe'], queryFn: () => api.get<{ ok: boolean }>('/api/probe') });
  useAccessEffect(read.error);
  return <h1>{read.data ? 'page shown' : 'loading page'}</h1>;
}

function renderGuarded(role: 'admin' | 'staff' | 'signed-in', path = '/guarded') {
  return renderRoutes(
    [
      { path: '/guarded', element: <RequireRole role={role}><Reader /></RequireRole> },
      { path: '/login', element: <p>login page</p> },
      { path: '/user', element: <p>user page</p> },
    ],
    [path],
  );
}

describe('RequireRole: the one guard of the signed-in pages', () => {
  it('shows the page to someone the server lets in', async () => {
    mockAnyApi({ 'GET /api/auth/me': { body: admin }, 'GET /api/probe': { body: { ok: true } } });
    renderGuarded('admin');
    expect(await screen.findByRole('heading', { name: 'page shown' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login with the page as the return target', async () => {
    mockAnyApi();
    const router = renderGuarded('staff');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ redirectTo: '/guarded' });
  });

  it('sends a signed-in non-admin away from an admin page, to My Appointments with the spec message', async () => {
    mockAnyApi({ 'GET /api/auth/me': { body: patient } });
    const router = renderGuarded('admin');
    expect(await screen.findByText('user page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ message: 'You do not have admin privileges.' });
  });

  it('shows "not staff" with a way back to the practices list when the server refuses a practice', async () => {
    mockAnyApi({ 'GET /api/auth/me': { body: patient }, 'GET /api/probe': { status: 403, body: { message: 'You are not staff of this practice.', code: 'forbidden' } } });
    renderGuarded('staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You are not staff of this practice.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your practices' })).toHaveAttribute('href', '/staff');
  });

  it("signs out and sends to /login with the server's words when the session must be opened again with a code", async () => {
    const fetchMock = mockAnyApi({
      'GET /api/auth/me': { body: admin },
      'GET /api/probe': { status: 403, body: { message: SECOND_FACTOR, code: 'forbidden' } },
      'POST /api/auth/logout': { status: 204 },
    });
    const router = renderGuarded('admin');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ redirectTo: '/guarded', message: SECOND_FACTOR });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/api/auth/logout' && init?.method === 'POST')).toBe(true));
  });

  it('goes to /login when the session runs out while the page is open', async () => {
    let signedIn = true;
    mockAnyApi({
      'GET /api/auth/me': () => (signedIn ? { body: admin } : { status: 401, body: { message: 'Please sign in.', code: 'unauthorized' } }),
      'GET /api/probe': () => {
        signedIn = false;
        return { status: 401, body: { message: 'Please sign in.', code: 'unauthorized' } };
      },
    });
    const router = renderGuarded('admin');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ redirectTo: '/guarded' });
  });
});

describe('accessProblem', () => {
  const refusal = (status: number, message: string, code = 'forbidden', fromServer = true) => new ApiError(status, { message, code }, fromServer);
  it('tells the refusals apart: signed out, who they are, how the session was opened', () => {
    expect(accessProblem(refusal(401, 'Please sign in.', 'unauthorized'))).toBe('signed-out');
    expect(accessProblem(refusal(403, 'You do not have admin privileges.'))).toBe('forbidden');
    expect(accessProblem(refusal(403, 'You are not staff of this practice.'))).toBe('forbidden');
    expect(accessProblem(refusal(403, 'Request failed (403).', 'forbidden', false))).toBe('forbidden');
    expect(accessProblem(refusal(403, SECOND_FACTOR))).toBe('sign-in-again');
    expect(accessProblem(refusal(403, 'Sign in with your password to use this page.'))).toBe('sign-in-again');
    expect(accessProblem(refusal(403, 'This request could not be verified.', 'csrf'))).toBeUndefined();
    expect(accessProblem(refusal(409, 'Taken.', 'slot_taken'))).toBeUndefined();
    expect(accessProblem(new Error('offline'))).toBeUndefined();
  });
});
