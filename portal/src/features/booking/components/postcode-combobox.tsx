import { type InputHTMLAttributes, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { POSTCODE_MESSAGES, POSTCODE_PREFIX_MIN_CHARS, POSTCODE_TYPEAHEAD_DEBOUNCE_MS } from '@contexts/postcodes/postcodes.constants';
import { POSTCODE_MESSAGES_CY } from '@contexts/postcodes/postcodes.cy.constants';
import { postcodePrefix } from '@contexts/postcodes/postcodes.rules';
import { api, ApiError } from '../../../shared/api-client';
import type { ApiAnswer } from '../../../shared/api/types';
import { GOOGLE_MAPS_WORDS } from '../../../shared/google-maps/maps-texts';
import type { PlaceDetails, PlaceFinder, PlaceOption } from '../../../shared/google-maps/place-details';
import { useLocale, useSay, useWords } from '../../../shared/i18n/app-i18n';
import { POSTCODE_FIELD } from './lead-messages';

/** Google's place suggestions start after this many characters (each request is billed). */
export const PLACE_SEARCH_MIN_CHARS = 3;

type Option = { kind: 'postcode'; postcode: string } | { kind: 'place'; place: PlaceOption };
const optionKey = (o: Option) => (o.kind === 'postcode' ? `postcode:${o.postcode}` : `place:${o.place.id}`);

/** For the on-call engineer, in the browser console only: patients are never shown operator words. */
const UNAVAILABLE_HINT = 'Postcode suggestions failed: GET /api/postcodes answered with a server or network error (runbook, "The postcode table").';
let hintLogged = false;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role'> & {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
  /**
   * Google's address search, when the site has a browser key and Places loaded: its
   * establishments (UK only) are offered below the postcodes, and a chosen one gives the field its
   * postcode and the search its point (`onPlaceChosen`). Typing by hand always works.
   */
  places?: PlaceFinder | null;
  onPlaceChosen?: (place: PlaceDetails & { postcode: string }) => void;
};

/**
 * The lead form's postcode field as an ARIA 1.2 combobox (list autocomplete, manual selection):
 * after 2 characters of a postcode, up to 8 full postcodes from GET /api/postcodes, asked for
 * POSTCODE_TYPEAHEAD_DEBOUNCE_MS after the last keystroke (an older answer is discarded). Down/Up
 * move through the list (DOM focus stays in the field; aria-activedescendant names the option),
 * Enter takes the option, Escape closes the list. A polite status says how many there are.
 */
