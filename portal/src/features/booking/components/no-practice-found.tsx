import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { RADIUS_STEP_KM, SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { SEARCH_MESSAGES_CY } from '@contexts/search/search.cy.constants';
import { userMessage } from '../../../shared/api-client';
import { useSay, useWords } from '../../../shared/i18n/app-i18n';
import { paths } from '../../../shared/paths';
import { type AvailabilityState, availabilityStateFrom, searchPractices } from '../api/search-practices';
import { RobotTokenUnavailable, useRobotCheck } from './robot-check';
import { KnockedOutToothNow } from './knocked-out-tooth-now';
import { NO_PRACTICE_FOUND } from './lead-messages';
import { UrgentHelp } from './urgent-help';
import { WaitlistJoinForm } from './waitlist-join-form';

/**
 * "No Available Appointments Found" (spec 2): nothing within the search's reach. "Search within
 * N+20km" searches again (with the robot check's token when the site has it on) and shows what it
 * finds in place of this page; the support line and NHS 111 (no time today), and the waitlist.
 */
export function NoPracticeFound({ state }: { state: AvailabilityState }) {
  const { formData, search, urgentIssue, place } = state;
  const navigate = useNavigate();
  const say = useSay();
  // The search's own words in the page's language (the server's `search.message` is already in it).
  const searchWords = useWords({ 'en-GB': SEARCH_MESSAGES, cy: SEARCH_MESSAGES_CY });
  const robot = useRobotCheck();
  const heading = useRef<HTMLHeadingElement>(null);
  const wider = search.radiusKm + RADIUS_STEP_KM;
  const widen = useMutation({
    mutationFn: async () => searchPractices(formData, wider, await robot.token(), urgentIssue, place),
    onSuccess: (res) => {
      const next = availabilityStateFrom(formData, res, urgentIssue, place);
      // The page then puts the practice and date it found into the URL (use-availability-place.ts).
      if (next) navigate(paths.availabilityCheck.getHref(), { replace: true, state: next });
    },
  });
  const failure = widen.error
    ? widen.error instanceof RobotTokenUnavailable
      ? widen.error.message
      : userMessage(widen.error, searchWords.failedAvailable)
    : undefined;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <div className="container page" aria-busy={widen.isPending}>
      <h1 ref={heading} tabIndex={-1}>
        {say(NO_PRACTICE_FOUND.heading)}
      </h1>
      <p role="status">{search.message ?? searchWords.noAppointmentsWithin(search.radiusKm)}</p>
      {failure && (
        <p className="error-message" role="alert">
          {failure}
        </p>
      )}
      {urgentIssue === 'knocked_out_tooth' && <KnockedOutToothNow nation={search.nation} hasTime={false} noneToday headingLevel={2} />}
      {/* Nothing within reach, so no time today: the nation's 111 as well as the support line. */}
      <UrgentHelp nhs111 nation={search.nation} headingLevel={2} />
      <div className="actions">
        <button type="button" className="button" onClick={() => widen.mutate()} disabled={widen.isPending}>
          {say(NO_PRACTICE_FOUND.searchWider, { km: wider })}
        </button>
        {robot.widget}
        <Link className="button button--secondary" to="/">
          {say(NO_PRACTICE_FOUND.returnHome)}
        </Link>
      </div>
      <WaitlistJoinForm formData={formData} radiusKm={search.radiusKm} />
    </div>
  );
}
