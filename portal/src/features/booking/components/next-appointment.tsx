import type { Nation } from '@contexts/postcodes/postcodes.constants';
import { KNOCKED_OUT_TOOTH } from '@contexts/search/clinical-safety.constants';
import { formatWhen } from '../../../shared/format';
import type { AlternativeOption, PracticeSummary } from '../api/search-practices';
import { cannotBeSeenWithinTheHour, KnockedOutToothNow } from './knocked-out-tooth-now';

/**
 * Under the heading: when the chosen practice's next appointment is ("Tomorrow 08:00 at …, 1.4 km
 * away"). For a knocked-out adult tooth: when it can be seen within the hour, why this time leads;
 * when it cannot, the first aid and the nation's urgent route come first, above the time.
 */
export function NextAppointment({
  next,
  practice,
  knockedOut,
  noTimeToday,
  nation,
  now = new Date(),
}: {
  next: AlternativeOption['nextAvailable'] | undefined;
  practice: PracticeSummary;
  knockedOut: boolean;
  noTimeToday: boolean;
  nation: Nation | null | undefined;
  now?: Date;
}) {
  const tooLate = knockedOut && (noTimeToday || cannotBeSeenWithinTheHour(next?.slot.startTime, now));
  return (
    <>
      {tooLate && <KnockedOutToothNow nation={nation} hasTime={Boolean(next)} noneToday={noTimeToday} headingLevel={2} now={now} />}
      {next && (
        <p className="next-appointment">
          <strong>{formatWhen(next.slot.startTime)}</strong> at {practice.name}
          {practice.distanceKm !== null && <>, {practice.distanceKm.toFixed(1)} km away</>}
        </p>
      )}
      {knockedOut && !tooLate && next && <p className="urgent-note">{KNOCKED_OUT_TOOTH.earliestToday}</p>}
    </>
  );
}