export function PostcodeCombobox({ id, value, onValueChange, places, onPlaceChosen, ...input }: Props) {
  const say = useSay();
  // The type-ahead's and the address search's words in the page's language (the place's note too).
  const locale = useLocale();
  const postcodeWords = useWords({ 'en-GB': POSTCODE_MESSAGES, cy: POSTCODE_MESSAGES_CY });
  const mapsWords = useWords(GOOGLE_MAPS_WORDS);
  const [options, setOptions] = useState<Option[]>([]);
  const [placeNote, setPlaceNote] = useState<string>();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [unavailable, setUnavailable] = useState(false);
  const [status, setStatus] = useState('');
  const asked = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-suggestion-${i}`;

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      asked.current?.abort();
    },
    [],
  );

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function lookUp(text: string) {
    clearTimeout(timer.current);
    asked.current?.abort();
    setPlaceNote(undefined);
    const prefix = postcodePrefix(text, POSTCODE_PREFIX_MIN_CHARS);
    const placeText = places && text.trim().length >= PLACE_SEARCH_MIN_CHARS ? text.trim() : null;
    if (!prefix && !placeText) {
      setOptions([]);
      close();
      setStatus('');
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      asked.current = controller;
      const [postcodes, found] = await Promise.all([
        prefix ? postcodeSuggestions(prefix, controller.signal) : Promise.resolve<PostcodeAnswer>({ suggestions: [] }),
        // A failed place search leaves the postcodes (the form says so to admins through its warning).
        placeText && places ? places.suggest(placeText).catch(() => [] as PlaceOption[]) : Promise.resolve([] as PlaceOption[]),
      ]);
      if (controller.signal.aborted || postcodes === 'aborted') return;
      const suggestions = 'suggestions' in postcodes ? postcodes.suggestions : [];
      setUnavailable('unavailable' in postcodes);
      if ('unavailable' in postcodes && !hintLogged) {
        hintLogged = true;
        console.warn(UNAVAILABLE_HINT);
      }
      // The one suggestion that is already what the patient typed needs no list.
      const useful = prefix && suggestions.length === 1 && suggestions[0].replace(/\s/g, '') === prefix ? [] : suggestions;
      const merged: Option[] = [...useful.map((postcode) => ({ kind: 'postcode' as const, postcode })), ...found.map((place) => ({ kind: 'place' as const, place }))];
      setOptions(merged);
      setActive(-1);
      setOpen(merged.length > 0);
      setStatus(merged.length ? postcodeWords.suggestionsCount(merged.length) : suggestions.length ? '' : postcodeWords.noSuggestions);
    }, POSTCODE_TYPEAHEAD_DEBOUNCE_MS);
  }

  function choose(option: Option) {
    setOptions([]);
    close();
    setStatus('');
    if (option.kind === 'postcode') {
      onValueChange(option.postcode);
      return;
    }
    setPlaceNote(say(POSTCODE_FIELD.lookingUpPlace, { place: option.place.main }));
    void places
      ?.choose(option.place.id, locale)
      .then(({ details, postcode, note }) => {
        setPlaceNote(note);
        if (!postcode) return;
        onValueChange(postcode);
        onPlaceChosen?.({ ...details, postcode });
      })
      // The finder's own chunk did not answer: the field still takes a typed postcode.
      .catch(() => setPlaceNote(mapsWords.placeFailed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) {
        setOpen(true);
        setActive(down ? 0 : options.length - 1);
        return;
      }
      setActive((i) => (down ? (i + 1) % options.length : i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      if (open && active >= 0) {
        // Takes the suggestion; the next Enter submits the form.
        event.preventDefault();
        choose(options[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      }
    }
  }

  return (
    <div className="combobox">
      <input
        {...input}
        id={id}
        type="text"
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onChange={(e) => {
          onValueChange(e.target.value);
          lookUp(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
      />
      <ul id={listId} role="listbox" aria-label={say(POSTCODE_FIELD.suggestions)} className="combobox__list" hidden={!open}>
        {options.map((o, i) => (
          <li
            key={optionKey(o)}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={`combobox__option${o.kind === 'place' ? ' combobox__option--place' : ''}${i === active ? ' combobox__option--active' : ''}`}
            // mousedown, not click: the field keeps focus (its blur would close the list first).
            onMouseDown={(e) => {
              e.preventDefault();
              choose(o);
            }}
          >
            {o.kind === 'postcode' ? (
              o.postcode
            ) : (
              <>
                {o.place.main}
                {o.place.secondary && <small>{o.place.secondary}</small>}
              </>
            )}
          </li>
        ))}
      </ul>
      {open && options.some((o) => o.kind === 'place') && <p className="combobox__credit">{say(POSTCODE_FIELD.placeCredit)}</p>}
      {placeNote && (
        <p className="field__hint" role="status">
          {placeNote}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {unavailable && (
        <p className="field__warning" id={`${id}-unavailable`}>
          {say(POSTCODE_FIELD.unavailable)}
        </p>
      )}
    </div>
  );
}

type PostcodeAnswer = ApiAnswer<'/api/postcodes', 'get'> | { unavailable: true };

/** GET /api/postcodes for a prefix: the suggestions, 'aborted', or unavailable (a network failure or a server error; a refused prefix is not). */
async function postcodeSuggestions(prefix: string, signal: AbortSignal): Promise<PostcodeAnswer | 'aborted'> {
  try {
    return await api.get<ApiAnswer<'/api/postcodes', 'get'>>(`/api/postcodes?prefix=${encodeURIComponent(prefix)}`, { signal, timeoutMs: 5000 });
  } catch (error) {
    if (signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return 'aborted';
    return !(error instanceof ApiError) || error.status === 0 || error.status >= 500 ? { unavailable: true } : { suggestions: [] };
  }
}
