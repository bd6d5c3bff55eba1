import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useLocation, useNavigate } from 'react-router';
import { SCREENING_REQUIRED } from '@contexts/search/clinical-safety.constants';
import { SCREENING_REQUIRED_CY } from '@contexts/search/clinical-safety.cy.constants';
import { SEARCH_MESSAGES } from '@contexts/search/search.constants';
import { SEARCH_MESSAGES_CY } from '@contexts/search/search.cy.constants';
import { useWords } from '../../../shared/i18n/app-i18n';
import { say } from '../../../shared/i18n/i18n';
import { londonDateLong, londonTime } from '../../../shared/i18n/london-dates';
import { inPageState } from '../../../shared/in-page-navigation';
import { type AvailabilityState, availabilityStateFrom, searchFailureMessage, searchPractices, type SlotView } from '../api/search-practices';
import { SCREEN_AGAIN } from './lead-messages';
import { type RobotCheck, RobotTokenUnavailable } from './robot-check';
import { SafetyCheck } from './safety-check';

/**
 * The "Choose a time" card when a hold was refused with `screening_required`: the search's proof that
 * the patient answered "none of these" ran out while the page was open. The page does not dead-end:
 * the safety question is asked again in place, the chosen time kept. A sign → the 999 screen, nothing
 * sent. "No, none of these" → the same search again (the same lead, radius, urgency and place), whose
 * answer replaces the page's (the practice and date the patient chose stay in the URL), and
 * `onScreened` holds the time with its new proof. The page's robot check is used for both requests
 * (its widget shows here meanwhile).
 */
export function ScreenAgain({
  state,
  practiceName,
  slot,
  robot,
  onScreened,
}: {
  state: AvailabilityState;
  practiceName: string;
  /** The time the patient chose, still theirs to book. */
  slot: SlotView;
  robot: RobotCheck;
  /** Holds the chosen time with the new search's proof. */
  onScreened: (screening: string) => Promise<void>;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // The translator itself, not only `useSay`: the chosen time is a date in words, in the page's language.
  const { i18n } = useLingui();
  const screening = useWords({ 'en-GB': SCREENING_REQUIRED, cy: SCREENING_REQUIRED_CY });
  const searchWords = useWords({ 'en-GB': SEARCH_MESSAGES, cy: SEARCH_MESSAGES_CY });
  const start = new Date(slot.startTime);
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  // The Book button the patient pressed has gone: the card's heading takes focus, and the reason is read with it.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  async function searchAgain() {
    setBusy(true);
    setFailure(undefined);
    const { formData, search, urgentIssue, place } = state;
    try {
      const res = await searchPractices(formData, search.radiusKm, await robot.token(), urgentIssue, place);
      const next = availabilityStateFrom(formData, res, urgentIssue, place) ?? { ...state, nearestPractice: null, sortedPractices: [], search: res, searchedAt: Date.now() };
      navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: inPageState(next) });
      await onScreened(res.screening);
    } catch (error) {
      setFailure(error instanceof RobotTokenUnavailable ? error.message : searchFailureMessage(error, searchWords));
    } finally {
      setBusy(false);
    }
  }

  return (
    <SafetyCheck
      uid="screen-again"
      className="card"
      labelledBy="screen-again-title"
      intro={
        <>
          <h2 id="screen-again-title" ref={heading} tabIndex={-1} aria-describedby="screen-again-why">
            {say(i18n, SCREEN_AGAIN.heading)}
          </h2>
          <p className="banner">
            {say(i18n, SCREEN_AGAIN.yourTime, { practice: practiceName, date: londonDateLong(i18n, start), time: londonTime(start) })}
          </p>
          <p id="screen-again-why" className="error-message">
            {screening.message}
          </p>
        </>
      }
      nation={state.search.nation ?? undefined}
      busy={busy}
      failure={failure}
      label={say(i18n, SCREEN_AGAIN.hold)}
      busyLabel={say(i18n, SCREEN_AGAIN.holding)}
      extra={robot.widget}
      onNone={() => void searchAgain()}
    />
  );
}
