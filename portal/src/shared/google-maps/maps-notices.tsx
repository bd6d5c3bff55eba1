import { GOOGLE_MAPS_TEXTS as T } from './maps-texts';
import type { PlaceFinderState } from './use-place-finder';

/**
 * Spec 2, item 71: Google refused the map key (it called gm_authFailure). Says so, and what the
 * operator should check; the caller puts the to-scale drawing (or the manual field) with it.
 */
export function MapAuthFailurePanel({ id }: { id?: string }) {
  return (
    <div className="banner banner--warning map-auth-failure" role="status" id={id}>
      <p className="map-auth-failure__title">
        <strong>{T.authFailureTitle}</strong>
      </p>
      <p>{T.authFailure}</p>
      <p className="field__hint">{T.authFailureHint}</p>
    </div>
  );
}

/**
 * Spec 2, item 70: address search is unavailable (no key, the library failed, the key refused): a
 * warning with setup hints, and the field still takes a typed postcode. Shown only where
 * `setupWarningShown` says (admins and developers); a patient loses nothing they need (the postcode
 * type-ahead still works), so they are shown nothing alarming. A lazy chunk: patients never fetch it.
 */
export default function AutocompleteWarning({ state, id }: { state: PlaceFinderState; id: string }) {
  if (state === 'auth-failure') return <MapAuthFailurePanel id={id} />;
  return (
    <div className="banner banner--warning autocomplete-warning" role="status" id={id}>
      <p>
        <strong>{T.autocompleteTitle}</strong>. {T.autocompleteManual}
      </p>
      <p className="field__hint">{state === 'off' ? T.autocompleteMissingHint : T.autocompleteFailedHint}</p>
    </div>
  );
}
