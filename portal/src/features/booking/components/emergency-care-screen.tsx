import { useEffect, useRef } from 'react';
import {
  EMERGENCY_CARE,
  EMERGENCY_TEL,
  NHS_111_ONLINE_URL,
  NHS_111_TEL,
  RED_FLAG_LABELS,
  type RedFlagCode,
} from '@contexts/search/clinical-safety.constants';

/**
 * What the lead form shows instead of searching when the patient ticks an emergency sign (issue #29
 * item 1): call 999 or go to A&E now, a tap-to-call 999 link, the NHS's "do not drive", and NHS 111
 * (call or online) for the unsure. Nothing was sent anywhere. The heading takes focus, so a screen
 * reader says it at once and the page scrolls it into view; "Change my answers" goes back to the form.
 */
export function EmergencyCareScreen({
  codes,
  headingLevel,
  idPrefix,
  onBack,
}: {
  codes: readonly RedFlagCode[];
  headingLevel: 2 | 3;
  idPrefix: string;
  onBack: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const box = useRef<HTMLElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';

  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section ref={box} className="lead-form emergency-care" aria-labelledby={`${idPrefix}-emergency-heading`}>
      <Heading id={`${idPrefix}-emergency-heading`} ref={heading} tabIndex={-1} className="emergency-care__title">
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
          <li key={code}>{RED_FLAG_LABELS[code]}</li>
        ))}
      </ul>
      <div className="emergency-care__unsure">
        <Sub>{EMERGENCY_CARE.notSure}</Sub>
        <p>{EMERGENCY_CARE.notSureText}</p>
        <p className="emergency-care__links">
          <a href={`tel:${NHS_111_TEL}`}>{EMERGENCY_CARE.call111}</a>
          <a href={NHS_111_ONLINE_URL}>{EMERGENCY_CARE.online111}</a>
        </p>
      </div>
      <p className="emergency-care__nothing">{EMERGENCY_CARE.nothingSearched}</p>
      <button type="button" className="button button--secondary" onClick={onBack}>
        {EMERGENCY_CARE.back}
      </button>
    </section>
  );
}
