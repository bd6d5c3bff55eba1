/// <reference types="google.maps" />
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { DEFAULT_LOCALE, type Locale } from '@contexts/site/languages.constants';
import { GOOGLE_MAPS_WORDS } from './maps-texts';
import { type ChosenPlace, type PlaceDetails, type PlaceFinder, type PlaceOption, postcodeOf } from './place-details';
import { logSetupHint } from './setup-log';
import type { PlaceFinderReport } from './use-place-finder';

/**
 * Google's Maps JavaScript API through @googlemaps/js-api-loader (ADR 0039). Only ever
 * imported with import(): the API, this module and the loader are lazy chunks, never on the home
 * page's first load. The key is set once per page (the loader's own rule).
 *
 * Google calls the global `gm_authFailure` when it refuses the key (wrong key, referrer not allowed,
 * API not enabled, no billing): the map and the address search listen through `onAuthFailure`, and
 * the operator's hint goes to the console once (setup-log.ts).
 */
declare global {
  interface Window {
    gm_authFailure?: () => void;
  }
}

let configured: string | undefined;
let authFailed = false;
const listeners = new Set<() => void>();

function configure(key: string) {
  if (configured !== undefined) return;
  configured = key;
  setOptions({ key, v: 'weekly', language: 'en-GB', region: 'GB' });
  window.gm_authFailure = () => {
    authFailed = true;
    logSetupHint('key-refused');
    for (const listener of [...listeners]) listener();
  };
}

/** Calls back when (or at once if already) Google refused the key; returns the unsubscribe. */
export function onAuthFailure(listener: () => void): () => void {
  if (authFailed) queueMicrotask(listener);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export interface MapLibraries {
  maps: google.maps.MapsLibrary;
  marker: google.maps.MarkerLibrary;
}

/** The map and marker libraries; rejects when the API's script cannot load. */
export async function loadMapLibraries(key: string): Promise<MapLibraries> {
  configure(key);
  const [maps, marker] = await Promise.all([importLibrary('maps'), importLibrary('marker')]);
  return { maps, marker };
}

/** The fields of spec 7 "Geocoding" asked of a chosen place, and nothing else (each field is billed). */
export const PLACE_FIELDS = [
  'addressComponents',
  'formattedAddress',
  'location',
  'displayName',
  'nationalPhoneNumber',
  'websiteURI',
  'businessStatus',
  'types',
  'rating',
] as const;

/** A refused place request: the caller tells the person; the console gets the operator's hint. */
function requestFailed(error: unknown): never {
  logSetupHint('places-request-failed', error);
  throw error;
}

/**
 * Places (New) as a PlaceFinder: suggestions restricted to the UK and to establishments, as the
 * spec says (spec 5; the legacy widget's `componentRestrictions: {country: 'gb'}` and
 * `types: ['establishment']` are `includedRegionCodes` and `includedPrimaryTypes` here), one session
 * token from the first keystroke to the chosen place's details (Google bills it as one session).
 */
export async function loadPlaceFinder(key: string): Promise<PlaceFinder> {
  configure(key);
  const places = await importLibrary('places');
  let token: google.maps.places.AutocompleteSessionToken | undefined;
  const predictions = new Map<string, google.maps.places.PlacePrediction>();
  const finder: PlaceFinder = {
    async choose(id: string, locale: Locale = DEFAULT_LOCALE): Promise<ChosenPlace> {
      const details = await finder.details(id);
      const postcode = postcodeOf(details);
      // What the patient is told, in the page's language.
      const words = GOOGLE_MAPS_WORDS[locale];
      const note = postcode ? words.searchingFrom(details.name, details.formattedAddress) : words.placeWithoutPostcode;
      return { details, postcode, note };
    },
    async suggest(input: string): Promise<PlaceOption[]> {
      token ??= new places.AutocompleteSessionToken();
      const { suggestions } = await places.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        sessionToken: token,
        includedRegionCodes: ['gb'],
        includedPrimaryTypes: ['establishment'],
        language: 'en-GB',
        region: 'gb',
      }).catch(requestFailed);
      return suggestions.flatMap(({ placePrediction: p }) => {
        if (!p) return [];
        predictions.set(p.placeId, p);
        return [{ id: p.placeId, main: p.mainText?.text ?? p.text.text, secondary: p.secondaryText?.text ?? '' }];
      });
    },
    async details(id: string): Promise<PlaceDetails> {
      const prediction = predictions.get(id);
      const place = prediction ? prediction.toPlace() : new places.Place({ id });
      token = undefined;
      predictions.clear();
      await place.fetchFields({ fields: [...PLACE_FIELDS] }).catch(requestFailed);
      return {
        addressComponents: (place.addressComponents ?? []).map((c) => ({ longText: c.longText ?? '', shortText: c.shortText ?? '', types: [...c.types] })),
        formattedAddress: place.formattedAddress ?? null,
        location: place.location ? { lat: place.location.lat(), lng: place.location.lng() } : null,
        name: place.displayName ?? null,
        phone: place.nationalPhoneNumber ?? null,
        website: place.websiteURI ?? null,
        businessStatus: place.businessStatus ?? null,
        types: place.types ? [...place.types] : [],
        rating: place.rating ?? null,
      };
    },
  };
  return finder;
}

/**
 * Loads Places for a form and reports its states (use-place-finder.ts): ready with the finder,
 * failed when the library cannot load, auth-failure whenever Google refuses the key (then the
 * finder is withdrawn: its calls would be refused too).
 */
export function watchPlaceFinder(key: string, report: PlaceFinderReport) {
  let refused = false;
  onAuthFailure(() => {
    refused = true;
    report('auth-failure');
  });
  loadPlaceFinder(key).then(
    (finder) => refused || report('ready', finder),
    (error: unknown) => {
      logSetupHint('places-failed', error);
      if (!refused) report('failed');
    },
  );
}
