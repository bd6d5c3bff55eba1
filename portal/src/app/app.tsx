import { type ComponentType, type ReactNode, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { DEFAULT_LOCALE, WELSH_PATH_PREFIX } from '@contexts/site/languages.constants';
import { LocaleProvider, useLocale, useSay } from '../shared/i18n/app-i18n';
import { pathInLocale } from '../shared/i18n/locales';
import { GATE_FREE_PATHS } from '../shared/paths';
import { gateRequired, useSiteSettings } from '../shared/site-settings';
import { Spinner } from '../shared/spinner';
import { PasswordGate } from './password-gate';
import { SHELL } from './messages';
import { AppRoutes } from './routes';

/** The router the routes run in: the browser's history, or a memory router in tests. */
type AppRouter = ComponentType<{ children: ReactNode; basename?: string }>;

/**
 * Loads the site settings before any route shows (spinner meanwhile), then shows the password gate
 * or the routes. Tests pass their own (memory) router.
 */
export function App({ router: given }: { router?: AppRouter }) {
  return (
    <LocaleProvider>
      <SiteGate router={given} />
    </LocaleProvider>
  );
}

function SiteGate({ router: given }: { router?: AppRouter }) {
  const say = useSay();
  const status = useSiteSettings((s) => s.status);
  const failedTries = useSiteSettings((s) => s.failedTries);
  const settings = useSiteSettings((s) => s.settings);
  const load = useSiteSettings((s) => s.load);
  const passGate = useSiteSettings((s) => s.passGate);

  useEffect(() => {
    void load();
  }, [load]);

  if (status === 'loading') {
    // A failed try is said on screen: the visitor sees progress, not a spinner that may never end.
    return failedTries ? <Spinner fullPage showLabel label={say(SHELL.stillLoadingSite)} /> : <Spinner fullPage label={say(SHELL.loadingSite)} />;
  }
  if (gateRequired(settings) && !GATE_FREE_PATHS.includes(pathInLocale(currentPath(), DEFAULT_LOCALE))) return <PasswordGate onPassed={passGate} />;
  return <AppRouterProvider router={given} />;
}

/** The page asked for (the gate is decided before the router starts). */
function currentPath(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/**
 * Mounted only once the gate is passed, so the router starts on the URL the visitor asked for. The
 * pages with server data bring the query client themselves (server-state-layout.tsx, a lazy chunk):
 * none of the query library is in the home page's first download.
 */
function AppRouterProvider({ router: Router = BrowserRouter }: { router?: AppRouter }) {
  // A Welsh page's links stay Welsh: the router sees `/cy/register` as `/register` under `/cy`.
  const welsh = useLocale() === 'cy';
  return (
    <Router basename={welsh ? WELSH_PATH_PREFIX : undefined}>
      <AppRoutes />
    </Router>
  );
}
