import { createContext, useContext, useEffect } from 'react';
import { ADMIN_ACCESS_MESSAGES } from '@contexts/identity/identity.constants';
import { ApiError } from './api-client';
import { type SessionUser, useSession } from './session';

/**
 * The server is the authority on access to the signed-in pages: a 401 or 403 from any call they make
 * (the session ran out, the role was removed in another tab, the session must be opened again with a
 * code) is handed to the page's guard (app/require-role.tsx), which takes the person where they
 * belong. Returns true when the error was an access error and has been dealt with.
 */
export type AccessErrorHandler = (error: unknown) => boolean;

/** Provided by the guard around a signed-in page; outside one, nothing is an access error. */
export const AccessErrorsContext = createContext<AccessErrorHandler>(() => false);

export function useAccessErrors(): AccessErrorHandler {
  return useContext(AccessErrorsContext);
}

/** The server's 403 for a practice's staff routes to someone who is not its staff (nor an admin). */
export const NOT_STAFF_MESSAGE = 'You are not staff of this practice.';
/** The server's refusals that are about who the person is, not how they signed in. */
const ROLE_REFUSALS: readonly string[] = [ADMIN_ACCESS_MESSAGES.noAdmin, NOT_STAFF_MESSAGE];

/**
 * What an error says about access: signed out (401); refused for who they are (403, a role or a
 * practice they are not staff of); or refused for how this session was opened (403 with the
 * server's own words, e.g. "Sign in again with your password and a code from your authenticator
 * app": an e-mailed link's session, or one without the second factor where it is required).
 */
export function accessProblem(error: unknown): 'signed-out' | 'forbidden' | 'sign-in-again' | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 401) return 'signed-out';
  if (error.status !== 403 || error.code !== 'forbidden') return undefined;
  return error.fromServer && !ROLE_REFUSALS.includes(error.message) ? 'sign-in-again' : 'forbidden';
}

/** Hands an access error (401/403) of a read to the guard, once per error. */
export function useAccessEffect(error: unknown) {
  const handleAccess = useAccessErrors();
  useEffect(() => {
    if (error) handleAccess(error);
  }, [error, handleAccess]);
}

/**
 * The signed-in user of a page behind the access guard (app/require-role.tsx), which renders the
 * page only once the session is known and someone is signed in.
 */
export function useSignedInUser(): SessionUser {
  const user = useSession((s) => s.user);
  if (!user) throw new Error('useSignedInUser: the page is not behind the access guard (RequireRole).');
  return user;
}
