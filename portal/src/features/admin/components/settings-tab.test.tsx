import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi } from '../../../testing/mock-api';
import { renderRoutes, RequireRole } from '../../../testing/render';
import { AdminPage } from '../admin-page';

const SETTINGS = { isProtected: false, gatePassword: 'molar-crown-1234', useImmediatePaymentProcessing: false, lastUpdated: '2027-03-01T09:00:00Z' };

function renderSettings() {
  return renderRoutes([{ path: '/admin', element: <RequireRole role="admin"><AdminPage /></RequireRole> }], ['/admin?tab=settings']);
}

describe('Site Settings: switching protection on', () => {
  it('asks first, says who will need the password and that this browser stays in; "Keep it off" changes nothing', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/me': { body: { id: 'a1', email: 'boss@example.com', displayName: 'Bo Admin', role: 'admin' } },
      'GET /api/admin/settings': { body: SETTINGS },
    });
    renderSettings();
    const protection = await screen.findByRole('switch', { name: 'Site protection' });
    await userEvent.click(protection);
    const dialog = await screen.findByRole('dialog', { name: 'Switch site protection on?' });
    expect(dialog).toHaveTextContent('Every visitor will need the site password');
    expect(dialog).toHaveTextContent('Your own browser stays in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it off' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(protection).toHaveAttribute('aria-checked', 'false');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('switches protection on once confirmed, and off without asking', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/me': { body: { id: 'a1', email: 'boss@example.com', displayName: 'Bo Admin', role: 'admin' } },
      'GET /api/admin/settings': { body: SETTINGS },
      'PUT /api/admin/settings': (init) => ({ body: { ...SETTINGS, ...JSON.parse(String(init?.body)) } }),
    });
    renderSettings();
    await userEvent.click(await screen.findByRole('switch', { name: 'Site protection' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch protection on' }));
    expect(await screen.findByText('Site protection is on.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/admin/settings')).toEqual({ isProtected: true });
    expect(screen.getByRole('switch', { name: 'Site protection' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('molar-crown-1234')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Site protection' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Site protection is off.')).toBeInTheDocument();
  });
});
