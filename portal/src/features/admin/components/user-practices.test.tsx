import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi } from '../../../testing/mock-api';
import { renderRoutes } from '../../../testing/render';
import { UserPracticesCell } from './user-practices';

const now = new Date();

describe('UserPracticesCell', () => {
  it('shows and changes the practices a user is staff of', async () => {
    const user = { id: 'u1', email: 'reception@example.com', displayName: 'Reception', role: 'user' as const, disabled: false, createdAt: now.toISOString(), lastSignInAt: null, secondFactor: 'off' as const, signInLockedUntil: null, codesLockedUntil: null };
    const fetchMock = mockApi({
      'GET /api/admin/staff': { body: [{ userId: 'u1', practices: [{ id: 'p1', name: 'Smile Dental' }] }] },
      'GET /api/admin/staff/practice-options': { body: [{ id: 'p2', name: 'Tooth Hub', city: 'Leeds', postcode: 'LS1 1AA' }] },
      'PUT /api/admin/users/u1/practices': { body: { id: 'u1', practices: [] } },
    });
    renderRoutes([{ path: '/', element: <UserPracticesCell user={user} /> }]);
    expect(await screen.findByText(/Smile Dental/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Practices of Reception' }));
    const dialog = await screen.findByRole('dialog', { name: 'Practices of Reception' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Tooth Hub, Leeds LS1 1AA' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Smile Dental' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save practices' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'PUT /api/admin/users/u1/practices')).toEqual({ practiceIds: ['p2'] }));
  });
});
