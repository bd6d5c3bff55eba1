import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../shared/query-client';

/** One cache for the signed-in areas, kept across their pages. */
let backOfficeClient: ReturnType<typeof createQueryClient> | undefined;

/**
 * Server state (TanStack Query) around the signed-in areas: the back office, the practice staff's
 * pages and My Appointments. A lazy chunk of its own, so the home page's first download does not
 * carry the query library (issue #22). A client given from outside (tests) is used as it is.
 */
export function BackOfficeLayout() {
  const outer = useContext(QueryClientContext);
  if (outer) return <Outlet />;
  backOfficeClient ??= createQueryClient();
  return (
    <QueryClientProvider client={backOfficeClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
