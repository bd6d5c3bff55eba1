import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * Server state in the portal (back office first) goes through TanStack Query: caching, refetch after a
 * mutation, retries and loading / error states in one place; zustand keeps client state only.
 * A 4xx is an answer, not a fault (status 0 is the network or a timeout, worth another try): it is never retried (a 401 must reach the sign-in redirect at once).
 */
export function createQueryClient(options: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: false,
        retry: options.retry === false ? false : (failures, error) => failures < 2 && !isAnswer(error),
      },
      mutations: { retry: false },
    },
  });
}

function isAnswer(error: unknown) {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}
