import { useWords } from '../i18n/app-i18n';
import { GOOGLE_MAPS_WORDS } from './maps-texts';
import { type MapsFailure, SETUP_HINT_LEAD, SETUP_HINTS } from './setup-hints';
import { type PlaceFinderState, useSetupHintsShown } from './use-place-finder';

/**
 * What the operator should check, under a notice, for a signed-in admin only: a patient in an
 * emergency can do nothing with names of settings or Google's console, and would only be alarmed.
 */
function SetupHint({ hint }: { hint: keyof typeof SETUP_HINTS }) {
  const shown = useSetupHintsShown();
  if (!shown) return null;
  return (
    <p className="field__hint setup-hint">
      <strong>{SETUP_HINT_LEAD}</strong> {SETUP_HINTS[hint]}
    </p>
  );
}

/**
 * Spec 4's failed and auth-failure states: Google's map did not load or Google refused
 * the key. One plain sentence; the caller puts the to-scale drawing after it.
 */
export function MapUnavailableNotice({ failure }: { failure: Extract<MapsFailure, 'map-failed' | 'key-refused'> }) {
  const words = useWords(GOOGLE_MAPS_WORDS);
  return (
    <div className="banner map-unavailable" role="status">
      <p>{words.mapUnavailable}</p>
      <SetupHint hint={failure} />
    </div>
  );
}

/**
 * Spec 2: address search is unavailable (no key, the library failed, the key refused), and
 * the field still takes a typed postcode. The caller decides whether it shows at all (the lead form:
 * `useSetupWarningShown`, no notice for a patient when simply no key is set). A lazy chunk: fetched
 * only when it shows.
 */
export default function AutocompleteWarning({ state, id, unavailable }: { state: PlaceFinderState; id: string; unavailable?: string }) {
  const words = useWords(GOOGLE_MAPS_WORDS);
  const hint = state === 'auth-failure' ? 'key-refused' : state === 'failed' ? 'places-failed' : 'no-key';
  return (
    <div className="banner address-search-notice" role="status" id={id}>
      <p>{unavailable ?? words.addressSearchUnavailable}</p>
      <SetupHint hint={hint} />
    </div>
  );
}
