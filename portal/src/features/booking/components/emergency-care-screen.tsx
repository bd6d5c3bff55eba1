import type { Nation } from '@contexts/postcodes/postcodes.constants';
import { EMERGENCY_CARE, EMERGENCY_TEL, RED_FLAG_LABELS, type RedFlagCode } from '@contexts/search/clinical-safety.constants';
import { EMERGENCY_CARE_CY, RED_FLAG_LABELS_CY } from '@contexts/search/clinical-safety.cy.constants';
import { useWords } from '../../../shared/i18n/app-i18n';
import { Nhs111Links } from './nhs-111';

/**
 * What the lead form shows in its place while the patient has an emergency sign ticked: call 999 or go to A&E now, a tap-to-call 999 link, the NHS's "do not drive", and NHS 111
 * of the patient's nation (call or online; all three services when the nation is not known) for the
 * unsure. Nothing was sent anywhere. The heading has the form's heading id (`headingId`), so a link to
 * the form lands on it; the form moves focus to it when the patient's own tick brings it, so a screen
 * reader says it at once. "Change my answers" asks first (confirm-no-sign.tsx).
 */
export function EmergencyCareScreen({
  codes,
  headingId,
  headingLevel,
  nation,
  nothingDone,
  className,
  onBack,
}: {
  codes: readonly RedFlagCode[];
  headingId: string;
  /** The nation of the postcode typed so far, if it says one. */
  nation?: Nation;
  headingLevel: 2 | 3;
  /** What we did not do, in the page's language (nothing searched on the lead form, the default; nothing held where the question is asked again). */
  nothingDone?: string;
  /** Another class for the screen's box (the lead form's copy for the page before React: `emergency-care--early`). */
  className?: string;
  onBack: () => void;
}) {
  const care = useWords({ 'en-GB': EMERGENCY_CARE, cy: EMERGENCY_CARE_CY });
  const labels = useWords({ 'en-GB': RED_FLAG_LABELS, cy: RED_FLAG_LABELS_CY });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <section className={className ? `lead-form emergency-care ${className}` : 'lead-form emergency-care'} aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1} className="emergency-care__title">
        {care.heading}
      </Heading>
      <p className="emergency-care__lead">{care.lead}</p>
      <a className="button button--large emergency-care__call" href={`tel:${EMERGENCY_TEL}`}>
        {care.call999}
      </a>
      <p>
        <strong>{care.doNotDrive}</strong>
      </p>
      <p className="emergency-care__told">{care.youTold}</p>
      <ul>
        {codes.map((code) => (
          // The sign's code: before React, CSS lists only the signs ticked (styles, "Before React").
          <li key={code} data-sign={code}>
            {labels[code]}
          </li>
        ))}
      </ul>
      <div className="emergency-care__unsure">
        <Sub>{care.notSure(nation)}</Sub>
        <p>{care.notSureText(nation)}</p>
        <p>
          <Nhs111Links nation={nation} callLabel={care.call111} className="emergency-care__links" />
        </p>
      </div>
      <p className="emergency-care__nothing">{nothingDone ?? care.nothingSearched}</p>
      <button type="button" className="button button--secondary" onClick={onBack}>
        {care.back}
      </button>
    </section>
  );
}
