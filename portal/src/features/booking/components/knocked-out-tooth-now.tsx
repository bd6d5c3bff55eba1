import type { Nation } from '@contexts/postcodes/postcodes.constants';
import { KNOCKED_OUT_TOOTH_NOW, KNOCKED_OUT_TOOTH_WITHIN_MINUTES, nhs111Services, URGENT_HELP } from '@contexts/search/clinical-safety.constants';
import { Nhs111Links } from './nhs-111';
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
  const services = nhs111Services(nation);
  return (
    <section className="urgent-note urgent-note--warning knocked-out-now" aria-labelledby="knocked-out-now-title">
      <Heading id="knocked-out-now-title" className="knocked-out-now__title">
        {KNOCKED_OUT_TOOTH_NOW.heading}
      </Heading>
      <p>{KNOCKED_OUT_TOOTH_NOW.lead({ timeBelow: hasTime, noneToday })}</p>
      <Sub>{KNOCKED_OUT_TOOTH_NOW.firstAidHeading}</Sub>
      <ol className="knocked-out-now__steps">
        {KNOCKED_OUT_TOOTH_NOW.firstAid.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Sub>{KNOCKED_OUT_TOOTH_NOW.urgentHeading}</Sub>
      <p>{KNOCKED_OUT_TOOTH_NOW.urgent(nation)}</p>
      <p>
        <Nhs111Links nation={nation} callLabel={services.length === 1 ? `Call ${services[0].name} on 111` : 'Call 111'} />
      </p>
      {!outsideServiceHours(now) && (
        <p>
          {URGENT_HELP.supportBefore} <SupportLink /> {URGENT_HELP.supportAfter}
        </p>
      )}
      {hasTime && <p>{KNOCKED_OUT_TOOTH_NOW.timeBelow}</p>}
    </section>
  );
}
