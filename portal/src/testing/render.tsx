import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type InitialEntry, type Location, MemoryRouter, type RouteObject, useLocation, useRoutes } from 'react-router';
import { App } from '../app/app';

/** The access guard of the signed-in pages, for tests that render a page behind it (features may not import app/). */
export { RequireRole } from '../app/require-role';
import { LocaleProvider } from '../shared/i18n/app-i18n';
import { createQueryClient } from '../shared/query-client';

/** What tests read of the router: the location the rendered page is on, as the last render saw it. */
export interface RouterProbe {
  readonly state: { readonly location: Location };
}

function probe(): { router: RouterProbe; Probe: () => null } {
  let location: Location | undefined;
  const router: RouterProbe = {
    get state() {
      if (!location) throw new Error('The router has not rendered yet.');
      return { location };
    },
  };
  function Probe() {
    location = useLocation();
    return null;
  }
  return { router, Probe };
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders route objects in a memory router; the returned probe gives the location and its state. */
export function renderRoutes(routeObjects: RouteObject[], initialEntries: InitialEntry[] = ['/']) {
  const { router, Probe } = probe();
  render(
    <LocaleProvider>
      <QueryClientProvider client={createQueryClient({ retry: false })}>
        <MemoryRouter initialEntries={initialEntries}>
          <RoutesOf routes={routeObjects} />
          <Probe />
        </MemoryRouter>
      </QueryClientProvider>
    </LocaleProvider>,
  );
  return router;
}

/** The whole app (settings load, gate, layout, every route) on a memory router. */
export function renderApp(initialEntries: InitialEntry[] = ['/']) {
  const { router, Probe } = probe();
  function TestRouter({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={initialEntries}>
        {children}
        <Probe />
      </MemoryRouter>
    );
  }
  // The pages' server-state layout uses a client it finds around it (here: one that never retries).
  render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <App router={TestRouter} />
    </QueryClientProvider>,
  );
  return router;
}
