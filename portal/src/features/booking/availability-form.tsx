import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { ApiError } from '../../shared/api-client';
import { paths } from '../../shared/paths';
import { useHydrated } from '../../shared/use-hydrated';
import { PostcodeCombobox } from './postcode-combobox';
import { RobotTokenUnavailable, useRobotCheck } from './robot-check';
import {
  availabilityStateFrom,
  LEAD_LIMITS,
  loadPhoneRules,
  type LeadErrors,
  type LeadField,
  type LeadFormData,
  searchFailureMessage,
  searchPractices,
  validateLeadForm,
} from './search-api';

const FIELDS: LeadField[] = ['name', 'phone', 'postcode', 'issue'];
const LABELS: Record<LeadField, string> = {
  name: 'Your name',
  phone: 'Phone number',
  postcode: 'Postcode',
  issue: 'What is the problem? (optional)',
};
const HINTS: Partial<Record<LeadField, string>> = {
  phone: 'The practice may call you about your appointment.',
  postcode: 'For example, SW1A 1AA. We cover England, Scotland and Wales.',
  issue: 'For example, swelling on the left side, or a broken front tooth.',
};
const EMPTY: LeadFormData = { name: '', phone: '', postcode: '', issue: '' };

type Status = 'idle' | 'busy';

/** The page the form leads to is a chunk of its own: fetched once the patient starts on the form. */
let prefetched = false;
function prefetchAvailabilityPage() {
  if (prefetched) return;
  prefetched = true;
  void Promise.all([import('./availability-page'), loadPhoneRules()]).catch(() => {
    prefetched = false;
  });
}

/**
 * The Instant Availability Checker (the lead form). Used twice on the home page, so every id is
 * unique per instance. Validation follows the GOV.UK pattern: an error summary that takes focus,
 * linked to fields, plus a message by each field. idle → busy → /availability-check or an error.
 */
