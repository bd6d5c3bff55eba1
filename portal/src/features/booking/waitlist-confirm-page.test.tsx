import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WAITLIST_MESSAGES } from '@contexts/waitlist/waitlist.constants';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { WaitlistConfirmPage } from './waitlist-offer-page';

const render = (search = '?token=c0nfirm') => renderRoutes([{ path: '/waitlist/confirm', element: <WaitlistConfirmPage /> }], [`/waitlist/confirm${search}`]);

describe('WaitlistConfirmPage', () => {
  it('confirms the place once, says so in a status, focuses the heading and offers the leave link', async () => {
    const fetchMock = mockApi({
      'POST /api/waitlist/confirm': {
        body: { message: WAITLIST_MESSAGES.joined(20), postcode: 'EH2 3AA', radiusKm: 20, expiresAt: '2027-03-15T10:00:00.000Z', leaveToken: 'le.ave' },
      },
    });
    render();
    expect(await screen.findByText(WAITLIST_MESSAGES.joined(20))).toHaveAttribute('role', 'status');
    // Focus follows the answer's render (an effect): wait for it rather than race it.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Your place on the waitlist' })).toHaveFocus());
    expect(screen.getByText('EH2 3AA')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leave the waitlist' })).toHaveAttribute('href', '/waitlist/leave?token=le.ave');
    const calls = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/waitlist/confirm');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0][1]?.body))).toEqual({ token: 'c0nfirm' });
  });

  it('shows the server message in an alert for a link used already', async () => {
    mockApi({ 'POST /api/waitlist/confirm': { status: 409, body: { message: WAITLIST_MESSAGES.alreadyConfirmed, code: 'waitlist_already_confirmed' } } });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.alreadyConfirmed);
    // Focus follows the answer's render (an effect): wait for it rather than race it.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Your place on the waitlist' })).toHaveFocus());
  });

  it('says the link is not valid when it has no token, without asking the server', async () => {
    const fetchMock = mockApi();
    render('');
    expect(await screen.findByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.linkInvalid);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/waitlist/confirm')).toBe(false);
  });
});
