import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { ADMIN_ACCESS_MESSAGES } from '@contexts/identity/identity.constants';
import { useSession } from '../../shared/session';

/**
 * The admin area's entry (lazy-loaded, so patients never download it). The server guards every
 * /api/admin route; this page only follows: signed out → /login, not an admin → /user with a message.
 */
export function AdminPage() {
  const { status, user, refresh, signOut } = useSession();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  if (status !== 'ready') {
    return (
      <main id="main" className="page-spinner" role="status" aria-live="polite">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading…</span>
      </main>
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ redirectTo: '/admin' }} />;
  if (user.role !== 'admin') return <Navigate to="/user" replace state={{ message: ADMIN_ACCESS_MESSAGES.noAdmin }} />;
  return (
    <main id="main" className="container page">
      <div className="admin-header">
        <h1>Admin dashboard</h1>
        <p>
          Logged in as <strong>{user.displayName || user.email}</strong>{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={async () => {
              await signOut();
              window.location.assign('/login');
            }}
          >
            Logout
          </button>
        </p>
      </div>
      <p>
        Watch the job queues on the <a href="/admin/queues">queue dashboard (Bull Board)</a>. The API for practices,
        availability, users and site settings is documented at <a href="/api/docs">/api/docs</a>.
      </p>
    </main>
  );
}

/** Shown when the admin area cannot be used (spec: "Access Denied"). */
export function AccessDenied() {
  return (
    <main id="main" className="container narrow page">
      <h1>{ADMIN_ACCESS_MESSAGES.denied}</h1>
      <p>{ADMIN_ACCESS_MESSAGES.deniedText}</p>
      <a className="button" href="/login">
        Go to Login
      </a>
    </main>
  );
}
