import { type KeyboardEvent, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../shared/paths';
import { displayNameOf, useSession } from '../../shared/session';
import { useSignedInUser } from '../../shared/access';
import { useDocumentTitle } from '../../shared/use-document-title';
import { adminApi, adminKeys } from './api/admin';
import { AppointmentsTab } from './components/appointments-tab';
import { AvailabilityTab } from './components/availability-tab';
import { PracticesTab } from './components/practices-tab';
import { SettingsTab } from './components/settings-tab';
import { UsersTab } from './components/users-tab';

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
 * /admin, lazy-loaded so patients never download it, behind the admin guard (app/require-role.tsx):
 * the server guards every /api/admin route, and any 401/403 the tabs meet goes to the guard.
 */
export function AdminPage() {
  const user = useSignedInUser();
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'practices';
  const activeTab = ADMIN_TABS.find((t) => t.key === active)!;
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});
  useDocumentTitle(`${activeTab.label} – Admin dashboard`);

  // The dev inbox exists only outside production with the embedded mailer: the server says where.
  // A failure only loses a link; the tabs report access problems themselves.
  const ops = useQuery({ queryKey: adminKeys.ops, queryFn: adminApi.opsLinks, staleTime: Infinity });
  const devInbox = ops.data?.devInbox ?? null;
  const devSmsOutbox = ops.data?.devSmsOutbox ?? null;

  async function logout() {
    await signOut();
    navigate(paths.login.getHref());
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
  );
}
