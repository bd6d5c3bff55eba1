import type { Nation } from '@contexts/postcodes/postcodes.constants';
import { outsideServiceHours as outsideHoursAt, URGENT_HELP } from '@contexts/search/clinical-safety.constants';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { Nhs111Links } from './nhs-111';

/** Whether `now` is outside the emergency service's hours (8am–8pm in London): the clinical constants' rule, now by default. */
export function outsideServiceHours(now: Date = new Date()): boolean {
  return outsideHoursAt(now);
}

/**
 * A no-availability panel also sends the patient to the NHS's 111 when there is no time today
 * (whatever the panel's date), or when it is outside the service's hours; erring towards safety, a
 * time-critical problem (a knocked-out tooth) with no time today always does.
 */
export function showNhs111({ noTimeToday, now = new Date() }: { noTimeToday: boolean; now?: Date }): boolean {
  return noTimeToday || outsideServiceHours(now);
}

export const SupportLink = () => <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a>;

/**
 * On every no-availability panel: the support line as a tap-to-call link with its hours and, when
 * `nhs111`, the 111 service of the patient's nation (all three when it is not known) by phone and
 * online. Outside the line's hours the help that is open leads: 111 first, then when the line opens.
 */
export function UrgentHelp({
  nhs111,
  nation,
  headingLevel,
  now = new Date(),
}: {
  nhs111: boolean;
  nation: Nation | null | undefined;
  headingLevel: 2 | 3 | 4;
  now?: Date;
}) {
  const Heading = `h${headingLevel}` as const;
  if (outsideServiceHours(now)) {
    return (
      <div className="urgent-help">
        <Heading className="urgent-help__title">{URGENT_HELP.heading}</Heading>
        <p>
          {URGENT_HELP.nhs111LeadClosed(nation)} <Nhs111Links nation={nation} callLabel={URGENT_HELP.call111} />
        </p>
        <p>
          {URGENT_HELP.lineOpens} <SupportLink /> {URGENT_HELP.lineOpensAfter}
        </p>
      </div>
    );
  }
  return (
    <div className="urgent-help">
      <Heading className="urgent-help__title">{URGENT_HELP.heading}</Heading>
      <p>
        {URGENT_HELP.supportBefore} <SupportLink /> {URGENT_HELP.supportAfter}
      </p>
      {nhs111 && (
        <p>
          {URGENT_HELP.nhs111Lead(nation)} <Nhs111Links nation={nation} callLabel={URGENT_HELP.call111} />
        </p>
      )}
    </div>
  );
}
