import { create } from 'zustand';
import { ApiError, api } from './api-client';
import type { ApiAnswer, ApiBody } from './api/types';

/** Who is signed in, as GET /api/auth/me answers it. */
export type SessionUser = ApiAnswer<'/api/auth/me', 'get'>;

interface SessionState {
  /** unknown until the first GET /api/auth/me has answered. */
  status: 'unknown' | 'ready';
  user: SessionUser | null;
  refresh: () => Promise<SessionUser | null>;
  /** `code`: a code from an authenticator app or a recovery code, for an account with two-step verification. */
  signIn: (email: string, password: string, code?: string) => Promise<SessionUser>;
  /** The session the server opened some other way (two-step verification's enrolment signs in too). */
  signedIn: (user: SessionUser) => void;
  signOut: () => Promise<void>;
}

let inFlight: Promise<SessionUser | null> | null = null;

/**
 * Who is signed in, as the server says (GET /api/auth/me; the httpOnly session cookie is the truth).
 * Shared by the header, the login page, My Appointments and the admin entry. Concurrent refreshes
 * share one request.
 */
export const useSession = create<SessionState>((set) => ({
  status: 'unknown',
  user: null,
  refresh: () => {
    inFlight ??= api
      .get<SessionUser>('/api/auth/me')
      .then((user) => {
        set({ status: 'ready', user });
        return user;
      })
      .catch((error: unknown) => {
        if (!(error instanceof ApiError) || error.status !== 401) console.error('Could not check the session.', error);
        set({ status: 'ready', user: null });
        return null;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
  signIn: async (email, password, code) => {
    const user = await api.post<ApiAnswer<'/api/auth/login', 'post'>>('/api/auth/login', {
      email,
      password,
      ...(code ? { code } : {}),
    } satisfies ApiBody<'/api/auth/login', 'post'>);
    set({ status: 'ready', user });
    return user;
  },
  signedIn: (user) => set({ status: 'ready', user }),
  signOut: async () => {
    try {
      await api.post('/api/auth/logout');
    } catch (error) {
      console.error('Logout request failed; clearing the local session anyway.', error);
    }
    set({ status: 'ready', user: null });
  },
}));

export function displayNameOf(user: SessionUser): string {
  return user.displayName?.trim() || user.email;
}
