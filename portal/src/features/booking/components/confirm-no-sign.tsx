import {
  EMERGENCY_CARE,
  EMERGENCY_CARE_CONFIRM,
  EMERGENCY_TEL,
  RED_FLAG_LABELS,
  type RedFlagCode,
} from '@contexts/search/clinical-safety.constants';
import { EMERGENCY_CARE_CONFIRM_CY, EMERGENCY_CARE_CY, RED_FLAG_LABELS_CY } from '@contexts/search/clinical-safety.cy.constants';
import { useWords } from '../../../shared/i18n/app-i18n';

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
  const care = useWords({ 'en-GB': EMERGENCY_CARE, cy: EMERGENCY_CARE_CY });
  const confirm = useWords({ 'en-GB': EMERGENCY_CARE_CONFIRM, cy: EMERGENCY_CARE_CONFIRM_CY });
  const labels = useWords({ 'en-GB': RED_FLAG_LABELS, cy: RED_FLAG_LABELS_CY });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="lead-form emergency-care emergency-confirm" aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1} className="emergency-care__title">
        {confirm.heading}
      </Heading>
      <p className="emergency-care__told">{care.youTold}</p>
      <ul>
        {codes.map((code) => (
          <li key={code}>{labels[code]}</li>
        ))}
      </ul>
      <p className="emergency-care__lead">{confirm.signsOfEmergency}</p>
      <p>{confirm.ifAny}</p>
      <a className="button button--large emergency-care__call" href={`tel:${EMERGENCY_TEL}`}>
        {care.call999}
      </a>
      <div className="emergency-confirm__actions">
        <button type="button" className="button button--secondary" onClick={onNoneApplies}>
          {confirm.noneApplies}
        </button>
        <button type="button" className="button button--secondary" onClick={onGoBack}>
          {confirm.goBack}
        </button>
      </div>
    </section>
  );
}
