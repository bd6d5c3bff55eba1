import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { InvitationPage } from './invitation-page';

const TOKEN = 'x'.repeat(43);
const INVALID = 'This invitation link does not work any more. Ask the admin who invited you to send a new one.';
const STAFF = { id: 'u9', email: 'reception@example.com', displayName: null, role: 'user' };

function renderInvitation(url = `/invitation?token=${TOKEN}`) {
  return renderRoutes(
    [
      { path: '/invitation', element: <InvitationPage /> },
      { path: '/staff', element: <p>staff page</p> },
      { path: '/admin', element: <p>admin page</p> },
    ],
    [url],
  );
}

async function choosePassword(password = 'a-receptionist-password', again = password) {
  await userEvent.type(screen.getByLabelText('New password'), password);
  await userEvent.type(screen.getByLabelText('The same password again'), again);
  await userEvent.click(screen.getByRole('button', { name: 'Save my password' }));
}

describe('an invitation’s page', () => {
  it('sets the password, enrols where two-step verification is required, shows the recovery codes once and lands on the practice’s day', async () => {
    const fetchMock = mockApi({
      'POST /api/invitations/accept': { body: { email: STAFF.email, role: 'staff', secondFactor: 'required' } },
      'POST /api/auth/second-factor/setup': { body: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' } },
      'POST /api/auth/second-factor/confirm': { body: { user: STAFF, recoveryCodes: ['aaaa-bbbb-cccc-dddd'] } },
      'GET /api/staff/practices': { body: { practices: [{ id: 'p1', name: 'Deansgate Dental', city: 'Manchester', archived: false }] } },
    });
    const router = renderInvitation();
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await choosePassword();
    expect(bodyOf(fetchMock, 'POST /api/invitations/accept')).toEqual({ token: TOKEN, password: 'a-receptionist-password' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Set up two-step verification' });
    expect(heading).toHaveFocus();
    expect(bodyOf(fetchMock, 'POST /api/auth/second-factor/setup')).toEqual({ email: STAFF.email, password: 'a-receptionist-password' });
    await userEvent.type(screen.getByLabelText('Code from your authenticator app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Save your recovery codes' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getByText('aaaa-bbbb-cccc-dddd')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText('staff page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/staff');
  });

  it('lets the invitee choose two-step verification now or later where it is optional', async () => {
    const fetchMock = mockApi({
      'POST /api/invitations/accept': { body: { email: 'deputy@example.com', role: 'admin', secondFactor: 'optional' } },
      'POST /api/auth/login': { body: { id: 'a9', email: 'deputy@example.com', displayName: null, role: 'admin' } },
    });
    renderInvitation();
    await choosePassword();
    expect(await screen.findByRole('heading', { level: 2, name: 'Your account is ready' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('You sign in as deputy@example.com.');
    expect(screen.getByRole('button', { name: 'Set up two-step verification' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByText('admin page')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/auth/login')).toEqual({ email: 'deputy@example.com', password: 'a-receptionist-password' });
  });

  it('checks the two passwords before sending, and says when the link does not work', async () => {
    const fetchMock = mockApi({ 'POST /api/invitations/accept': { status: 410, body: { message: INVALID, code: 'invitation_invalid' } } });
    renderInvitation();
    await choosePassword('short', 'shorter');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('The password must be at least 12 characters.');
    expect(summary).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.clear(screen.getByLabelText('The same password again'));
    await choosePassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(INVALID);
  });

  it('says the link does not work when it has no token', () => {
    mockApi();
    renderInvitation('/invitation');
    expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
