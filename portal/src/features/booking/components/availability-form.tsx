import { type ComponentProps, type FormEvent, type MouseEvent, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { KNOCKED_OUT_TOOTH, RED_FLAG_CODES, type RedFlagCode, SAFETY_QUESTION } from '@contexts/search/clinical-safety.constants';
import { ApiError } from '../../../shared/api-client';
import { paths } from '../../../shared/paths';
import { useHydrated } from '../../../shared/use-hydrated';
import { useSiteSettings } from '../../../shared/site-settings';
import { LazyAutocompleteWarning, usePlaceFinder, useSetupWarningShown } from '../../../shared/google-maps/use-place-finder';
import { EmergencyCareScreen } from './emergency-care-screen';
import { PostcodeCombobox } from './postcode-combobox';
import { RobotTokenUnavailable, useRobotCheck } from './robot-check';
import { NO_ANSWER, type SafetyAnswer, safetyAnswerInPage, safetyCheckboxId, SafetyQuestion } from './safety-question';
import {
  availabilityStateFrom,
  issueText,
  LEAD_LIMITS,
  loadPhoneRules,
  type LeadErrors,
  type LeadField,
  type LeadFormData,
  searchFailureMessage,
  searchPractices,
  validateLeadForm,
} from '../api/search-practices';

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
/** The question's first checkbox: where its error summary link leads. */
const RED_FLAG_FIRST = RED_FLAG_CODES[0];

type Status = 'idle' | 'busy';

/**
 * What the form needs before it is sent is fetched once the patient starts on it: the phone rule's
 * metadata, and (`prefetchNext`, given by app/, which knows the routes) the results page's chunks.
 * Not in the focus's own task (nor hydration's): each lazy import adds its preload links to the page,
 * ≈ 130 ms of main thread at 4× CPU for these (measured, issue #33), so it waits for a quiet moment.
 */
let prefetched = false;
function prefetchOnStart(prefetchNext?: () => void) {
  if (prefetched) return;
  prefetched = true;
  const fetchNext = () => {
    prefetchNext?.();
    void loadPhoneRules().catch(() => {
      prefetched = false;
    });
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(fetchNext, { timeout: PREFETCH_WITHIN_MS });
  else setTimeout(fetchNext, 0);
}

/** The latest the prefetch waits for a quiet moment after the patient starts on the form. */
const PREFETCH_WITHIN_MS = 1000;

/**
 * The Instant Availability Checker (the lead form). Used twice on the home page, so every id is
 * unique per instance. Validation follows the GOV.UK pattern: an error summary that takes focus,
 * linked to fields, plus a message by each field. idle → busy → /availability-check or an error.
 *
 * The safety net comes first (issue #29): "Do you have any of these?" (the NHS's emergency signs).
 * A sign ticked → the emergency screen at once (999 / A&E, NHS 111), with nothing checked, searched,
 * held or sent; "No, none of these" → the search as before. "An adult tooth has been knocked out"
 * asks for today's earliest time.
 */
export function AvailabilityForm({
  heading,
  headingLevel = 2,
  idPrefix,
  prefetchNext,
}: {
  heading: string;
  headingLevel?: 2 | 3;
  idPrefix?: string;
  prefetchNext?: () => void;
}) {
  const generated = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  // A page may name the form's ids (to link to it); otherwise they are unique per instance.
  const uid = idPrefix ?? generated;
  const navigate = useNavigate();
  const [form, setForm] = useState<LeadFormData>(EMPTY);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [safety, setSafety] = useState<SafetyAnswer>(NO_ANSWER);
  const [safetyError, setSafetyError] = useState<string>();
  const [knockedOut, setKnockedOut] = useState(false);
  /** The signs the patient ticked, once they asked to go on: the emergency screen shows instead of the form. */
  const [emergency, setEmergency] = useState<RedFlagCode[]>();
  /** Back from the emergency screen: focus returns to the question. */
  const [focusQuestion, setFocusQuestion] = useState(0);
  const [formError, setFormError] = useState<string>();
  const [status, setStatus] = useState<Status>('idle');
  const [focusSummary, setFocusSummary] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const robot = useRobotCheck();
  // Google's address search when the site has a browser key (issue #32), loaded on first focus of the field.
  const places = usePlaceFinder(useSiteSettings((s) => s.settings?.googleMapsBrowserKey));
  /** The place chosen in it: the search starts from its point while the postcode is still its postcode. */
  const [place, setPlace] = useState<{ postcode: string; location: { lat: number; lng: number } }>();
  const placesWarning = useSetupWarningShown(places.state);
  const mounted = useRef(true);
  const busy = status === 'busy';
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

  useEffect(() => {
    if (!focusQuestion) return;
    const first = document.getElementById(safetyCheckboxId(uid, safety.redFlags[0] ?? 'none'));
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus();
    // Only when the patient comes back from the emergency screen (the counter), not on every answer.
  }, [focusQuestion, uid]);

  // Whatever was typed (or ticked) into the prerendered form before the script ran is kept, not reset.
  useEffect(() => {
    const typed = Object.fromEntries(
      FIELDS.flatMap((f) => {
        const el = document.getElementById(`${uid}-${f}`) as HTMLInputElement | HTMLTextAreaElement | null;
        return el?.value ? [[f, el.value]] : [];
      }),
    );
    if (Object.keys(typed).length) setForm((current) => ({ ...current, ...typed }));
    const ticked = safetyAnswerInPage(uid);
    if (ticked) setSafety(ticked);
    if ((document.getElementById(`${uid}-knocked-out`) as HTMLInputElement | null)?.checked) setKnockedOut(true);
    // Focused before the script ran (its focus event came before React): what the form needs next is
    // fetched now, and Google's address search starts if the postcode field has the focus.
    if (document.activeElement && document.getElementById(`${uid}-heading`)?.closest('form')?.contains(document.activeElement)) {
      prefetchOnStart(prefetchNext);
    }
    if (document.activeElement?.id === `${uid}-postcode`) places.start();
    // Once, at the first render in the page (prefetchNext is the route's own, fixed).
  }, [uid]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // An emergency sign goes before everything: no field is checked, nothing is searched or sent.
    if (safety.redFlags.length > 0) {
      setEmergency(safety.redFlags);
      return;
    }
    const unanswered = safety.none ? undefined : SAFETY_QUESTION.required;
    const found = await validateLeadForm(form);
    setErrors(found);
    setSafetyError(unanswered);
    setFormError(undefined);
    if (unanswered || Object.keys(found).length > 0) {
      setFocusSummary((n) => n + 1);
      return;
    }
    setStatus('busy');
    const urgentIssue = knockedOut ? ('knocked_out_tooth' as const) : undefined;
    const lead = { ...form, issue: issueText(form.issue, urgentIssue) };
    let failure: { fields: LeadErrors; message?: string };
    try {
      // Busy while the robot check gives its token and the search runs (spec 2).
      const from = place && place.postcode === form.postcode.trim() ? place.location : undefined;
      const res = await searchPractices(lead, undefined, await robot.token(), urgentIssue, from);
      const state = availabilityStateFrom(lead, res, urgentIssue, from);
      if (state) {
        // The results page puts its practice and date into the URL itself (use-availability-place.ts).
        navigate(paths.availabilityCheck.path, { state });
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
  const showSummary = listed.length > 0 || Boolean(formError) || Boolean(safetyError);

  function answerSafety(answer: SafetyAnswer) {
    setSafety(answer);
    if (answer.none || answer.redFlags.length) setSafetyError(undefined);
  }

  function jumpToQuestion(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const el = document.getElementById(safetyCheckboxId(uid, RED_FLAG_FIRST));
    el?.scrollIntoView?.({ block: 'center' });
    el?.focus();
  }

  if (emergency) {
    return (
      <EmergencyCareScreen
        codes={emergency}
        headingLevel={headingLevel}
        idPrefix={uid}
        onBack={() => {
          setEmergency(undefined);
          setFocusQuestion((n) => n + 1);
        }}
      />
    );
  }

  return (
    <form
      className="lead-form"
      aria-labelledby={`${uid}-heading`}
      onSubmit={submit}
      onFocus={() => prefetchOnStart(prefetchNext)}
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
            {safetyError && (
              <li>
                <a href={`#${safetyCheckboxId(uid, RED_FLAG_FIRST)}`} onClick={jumpToQuestion}>
                  {safetyError}
                </a>
              </li>
            )}
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
      <SafetyQuestion uid={uid} answer={safety} error={safetyError} disabled={busy} onChange={answerSafety} />
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
            {f === 'issue' && (
              <div className="knocked-out">
                <div className="safety-question__item">
                  <input
                    type="checkbox"
                    id={`${uid}-knocked-out`}
                    name="knockedOut"
                    checked={knockedOut}
                    disabled={busy}
                    aria-describedby={`${uid}-knocked-out-hint`}
                    onChange={(e) => setKnockedOut(e.target.checked)}
                  />
                  <label htmlFor={`${uid}-knocked-out`}>{KNOCKED_OUT_TOOTH.label}</label>
                </div>
                <p id={`${uid}-knocked-out-hint`} className="field__hint">
                  {KNOCKED_OUT_TOOTH.hint}
                </p>
              </div>
            )}
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
                onValueChange={(value) => {
                  // Typed into before the script ran (a prerendered page), the field had its focus already.
                  places.start();
                  update(f, value);
                }}
                onFocus={places.start}
                places={places.finder}
                onPlaceChosen={(chosen) => setPlace(chosen.location ? { postcode: chosen.postcode, location: chosen.location } : undefined)}
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
            {f === 'postcode' && placesWarning && <PlacesWarning state={places.state} id={`${uid}-places-warning`} />}
          </div>
        );
      })}
      {robot.widget}
      <SubmitButton busy={busy} />
    </form>
  );
}

/** Google's set-up warning for staff, never in the prerendered HTML (its own component, as SubmitButton). */
function PlacesWarning(props: ComponentProps<typeof LazyAutocompleteWarning>) {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LazyAutocompleteWarning {...props} />
    </Suspense>
  ) : null;
}

/**
 * In a prerendered page the form is typed into at once but sent by this script: until it runs, the
 * button says the form is loading (a native submit would put the patient's details in the URL).
 * A component of its own: once hydrated, React re-renders it alone, not the whole form (issue #33:
 * the form's re-render was the longest task after hydration).
 */
function SubmitButton({ busy }: { busy: boolean }) {
  const hydrated = useHydrated();
  return (
    <>
      <button type="submit" className="button button--large" disabled={busy || !hydrated} aria-busy={busy || !hydrated}>
        {busy ? 'Checking availability…' : 'Check availability'}
      </button>
      {!hydrated && (
        <p className="lead-form__loading" role="status">
          Loading the form…
        </p>
      )}
    </>
  );
}
