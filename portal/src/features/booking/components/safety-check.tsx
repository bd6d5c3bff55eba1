import { type FormEvent, type MouseEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import type { Nation } from '@contexts/postcodes/postcodes.constants';
import { RED_FLAG_CODES, type RedFlagCode, SAFETY_QUESTION } from '@contexts/search/clinical-safety.constants';
import { EmergencyCareScreen } from './emergency-care-screen';
import { NO_ANSWER, type SafetyAnswer, safetyCheckboxId, SafetyQuestion } from './safety-question';

/**
 * The safety question asked again just before a time is held: when a waitlist offer is opened (the
 * patient joined hours or days ago), and when the search's proof ran out while the results page was
 * open. As on the lead form: unanswered → a GOV.UK error summary that takes focus, linked to the
 * question; a sign ticked → the 999 screen in place of this form, with nothing sent; "No, none of
 * these" → `onNone`, which holds the time.
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
  const [answer, setAnswer] = useState<SafetyAnswer>(NO_ANSWER);
  const [unanswered, setUnanswered] = useState<string>();
  /** The signs ticked, once the patient asked to go on: the 999 screen shows instead of this form. */
  const [emergency, setEmergency] = useState<RedFlagCode[]>();
  const [focusSummary, setFocusSummary] = useState(0);
  /** Back from the 999 screen: focus returns to the question. */
  const [focusQuestion, setFocusQuestion] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const firstBox = safetyCheckboxId(uid, RED_FLAG_CODES[0]);

  useEffect(() => {
    if (focusSummary) summary.current?.focus();
  }, [focusSummary]);

  // A failure after "none" is said in the summary, which takes focus as an unanswered question's does.
  useEffect(() => {
    if (failure) setFocusSummary((n) => n + 1);
  }, [failure]);

  useEffect(() => {
    if (!focusQuestion) return;
    const box = document.getElementById(safetyCheckboxId(uid, answer.redFlags[0] ?? 'none'));
    box?.scrollIntoView?.({ block: 'center' });
    box?.focus();
    // Only when the patient comes back from the 999 screen (the counter), not on every answer.
  }, [focusQuestion, uid]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    // A sign goes before everything: nothing is sent.
    if (answer.redFlags.length > 0) {
      setEmergency(answer.redFlags);
      return;
    }
    if (!answer.none) {
      setUnanswered(SAFETY_QUESTION.required);
      setFocusSummary((n) => n + 1);
      return;
    }
    setUnanswered(undefined);
    onNone();
  }

  function answerQuestion(next: SafetyAnswer) {
    setAnswer(next);
    if (next.none || next.redFlags.length) setUnanswered(undefined);
  }

  function jumpToQuestion(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const box = document.getElementById(firstBox);
    box?.scrollIntoView?.({ block: 'center' });
    box?.focus();
  }

  if (emergency) {
    return (
      <EmergencyCareScreen
        codes={emergency}
        headingLevel={2}
        idPrefix={uid}
        nation={nation}
        onBack={() => {
          setEmergency(undefined);
          setFocusQuestion((n) => n + 1);
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
            There is a problem
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
      <SafetyQuestion uid={uid} answer={answer} error={unanswered} disabled={busy} onChange={answerQuestion} />
      {extra}
      <button type="submit" className="button button--large" disabled={busy} aria-busy={busy}>
        {busy ? busyLabel : label}
      </button>
    </form>
  );
}
