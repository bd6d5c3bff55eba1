import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type Reply } from '../../../testing/mock-api';
import { renderRoutes, RequireRole } from '../../../testing/render';
import { AdminPage } from '../admin-page';

const ME = { id: 'a1', email: 'boss@example.com', displayName: 'Bo Admin', role: 'admin' };
const PRACTICE = { id: '11111111-1111-4111-8111-111111111111', name: 'Deansgate Dental', city: 'Manchester', postcode: 'M3 2BY' };
const row = (over: { id: string; email: string } & Record<string, unknown>) => ({
  disabled: false,
  createdAt: '2027-01-01T09:00:00Z',
  lastSignInAt: null,
  secondFactor: 'off',
  signInLockedUntil: null,
  codesLockedUntil: null,
  displayName: null,
  role: 'user',
  ...over,
});
const BOSS = row({ id: 'a1', email: 'boss@example.com', displayName: 'Bo Admin', role: 'admin', secondFactor: 'on', lastSignInAt: '2027-03-01T09:00:00Z' });
const OTHER_ADMIN = row({ id: 'a2', email: 'deputy@example.com', displayName: 'Dee Deputy', role: 'admin', secondFactor: 'on', lastSignInAt: '2027-03-01T08:00:00Z', codesLockedUntil: '2027-03-02T08:00:00Z' });
const PATIENT = row({ id: 'u3', email: 'ann@example.com', signInLockedUntil: '2027-03-01T09:15:00Z' });
const INVITATION = {
  id: '44444444-4444-4444-8444-444444444444',
  email: 'reception@example.com',
  role: 'staff',
  practices: [{ id: PRACTICE.id, name: PRACTICE.name }],
  invitedBy: 'Bo Admin',
  sentAt: '2027-03-01T09:00:00Z',
  expiresAt: '2027-03-04T09:00:00Z',
  expired: false,
};

function base(users: Reply<'GET /api/admin/users'> = [BOSS, OTHER_ADMIN, PATIENT], invitations: Reply<'GET /api/admin/invitations'> = []) {
  return {
    'GET /api/auth/me': { body: ME },
    'GET /api/admin/users': { body: users },
    'GET /api/admin/invitations': { body: invitations },
    'GET /api/admin/staff': { body: [] },
    'GET /api/admin/staff/practice-options': { body: [PRACTICE] },
  };
}

function renderUsers() {
  return renderRoutes(
    [
      { path: '/admin', element: <RequireRole role="admin"><AdminPage /></RequireRole> },
      { path: '/login', element: <p>login page</p> },
    ],
    ['/admin?tab=users'],
  );
}

