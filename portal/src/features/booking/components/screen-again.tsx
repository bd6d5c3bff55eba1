import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SCREENING_REQUIRED } from '@contexts/search/clinical-safety.constants';
import { formatDateLong, formatTime } from '../../../shared/format';
import { inPageState } from '../../../shared/in-page-navigation';
import { type AvailabilityState, availabilityStateFrom, searchFailureMessage, searchPractices, type SlotView } from '../api/search-practices';
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
      setFailure(error instanceof RobotTokenUnavailable ? error.message : searchFailureMessage(error));
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
            Choose a time
          </h2>
          <p className="banner">
            Your time: {practiceName}, {formatDateLong(slot.startTime)} at {formatTime(slot.startTime)}
          </p>
          <p id="screen-again-why" className="error-message">
            {SCREENING_REQUIRED.message}
          </p>
        </>
      }
      nation={state.search.nation ?? undefined}
      busy={busy}
      failure={failure}
      label="Hold this time"
      busyLabel="Holding this time…"
      extra={robot.widget}
      onNone={() => void searchAgain()}
    />
  );
}
