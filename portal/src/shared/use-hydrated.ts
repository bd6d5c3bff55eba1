import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is being prerendered and during hydration (React uses the server snapshot
 * there), true once the page's JavaScript runs it: controls that need JavaScript say they are
 * loading until then instead of silently doing nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
