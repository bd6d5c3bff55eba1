import { RED_FLAG_CODES, RED_FLAG_LABELS, type RedFlagCode, SAFETY_QUESTION } from '@contexts/search/clinical-safety.constants';
import { RED_FLAG_LABELS_CY, SAFETY_QUESTION_CY } from '@contexts/search/clinical-safety.cy.constants';
import { useSay, useWords } from '../../../shared/i18n/app-i18n';
import { LEAD_ERRORS, SAFETY_QUESTION_OR } from './lead-messages';

/** The answer so far: the signs ticked, and whether "No, none of these" is. */
export interface SafetyAnswer {
  redFlags: RedFlagCode[];
  none: boolean;
}

/** The id of a sign's checkbox (`none` for "No, none of these") in the form whose ids start with `uid`. */
export const safetyCheckboxId = (uid: string, code: RedFlagCode | 'none') => `${uid}-redflag-${code}`;

/**
 * Reads what was ticked before the page's script ran (a prerendered form is usable at once): the
 * checkboxes themselves say, by their ids.
 */
export function safetyAnswerInPage(uid: string): SafetyAnswer | undefined {
  const checked = (code: RedFlagCode | 'none') => (document.getElementById(safetyCheckboxId(uid, code)) as HTMLInputElement | null)?.checked === true;
  const redFlags = RED_FLAG_CODES.filter((code) => checked(code));
  const none = checked('none');
  return redFlags.length || none ? { redFlags, none } : undefined;
}

/**
 * "Do you have any of these?": the NHS's emergency signs as GOV.UK checkboxes in a fieldset, with an
 * exclusive "No, none of these" (ticking it clears the signs, ticking a sign clears it), so a patient
 * with none passes in one tap. Before the name and phone: a patient in an emergency types nothing.
 */
export function SafetyQuestion({
  uid,
  answer,
  error,
  disabled,
  onChange,
}: {
  uid: string;
  answer: SafetyAnswer;
  error?: string;
  disabled: boolean;
  onChange: (answer: SafetyAnswer) => void;
}) {
  const say = useSay();
  const question = useWords({ 'en-GB': SAFETY_QUESTION, cy: SAFETY_QUESTION_CY });
  const labels = useWords({ 'en-GB': RED_FLAG_LABELS, cy: RED_FLAG_LABELS_CY });
  const hintId = `${uid}-safety-hint`;
  const errorId = `${uid}-safety-error`;
  const toggle = (code: RedFlagCode, on: boolean) =>
    onChange({ none: false, redFlags: RED_FLAG_CODES.filter((c) => (c === code ? on : answer.redFlags.includes(c))) });
  return (
    <div className={error ? 'field field--error safety-question' : 'field safety-question'}>
      <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
        <legend className="safety-question__legend">{question.legend}</legend>
        <p id={hintId} className="field__hint">
          {question.hint}
        </p>
        {error && (
          <p id={errorId} className="error-message">
            <span className="visually-hidden">{say(LEAD_ERRORS.prefix)}</span> {error}
          </p>
        )}
        <div className="safety-question__items">
          {RED_FLAG_CODES.map((code) => (
            <div className="safety-question__item" key={code}>
              <input
                type="checkbox"
                id={safetyCheckboxId(uid, code)}
                name="redFlags"
                value={code}
                checked={answer.redFlags.includes(code)}
                disabled={disabled}
                onChange={(e) => toggle(code, e.target.checked)}
              />
              <label htmlFor={safetyCheckboxId(uid, code)}>{labels[code]}</label>
            </div>
          ))}
          <p className="safety-question__or">{say(SAFETY_QUESTION_OR)}</p>
          <div className="safety-question__item">
            <input
              type="checkbox"
              id={safetyCheckboxId(uid, 'none')}
              name="redFlags"
              value="none"
              checked={answer.none}
              disabled={disabled}
              onChange={(e) => onChange({ redFlags: [], none: e.target.checked })}
            />
            <label htmlFor={safetyCheckboxId(uid, 'none')}>{question.none}</label>
          </div>
        </div>
      </fieldset>
    </div>
  );
}
