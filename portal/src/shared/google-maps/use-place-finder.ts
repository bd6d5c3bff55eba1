import { lazy, useRef, useState } from 'react';
import { useSession } from '../session';
import type { PlaceFinder } from './place-details';

/**
 * Google's address search for a form (ADR 0039), loaded on the form's first use (`start`, on
 * focus), never before: all of it but this hook is in lazy chunks (loader.ts drives the states).
 * - off: no key is set (GOOGLE_MAPS_BROWSER_KEY), the postcode type-ahead alone;
 * - idle → loading → ready, or failed (Places did not load), or auth-failure (Google refused the key).
 * In every state the field takes a typed postcode (spec 2: manual entry stays possible).
 */
export type PlaceFinderState = 'off' | 'idle' | 'loading' | 'ready' | 'failed' | 'auth-failure';
export type PlaceFinderReport = (state: PlaceFinderState, finder?: PlaceFinder) => void;

export function usePlaceFinder(key: string | undefined): { state: PlaceFinderState; finder: PlaceFinder | null; start: () => void } {
  const [now, set] = useState<{ state: PlaceFinderState; finder?: PlaceFinder }>({ state: 'idle' });
  const started = useRef(false);
  const start = () => {
    if (!key || started.current) return;
    started.current = true;
    set({ state: 'loading' });
    const report: PlaceFinderReport = (state, finder) => set({ state, finder });
    import('./loader').then((loader) => loader.watchPlaceFinder(key, report), () => report('failed'));
  };
  return { state: key ? now.state : 'off', finder: (key && now.finder) || null, start };
}

/** The address search's notice, in its own lazy chunk: fetched only when it shows. */
export const LazyAutocompleteWarning = lazy(() => import('./maps-notices'));

/**
 * Whether the operator's set-up hints show: to a signed-in admin only, as the server's session says
 * (GET /api/auth/me, from the httpOnly cookie). Development builds get no exception: signed out, a
 * developer sees what a patient sees, and the console has the hint.
 */
export function useSetupHintsShown(): boolean {
  return useSession((s) => s.user?.role === 'admin');
}

/**
 * Whether the lead form shows the address search's notice: to everyone when the search failed or
 * Google refused the key (a patient gets one plain sentence, an admin the set-up hint too), and to
 * an admin also when no key is set (nothing failed, so a patient is told nothing).
 */
export function useSetupWarningShown(state: PlaceFinderState): boolean {
  const admin = useSetupHintsShown();
  return state === 'failed' || state === 'auth-failure' || (admin && state === 'off');
}
