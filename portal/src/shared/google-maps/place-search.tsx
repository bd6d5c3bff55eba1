import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { GOOGLE_MAPS_TEXTS as T } from './maps-texts';
import AutocompleteWarning from './maps-notices';
import { businessStatusText, type PlaceDetails, type PlaceOption } from './place-details';
import { usePlaceFinder } from './use-place-finder';

const DEBOUNCE_MS = 250;
const MIN_CHARS = 3;

/**
 * "Find the practice on Google" (ADR 0039; spec 7 "Geocoding"): an ARIA 1.2 combobox of Google's UK
 * establishments (Places, loaded on first focus); the chosen place's fields go to `onFound`, and
 * what the admin should check before saving (business status, rating, types, the address Google
 * has) is shown under it. Without a key, or when Places fails, a notice instead (with the set-up
 * hint: the practice form is the admin's).
 */
export function PlaceSearch({ apiKey, id, label, onFound }: { apiKey: string | undefined; id: string; label: string; onFound: (place: PlaceDetails) => void }) {
  const places = usePlaceFinder(apiKey);
  const [text, setText] = useState('');
  const [options, setOptions] = useState<PlaceOption[]>([]);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const [found, setFound] = useState<PlaceDetails>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const asked = useRef(0);
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-suggestion-${i}`;
  const open = options.length > 0;

  useEffect(() => () => clearTimeout(timer.current), []);

  if (!apiKey || places.state === 'failed' || places.state === 'auth-failure') return <AutocompleteWarning state={places.state} id={`${id}-warning`} unavailable={T.practiceSearchUnavailable} />;

  function lookUp(value: string) {
    clearTimeout(timer.current);
    const ask = ++asked.current;
    if (!places.finder || value.trim().length < MIN_CHARS) {
      setOptions([]);
      return;
    }
    const finder = places.finder;
    timer.current = setTimeout(() => {
      finder
        .suggest(value.trim())
        .then((list) => {
          if (ask !== asked.current) return;
          setOptions(list);
          setActive(-1);
          setStatus(list.length ? `${list.length} places found on Google` : 'No place found on Google');
        })
        .catch(() => ask === asked.current && setStatus(T.placeFailed));
    }, DEBOUNCE_MS);
  }

  function choose(option: PlaceOption) {
    setOptions([]);
    setText(option.main);
    setStatus(`Looking up ${option.main}…`);
    places.finder
      ?.details(option.id)
      .then((details) => {
        setFound(details);
        setStatus(`Filled from Google: ${details.name ?? option.main}. Check every field before saving.`);
        onFound(details);
      })
      .catch(() => setStatus(T.placeFailed));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && open) {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      setActive((i) => (down ? (i + 1) % options.length : i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOptions([]);
    }
  }

  return (
    <div className="field place-search">
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field__hint">
        Type the practice&apos;s name; Google&apos;s UK businesses are listed. The form is filled in from the one you choose, and every field stays editable.
      </p>
      <div className="combobox">
        <input
          id={id}
          type="text"
          value={text}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-describedby={`${id}-hint`}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          onFocus={places.start}
          onChange={(e) => {
            setText(e.target.value);
            lookUp(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOptions([])}
        />
        <ul id={listId} role="listbox" aria-label="Places on Google" className="combobox__list" hidden={!open}>
          {options.map((o, i) => (
            <li
              key={o.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`combobox__option combobox__option--place${i === active ? ' combobox__option--active' : ''}`}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(o);
              }}
            >
              {o.main}
              {o.secondary && <small>{o.secondary}</small>}
            </li>
          ))}
        </ul>
        {open && <p className="combobox__credit">{T.poweredByGoogle}</p>}
      </div>
      <p className="field__status" role="status">
        {places.state === 'loading' ? 'Loading Google’s place search…' : status}
      </p>
      {found && (
        <div className="place-search__found banner">
          <p>
            <strong>Found on Google</strong>: check it is this practice.
          </p>
          <dl>
            <dt>Address on Google</dt>
            <dd>{found.formattedAddress ?? 'not given'}</dd>
            <dt>Business status</dt>
            <dd>{businessStatusText(found.businessStatus)}</dd>
            <dt>Rating</dt>
            <dd>{found.rating === null ? 'no rating' : `${found.rating.toFixed(1)} out of 5`}</dd>
            <dt>Types</dt>
            <dd>{found.types.length ? found.types.join(', ') : 'not given'}</dd>
          </dl>
        </div>
      )}
    </div>
  );
}
