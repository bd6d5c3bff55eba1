import { useEffect } from 'react';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { accessProblem, useAccessErrors } from './admin-access';

/**
 * An admin tab's server read (TanStack Query: cached, retried, refetched after mutations that
 * invalidate its key). An access error (401/403) is handed to the dashboard, which leaves for the
 * sign-in or Access Denied; `failed` is true only for the tab's own failures, which it shows.
 */
export function useAdminQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, options: { enabled?: boolean } = {}) {
  const query = useQuery({ queryKey, queryFn, ...options });
  useAccessEffect(query.error);
  return { ...query, failed: query.error !== null && accessProblem(query.error) === undefined };
}

/** Hands an access error (401/403) of a read to the dashboard, once per error. */
export function useAccessEffect(error: unknown) {
  const handleAccess = useAccessErrors();
  useEffect(() => {
    if (error) handleAccess(error);
  }, [error, handleAccess]);
}
