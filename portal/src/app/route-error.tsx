import { Component, type ReactNode } from 'react';
import { paths } from '../shared/paths';

/** Last resort for an error while rendering or loading a route (a stale chunk after a deploy, a bug). */
export function RouteError() {
  return (
    <main id="main" className="container narrow page">
      <h1>Sorry, something went wrong</h1>
      <p>Please reload the page. If the problem continues, try again later.</p>
      <p>
        {/* A full page load on purpose: it also fetches a fresh copy of the application. */}
        <a className="button" href={paths.home.getHref()}>
          Go to the home page
        </a>
      </p>
    </main>
  );
}

/**
 * Shows RouteError in place of the page (layout included) when rendering a route throws, until the
 * next navigation (`resetKey` changes).
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; key: string | null }> {
  state = { error: null as unknown, key: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: unknown; key: string | null }) {
    // The error was caught on another page: this navigation starts clean.
    if (state.error && state.key !== null && state.key !== props.resetKey) return { error: null, key: props.resetKey };
    return { key: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error('Route error', error);
  }

  render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
