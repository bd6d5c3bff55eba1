import { create } from 'zustand';
import { api } from './api-client';

/** GET /api/site (architecture section 6). */
export interface SiteSettings {
  isProtected: boolean;
  gatePassed: boolean;
  paymentProvider: 'stripe' | 'simulated';
  stripePublishableKey?: string;
  bookingFeePence: number;
  mapTileUrl?: string;
}

interface SiteState {
  status: 'loading' | 'ready';
  settings: SiteSettings | null;
  load: () => Promise<void>;
  passGate: () => void;
}

let inFlight: Promise<void> | null = null;

/** Site settings, loaded once before any route shows (spec section 2). Small client state: zustand. */
export const useSiteSettings = create<SiteState>((set) => ({
  status: 'loading',
  settings: null,
  load: () => {
    inFlight ??= api
      .get<SiteSettings>('/api/site')
      .then((settings) => set({ status: 'ready', settings }))
      .catch((error: unknown) => {
        // Spec section 4: a settings load failure is only logged, and the app continues without protection.
        console.error('Could not load the site settings; continuing without protection.', error);
        set({ status: 'ready', settings: null });
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  },
  passGate: () => set((s) => ({ settings: s.settings && { ...s.settings, gatePassed: true } })),
}));

/** Whether the password gate must show instead of the routes. */
export function gateRequired(settings: SiteSettings | null): boolean {
  return Boolean(settings?.isProtected && !settings.gatePassed);
}
