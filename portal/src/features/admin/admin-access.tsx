import { createContext, useContext } from 'react';
import { ApiError } from '../../shared/api-client';

/**
 * The server is the authority on admin access: a 401 or 403 from any /api/admin call (the session
 * ran out, or the role was removed in another tab) takes the whole dashboard to the right state.
 * Returns true when the error was an access error and has been dealt with.
 */
export type AccessErrorHandler = (error: unknown) => boolean;

export const AdminAccessContext = createContext<AccessErrorHandler>(() => false);

export function useAccessErrors(): AccessErrorHandler {
  return useContext(AdminAccessContext);
}

export function accessProblem(error: unknown): 'signed-out' | 'forbidden' | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return 'signed-out';
  if (error.status === 403 && error.code === 'forbidden') return 'forbidden';
  return undefined;
}