export function AvailabilityForm({ heading, headingLevel = 2, idPrefix }: { heading: string; headingLevel?: 2 | 3; idPrefix?: string }) {
  const generated = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  // A page may name the form's ids (to link to it); otherwise they are unique per instance.
  const uid = idPrefix ?? generated;
  const navigate = useNavigate();
  const [form, setForm] = useState<LeadFormData>(EMPTY);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [formError, setFormError] = useState<string>();
  const [status, setStatus] = useState<Status>('idle');
  const [focusSummary, setFocusSummary] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const robot = useRobotCheck();
  const mounted = useRef(true);
  const busy = status === 'busy';
  // In a prerendered page the form is typed into at once but sent by this script: until it runs,
  // the button says the form is loading (a native submit would put the patient's details in the URL).
  const hydrated = useHydrated();
  const fieldId = (f: LeadField) => `${uid}-${f}`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Move focus to the summary after it has rendered (each failed submit bumps the counter).
  useEffect(() => {
    if (focusSummary) summary.current?.focus();
  }, [focusSummary]);

  // Whatever was typed into the prerendered form before the script ran is kept, not reset.
  useEffect(() => {
    const typed = Object.fromEntries(
      FIELDS.flatMap((f) => {
        const el = document.getElementById(`${uid}-${f}`) as HTMLInputElement | HTMLTextAreaElement | null;
        return el?.value ? [[f, el.value]] : [];
      }),
    );
    if (Object.keys(typed).length) setForm((current) => ({ ...current, ...typed }));
  }, [uid]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = await validateLeadForm(form);
    setErrors(found);
    setFormError(undefined);
    if (Object.keys(found).length > 0) {
      setFocusSummary((n) => n + 1);
      return;
    }
    setStatus('busy');
    let failure: { fields: LeadErrors; message?: string };
    try {
      // Busy while the robot check gives its token and the search runs (spec 2).
      const res = await searchPractices(form, undefined, await robot.token());
      const state = availabilityStateFrom(form, res);
      if (state) {
        navigate(paths.availabilityCheck.getHref(), { state });
        return;
      }
      failure = { fields: {}, message: SEARCH_MESSAGES.noPractices };
    } catch (error) {
      if (error instanceof RobotTokenUnavailable) {
        // No token to send: the spec's "Please verify that you are not a robot." (a refused token comes back from the api).
        failure = { fields: {}, message: error.message };
      } else {
        const fields = error instanceof ApiError ? error.fields : undefined;
        const known = fields ? (Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])) as LeadErrors) : {};
        const message = searchFailureMessage(error);
        // A refusal that names a field is shown by that field (and in the summary), not twice.
        failure = { fields: known, message: Object.values(known).includes(message) ? undefined : message };
      }
    }
    if (!mounted.current) return;
    setStatus('idle');
    setErrors(failure.fields);
    setFormError(failure.message);
    setFocusSummary((n) => n + 1);
  }

  function update(field: LeadField, value: string) {
    setForm((f) => ({ ...f, [field]: value }));
  }

  function jumpTo(event: MouseEvent<HTMLAnchorElement>, field: LeadField) {
    // Focus the field itself instead of letting the router treat the fragment as a navigation.
    event.preventDefault();
    const el = document.getElementById(fieldId(field));
    el?.scrollIntoView?.({ block: 'center' });
    el?.focus();
  }

  const listed = FIELDS.filter((f) => errors[f]).map((f) => [f, errors[f] as string] as const);
  const showSummary = listed.length > 0 || Boolean(formError);

  return (
    <form
      className="lead-form"
      aria-labelledby={`${uid}-heading`}
      onSubmit={submit}
      onFocus={prefetchAvailabilityPage}
      noValidate
      aria-busy={busy}
    >
      <Heading id={`${uid}-heading`} className="lead-form__title">
        {heading}
      </Heading>
      <p className="lead-form__intro">Tell us where you are and we will find the nearest practice with a free slot.</p>
      {showSummary && (
        <div
          ref={summary}
          className="error-summary"
          role="alert"
          tabIndex={-1}
          aria-labelledby={`${uid}-summary-title`}
        >
          <p id={`${uid}-summary-title`} className="error-summary__title">
            There is a problem
          </p>
          <ul className="error-summary__list">
            {formError && <li>{formError}</li>}
            {listed.map(([f, message]) => (
              <li key={f}>
                <a href={`#${fieldId(f)}`} onClick={(e) => jumpTo(e, f)}>
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {FIELDS.map((f) => {
        const error = errors[f];
        const hint = HINTS[f];
        const describedBy = [hint && `${fieldId(f)}-hint`, error && `${fieldId(f)}-error`].filter(Boolean).join(' ') || undefined;
        const common = {
          id: fieldId(f),
          name: f,
          value: form[f],
          maxLength: LEAD_LIMITS[f],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
          disabled: busy,
        };
        return (
          <div key={f} className={error ? 'field field--error' : 'field'}>
            <label htmlFor={fieldId(f)}>{LABELS[f]}</label>
            {hint && (
              <p id={`${fieldId(f)}-hint`} className="field__hint">
                {hint}
              </p>
            )}
            {error && (
              <p id={`${fieldId(f)}-error`} className="error-message">
                <span className="visually-hidden">Error:</span> {error}
              </p>
            )}
            {f === 'issue' ? (
              <textarea {...common} rows={3} onChange={(e) => update(f, e.target.value)} />
            ) : f === 'postcode' ? (
              <PostcodeCombobox
                {...common}
                required
                aria-required="true"
                autoComplete="postal-code"
                spellCheck={false}
                className="input--postcode"
                onValueChange={(value) => update(f, value)}
              />
            ) : (
              <input
                {...common}
                type={f === 'phone' ? 'tel' : 'text'}
                required
                aria-required="true"
                autoComplete={f === 'name' ? 'name' : 'tel'}
                spellCheck={false}
                onChange={(e) => update(f, e.target.value)}
              />
            )}
          </div>
        );
      })}
      {robot.widget}
      <button type="submit" className="button button--large" disabled={busy || !hydrated} aria-busy={busy || !hydrated}>
        {busy ? 'Checking availability…' : 'Check availability'}
      </button>
      {!hydrated && (
        <p className="lead-form__loading" role="status">
          Loading the form…
        </p>
      )}
    </form>
  );
}
