/**
 * What the portal says to patients (and staff) about Google's map and address search (ADR 0039;
 * spec 2 "Availability form", 4 "Maps loading", 8 "Map"): plain words only. What the site operator
 * should check lives in setup-hints.ts, shown to admins and written to the console, never here.
 * Plain strings: this file is on the home page's first load, the Maps JavaScript API never is
 * (loader.ts is imported lazily).
 */
export const GOOGLE_MAPS_TEXTS = {
  loading: 'Loading the map…',
  notLoaded: 'The map loads when you reach it.',
  /** Whatever went wrong with Google's map (its script, the key refused): the drawing follows it. */
  mapUnavailable: 'The map is not available right now, so the practice and your postcode are drawn to scale below.',
  /** Whatever went wrong with the lead form's address search: the postcode field still works. */
  addressSearchUnavailable: 'Address search is not available right now. Type your postcode instead.',
  /** The admin's "Find the practice on Google" when it cannot search. */
  practiceSearchUnavailable: 'Search on Google is not available right now. Fill in the practice’s details by hand.',
  placeWithoutPostcode: 'That place has no postcode: type your postcode instead.',
  placeFailed: 'That place could not be looked up: type your postcode instead.',
  poweredByGoogle: 'Place suggestions by Google',
} as const;

/** The spec's default centre (section 9): central London. */
export const DEFAULT_MAP_CENTRE = { lat: 51.5074, lng: -0.1278 } as const;
