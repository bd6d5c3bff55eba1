import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../shared/paths';

/** Last resort for an error while rendering or loading a route (a stale chunk after a deploy, a bug). */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error', error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main id="main" className="container narrow page">
      <h1>{notFound ? 'Page not found' : 'Sorry, something went wrong'}</h1>
      <p>{notFound ? 'The page you asked for does not exist.' : 'Please reload the page. If the problem continues, try again later.'}</p>
      <p>
        {/* A full page load on purpose: it also fetches a fresh copy of the application. */}
        <a className="button" href={paths.home.getHref()}>
          Go to the home page
        </a>
      </p>
    </main>
  );
}
