import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Nation } from '@contexts/postcodes/postcodes.constants';
import { EMERGENCY_CARE, RED_FLAG_CODES, SAFETY_QUESTION } from '@contexts/search/clinical-safety.constants';
import { EMERGENCY_CARE_CY, SAFETY_QUESTION_CY } from '@contexts/search/clinical-safety.cy.constants';
import { useSay, useWords } from '../../../shared/i18n/app-i18n';
import { useEmergencySigns } from '../stores/emergency-signs';
import { ConfirmNoSign } from './confirm-no-sign';
import { EmergencyCareScreen } from './emergency-care-screen';
import { LEAD_ERRORS } from './lead-messages';
import { type SafetyAnswer, safetyCheckboxId, SafetyQuestion } from './safety-question';

/**
 * The safety question asked again just before a time is held: when a waitlist offer is opened (the
 * patient joined hours or days ago), and when the search's proof ran out while the results page was
 * open. As on the lead form: unanswered → a GOV.UK error summary that takes focus, linked to the
 * question; a sign ticked → the 999 screen at once in place of this form (the page's signs, as every
 * lead form has them), with nothing sent, and "Change my answers" asks first; "No, none of these" →
 * `onNone`, which holds the time.
 */
export function SafetyCheck({
  uid,
  className,
  labelledBy,
  intro,
  nation,
  busy,
  failure,
  label,
  busyLabel,
  extra,
  onNone,
}: {
  /** Prefix of every id in the form (unique on the page). */
  uid: string;
  className: string;
  /** The id of the heading that names the form (in `intro`, or the page's). */
  labelledBy: string;
  /** What comes before the question: the heading and why it is asked. */
  intro?: ReactNode;
  /** The patient's nation when known: whose 111 the 999 screen names. */
  nation?: Nation;
  busy: boolean;
  /** What went wrong after "No, none of these" (said in the error summary). */
  failure?: string;
  label: string;
  busyLabel: string;
  /** Shown before the button (the robot check's widget). */
  extra?: ReactNode;
  onNone: () => void;
}) {
  const say = useSay();
  const question = useWords({ 'en-GB': SAFETY_QUESTION, cy: SAFETY_QUESTION_CY });
  const care = useWords({ 'en-GB': EMERGENCY_CARE, cy: EMERGENCY_CARE_CY });
  const [noneApply, setNoneApply] = useState(false);
  const [unanswered, setUnanswered] = useState<string>();
  /** The emergency signs ticked on the page: while there is one, the 999 screen shows instead of this form. */
  const signs = useEmergencySigns((s) => s.signs);
  const tellSigns = useEmergencySigns((s) => s.tell);
  const clearSigns = useEmergencySigns((s) => s.clear);
  /** "Change my answers" pressed on the 999 screen: the question whether none applies shows instead. */
  const [confirming, setConfirming] = useState(false);
  const [focusSummary, setFocusSummary] = useState(0);
  /** Where focus goes after the patient's own move (a tick, Change my answers, Go back, None applies). */
  const [focusNext, setFocusNext] = useState<{ id: string }>();
  const summary = useRef<HTMLDivElement>(null);
  const firstBox = safetyCheckboxId(uid, RED_FLAG_CODES[0]);
  const headingId = `${uid}-emergency-heading`;

  useEffect(() => {
    if (focusSummary) summary.current?.focus();
  }, [focusSummary]);

  // A failure after "none" is said in the summary, which takes focus as an unanswered question's does.
  useEffect(() => {
    if (failure) setFocusSummary((n) => n + 1);
  }, [failure]);

  useEffect(() => {
    if (!focusNext) return;
    const el = document.getElementById(focusNext.id);
    el?.scrollIntoView?.({ block: 'center' });
    el?.focus({ preventScroll: true });
  }, [focusNext]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!noneApply) {
      setUnanswered(question.required);
      setFocusSummary((n) => n + 1);
      return;
    }
    setUnanswered(undefined);
    onNone();
  }

  function answerQuestion(next: SafetyAnswer) {
    if (next.redFlags.length) {
      // A sign goes before everything: the 999 screen at once, nothing sent.
      setNoneApply(false);
      setUnanswered(undefined);
      tellSigns(next.redFlags);
      setFocusNext({ id: headingId });
      return;
    }
    setNoneApply(next.none);
    if (next.none) setUnanswered(undefined);
  }

  function jumpToQuestion(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const box = document.getElementById(firstBox);
    box?.scrollIntoView?.({ block: 'center' });
    box?.focus();
  }

  if (signs.length > 0 && confirming) {
    return (
      <ConfirmNoSign
        codes={signs}
        headingId={headingId}
        headingLevel={2}
        onNoneApplies={() => {
          clearSigns();
          setConfirming(false);
          setFocusNext({ id: firstBox });
        }}
        onGoBack={() => {
          setConfirming(false);
          setFocusNext({ id: headingId });
        }}
      />
    );
  }

  if (signs.length > 0) {
    return (
      <EmergencyCareScreen
        codes={signs}
        headingId={headingId}
        headingLevel={2}
        nation={nation}
        nothingDone={care.nothingHeld}
        onBack={() => {
          setConfirming(true);
          setFocusNext({ id: headingId });
        }}
      />
    );
  }

  return (
    <form className={className} aria-labelledby={labelledBy} onSubmit={submit} noValidate aria-busy={busy}>
      {intro}
      {(unanswered || failure) && (
        <div ref={summary} className="error-summary" role="alert" tabIndex={-1} aria-labelledby={`${uid}-summary-title`}>
          <p id={`${uid}-summary-title`} className="error-summary__title">
            {say(LEAD_ERRORS.summaryTitle)}
          </p>
          <ul className="error-summary__list">
            {failure && <li>{failure}</li>}
            {unanswered && (
              <li>
                <a href={`#${firstBox}`} onClick={jumpToQuestion}>
                  {unanswered}
                </a>
              </li>
            )}
          </ul>
        </div>
      )}
      <SafetyQuestion uid={uid} answer={{ redFlags: [], none: noneApply }} error={unanswered} disabled={busy} onChange={answerQuestion} />
      {extra}
      <button type="submit" className="button button--large" disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
    </form>
  );
}
