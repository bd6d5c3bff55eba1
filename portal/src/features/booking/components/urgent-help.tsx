import { NHS_111_ONLINE_URL, NHS_111_TEL, SERVICE_HOURS, URGENT_HELP } from '@contexts/search/clinical-safety.constants';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { londonHour } from '../../../shared/format';

/** Whether `now` is outside the emergency service's hours (8am–8pm in London, from SERVICE_HOURS_TEXT). */
export function outsideServiceHours(now: Date = new Date()): boolean {
  const hour = londonHour(now.toISOString());
  return hour < SERVICE_HOURS.opensHour || hour >= SERVICE_HOURS.closesHour;
}

/**
 * Issue #29: a no-availability panel also sends the patient to NHS 111 when there is no time today
 * (whatever the panel's date), or when it is outside the service's hours; erring towards safety, a
 * time-critical problem (a knocked-out tooth) with no time today always does.
 */
export function showNhs111({ noTimeToday, now = new Date() }: { noTimeToday: boolean; now?: Date }): boolean {
  return noTimeToday || outsideServiceHours(now);
}

/**
 * On every no-availability panel (issue #29 item 5, audit U4): the support line as a tap-to-call
 * link with its hours and, when `nhs111`, NHS 111 by phone and online.
 */
export function UrgentHelp({ nhs111, headingLevel }: { nhs111: boolean; headingLevel: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="urgent-help">
      <Heading className="urgent-help__title">{URGENT_HELP.heading}</Heading>
      <p>
        {URGENT_HELP.supportBefore} <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a> {URGENT_HELP.supportAfter}
      </p>
      {nhs111 && (
        <p>
          {URGENT_HELP.nhs111Lead} <a href={`tel:${NHS_111_TEL}`}>{URGENT_HELP.call111}</a> or{' '}
          <a href={NHS_111_ONLINE_URL}>{URGENT_HELP.online111}</a>
          .
        </p>
      )}
    </div>
  );
}