describe('Users tab: accounts and their sign-in', () => {
  it("shows each account's two-step verification, locks and last sign-in", async () => {
    mockApi(base());
    renderUsers();
    const deputy = await screen.findByRole('row', { name: /deputy@example.com/ });
    expect(within(deputy).getByText('On')).toBeInTheDocument();
    expect(within(deputy).getByText(/^Codes locked until/)).toBeInTheDocument();
    const ann = screen.getByRole('row', { name: /ann@example.com/ });
    expect(within(ann).getByText('Off')).toBeInTheDocument();
    expect(within(ann).getByText('Never')).toBeInTheDocument();
    expect(within(ann).getByText(/^New browsers locked out until/)).toBeInTheDocument();
    // One's own account is neither disabled nor changed from here.
    const mine = screen.getByRole('row', { name: /boss@example.com/ });
    expect(within(mine).queryByRole('button', { name: /^Disable/ })).not.toBeInTheDocument();
  });

  it("resets another admin's two-step verification, confirmed with the admin's own current code", async () => {
    const reset = { ...OTHER_ADMIN, secondFactor: 'required', codesLockedUntil: null };
    const fetchMock = mockApi({
      ...base(),
      'POST /api/admin/users/a2/second-factor/reset': (init) =>
        JSON.parse(String(init?.body)).code === '123456'
          ? { body: reset }
          : { status: 400, body: { message: 'That code is not right. Enter the current 6-digit code from your own authenticator app.', code: 'confirmation_code_invalid', fields: { code: 'x' } } },
    });
    renderUsers();
    const deputy = await screen.findByRole('row', { name: /deputy@example.com/ });
    await userEvent.click(within(deputy).getByRole('button', { name: 'Sign-in of Dee Deputy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in of Dee Deputy' });
    expect(within(dialog).getByText('Two-step verification')).toBeInTheDocument();
    const field = within(dialog).getByLabelText('Your current code');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step verification' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter the current 6-digit code from your own authenticator app to confirm.');
    await userEvent.type(field, '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step verification' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That code is not right.');
    await userEvent.clear(field);
    await userEvent.type(field, '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset two-step verification' }));
    expect(await screen.findByText('Two-step verification of Dee Deputy was reset: they set it up again at their next sign-in. We e-mailed them.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/admin/users/a2/second-factor/reset')).toEqual({ code: '000000' });
  });

  it('ends a lock-out with the admin’s own code, and offers it only when the account is locked', async () => {
    const fetchMock = mockApi({ ...base(), 'POST /api/admin/users/u3/sign-in-lock/end': { body: { ...PATIENT, signInLockedUntil: null } } });
    renderUsers();
    await userEvent.click(within(await screen.findByRole('row', { name: /deputy@example.com/ })).getByRole('button', { name: 'Sign-in of Dee Deputy' }));
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End the lock-out' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await userEvent.click(within(screen.getByRole('row', { name: /ann@example.com/ })).getByRole('button', { name: 'Sign-in of ann@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-in of ann@example.com' });
    await userEvent.type(within(dialog).getByLabelText('Your current code'), '654321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'End the lock-out' }));
    expect(await screen.findByText('The lock-out of ann@example.com has ended. We e-mailed them.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/admin/users/u3/sign-in-lock/end')).toEqual({ code: '654321' });
  });

  it('tells an admin without two-step verification to set it up before changing anyone’s sign-in', async () => {
    mockApi(base([{ ...BOSS, secondFactor: 'off' }, OTHER_ADMIN]));
    renderUsers();
    await userEvent.click(within(await screen.findByRole('row', { name: /deputy@example.com/ })).getByRole('button', { name: 'Sign-in of Dee Deputy' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Set up two-step verification for your own account first/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reset two-step verification' })).not.toBeInTheDocument();
  });

  it('asks before disabling an account, and enables it again in one click', async () => {
    let users = [BOSS, OTHER_ADMIN, PATIENT];
    const fetchMock = mockApi({
      ...base(),
      'GET /api/admin/users': () => ({ body: users }),
      'PUT /api/admin/users/u3/disabled': (init) => {
        const { disabled } = JSON.parse(String(init?.body)) as { disabled: boolean };
        users = users.map((u) => (u.id === 'u3' ? { ...u, disabled } : u));
        return { body: users[2] };
      },
    });
    renderUsers();
    await userEvent.click(within(await screen.findByRole('row', { name: /ann@example.com/ })).getByRole('button', { name: 'Disable ann@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable ann@example.com?' });
    expect(dialog).toHaveTextContent('They are signed out at once');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await screen.findByText('ann@example.com is disabled and signed out.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/admin/users/u3/disabled')).toEqual({ disabled: true });
    const ann = await screen.findByRole('row', { name: /ann@example.com/ });
    await waitFor(() => expect(within(ann).getByText('Disabled')).toBeInTheDocument());
    await userEvent.click(within(ann).getByRole('button', { name: 'Enable ann@example.com' }));
    expect(await screen.findByText('ann@example.com can sign in again.')).toBeInTheDocument();
  });
});

describe('Users tab: invitations', () => {
  it('invites a receptionist of a practice found by name, and lists the invitation', async () => {
    let invitations: Reply<'GET /api/admin/invitations'> = [];
    const fetchMock = mockApi({
      ...base(),
      'GET /api/admin/invitations': () => ({ body: invitations }),
      'POST /api/admin/invitations': () => {
        invitations = [INVITATION];
        return { status: 201, body: INVITATION };
      },
    });
    renderUsers();
    expect(await screen.findByText('No invitations waiting.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    // Checked before sending: one address, and a practice for a member of staff.
    await userEvent.type(within(dialog).getByLabelText('Email'), 'reception@example.com, boss@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveTextContent('Enter one e-mail address, like name@example.org.');
    expect(summary).toHaveTextContent('Choose at least one practice for a member of staff.');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.type(within(dialog).getByLabelText('Email'), 'reception@example.com');
    expect(within(dialog).getByRole('radio', { name: /^Practice staff/ })).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Find a practice by name, city or postcode'), 'Deans');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Deansgate Dental, Manchester M3 2BY' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to reception@example.com. The link works for 72 hours.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/admin/invitations')).toEqual({ email: 'reception@example.com', role: 'staff', practiceIds: [PRACTICE.id] });
    const listed = await screen.findByRole('row', { name: /reception@example.com/ });
    expect(within(listed).getByText('Staff of Deansgate Dental')).toBeInTheDocument();
    expect(within(listed).getByText('by Bo Admin')).toBeInTheDocument();
  });

  it("invites an admin without practices, and shows the server's refusal", async () => {
    const fetchMock = mockApi({
      ...base(),
      'POST /api/admin/invitations': { status: 409, body: { message: 'This address has an account already. Use "Make admin" or "Practices" on its row in Users instead.', code: 'account_exists' } },
    });
    renderUsers();
    await userEvent.click(await screen.findByRole('button', { name: 'Invite someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone' });
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ann@example.com');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Admin/ }));
    expect(within(dialog).queryByLabelText('Find a practice by name, city or postcode')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This address has an account already.');
    expect(bodyOf(fetchMock, 'POST /api/admin/invitations')).toEqual({ email: 'ann@example.com', role: 'admin', practiceIds: [] });
  });

  it('sends an invitation again and withdraws one; an expired one says so', async () => {
    let invitations: Reply<'GET /api/admin/invitations'> = [INVITATION, { ...INVITATION, id: '55555555-5555-4555-8555-555555555555', email: 'late@example.com', role: 'admin', practices: [], expired: true }];
    const fetchMock = mockApi({
      ...base(),
      'GET /api/admin/invitations': () => ({ body: invitations }),
      [`POST /api/admin/invitations/${INVITATION.id}/resend`]: { body: INVITATION },
      'DELETE /api/admin/invitations/55555555-5555-4555-8555-555555555555': () => {
        invitations = [INVITATION];
        return { status: 204 };
      },
    });
    renderUsers();
    const late = await screen.findByRole('row', { name: /late@example.com/ });
    expect(within(late).getByText('Expired')).toBeInTheDocument();
    expect(within(late).getByText('Admin')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('row', { name: /reception@example.com/ })).getByRole('button', { name: 'Send again to reception@example.com' }));
    expect(await screen.findByText('A new invitation went to reception@example.com. The link in the earlier one no longer works.')).toBeInTheDocument();
    await userEvent.click(within(late).getByRole('button', { name: 'Withdraw the invitation to late@example.com' }));
    expect(await screen.findByText('The invitation to late@example.com is withdrawn: its link no longer works.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /late@example.com/ })).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/resend'))).toHaveLength(1);
  });
});
