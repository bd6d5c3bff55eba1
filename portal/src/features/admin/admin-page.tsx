import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ADMIN_ACCESS_MESSAGES } from '@contexts/identity/identity.constants';
import { paths } from '../../shared/paths';
import { displayNameOf, useSession } from '../../shared/session';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { AdminAccessContext, accessProblem } from './admin-access';
import { adminApi } from './admin-api';
import { AppointmentsTab } from './appointments-tab';
import { AvailabilityTab } from './availability-tab';
import { PracticesTab } from './practices-tab';
import { SettingsTab } from './settings-tab';
import { UsersTab } from './users-tab';

export const ADMIN_TABS = [
  { key: 'practices', label: 'Practices', Panel: PracticesTab },
  { key: 'availability', label: 'Availability', Panel: AvailabilityTab },
  { key: 'appointments', label: 'Appointments', Panel: AppointmentsTab },
  { key: 'users', label: 'Users', Panel: UsersTab },
  { key: 'settings', label: 'Site Settings', Panel: SettingsTab },
] as const;
type TabKey = (typeof ADMIN_TABS)[number]['key'];
const isTab = (v: string | null): v is TabKey => ADMIN_TABS.some((t) => t.key === v);

/**
 * /admin, lazy-loaded so patients never download it. The server guards every /api/admin route; this
 * page follows GET /api/auth/me and any 401/403 the tabs meet: signed out → /login, not an admin →
 * /user with the spec's message, role lost mid-session → "Access Denied".
 */
export function AdminPage() {
  const { status, user, refresh, signOut } = useSession();
  const navigate = useNavigate();
  const [denied, setDenied] = useState(false);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'practices';
  const activeTab = ADMIN_TABS.find((t) => t.key === active)!;
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  useDocumentTitle(denied ? ADMIN_ACCESS_MESSAGES.denied : `${activeTab.label} – Admin dashboard`);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  // The dev inbox exists only outside production with the embedded mailer: the server says where.
  // A failure only loses a link; the tabs report access problems themselves.
  const isAdmin = user?.role === 'admin';
  const ops = useQuery({ queryKey: ['admin', 'ops'], queryFn: adminApi.opsLinks, enabled: isAdmin, staleTime: Infinity });
  const devInbox = ops.data?.devInbox ?? null;
  const devSmsOutbox = ops.data?.devSmsOutbox ?? null;

  const handleAccess = useCallback(
    (error: unknown) => {
      const problem = accessProblem(error);
      if (problem === 'forbidden') setDenied(true);
      // The session ran out: re-reading it renders the redirect to /login below.
      if (problem === 'signed-out') void refresh();
      return problem !== undefined;
    },
    [refresh],
  );

  if (status !== 'ready') return <Spinner fullPage label="Checking your access…" />;
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ redirectTo: paths.admin.getHref() }} />;
  if (user.role !== 'admin') {
    return <Navigate to={paths.user.getHref()} replace state={{ message: ADMIN_ACCESS_MESSAGES.noAdmin }} />;
  }

  async function logout() {
    await signOut();
    navigate(paths.login.getHref());
  }

  async function goToLogin() {
    await signOut();
    navigate(paths.login.getHref(), { state: { redirectTo: paths.admin.getHref() } });
  }

  if (denied) {
    return (
      <div className="container narrow page">
        <h1>{ADMIN_ACCESS_MESSAGES.denied}</h1>
        <p>{ADMIN_ACCESS_MESSAGES.deniedText}</p>
        <button type="button" className="button" onClick={goToLogin}>
          {ADMIN_ACCESS_MESSAGES.goToLogin}
        </button>
      </div>
    );
  }

  function select(key: TabKey, focus = false) {
    setParams(key === 'practices' ? {} : { tab: key }, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current[key]?.focus();
  }

  // WAI-ARIA tabs with automatic activation: arrows move and select, Home/End jump.
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = ADMIN_TABS.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : undefined;
    if (next === undefined) return;
    event.preventDefault();
    select(ADMIN_TABS[next].key, true);
  }

  const Panel = activeTab.Panel;
  return (
    <AdminAccessContext.Provider value={handleAccess}>
      <div className="container page admin">
        <div className="page-header">
          <div>
            <h1>Admin dashboard</h1>
            <p className="page-header__who">
              Logged in as <strong>{displayNameOf(user)}</strong>
            </p>
          </div>
          <div className="actions actions--tight">
            {/* Served by the api (Bull Board), not by the portal: a full page load on purpose. */}
            <a className="button button--secondary" href={paths.adminQueues.getHref()}>
              Queue dashboard
            </a>
            {devInbox && (
              <a className="button button--secondary" href={devInbox}>
                Dev inbox
              </a>
            )}
            {devSmsOutbox && (
              <a className="button button--secondary" href={devSmsOutbox}>
                Dev SMS outbox
              </a>
            )}
            <button type="button" className="button button--secondary" onClick={logout}>
              Logout
            </button>
          </div>
        </div>
        <div role="tablist" aria-label="Admin sections" className="tabs">
          {ADMIN_TABS.map((tab, index) => (
            <button
              key={tab.key}
              ref={(el) => {
                tabRefs.current[tab.key] = el;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.key}`}
              aria-controls={`panel-${tab.key}`}
              aria-selected={tab.key === active}
              tabIndex={tab.key === active ? 0 : -1}
              className="tabs__tab"
              onClick={() => select(tab.key)}
              onKeyDown={(e) => onTabKey(e, index)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <section role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`} className="tabs__panel" tabIndex={0}>
          <Panel key={active} />
        </section>
      </div>
    </AdminAccessContext.Provider>
  );
}
