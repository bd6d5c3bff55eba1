import { type ComponentProps, type FormEvent, type MouseEvent, type ReactNode, Suspense, useEffect, useId, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { SEARCH_MESSAGES_CY } from '@contexts/search/search.cy.constants';
import { KNOCKED_OUT_TOOTH, RED_FLAG_CODES, SAFETY_QUESTION } from '@contexts/search/clinical-safety.constants';
import { KNOCKED_OUT_TOOTH_CY, SAFETY_QUESTION_CY } from '@contexts/search/clinical-safety.cy.constants';
import { nationOfPostcode } from '@contexts/postcodes/postcode-nation.rules';
import { tidyPostcode } from '@contexts/postcodes/postcodes.rules';
import { ApiError } from '../../../shared/api-client';
import { paths } from '../../../shared/paths';
import { useHydrated } from '../../../shared/use-hydrated';
import { useSay, useWords } from '../../../shared/i18n/app-i18n';
import type { Message } from '../../../shared/i18n/i18n';
import { useSiteSettings } from '../../../shared/site-settings';
import { LazyAutocompleteWarning, usePlaceFinder, useSetupWarningShown } from '../../../shared/google-maps/use-place-finder';
import { useEmergencySigns } from '../stores/emergency-signs';
import { ConfirmNoSign } from './confirm-no-sign';
import { EmergencyCareScreen } from './emergency-care-screen';
import { LEAD_SEARCH_START, leadSearchReducer } from './lead-search-state';
import { LEAD_ERRORS, LEAD_FORM } from './lead-messages';
import { PostcodeCombobox } from './postcode-combobox';
import { RobotTokenUnavailable, useRobotCheck } from './robot-check';
import { type SafetyAnswer, safetyAnswerInPage, safetyCheckboxId, SafetyQuestion } from './safety-question';
import {
  availabilityStateFrom,
  issueText,
  LEAD_LIMITS,
  loadPhoneRules,
  POSTCODE_AS_TYPED_MAX,
  type LeadErrors,
  type LeadField,
  type LeadFormData,
  searchFailureMessage,
  searchPractices,
  validateLeadForm,
} from '../api/search-practices';

const FIELDS: LeadField[] = ['name', 'phone', 'postcode', 'issue'];
const LABELS: Record<LeadField, Message> = {
  name: LEAD_FORM.nameLabel,
  phone: LEAD_FORM.phoneLabel,
  postcode: LEAD_FORM.postcodeLabel,
  issue: LEAD_FORM.issueLabel,
};
const HINTS: Partial<Record<LeadField, Message>> = {
  phone: LEAD_FORM.phoneHint,
  postcode: LEAD_FORM.postcodeHint,
  issue: LEAD_FORM.issueHint,
};
const EMPTY: LeadFormData = { name: '', phone: '', postcode: '', issue: '' };
/** The question's first checkbox: where its error summary link leads. */
const RED_FLAG_FIRST = RED_FLAG_CODES[0];

/**
 * Where focus goes after the patient's own move in this form (a tick, "Change my answers", "Go back",
 * "None of these applies to me"), by id: a new object each time, so the same place twice moves it twice.
 * `box`: scrolls the screen the element heads into view from its top; otherwise the element, centred.
 */
type FocusMove = { id: string; scroll: 'box' | 'centre' };

/**
 * What the form needs before it is sent is fetched once the patient starts on it: the phone rule's
 * metadata, and (`prefetchNext`, given by app/, which knows the routes) the results page's chunks.
 * Not in the focus's own task (nor hydration's): each lazy import adds its preload links to the page,
 * ≈ 130 ms of main thread at 4× CPU for these (measured), so it waits for a quiet moment.
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

/** Read when an answer comes back: the patient may have ticked a sign in another form while it was awaited. */
const emergencySignTicked = () => useEmergencySigns.getState().signs.length > 0;

/** The latest the prefetch waits for a quiet moment after the patient starts on the form. */
const PREFETCH_WITHIN_MS = 1000;

/**
 * The Instant Availability Checker (the lead form). Used twice on the home page, so every id is
 * unique per instance. Validation follows the GOV.UK pattern: an error summary that takes focus,
 * linked to fields, plus a message by each field. idle → busy → /availability-check or an error.
 *
 * The safety net comes first: "Do you have any of these?" (the NHS's emergency signs).
 * A sign ticked → the emergency screen at once (999 / A&E, NHS 111 of the postcode's nation), with
 * nothing checked, searched, held or sent; "No, none of these" → the search as before. The signs are
 * the page's (`useEmergencySigns`), not this form's: while any is ticked every lead form on the page
 * shows the emergency screen in its place, under the form's heading id, so neither another form nor a
 * link to one is a way round it. "Change my answers" asks first (ConfirmNoSign). "An adult tooth has
 * been knocked out" asks for today's earliest time.
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
  const say = useSay();
  const safetyQuestion = useWords({ 'en-GB': SAFETY_QUESTION, cy: SAFETY_QUESTION_CY });
  // The search's messages (the fields' errors, nothing found, the fallback) in the page's language.
  const searchWords = useWords({ 'en-GB': SEARCH_MESSAGES, cy: SEARCH_MESSAGES_CY });
  // The practice's own words (`issuePrefix`) have no Welsh: the patient reads the label and hint only.
  const knockedOutTooth = useWords<Omit<typeof KNOCKED_OUT_TOOTH, 'issuePrefix'>>({ 'en-GB': KNOCKED_OUT_TOOTH, cy: KNOCKED_OUT_TOOTH_CY });
  const [form, setForm] = useState<LeadFormData>(EMPTY);
  // The search's flow (running, and what it found wrong) as one reducer: lead-search-state.ts.
  const [{ status, errors, safetyError, formError, focusSummary }, dispatch] = useReducer(leadSearchReducer, LEAD_SEARCH_START);
  /** The emergency signs ticked on the page (in any of its forms): while there is one, the form is not shown. */
  const signs = useEmergencySigns((s) => s.signs);
  const tellSigns = useEmergencySigns((s) => s.tell);
  const clearSigns = useEmergencySigns((s) => s.clear);
  /** "No, none of these" (the signs are the page's). */
  const [noneApply, setNoneApply] = useState(false);
  const [knockedOut, setKnockedOut] = useState(false);
  /** "Change my answers" pressed on the emergency screen: the question whether none applies shows instead. */
  const [confirming, setConfirming] = useState(false);
  const [focusNext, setFocusNext] = useState<FocusMove>();
  const summary = useRef<HTMLDivElement>(null);
  const robot = useRobotCheck();
  // Google's address search when the site has a browser key, loaded on first focus of the field.
  const places = usePlaceFinder(useSiteSettings((s) => s.settings?.googleMapsBrowserKey));
  /** The place chosen in it: the search starts from its point while the postcode is still its postcode. */
  const [place, setPlace] = useState<{ postcode: string; location: { lat: number; lng: number } }>();
  const placesWarning = useSetupWarningShown(places.state);
  const mounted = useRef(true);
  const busy = status === 'busy';
  const fieldId = (f: LeadField) => `${uid}-${f}`;
  /** The heading of whatever is in the form's place (the form, the emergency screen, the question after it). */
  const headingId = `${uid}-heading`;
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

  // After the patient's own move only: a screen that shows because of a tick in another form leaves focus alone.
  useEffect(() => {
    if (!focusNext) return;
    const el = document.getElementById(focusNext.id);
    if (focusNext.scroll === 'box') (el?.closest('.lead-form') ?? el)?.scrollIntoView?.({ block: 'start' });
    else el?.scrollIntoView?.({ block: 'center' });
    el?.focus({ preventScroll: true });
  }, [focusNext]);

  // Another form's "None of these applies to me" cleared the signs: this one opens as a form, not at its question.
  if (confirming && signs.length === 0) setConfirming(false);

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
    if (ticked?.redFlags.length) {
      // A sign ticked before React ran: the emergency screen now, as if React had seen the tick.
      tellSigns(ticked.redFlags);
      setFocusNext({ id: headingId, scroll: 'box' });
    } else if (ticked?.none) setNoneApply(true);
    if ((document.getElementById(`${uid}-knocked-out`) as HTMLInputElement | null)?.checked) setKnockedOut(true);
    // Focused before the script ran (its focus event came before React): what the form needs next is
    // fetched now, and Google's address search starts if the postcode field has the focus.
    if (document.activeElement && document.getElementById(headingId)?.closest('form')?.contains(document.activeElement)) {
      prefetchOnStart(prefetchNext);
    }
    if (document.activeElement?.id === `${uid}-postcode`) places.start();
    // Once, at the first render in the page (prefetchNext is the route's own, fixed).
  }, [uid]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const unanswered = noneApply ? undefined : safetyQuestion.required;
    const found = await validateLeadForm(form, searchWords);
    // A sign ticked meanwhile (in another form on the page): the emergency screen stands here now.
    if (emergencySignTicked()) return;
    dispatch({ type: 'checked', errors: found, safetyError: unanswered });
    if (unanswered || Object.keys(found).length > 0) return;
    dispatch({ type: 'searching' });
    const urgentIssue = knockedOut ? ('knocked_out_tooth' as const) : undefined;
    // The postcode as the search answers for it ("m1 1ae." → "M1 1AE"): the hold later sends the same lead.
    const lead = { ...form, postcode: tidyPostcode(form.postcode), issue: issueText(form.issue, urgentIssue) };
    let failure: { fields: LeadErrors; message?: string };
    try {
      // Busy while the robot check gives its token and the search runs (spec 2).
      const from = place && tidyPostcode(place.postcode) === lead.postcode ? place.location : undefined;
      const token = await robot.token();
      // A sign ticked in another form while this waited or searched: no search, no results; the
      // emergency screen stands in this form's place.
      if (emergencySignTicked()) return stopBusy();
      const res = await searchPractices(lead, undefined, token, urgentIssue, from);
      const state = availabilityStateFrom(lead, res, urgentIssue, from);
      if (emergencySignTicked()) return stopBusy();
      if (state) {
        // The results page puts its practice and date into the URL itself (use-availability-place.ts).
        navigate(paths.availabilityCheck.path, { state });
        return;
      }
      failure = { fields: {}, message: searchWords.noPractices };
    } catch (error) {
      if (error instanceof RobotTokenUnavailable) {
        // No token to send: the spec's "Please verify that you are not a robot." (a refused token comes back from the api).
        failure = { fields: {}, message: error.message };
      } else {
        const fields = error instanceof ApiError ? error.fields : undefined;
        const known = fields ? (Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])) as LeadErrors) : {};
        const message = searchFailureMessage(error, searchWords);
        // A refusal that names a field is shown by that field (and in the summary), not twice.
        failure = { fields: known, message: Object.values(known).includes(message) ? undefined : message };
      }
    }
    if (!mounted.current) return;
    dispatch({ type: 'failed', errors: failure.fields, message: failure.message });
  }

  function stopBusy() {
    if (mounted.current) dispatch({ type: 'stopped' });
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
    if (answer.redFlags.length) {
      // An emergency sign goes before everything: the screen at once, no field checked, nothing searched or sent.
      setNoneApply(false);
      dispatch({ type: 'safetyAnswered' });
      tellSigns(answer.redFlags);
      setFocusNext({ id: headingId, scroll: 'box' });
      return;
    }
    setNoneApply(answer.none);
    if (answer.none) dispatch({ type: 'safetyAnswered' });
  }

  function jumpToQuestion(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const el = document.getElementById(safetyCheckboxId(uid, RED_FLAG_FIRST));
    el?.scrollIntoView?.({ block: 'center' });
    el?.focus();
  }

  if (signs.length > 0 && confirming) {
    return (
      <ConfirmNoSign
        codes={signs}
        headingId={headingId}
        headingLevel={headingLevel}
        onNoneApplies={() => {
          clearSigns();
          setConfirming(false);
          setFocusNext({ id: safetyCheckboxId(uid, RED_FLAG_FIRST), scroll: 'centre' });
        }}
        onGoBack={() => {
          setConfirming(false);
          setFocusNext({ id: headingId, scroll: 'box' });
        }}
      />
    );
  }

  if (signs.length > 0) {
    return (
      <EmergencyCareScreen
        codes={signs}
        headingId={headingId}
        headingLevel={headingLevel}
        nation={nationOfPostcode(tidyPostcode(form.postcode))}
        onBack={() => {
          setConfirming(true);
          setFocusNext({ id: headingId, scroll: 'box' });
        }}
      />
    );
  }

  return (
    <>
    <form
      className="lead-form"
      aria-labelledby={headingId}
      onSubmit={submit}
      onFocus={() => prefetchOnStart(prefetchNext)}
      noValidate
      aria-busy={busy}
    >
      <Heading id={headingId} className="lead-form__title">
        {heading}
      </Heading>
      <p className="lead-form__intro">{say(LEAD_FORM.intro)}</p>
      {showSummary && (
        <div
          ref={summary}
          className="error-summary"
          role="alert"
          tabIndex={-1}
          aria-labelledby={`${uid}-summary-title`}
        >
          <p id={`${uid}-summary-title`} className="error-summary__title">
            {say(LEAD_ERRORS.summaryTitle)}
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
      <SafetyQuestion uid={uid} answer={{ redFlags: [], none: noneApply }} error={safetyError} disabled={busy} onChange={answerSafety} />
      {FIELDS.map((f) => {
        const error = errors[f];
        const hintMessage = HINTS[f];
        const hint = hintMessage && say(hintMessage);
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
                  <label htmlFor={`${uid}-knocked-out`}>{knockedOutTooth.label}</label>
                </div>
                <p id={`${uid}-knocked-out-hint`} className="field__hint">
                  {knockedOutTooth.hint}
                </p>
              </div>
            )}
            <label htmlFor={fieldId(f)}>{say(LABELS[f])}</label>
            {hint && (
              <p id={`${fieldId(f)}-hint`} className="field__hint">
                {hint}
              </p>
            )}
            {error && (
              <p id={`${fieldId(f)}-error`} className="error-message">
                <span className="visually-hidden">{say(LEAD_ERRORS.prefix)}</span> {error}
              </p>
            )}
            {f === 'issue' ? (
              <textarea {...common} rows={3} onChange={(e) => update(f, e.target.value)} />
            ) : f === 'postcode' ? (
              <PostcodeCombobox
                {...common}
                maxLength={POSTCODE_AS_TYPED_MAX}
                required
                aria-required="true"
                autoComplete="postal-code"
                autoCapitalize="characters"
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
                // What the phone's keyboard, autofill and password manager need to fill them for the patient.
                type={f === 'phone' ? 'tel' : 'text'}
                inputMode={f === 'phone' ? 'tel' : undefined}
                autoComplete={f === 'phone' ? 'tel' : 'name'}
                autoCapitalize={f === 'phone' ? undefined : 'words'}
                required
                aria-required="true"
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
      {/* A tick on a sign before React runs (a prerendered page on a slow phone) shows this in the form's
          place at once, by CSS alone (styles, "Before React"); once React runs, the page's store does. */}
      <BeforeReact>
        <EmergencyCareScreen codes={RED_FLAG_CODES} headingId={`${uid}-early-heading`} headingLevel={headingLevel} className="emergency-care--early" onBack={doNothing} />
      </BeforeReact>
    </>
  );
}

const doNothing = () => undefined;

/** Rendered in the prerendered page and until React has hydrated it, then gone (a leaf of its own: only it re-renders). */
function BeforeReact({ children }: { children: ReactNode }) {
  return useHydrated() ? null : children;
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
 * A component of its own: once hydrated, React re-renders it alone, not the whole form (the
 * form's re-render would be the longest task after hydration).
 */
function SubmitButton({ busy }: { busy: boolean }) {
  const hydrated = useHydrated();
  const say = useSay();
  return (
    <>
      <button type="submit" className="button button--large" disabled={busy || !hydrated} aria-busy={busy || !hydrated}>
        {say(busy ? LEAD_FORM.checkingAvailability : LEAD_FORM.checkAvailability)}
      </button>
      {!hydrated && (
        <p className="lead-form__loading" role="status">
          {say(LEAD_FORM.loadingForm)}
        </p>
      )}
    </>
  );
}
