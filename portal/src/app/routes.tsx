import type { RouteObject } from 'react-router';
import { UserPage } from '../features/account/user-page';
import { LoginPage } from '../features/admin/login-page';
import { AvailabilityForm } from '../features/booking/availability-form';
import { AvailabilityPage } from '../features/booking/availability-page';
import { ConfirmationPage } from '../features/booking/confirmation-page';
import { HomePage } from '../features/pages/home-page';
import { NotFoundPage } from '../features/pages/not-found-page';
import { paths } from '../shared/paths';
import { Spinner } from '../shared/spinner';
import { Layout } from './layout';
import { RouteError } from './route-error';

function PageSpinner() {
  return <Spinner fullPage />;
}

/**
 * Every route of the spec's table. app/ composes features: the home page gets the booking feature's form.
 * A function, not a constant: the router writes resolved lazy routes into its route objects.
 */
export const createRoutes = (): RouteObject[] => [
  {
    Component: Layout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.home.path, element: <HomePage LeadForm={AvailabilityForm} /> },
      { path: paths.login.path, Component: LoginPage },
      {
        path: paths.admin.path,
        // Its own chunk: the patient bundle carries no admin code.
        lazy: { Component: async () => (await import('../features/admin/admin-page')).AdminPage },
      },
      { path: paths.user.path, Component: UserPage },
      { path: paths.userDashboard.path, Component: UserPage },
      { path: paths.availabilityCheck.path, Component: AvailabilityPage },
      { path: paths.appointmentConfirmation.path, Component: ConfirmationPage },
      // Long, rarely visited texts load on demand.
      {
        path: paths.bookingTerms.path,
        lazy: { Component: async () => (await import('../features/pages/booking-terms-page')).BookingTermsPage },
      },
      {
        path: paths.privacyPolicy.path,
        lazy: { Component: async () => (await import('../features/pages/privacy-policy-page')).PrivacyPolicyPage },
      },
      {
        path: paths.waitlistOffer.path,
        lazy: { Component: async () => (await import('../features/booking/waitlist-offer-page')).WaitlistOfferPage },
      },
      {
        path: paths.waitlistConfirm.path,
        lazy: { Component: async () => (await import('../features/booking/waitlist-offer-page')).WaitlistConfirmPage },
      },
      {
        path: paths.waitlistLeave.path,
        lazy: { Component: async () => (await import('../features/booking/waitlist-offer-page')).WaitlistLeavePage },
      },
      {
        path: paths.loginLink.path,
        lazy: { Component: async () => (await import('../features/account/email-link-page')).EmailLinkPage },
      },
      {
        path: paths.manageAppointment.path,
        lazy: { Component: async () => (await import('../features/account/manage-appointment-page')).ManageAppointmentPage },
      },
      {
        path: paths.register.path,
        lazy: { Component: async () => (await import('../features/pages/register-page')).RegisterPage },
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
