import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { gateRequired, useSiteSettings } from '../shared/site-settings';
import { Spinner } from '../shared/spinner';
import { PasswordGate } from './password-gate';
import { AppRoutes } from './routes';

/** The router the routes run in: the browser's history, or a memory router in tests. */
type AppRouter = ComponentType<{ children: ReactNode }>;

/**
 * Loads the site settings before any route shows (spinner meanwhile), then shows the password gate
 * or the routes. Tests pass their own (memory) router.
 */
export function App({ router: given, queryClient }: { router?: AppRouter; queryClient?: QueryClient }) {
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
    return failedTries ? <Spinner fullPage showLabel label="Still loading the site. Trying again…" /> : <Spinner fullPage label="Loading the site…" />;
  }
  if (gateRequired(settings)) return <PasswordGate onPassed={passGate} />;
  return <AppRouterProvider router={given} queryClient={queryClient} />;
}

/** Mounted only once the gate is passed, so the router starts on the URL the visitor asked for. */
function AppRouterProvider({ router: Router = BrowserRouter, queryClient }: { router?: AppRouter; queryClient?: QueryClient }) {
  const routes = (
    <Router>
      <AppRoutes />
    </Router>
  );
  // The back office brings its own query client (back-office-layout.tsx); tests may give one for all.
  return queryClient ? <QueryClientProvider client={queryClient}>{routes}</QueryClientProvider> : routes;
}
