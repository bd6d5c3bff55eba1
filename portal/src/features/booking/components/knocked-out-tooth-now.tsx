import type { Nation } from '@contexts/postcodes/postcodes.constants';
import { EMERGENCY_CARE, KNOCKED_OUT_TOOTH_NOW, KNOCKED_OUT_TOOTH_WITHIN_MINUTES, URGENT_HELP } from '@contexts/search/clinical-safety.constants';
import { EMERGENCY_CARE_CY, KNOCKED_OUT_TOOTH_NOW_CY, URGENT_HELP_CY } from '@contexts/search/clinical-safety.cy.constants';
import { useWords } from '../../../shared/i18n/app-i18n';
import { Nhs111Links, useNhs111Services } from './nhs-111';
import { outsideServiceHours, SupportLink } from './urgent-help';

/**
 * Whether a knocked-out adult tooth cannot be seen within the hour: no time at all, the earliest time
 * more than an hour away, or (erring towards safety) outside our line's hours, when nobody here can
 * help find a sooner one.
 */
export function cannotBeSeenWithinTheHour(earliestStart: string | undefined, now: Date = new Date()): boolean {
  if (!earliestStart || outsideServiceHours(now)) return true;
  return Date.parse(earliestStart) - now.getTime() > KNOCKED_OUT_TOOTH_WITHIN_MINUTES * 60_000;
}

/**
 * What the results lead with when a knocked-out adult tooth cannot be seen within the hour: we
 * cannot, the NHS's first aid for the tooth now, and the urgent dental route of the patient's nation
 * (tap-to-call 111), and in its hours our own line. The time, if there is one, stays offered below it.
 */
export function KnockedOutToothNow({
  nation,
  hasTime,
  noneToday,
  headingLevel,
  now = new Date(),
}: {
  nation: Nation | null | undefined;
  /** Whether a later time is offered below (the lead says so). */
  hasTime: boolean;
  /** Nothing today at all (the lead says so). */
  noneToday: boolean;
  headingLevel: 2 | 3;
  now?: Date;
}) {
  const Heading = `h${headingLevel}` as const;
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  const tooth = useWords({ 'en-GB': KNOCKED_OUT_TOOTH_NOW, cy: KNOCKED_OUT_TOOTH_NOW_CY });
  const help = useWords({ 'en-GB': URGENT_HELP, cy: URGENT_HELP_CY });
  const care = useWords({ 'en-GB': EMERGENCY_CARE, cy: EMERGENCY_CARE_CY });
  const services = useNhs111Services(nation);
  // "Call NHS 24 on 111": the service's own "call NHS 24 on 111" (its Welsh "ffoniwch NHS 24 ar 111"), as a link's first word.
  const callLabel = services.length === 1 ? sentenceCase(services[0].call) : care.call111;
  return (
    <section className="urgent-note urgent-note--warning knocked-out-now" aria-labelledby="knocked-out-now-title">
      <Heading id="knocked-out-now-title" className="knocked-out-now__title">
        {tooth.heading}
      </Heading>
      <p>{tooth.lead({ timeBelow: hasTime, noneToday })}</p>
      <Sub>{tooth.firstAidHeading}</Sub>
      <ol className="knocked-out-now__steps">
        {tooth.firstAid.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Sub>{tooth.urgentHeading}</Sub>
      <p>{tooth.urgent(nation)}</p>
      <p>
        <Nhs111Links nation={nation} callLabel={callLabel} />
      </p>
      {!outsideServiceHours(now) && (
        <p>
          {help.supportBefore} <SupportLink /> {help.supportAfter}
        </p>
      )}
      {hasTime && <p>{tooth.timeBelow}</p>}
    </section>
  );
}

const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
