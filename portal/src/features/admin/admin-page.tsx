import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ADMIN_ACCESS_MESSAGES } from '@contexts/identity/identity.constants';
import { paths } from '../../shared/paths';
import { displayNameOf, useSession } from '../../shared/session';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';

/**
 * The admin area's entry, lazy-loaded so patients never download it. The server guards every
 * /api/admin route; this page follows GET /api/auth/me: signed out → /login, not an admin → /user.
 * The dashboard tabs (practices, availability, appointments, users, settings) are built next.
 */
export function AdminPage() {
  const { status, user, refresh, signOut } = useSession();
  const navigate = useNavigate();
  useDocumentTitle('Admin dashboard');

  useEffect(() => {
    void refresh();
  }, [refresh]);

  if (status !== 'ready') return <Spinner fullPage label="Checking your access…" />;
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ redirectTo: paths.admin.getHref() }} />;
  if (user.role !== 'admin') {
    return <Navigate to={paths.user.getHref()} replace state={{ message: ADMIN_ACCESS_MESSAGES.noAdmin }} />;
  }

  async function logout() {
    await signOut();
    navigate(paths.login.getHref());
  }

  return (
    <div className="container page">
      <div className="page-header">
        <div>
          <h1>Admin dashboard</h1>
          <p className="page-header__who">
            Logged in as <strong>{displayNameOf(user)}</strong>
          </p>
        </div>
        <button type="button" className="button button--secondary" onClick={logout}>
          Logout
        </button>
      </div>
      <section className="card" aria-labelledby="ops-title">
        <h2 id="ops-title">Operations</h2>
        <ul>
          <li>
            {/* Served by the api (Bull Board), not by the portal: a full page load on purpose. */}
            <a href={paths.adminQueues.getHref()}>Queue dashboard</a>: background jobs for e-mail, payments, holds and
            geocoding.
          </li>
        </ul>
      </section>
    </div>
  );
}

