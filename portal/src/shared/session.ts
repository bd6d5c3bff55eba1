import { create } from 'zustand';
import { ApiError, api } from './api-client';

export interface SessionUser {
  id: string;
  email: string;
  displayName: string | null;
  role: 'admin' | 'user';
}

interface SessionState {
  status: 'unknown' | 'loading' | 'ready';
  user: SessionUser | null;
  refresh: () => Promise<SessionUser | null>;
  signIn: (email: string, password: string) => Promise<SessionUser>;
  signOut: () => Promise<void>;
}

/** The signed-in user as the server sees it (the server is the authority; this only follows it). */
export const useSession = create<SessionState>((set) => ({
  status: 'unknown',
  user: null,
  refresh: async () => {
    set((s) => ({ status: s.status === 'ready' ? 'ready' : 'loading' }));
    try {
      const user = await api.get<SessionUser>('/api/auth/me');
      set({ status: 'ready', user });
      return user;
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 401) console.error('Could not check the session', e);
      set({ status: 'ready', user: null });
      return null;
    }
  },
  signIn: async (email, password) => {
    const user = await api.post<SessionUser>('/api/auth/login', { email, password });
    set({ status: 'ready', user });
    return user;
  },
  signOut: async () => {
    await api.post('/api/auth/logout').catch(() => undefined);
    set({ status: 'ready', user: null });
  },
}));
