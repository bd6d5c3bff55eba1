import { createBrowserRouter, Link } from 'react-router';
import { LoginPage } from '../features/account/login-page';
import { UserPage } from '../features/account/user-page';
import { HomePage } from '../features/pages/home-page';
import { BookingTermsPage } from '../features/pages/booking-terms-page';
import { PrivacyPolicyPage } from '../features/pages/privacy-policy-page';
import { RegisterPage } from '../features/pages/register-page';
import { AvailabilityPage } from '../features/booking/availability-page';
import { ConfirmationPage } from '../features/booking/confirmation-page';
import { Layout } from './layout';
import { paths } from './paths';

function NotFoundPage() {
  return (
    <main id="main" className="container page">
      <h1>Page not found</h1>
      <p>
        The page you asked for does not exist. <Link to={paths.home.getHref()}>Go to the home page</Link> to find an
        emergency appointment.
      </p>
    </main>
  );
}

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: paths.home.path, element: <HomePage /> },
      { path: paths.availabilityCheck.path, element: <AvailabilityPage /> },
      { path: paths.confirmation.path, element: <ConfirmationPage /> },
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.bookingTerms.path, element: <BookingTermsPage /> },
      { path: paths.privacyPolicy.path, element: <PrivacyPolicyPage /> },
      { path: paths.register.path, element: <RegisterPage /> },
      { path: paths.user.path, element: <UserPage /> },
      { path: paths.userDashboard.path, element: <UserPage /> },
      // The admin area is split into its own bundle: patients never download it.
      { path: paths.admin.path, lazy: async () => ({ Component: (await import('../features/admin/admin-page')).AdminPage }) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
