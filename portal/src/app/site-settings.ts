import { create } from 'zustand';
import { api } from '../shared/api-client';

export interface SiteSettings {
  isProtected: boolean;
  gatePassed: boolean;
  paymentProvider: 'stripe' | 'simulated';
  stripePublishableKey?: string;
  bookingFeePence: number;
}

interface SiteState {
  status: 'loading' | 'ready';
  settings?: SiteSettings;
  load: () => Promise<void>;
  passGate: () => void;
}

/** Site settings, loaded once before any route shows (spec section 2). */
export const useSite = create<SiteState>((set) => ({
  status: 'loading',
  settings: undefined,
  load: async () => {
    try {
      const settings = await api.get<SiteSettings>('/api/site');
      set({ status: 'ready', settings });
    } catch (error) {
      // Spec: a settings load failure is only logged, and the app continues without protection.
      console.error('Could not load site settings; continuing unprotected.', error);
      set({ status: 'ready', settings: undefined });
    }
  },
  passGate: () => set((s) => ({ settings: s.settings && { ...s.settings, gatePassed: true } })),
}));
