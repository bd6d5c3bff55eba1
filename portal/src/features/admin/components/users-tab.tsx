import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_MESSAGE_MS } from '@contexts/site/site.constants';
import { userMessage } from '../../../shared/api-client';
import { formatDateShort, formatTime } from '../../../shared/format';
import { useSession } from '../../../shared/session';
import { Spinner } from '../../../shared/spinner';
import { useAccessErrors } from '../../../shared/access';
import { useGuardedQuery } from '../../../shared/back-office/use-guarded-query';
import { adminApi, adminKeys, type AdminUser } from '../api/admin';
import { MessageBanner, useTimedMessage } from '../../../shared/back-office/timed-message';
import { InvitationsPanel } from './invitations-panel';
import { DisableDialog, lockText, SECOND_FACTOR_TEXT, SignInCareDialog, whoIs } from './sign-in-care';
import { UserPracticesCell } from './user-practices';

const LOAD_FAILED = 'Failed to load users. Please try again.';
const CHANGE_FAILED = 'Failed to change the role. Please try again.';
const ENABLE_FAILED = 'Failed to enable the account. Please try again.';

/**
 * The Users tab: invitations (ADR 0043), then every account with its role, two-step verification,
 * locks and last sign-in; promote and demote (the server keeps at least one admin; a demotion signs
 * the person out), look after their sign-in, and disable or enable them.
 */
export function UsersTab() {
  const handleAccess = useAccessErrors();
  const queryClient = useQueryClient();
  const me = useSession((s) => s.user);
  const refreshSession = useSession((s) => s.refresh);
  const list = useGuardedQuery(adminKeys.users, adminApi.users);
  const users = list.data;
  const loadError = list.failed ? LOAD_FAILED : undefined;
  const flash = useTimedMessage(SUCCESS_MESSAGE_MS);
  const [caring, setCaring] = useState<AdminUser>();
  const [disabling, setDisabling] = useState<AdminUser>();
  const myRow = users?.find((u) => u.id === me?.id);

  const change = useMutation({
    mutationFn: ({ user, role }: { user: AdminUser; role: AdminUser['role'] }) => adminApi.changeRole(user.id, role),
    onSuccess: async (_result, { user, role }) => {
      flash.show('success', `${whoIs(user)} is now ${role === 'admin' ? 'an admin' : 'a user'}.`);
      // Demoting yourself ends your sessions (access taken away, ADR 0043): the session re-read signs you out.
      if (user.id === me?.id) await refreshSession();
      else await queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
    onError: (e) => {
      if (!handleAccess(e)) flash.show('error', userMessage(e, CHANGE_FAILED));
    },
  });
  const enable = useMutation({
    mutationFn: (user: AdminUser) => adminApi.setDisabled(user.id, false),
    onSuccess: async (_row, user) => {
      flash.show('success', `${whoIs(user)} can sign in again.`);
      await queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
    onError: (e) => {
      if (!handleAccess(e)) flash.show('error', userMessage(e, ENABLE_FAILED));
    },
  });
  const busyId = change.isPending ? change.variables.user.id : enable.isPending ? enable.variables.id : undefined;
  const changeRole = (user: AdminUser, role: AdminUser['role']) => change.mutate({ user, role });
  const done = (text: string) => {
    setCaring(undefined);
    setDisabling(undefined);
    flash.show('success', text);
  };

  return (
    <div>
      <h2>Users</h2>
      <MessageBanner message={flash.message} />
      <InvitationsPanel onMessage={flash.show} />
      <h3>Accounts</h3>
      {loadError ? (
        <p className="banner banner--error" role="alert">
          {loadError}
        </p>
      ) : !users ? (
        <Spinner label="Loading users…" />
      ) : (
        <div className="table-wrap" role="region" aria-label="Users" tabIndex={0}>
          <table className="admin-table">
            <caption className="visually-hidden">Users ({users.length})</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Two-step verification</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Practice staff</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => {
                const who = whoIs(u);
                const locks = lockText(u);
                return (
                  <tr key={u.id}>
                    <th scope="row">
                      {u.displayName || '—'}
                      {u.id === me?.id && <span className="cell-note">(you)</span>}
                    </th>
                    <td>{u.email}</td>
                    <td>
                      <span className={u.role === 'admin' ? 'badge badge--blue' : 'badge'}>{u.role === 'admin' ? 'Admin' : 'User'}</span>
                      {u.disabled && <span className="cell-note cell-note--warning">Disabled</span>}
                    </td>
                    <td>{SECOND_FACTOR_TEXT[u.secondFactor]}</td>
                    <td>
                      {u.lastSignInAt ? `${formatDateShort(u.lastSignInAt)} ${formatTime(u.lastSignInAt)}` : 'Never'}
                      {locks.map((l) => (
                        <span key={l} className="cell-note cell-note--warning">
                          {l}
                        </span>
                      ))}
                    </td>
                    <td>
                      <UserPracticesCell user={u} />
                    </td>
                    <td>
                      <div className="actions actions--tight">
                        <button
                          type="button"
                          className="button button--small button--secondary"
                          disabled={busyId === u.id}
                          aria-busy={busyId === u.id}
                          onClick={() => changeRole(u, u.role === 'admin' ? 'user' : 'admin')}
                        >
                          {u.role === 'admin' ? 'Remove admin' : 'Make admin'} <span className="visually-hidden">for {who}</span>
                        </button>
                        <button type="button" className="button button--small button--secondary" onClick={() => setCaring(u)}>
                          Sign-in <span className="visually-hidden">of {who}</span>
                        </button>
                        {u.id !== me?.id &&
                          (u.disabled ? (
                            <button type="button" className="button button--small button--secondary" disabled={busyId === u.id} onClick={() => enable.mutate(u)}>
                              Enable <span className="visually-hidden">{who}</span>
                            </button>
                          ) : (
                            <button type="button" className="button button--small button--secondary" onClick={() => setDisabling(u)}>
                              Disable <span className="visually-hidden">{who}</span>
                            </button>
                          ))}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {caring && <SignInCareDialog user={caring} me={myRow} onClose={() => setCaring(undefined)} onDone={done} />}
      {disabling && <DisableDialog user={disabling} onClose={() => setDisabling(undefined)} onDone={done} />}
    </div>
  );
}
