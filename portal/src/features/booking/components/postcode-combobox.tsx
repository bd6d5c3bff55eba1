import { type InputHTMLAttributes, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { POSTCODE_MESSAGES, POSTCODE_PREFIX_MIN_CHARS, POSTCODE_TYPEAHEAD_DEBOUNCE_MS } from '@contexts/postcodes/postcodes.constants';
import { postcodePrefix } from '@contexts/postcodes/postcodes.rules';
import { api, ApiError } from '../../../shared/api-client';

/** Shown only when the suggestions cannot be had at all (no address autocomplete either): type by hand. */
export const POSTCODE_AUTOCOMPLETE_UNAVAILABLE =
  'Postcode suggestions are unavailable right now. You can still type your full postcode. (Site owners: suggestions come from the postcode table the worker loads; see the runbook.)';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'role'> & {
  id: string;
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * The lead form's postcode field as an ARIA 1.2 combobox (list autocomplete, manual selection):
 * after 2 characters of a postcode, up to 8 full postcodes from GET /api/postcodes, asked for
 * POSTCODE_TYPEAHEAD_DEBOUNCE_MS after the last keystroke (an older answer is discarded). Down/Up
 * move through the list (DOM focus stays in the field; aria-activedescendant names the option),
 * Enter takes the option, Escape closes the list. A polite status says how many there are.
 */
export function PostcodeCombobox({ id, value, onValueChange, ...input }: Props) {
  const [options, setOptions] = useState<string[]>([]);
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
    const prefix = postcodePrefix(text, POSTCODE_PREFIX_MIN_CHARS);
    if (!prefix) {
      setOptions([]);
      close();
      setStatus('');
      return;
    }
    timer.current = setTimeout(async () => {
      const controller = new AbortController();
      asked.current = controller;
      try {
        const { suggestions } = await api.get<{ suggestions: string[] }>(`/api/postcodes?prefix=${encodeURIComponent(prefix)}`, { signal: controller.signal, timeoutMs: 5000 });
        if (controller.signal.aborted) return;
        setUnavailable(false);
        // The one suggestion that is already what the patient typed needs no list.
        const useful = suggestions.length === 1 && suggestions[0].replace(/\s/g, '') === prefix ? [] : suggestions;
        setOptions(useful);
        setActive(-1);
        setOpen(useful.length > 0);
        setStatus(useful.length ? POSTCODE_MESSAGES.suggestionsCount(useful.length) : suggestions.length ? '' : POSTCODE_MESSAGES.noSuggestions);
      } catch (error) {
        if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return;
        setOptions([]);
        close();
        // A refused prefix (4xx) is not an outage; a network failure or a server error is.
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) setUnavailable(true);
      }
    }, POSTCODE_TYPEAHEAD_DEBOUNCE_MS);
  }

  function choose(postcode: string) {
    onValueChange(postcode);
    setOptions([]);
    close();
    setStatus('');
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
      <ul id={listId} role="listbox" aria-label="Suggestions" className="combobox__list" hidden={!open}>
        {options.map((o, i) => (
          <li
            key={o}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'combobox__option combobox__option--active' : 'combobox__option'}
            // mousedown, not click: the field keeps focus (its blur would close the list first).
            onMouseDown={(e) => {
              e.preventDefault();
              choose(o);
            }}
          >
            {o}
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {unavailable && (
        <p className="field__warning" id={`${id}-unavailable`}>
          {POSTCODE_AUTOCOMPLETE_UNAVAILABLE}
        </p>
      )}
    </div>
  );
}
