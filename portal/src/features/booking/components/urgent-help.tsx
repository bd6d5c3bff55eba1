import type { Nation } from '@contexts/postcodes/postcodes.constants';
import { outsideServiceHours as outsideHoursAt, URGENT_HELP } from '@contexts/search/clinical-safety.constants';
import { URGENT_HELP_CY } from '@contexts/search/clinical-safety.cy.constants';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { useWords } from '../../../shared/i18n/app-i18n';
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
  const help = useWords({ 'en-GB': URGENT_HELP, cy: URGENT_HELP_CY });
  const Heading = `h${headingLevel}` as const;
  if (outsideServiceHours(now)) {
    return (
      <div className="urgent-help">
        <Heading className="urgent-help__title">{help.heading}</Heading>
        <p>
          {help.nhs111LeadClosed(nation)} <Nhs111Links nation={nation} callLabel={help.call111} />
        </p>
        <p>
          {help.lineOpens} <SupportLink /> {help.lineOpensAfter}
        </p>
      </div>
    );
  }
  return (
    <div className="urgent-help">
      <Heading className="urgent-help__title">{help.heading}</Heading>
      <p>
        {help.supportBefore} <SupportLink /> {help.supportAfter}
      </p>
      {nhs111 && (
        <p>
          {help.nhs111Lead(nation)} <Nhs111Links nation={nation} callLabel={help.call111} />
        </p>
      )}
    </div>
  );
}
