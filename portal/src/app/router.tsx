import { createBrowserRouter, Link } from 'react-router';
import { HomePage } from '../features/pages/home-page';
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
