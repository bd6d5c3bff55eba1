/**
 * What the site operator should check when Google's map or address search does not work: names of
 * settings, Google Cloud console, APIs, billing, referrers. Words for staff, not patients: shown only
 * to a signed-in admin (maps-notices.tsx) and written to the browser console (setup-log.ts) for an
 * on-call engineer. Patients get maps-texts.ts. Imported only by lazy chunks, so none of it is in the
 * home page's first download or in any prerendered page.
 */

/** A failure of Google's map or address search, by what the operator should do about it. */
export type MapsFailure = 'map-failed' | 'key-refused' | 'places-failed' | 'places-request-failed';

/** Put before a hint in the page, so an admin knows patients do not see it. */
export const SETUP_HINT_LEAD = 'For the site operator (only signed-in admins see this):';

export const SETUP_HINTS: Record<MapsFailure | 'no-key', string> = {
  /** No key: not a failure (the postcode type-ahead is the default), so admins alone are told, never the console. */
  'no-key':
    'Google’s address search is off. To turn it on, set GOOGLE_MAPS_BROWSER_KEY on the api to a browser key restricted to this site’s address (HTTP referrer) and to the Maps JavaScript API and Places API (New), then restart it. See the README, “Maps and address search”.',
  /** Google called gm_authFailure: it refused the key for the map and the address search alike. */
  'key-refused':
    'Google refused GOOGLE_MAPS_BROWSER_KEY. In Google Cloud console check that the Maps JavaScript API and Places API (New) are enabled for it, that billing is on for its project, and that its HTTP referrer restriction includes this site’s address.',
  'map-failed':
    'Google’s Maps JavaScript API did not load (blocked by the network or a content-security policy, or Google is down). Check the browser console’s network and CSP errors, and that GOOGLE_MAPS_BROWSER_KEY is right.',
  'places-failed':
    'Google’s Places library did not load. Check that GOOGLE_MAPS_BROWSER_KEY is right, that Places API (New) is enabled for it in Google Cloud console, and that its HTTP referrer restriction includes this site’s address.',
  /** A place search or look-up refused after the library loaded: Places API (New) off, or billing. */
  'places-request-failed':
    'A Google Places request failed. If it keeps happening, check in Google Cloud console that Places API (New) is enabled for GOOGLE_MAPS_BROWSER_KEY and that billing is on.',
};
