import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, RouterProvider, type RouteObject } from 'react-router';
import { App } from '../app/app';
import { createRoutes } from '../app/routes';

/** Renders route objects in a memory router and returns it, so tests can read the location and its state. */
export function renderRoutes(routeObjects: RouteObject[], initialEntries: InitialEntry[] = ['/']) {
  const router = createMemoryRouter(routeObjects, { initialEntries });
  render(<RouterProvider router={router} />);
  return router;
}

/** The whole app (settings load, gate, layout, every route) on a memory router. */
export function renderApp(initialEntries: InitialEntry[] = ['/']) {
  const router = createMemoryRouter(createRoutes(), { initialEntries });
  render(<App router={router} />);
  return router;
}
