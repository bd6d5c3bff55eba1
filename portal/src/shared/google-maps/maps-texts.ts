import type { WelshOf, Words } from '@contexts/site/languages.constants';

/**
 * What the portal says to patients (and staff) about Google's map and address search (ADR 0039;
 * spec 2 "Availability form", 4 "Maps loading", 8 "Map"): plain words only. What the site operator
 * should check lives in setup-hints.ts, shown to admins and written to the console, never here.
 * Plain strings: this file is on the home page's first load, the Maps JavaScript API never is
 * (loader.ts is imported lazily). A patient's words are in both languages (`GOOGLE_MAPS_WORDS`).
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
  /** A place chosen in the lead form, with a postcode: its name and Google's address (either may be missing). */
  searchingFrom: (name: string | null, address: string | null) => `Searching from ${name ?? 'the place'}${address ? `, ${address}` : ''}.`,
  poweredByGoogle: 'Place suggestions by Google',
} as const;

/** The admin's words (the practice form's place search): English only, as the back office is. */
type PatientMapsTexts = Omit<typeof GOOGLE_MAPS_TEXTS, 'practiceSearchUnavailable' | 'poweredByGoogle'>;

/**
 * The patient's words in Welsh, a draft awaiting a Welsh translator's review like the shared modules'
 * mirrors. A place's name goes after a colon, where nothing mutates it.
 */
export const GOOGLE_MAPS_TEXTS_CY = {
  loading: "Yn llwytho'r map…",
  notLoaded: "Mae'r map yn llwytho pan fyddwch yn ei gyrraedd.",
  mapUnavailable: "Nid yw'r map ar gael ar hyn o bryd, felly mae'r practis a'ch cod post wedi'u lluniadu wrth raddfa isod.",
  addressSearchUnavailable: "Nid yw'r chwilio am gyfeiriad ar gael ar hyn o bryd. Teipiwch eich cod post yn lle hynny.",
  placeWithoutPostcode: "Nid oes gan y lle hwnnw god post: teipiwch eich cod post yn lle hynny.",
  placeFailed: "Nid oedd modd chwilio am y lle hwnnw: teipiwch eich cod post yn lle hynny.",
  searchingFrom: (name: string | null, address: string | null) => {
    const place = [name, address].filter(Boolean).join(', ');
    return place ? `Rydym yn chwilio o'r lle hwn: ${place}.` : "Rydym yn chwilio o'r lle a ddewisoch.";
  },
} as const satisfies WelshOf<PatientMapsTexts>;

/** The patient's words in the page's language: `useWords(GOOGLE_MAPS_WORDS)` in a component. */
export const GOOGLE_MAPS_WORDS: Words<PatientMapsTexts> = { 'en-GB': GOOGLE_MAPS_TEXTS, cy: GOOGLE_MAPS_TEXTS_CY };

/** The spec's default centre (section 9): central London. */
export const DEFAULT_MAP_CENTRE = { lat: 51.5074, lng: -0.1278 } as const;
