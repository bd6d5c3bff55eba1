import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, useLocation, useRoutes } from 'react-router';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new Error('a bug in a page');
}

function Pages() {
  const location = useLocation();
  const page = useRoutes([
    { path: '/', element: <h1>Home</h1> },
    { path: '/broken', element: <Broken /> },
  ]);
  return (
    <>
      <Link to="/">Home link</Link>
      <RouteErrorBoundary resetKey={location.key}>{page}</RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error page in place of a page that throws, with a full reload home, until the next navigation', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Pages />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sorry, something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith('Route error', expect.any(Error));
    await userEvent.click(screen.getByRole('link', { name: 'Home link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Sorry, something went wrong')).not.toBeInTheDocument();
  });
});
