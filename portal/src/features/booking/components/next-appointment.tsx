import type { Nation } from '@contexts/postcodes/postcodes.constants';
import { KNOCKED_OUT_TOOTH } from '@contexts/search/clinical-safety.constants';
import { KNOCKED_OUT_TOOTH_CY } from '@contexts/search/clinical-safety.cy.constants';
import { Trans } from '@lingui/react';
import { useWords } from '../../../shared/i18n/app-i18n';
import type { AlternativeOption, PracticeSummary } from '../api/search-practices';
import { cannotBeSeenWithinTheHour, KnockedOutToothNow } from './knocked-out-tooth-now';
import { useDates } from './results-messages';

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
  // The English `issuePrefix` (what the practice reads) has no Welsh: not used here.
  const tooth = useWords<Omit<typeof KNOCKED_OUT_TOOTH, 'issuePrefix'>>({ 'en-GB': KNOCKED_OUT_TOOTH, cy: KNOCKED_OUT_TOOTH_CY });
  const dates = useDates();
  const tooLate = knockedOut && (noTimeToday || cannotBeSeenWithinTheHour(next?.slot.startTime, now));
  return (
    <>
      {tooLate && <KnockedOutToothNow nation={nation} hasTime={Boolean(next)} noneToday={noTimeToday} headingLevel={2} now={now} />}
      {next && (
        <p className="next-appointment">
          {practice.distanceKm !== null ? (
            <Trans
              id="results.nextAppointment.withDistance"
              message="<0>{when}</0> at {practice}, {distance} km away"
              values={{ when: dates.when(next.slot.startTime, now), practice: practice.name, distance: practice.distanceKm.toFixed(1) }}
              components={{ 0: <strong /> }}
            />
          ) : (
            <Trans
              id="results.nextAppointment.noDistance"
              message="<0>{when}</0> at {practice}"
              values={{ when: dates.when(next.slot.startTime, now), practice: practice.name }}
              components={{ 0: <strong /> }}
            />
          )}
        </p>
      )}
      {knockedOut && !tooLate && next && <p className="urgent-note">{tooth.earliestToday}</p>}
    </>
  );
}
