import { create } from 'zustand';
import { api } from './api-client';
import { embeddedSettings, type SiteSettings } from './embedded-settings';

export { gateRequired, type SiteSettings } from './embedded-settings';

/**
 * Waits before each new try of GET /api/site at start (a dropped request, a restart under way).
 * The call also sets the XSRF cookie and says whether the gate shows, so one failure must not decide
 * the visit: only after these tries does the site go on without it (spec 4).
 */
export const SITE_SETTINGS_RETRY_MS = [500, 1000, 2000, 4000] as const;
/** Having gone on without settings, the portal keeps asking this often until they come. */
export const SITE_SETTINGS_BACKGROUND_RETRY_MS = 15_000;

interface SiteState {
  status: 'loading' | 'ready';
  /** Tries of the current load that failed so far (the spinner says it is trying again). */
  failedTries: number;
  settings: SiteSettings | null;
  load: () => Promise<void>;
  passGate: () => void;
}

let inFlight: Promise<void> | null = null;
let background: ReturnType<typeof setTimeout> | undefined;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Site settings, loaded once before any route shows (spec section 2). Small client state: zustand. */
export const useSiteSettings = create<SiteState>((set, get) => ({
  ...(() => {
    const embedded = embeddedSettings();
    return embedded ? { status: 'ready' as const, settings: embedded } : { status: 'loading' as const, settings: null };
  })(),
  failedTries: 0,
  load: () => {
    inFlight ??= (async () => {
      clearTimeout(background);
      for (let tried = 0; ; tried++) {
        try {
          const settings = await api.get<SiteSettings>('/api/site');
          set({ status: 'ready', settings, failedTries: 0 });
          return;
        } catch (error) {
          if (tried >= SITE_SETTINGS_RETRY_MS.length) {
            // Spec section 4: a settings load failure is logged, and the app continues without protection.
            console.error('Could not load the site settings; continuing without protection.', error);
            set({ status: 'ready', settings: null, failedTries: tried + 1 });
            // ...while still asking in the background: the answer brings the XSRF cookie and the gate.
            background = setTimeout(() => void get().load(), SITE_SETTINGS_BACKGROUND_RETRY_MS);
            return;
          }
          if (get().status === 'loading') set({ failedTries: tried + 1 });
          await sleep(SITE_SETTINGS_RETRY_MS[tried]);
        }
      }
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  },
  passGate: () => set((s) => ({ settings: s.settings && { ...s.settings, gatePassed: true } })),
}));

