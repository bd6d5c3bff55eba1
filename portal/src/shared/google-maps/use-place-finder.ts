import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlaceFinder } from './place-details';

/**
 * Google's address search for a form, loaded when the form is first used (`start`, on focus), never
 * before: the Maps code is a lazy chunk. States:
 * - off: no key is set (GOOGLE_MAPS_BROWSER_KEY), the postcode type-ahead alone;
 * - idle → loading → ready, or failed (the library did not load), or auth-failure (Google refused the key).
 * In every state the field takes a typed postcode (spec 2: manual entry stays possible).
 */
export type PlaceFinderState = 'off' | 'idle' | 'loading' | 'ready' | 'failed' | 'auth-failure';

export function usePlaceFinder(key: string | undefined): { state: PlaceFinderState; finder: PlaceFinder | null; start: () => void } {
  const [state, setState] = useState<PlaceFinderState>(key ? 'idle' : 'off');
  const [finder, setFinder] = useState<PlaceFinder | null>(null);
  const started = useRef(false);
  const mounted = useRef(true);
  const unsubscribe = useRef<() => void>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      unsubscribe.current?.();
    };
  }, []);

  useEffect(() => {
    if (!started.current) setState(key ? 'idle' : 'off');
  }, [key]);

  const start = useCallback(() => {
    if (!key || started.current) return;
    started.current = true;
    setState('loading');
    void import('./loader')
      .then(async (loader) => {
        unsubscribe.current = loader.onAuthFailure(() => {
          if (!mounted.current) return;
          setFinder(null);
          setState('auth-failure');
        });
        const found = await loader.loadPlaceFinder(key);
        if (!mounted.current) return;
        setFinder(found);
        setState((s) => (s === 'auth-failure' ? s : 'ready'));
      })
      .catch((error: unknown) => {
        console.error('Google Places did not load; the postcode field works without it.', error);
        if (mounted.current) setState((s) => (s === 'auth-failure' ? s : 'failed'));
      });
  }, [key]);

  return { state, finder: state === 'ready' ? finder : null, start };
}
