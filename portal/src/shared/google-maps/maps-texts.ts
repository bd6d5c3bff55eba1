/**
 * What the portal says about Google's map and address search (issue #32; spec 2 "Availability form",
 * 4 "Maps loading", 8 "Map"). Plain strings: this file is on the home page's first load, the Maps
 * JavaScript API never is (loader.ts is imported lazily).
 */
export const GOOGLE_MAPS_TEXTS = {
  loading: 'Loading the map…',
  notLoaded: 'The map loads when you reach it.',
  authFailureTitle: 'The map could not be shown',
  authFailure: "Google refused this site's map key, so both places are drawn to scale instead.",
  /** Item 71: what the operator should check when Google calls gm_authFailure. */
  authFailureHint:
    'For the site operator: check GOOGLE_MAPS_BROWSER_KEY in Google Cloud console: the Maps JavaScript API and Places API (New) are enabled for it, billing is on, and its HTTP referrer restriction includes this site’s address.',
  autocompleteTitle: 'Address search is unavailable',
  /** Item 70: manual entry stays possible. */
  autocompleteManual: 'You can still type the postcode by hand.',
  autocompleteMissingHint:
    'Setup: set GOOGLE_MAPS_BROWSER_KEY on the api to a browser key restricted to this site’s address (HTTP referrer) and to the Maps JavaScript API and Places API (New), then restart it. See the README, “Maps and address search”. (Shown to admins and in development only.)',
  autocompleteFailedHint:
    'Setup: Google’s Places library did not load. Check that GOOGLE_MAPS_BROWSER_KEY is right, that Places API (New) is enabled for it, and that its referrer restriction includes this site. (Shown to admins and in development only.)',
  placeWithoutPostcode: 'That place has no postcode: type your postcode instead.',
  placeFailed: 'The place could not be looked up: type your postcode instead.',
  poweredByGoogle: 'Place suggestions by Google',
} as const;

/** The spec's default centre (section 9): central London. */
export const DEFAULT_MAP_CENTRE = { lat: 51.5074, lng: -0.1278 } as const;
