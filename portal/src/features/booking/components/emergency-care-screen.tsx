import type { Nation } from '@contexts/postcodes/postcodes.constants';
import { EMERGENCY_CARE, EMERGENCY_TEL, RED_FLAG_LABELS, type RedFlagCode } from '@contexts/search/clinical-safety.constants';
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
  nothingDone = EMERGENCY_CARE.nothingSearched,
  className,
  onBack,
}: {
  codes: readonly RedFlagCode[];
  headingId: string;
  /** The nation of the postcode typed so far, if it says one. */
  nation?: Nation;
  headingLevel: 2 | 3;
  /** What we did not do (nothing searched on the lead form; nothing held where the question is asked again). */
  nothingDone?: string;
  /** Another class for the screen's box (the lead form's copy for the page before React: `emergency-care--early`). */
  className?: string;
  onBack: () => void;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';

  return (
    <section className={className ? `lead-form emergency-care ${className}` : 'lead-form emergency-care'} aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1} className="emergency-care__title">
        {EMERGENCY_CARE.heading}
      </Heading>
      <p className="emergency-care__lead">{EMERGENCY_CARE.lead}</p>
      <a className="button button--large emergency-care__call" href={`tel:${EMERGENCY_TEL}`}>
        {EMERGENCY_CARE.call999}
      </a>
      <p>
        <strong>{EMERGENCY_CARE.doNotDrive}</strong>
      </p>
      <p className="emergency-care__told">{EMERGENCY_CARE.youTold}</p>
      <ul>
        {codes.map((code) => (
          // The sign's code: before React, CSS lists only the signs ticked (styles, "Before React").
          <li key={code} data-sign={code}>
            {RED_FLAG_LABELS[code]}
          </li>
        ))}
      </ul>
      <div className="emergency-care__unsure">
        <Sub>{EMERGENCY_CARE.notSure(nation)}</Sub>
        <p>{EMERGENCY_CARE.notSureText(nation)}</p>
        <p>
          <Nhs111Links nation={nation} callLabel={EMERGENCY_CARE.call111} className="emergency-care__links" />
        </p>
      </div>
      <p className="emergency-care__nothing">{nothingDone}</p>
      <button type="button" className="button button--secondary" onClick={onBack}>
        {EMERGENCY_CARE.back}
      </button>
    </section>
  );
}
