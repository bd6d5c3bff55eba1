import { type ComponentProps, type ComponentType, createElement, lazy } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { AvailabilityForm } from '../features/booking/components/availability-form';
import { HomePage, type LeadFormComponent } from '../features/pages/home-page';
import { NotFoundPage } from '../features/pages/not-found-page';
import { paths } from '../shared/paths';
import { Layout } from './layout';
import type { PageRole } from './require-role';
import { RouteErrorBoundary } from './route-error';

/**
 * A page in a chunk of its own, fetched when it is first shown. Layout's Suspense boundary shows a
 * spinner on a first load; a navigation keeps the current page until the chunk has arrived (the
 * router's updates are transitions). A chunk that fails to load (a stale one after a deploy) reaches
 * the route error boundary, which offers a full reload.
 */
function page(load: () => Promise<ComponentType>) {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => {
    if (!loading) {
      loading = load().then((component) => ({ default: component }));
      pagesLoading.add(loading);
    }
    return loading;
  };
  const element = createElement(lazy(start));
  preloaders.set(element, start);
  return element;
}

/**
 * The access guard of a group of signed-in pages (require-role.tsx), in the signed-in areas' chunk:
 * none of it in the home page's first download.
 */
function guard(role: PageRole) {
  return page(() =>
    import('./require-role').then(({ RequireRole }) => function Guard() {
      return <RequireRole role={role} />;
    }),
  );
}

/** The page chunks a render or a preload has started to load (the prerender waits for them). */
const pagesLoading = new Set<Promise<unknown>>();
const preloaders = new WeakMap<object, () => Promise<unknown>>();

/** Resolves once every page chunk asked for so far has arrived (prerender.tsx). */
export async function pagesLoaded(): Promise<void> {
  await Promise.all(pagesLoading);
}

/**
 * Fetches the chunks of the pages `pathname` shows; resolves when they have arrived (or failed: the
 * render then meets the error). start-react.tsx waits for it before hydrating a prerendered page, so its
 * HTML is hydrated in one go instead of staying inert until the chunk arrives.
 */
export async function preloadPages(pathname: string): Promise<void> {
  const matched = matchRoutes(routes, pathname) ?? [];
  await Promise.allSettled(matched.map((m) => preloaders.get(m.route.element as object)?.()));
}

/** Modules with several pages: one import each (each import carries its chunk's preload list). */
const waitlistPages = () => import('../features/booking/waitlist-offer-page');
const userPage = () => import('../features/account/user-page');

/** The results page's chunks (the page, the query library's layout), fetched while the patient types. */
const prefetchResults = () => void preloadPages(paths.availabilityCheck.path);

/**
 * The booking feature's lead form on the home page, fetching what the search leads to as the patient
 * starts. Not a Suspense boundary of its own: React would hydrate it after the root, and a tap made
 * again at the root's commit or a tick during its hydration could then be lost (ADR 0041).
 */
function LeadForm(props: ComponentProps<LeadFormComponent>) {
  return <AvailabilityForm {...props} prefetchNext={prefetchResults} />;
}

/**
 * Every route of the spec's table, in the router's declarative mode (ADR 0033: the data router would
 * be ≈ 17 KB gzip of the home page's first download, for features the portal does not use).
 * app/ composes features: the home page gets the booking feature's form.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home.path, element: <HomePage LeadForm={LeadForm} /> },
      { path: paths.login.path, element: page(() => import('../features/admin/login-page').then((m) => m.LoginPage)) },
      { path: paths.invitation.path, element: page(() => import('../features/admin/invitation-page').then((m) => m.InvitationPage)) },
      {
        // Every page with server data (the patient's after the search, My Appointments, the back office,
        // the staff's): their own chunks, and the query library with them (none of it in the home
        // page's first download).
        element: page(() => import('./server-state-layout').then((m) => m.ServerStateLayout)),
        children: [
          // The home page's first download carries only what the home page shows (≤ 100 KB);
          // the lead form fetches the availability page's chunk while the patient types.
          { path: paths.availabilityCheck.path, element: page(() => import('../features/booking/availability-page').then((m) => m.AvailabilityPage)) },
          {
            path: paths.appointmentConfirmation.path,
            element: page(() => import('../features/booking/confirmation-page').then((m) => m.ConfirmationPage)),
          },
          { path: paths.waitlistOffer.path, element: page(() => waitlistPages().then((m) => m.WaitlistOfferPage)) },
          { path: paths.waitlistConfirm.path, element: page(() => waitlistPages().then((m) => m.WaitlistConfirmPage)) },
          { path: paths.waitlistLeave.path, element: page(() => waitlistPages().then((m) => m.WaitlistLeavePage)) },
          {
            path: paths.loginLink.path,
            element: page(() => import('../features/account/email-link-page').then((m) => m.EmailLinkPage)),
          },
          {
            path: paths.manageAppointment.path,
            element: page(() => import('../features/account/manage-appointment-page').then((m) => m.ManageAppointmentPage)),
          },
          {
            // One guard for the admin's pages, one for the practice staff's, one for My Appointments.
            element: guard('admin'),
            children: [
              { path: paths.admin.path, element: page(() => import('../features/admin/admin-page').then((m) => m.AdminPage)) },
              { path: paths.adminAppointment.path, element: page(() => import('../features/admin/appointment-page').then((m) => m.AppointmentPage)) },
            ],
          },
          {
            // Practice staff: their own chunks, like the admin's.
            element: guard('staff'),
            children: [
              { path: paths.staff.path, element: page(() => import('../features/staff/staff-home-page').then((m) => m.StaffHomePage)) },
              // app/ composes features: the staff's day edits availability with the admin's editor.
              { path: paths.staffDay.path, element: page(() => import('./staff-day').then((m) => m.StaffDay)) },
            ],
          },
          {
            element: guard('signed-in'),
            children: [
              { path: paths.user.path, element: page(() => userPage().then((m) => m.UserPage)) },
              { path: paths.userDashboard.path, element: page(() => userPage().then((m) => m.UserPage)) },
            ],
          },
        ],
      },
      // Long, rarely visited texts load on demand.
      {
        path: paths.bookingTerms.path,
        element: page(() => import('../features/pages/booking-terms-page').then((m) => m.BookingTermsPage)),
      },
      {
        path: paths.privacyPolicy.path,
        element: page(() => import('../features/pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage)),
      },
      {
        path: paths.register.path,
        element: page(() => import('../features/pages/register-page').then((m) => m.RegisterPage)),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The routes of the URL, behind the error boundary (reset by every navigation). */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={location.key}>{element}</RouteErrorBoundary>;
}
