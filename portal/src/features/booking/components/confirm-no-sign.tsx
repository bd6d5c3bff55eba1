import {
  EMERGENCY_CARE,
  EMERGENCY_CARE_CONFIRM,
  EMERGENCY_TEL,
  RED_FLAG_LABELS,
  type RedFlagCode,
} from '@contexts/search/clinical-safety.constants';

/**
 * What "Change my answers" on the 999 screen shows before the form opens again: what the patient told
 * us, that these are signs of an emergency, "Call 999" still first, and the question whether none of
 * them applies. "None of these applies to me" opens the form with the question unanswered; "Go back"
 * returns to the 999 screen. The heading has the form's heading id (`headingId`): a link to the form
 * lands on it, and the form moves focus to it when it shows.
 */
export function ConfirmNoSign({
  codes,
  headingId,
  headingLevel,
  onNoneApplies,
  onGoBack,
}: {
  codes: readonly RedFlagCode[];
  headingId: string;
  headingLevel: 2 | 3;
  onNoneApplies: () => void;
  onGoBack: () => void;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="lead-form emergency-care emergency-confirm" aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1} className="emergency-care__title">
        {EMERGENCY_CARE_CONFIRM.heading}
      </Heading>
      <p className="emergency-care__told">{EMERGENCY_CARE.youTold}</p>
      <ul>
        {codes.map((code) => (
          <li key={code}>{RED_FLAG_LABELS[code]}</li>
        ))}
      </ul>
      <p className="emergency-care__lead">{EMERGENCY_CARE_CONFIRM.signsOfEmergency}</p>
      <p>{EMERGENCY_CARE_CONFIRM.ifAny}</p>
      <a className="button button--large emergency-care__call" href={`tel:${EMERGENCY_TEL}`}>
        {EMERGENCY_CARE.call999}
      </a>
      <div className="emergency-confirm__actions">
        <button type="button" className="button button--secondary" onClick={onNoneApplies}>
          {EMERGENCY_CARE_CONFIRM.noneApplies}
        </button>
        <button type="button" className="button button--secondary" onClick={onGoBack}>
          {EMERGENCY_CARE_CONFIRM.goBack}
        </button>
      </div>
    </section>
  );
}
