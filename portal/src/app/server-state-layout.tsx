import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../shared/query-client';

/** One cache for every page with server data, kept across them. */
let client: ReturnType<typeof createQueryClient> | undefined;

/**
 * Server state (TanStack Query) around every page that reads or writes the server's data: the
 * patient's pages after the search (availability, confirmation, manage, waitlist, sign-in link),
 * My Appointments, the back office and the practice staff's pages. A lazy chunk of its own, so the
 * home page's first download does not carry the query library (the lead form fetches it
 * with the results page while the patient types). A client given from outside (tests) is used as it is.
 */
export function ServerStateLayout() {
  const outer = useContext(QueryClientContext);
  if (outer) return <Outlet />;
  client ??= createQueryClient();
  return (
    <QueryClientProvider client={client}>
      <Outlet />
    </QueryClientProvider>
  );
}
