import type { ApiAnswer } from './api/types';

/** GET /api/site (architecture section 6). */
export type SiteSettings = ApiAnswer<'/api/site', 'get'>;

// No library here: the page's first script (app/main.tsx) reads these before React or zustand load.

/**
 * The settings the server put in a prerendered page (a JSON data block, so no inline script and the
 * CSP holds), or null. They are the settings store's INITIAL state: zustand hands React the initial
 * state as the server snapshot while hydrating, so the first render is the prerendered one.
 */
export function embeddedSettings(): SiteSettings | null {
  if (typeof document === 'undefined') return null;
  try {
    return JSON.parse(document.getElementById('site-settings')?.textContent ?? 'null') as SiteSettings | null;
  } catch {
    return null;
  }
}

/** Whether the password gate must show instead of the routes. */
export function gateRequired(settings: SiteSettings | null): boolean {
  return Boolean(settings?.isProtected && !settings.gatePassed);
}
