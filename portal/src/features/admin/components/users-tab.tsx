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
import { UserPracticesCell } from './user-practices';

const LOAD_FAILED = 'Failed to load users. Please try again.';
const CHANGE_FAILED = 'Failed to change the role. Please try again.';


/** Users with role and last sign-in; promote and demote (the server keeps at least one admin). */
export function UsersTab() {
  const handleAccess = useAccessErrors();
  const queryClient = useQueryClient();
  const me = useSession((s) => s.user);
  const refreshSession = useSession((s) => s.refresh);
  const list = useGuardedQuery(adminKeys.users, adminApi.users);
  const users = list.data;
  const loadError = list.failed ? LOAD_FAILED : undefined;
  const flash = useTimedMessage(SUCCESS_MESSAGE_MS);

  const change = useMutation({
    mutationFn: ({ user, role }: { user: AdminUser; role: AdminUser['role'] }) => adminApi.changeRole(user.id, role),
    onSuccess: async (_result, { user, role }) => {
      flash.show('success', `${user.displayName || user.email} is now ${role === 'admin' ? 'an admin' : 'a user'}.`);
      // Demoting yourself ends your admin access: the session re-read takes you to /user.
      if (user.id === me?.id) await refreshSession();
      else await queryClient.invalidateQueries({ queryKey: adminKeys.users });
    },
    onError: (e) => {
      if (!handleAccess(e)) flash.show('error', userMessage(e, CHANGE_FAILED));
    },
  });
  const busyId = change.isPending ? change.variables.user.id : undefined;
  const changeRole = (user: AdminUser, role: AdminUser['role']) => change.mutate({ user, role });

  return (
    <div>
      <h2>Users</h2>
      <MessageBanner message={flash.message} />
      {loadError ? (
        <p className="banner banner--error" role="alert">
          {loadError}
        </p>
      ) : !users ? (
        <Spinner label="Loading users…" />
      ) : (
        <div className="table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Users ({users.length})</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Role</th>
                <th scope="col">Last sign-in</th>
                <th scope="col">Practice staff</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id}>
                  <th scope="row">
                    {u.displayName || '—'}
                    {u.id === me?.id && <span className="cell-note">(you)</span>}
                  </th>
                  <td>{u.email}</td>
                  <td>
                    <span className={u.role === 'admin' ? 'badge badge--blue' : 'badge'}>{u.role === 'admin' ? 'Admin' : 'User'}</span>
                    {u.disabled && <span className="cell-note">Disabled</span>}
                  </td>
                  <td>{u.lastSignInAt ? `${formatDateShort(u.lastSignInAt)} ${formatTime(u.lastSignInAt)}` : 'Never'}</td>
                  <td>
                    <UserPracticesCell user={u} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--small button--secondary"
                      disabled={busyId === u.id}
                      aria-busy={busyId === u.id}
                      onClick={() => changeRole(u, u.role === 'admin' ? 'user' : 'admin')}
                    >
                      {u.role === 'admin' ? 'Remove admin' : 'Make admin'}
                      {' '}<span className="visually-hidden">for {u.displayName || u.email}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
