import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { ADMIN_ACCESS_MESSAGES } from '@contexts/identity/identity.constants';
import { AccessErrorsContext, accessProblem, NOT_STAFF_MESSAGE } from '../shared/access';
import { paths } from '../shared/paths';
import { useSession } from '../shared/session';
import { Spinner } from '../shared/spinner';
import { useDocumentTitle } from '../shared/use-document-title';

/** Who a signed-in page is for: admins only, practice staff (the server checks the practice), or anyone signed in. */
export type PageRole = 'admin' | 'staff' | 'signed-in';

/**
 * The one access guard of the signed-in pages (the admin dashboard and a booking's page, the
 * practice staff's pages, My Appointments). The server decides access on every call; this only
 * routes the person:
 * - until GET /api/auth/me answers, a spinner; signed out → /login, back here after;
 * - an admin page for someone who is not an admin → /user with the spec's message;
 * - a call the server refused (AccessErrorsContext, fed by the page's queries and mutations):
 *   signed out meanwhile → /login; refused for who they are → "Access Denied" (admin) or "not
 *   staff" (a practice's page); refused for how the session was opened (an e-mailed link's, or one
 *   without the second factor where it is required) → signed out and sent to /login with the
 *   server's words, where the password leads on to the code or to enrolling an authenticator.
 * Renders its children, or the matched child route.
 */
export function RequireRole({ role, redirectTo: given, children }: { role: PageRole; redirectTo?: string; children?: ReactNode }) {
  const { status, user, refresh, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // My Appointments (also linked as /user-dashboard) returns to /user (spec 2); any other page to itself.
  const redirectTo = given ?? (role === 'signed-in' ? paths.user.getHref() : pathname);
  const [problem, setProblem] = useState<{ kind: 'forbidden' } | { kind: 'sign-in-again'; message: string }>();

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const handleAccess = useCallback(
    (error: unknown) => {
      const found = accessProblem(error);
      if (found === 'forbidden') setProblem({ kind: 'forbidden' });
      if (found === 'sign-in-again') setProblem({ kind: 'sign-in-again', message: (error as Error).message });
      // The session ran out: re-reading it renders the redirect to /login below.
      if (found === 'signed-out') void refresh();
      return found !== undefined;
    },
    [refresh],
  );

  useEffect(() => {
    if (problem?.kind !== 'sign-in-again') return;
    // This session cannot open the page: the sign-in page opens a new one (password, then a code or enrolment).
    void signOut().then(() => navigate(paths.login.getHref(), { replace: true, state: { redirectTo, message: problem.message } }));
  }, [problem, signOut, navigate, redirectTo]);

  if (status !== 'ready' || problem?.kind === 'sign-in-again') {
    return <Spinner fullPage label={role === 'signed-in' ? 'Loading your account…' : 'Checking your access…'} />;
  }
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ redirectTo }} />;
  if (role === 'admin' && user.role !== 'admin') return <Navigate to={paths.user.getHref()} replace state={{ message: ADMIN_ACCESS_MESSAGES.noAdmin }} />;
  if (problem?.kind === 'forbidden') return <AccessDenied role={role} redirectTo={redirectTo} />;
  return <AccessErrorsContext.Provider value={handleAccess}>{children ?? <Outlet />}</AccessErrorsContext.Provider>;
}

/** Refused for who they are: an admin whose role went mid-session (spec), or someone not staff of this practice. */
function AccessDenied({ role, redirectTo }: { role: PageRole; redirectTo: string }) {
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  useDocumentTitle(ADMIN_ACCESS_MESSAGES.denied);
  return (
    <div className="container narrow page">
      <h1>{ADMIN_ACCESS_MESSAGES.denied}</h1>
      {role === 'staff' ? (
        <>
          <p>{NOT_STAFF_MESSAGE}</p>
          <p>
            <Link to={paths.staff.getHref()}>Your practices</Link>
          </p>
        </>
      ) : (
        <>
          <p>{ADMIN_ACCESS_MESSAGES.deniedText}</p>
          <button
            type="button"
            className="button"
            onClick={async () => {
              await signOut();
              navigate(paths.login.getHref(), { state: { redirectTo } });
            }}
          >
            {ADMIN_ACCESS_MESSAGES.goToLogin}
          </button>
        </>
      )}
    </div>
  );
}
