import { type QueryKey, useQuery } from '@tanstack/react-query';
import { accessProblem, useAccessEffect } from '../access';

/**
 * A signed-in page's server read (TanStack Query: cached, retried, refetched after mutations that
 * invalidate its key). An access error (401/403) is handed to the guard; `failed` is true only for
 * the page's own failures, which it shows.
 */
export function useGuardedQuery<T>(queryKey: QueryKey, queryFn: () => Promise<T>, options: { enabled?: boolean } = {}) {
  const query = useQuery({ queryKey, queryFn, ...options });
  useAccessEffect(query.error);
  return { ...query, failed: query.error !== null && accessProblem(query.error) === undefined };
}
