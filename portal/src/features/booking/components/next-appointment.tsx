import { KNOCKED_OUT_TOOTH } from '@contexts/search/clinical-safety.constants';
import { formatWhen } from '../../../shared/format';
import type { AlternativeOption, PracticeSummary } from '../api/search-practices';
import { UrgentHelp } from './urgent-help';

/**
 * Under the heading: when the chosen practice's next appointment is ("Tomorrow 08:00 at …, 1.4 km
 * away"); for a knocked-out adult tooth (issue #29), why this time leads, or that there is none today
 * with NHS 111 and the support line.
 */
export function NextAppointment({
  next,
  practice,
  knockedOut,
  noTimeToday,
}: {
  next: AlternativeOption['nextAvailable'] | undefined;
  practice: PracticeSummary;
  knockedOut: boolean;
  noTimeToday: boolean;
}) {
  return (
    <>
      {next && (
        <p className="next-appointment">
          <strong>{formatWhen(next.slot.startTime)}</strong> at {practice.name}
          {practice.distanceKm !== null && <>, {practice.distanceKm.toFixed(1)} km away</>}
        </p>
      )}
      {knockedOut && next && !noTimeToday && <p className="urgent-note">{KNOCKED_OUT_TOOTH.earliestToday}</p>}
      {knockedOut && noTimeToday && (
        <div className="urgent-note urgent-note--warning">
          <p>{KNOCKED_OUT_TOOTH.noneToday}</p>
          <UrgentHelp nhs111 headingLevel={2} />
        </div>
      )}
    </>
  );
}
