import type { ComponentType } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { accessProblem, useAccessEffect } from '../../shared/access';
import { userMessage } from '../../shared/api-client';
import { paths } from '../../shared/paths';
import { useSession } from '../../shared/session';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { usePracticeDay } from './api/get-practice-day';
import { CalendarFeedView } from './components/calendar-feed-view';
import { DayView } from './components/day-view';
import { OperativesView } from './components/operatives-view';
import { PracticeAvailability } from './components/practice-availability';

const VIEWS = [
  { key: 'day', label: 'Appointments' },
  { key: 'availability', label: 'Availability and closures' },
  { key: 'operatives', label: 'Operatives' },
  { key: 'calendar', label: 'Calendar feed' },
] as const;
type View = (typeof VIEWS)[number]['key'];

/**
 * /staff/:practiceId (behind the staff guard, app/require-role.tsx): the practice's own day
 * (ADR 0030). Today's and upcoming bookings with Confirm (the spec's dialog) and the outcome after the
 * visit; the practice's availability and closures (the admin's editor, `AvailabilityEditor`, with the
 * practice fixed); its operatives; its calendar feed. The server checks the practice on every call;
 * the guard shows "not staff" for a 403 and goes back to sign-in for a 401.
 */
export function StaffDayPage({ AvailabilityEditor }: { AvailabilityEditor: ComponentType }) {
  const { practiceId = '' } = useParams();
  const [params] = useSearchParams();
  const requested = params.get('view');
  const view: View = VIEWS.some((v) => v.key === requested) ? (requested as View) : 'day';
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigate();
  const day = usePracticeDay(practiceId);
  useAccessEffect(day.error);
  const practice = day.data?.practice;
  useDocumentTitle(practice ? `${VIEWS.find((v) => v.key === view)!.label} – ${practice.name}` : 'Practice day');

  async function logout() {
    await signOut();
    navigate(paths.login.getHref());
  }

  return (
    <div className="container page admin-page">
      <div className="admin-header">
        <h1>{practice?.name ?? 'Your practice'}</h1>
        <button type="button" className="button button--secondary button--small" onClick={logout}>
          Sign out
        </button>
      </div>
      <nav aria-label="Practice sections">
        <ul className="actions toolbar">
          {VIEWS.map((v) => (
            <li key={v.key}>
              <Link
                to={v.key === 'day' ? paths.staffDay.getHref(practiceId) : `${paths.staffDay.getHref(practiceId)}?view=${v.key}`}
                className={`button button--small${v.key === view ? '' : ' button--secondary'}`}
                aria-current={v.key === view ? 'page' : undefined}
              >
                {v.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {day.isError && !accessProblem(day.error) ? (
        <p className="banner banner--error" role="alert">
          {userMessage(day.error, BOOKING_MESSAGES.loadFailed)}
        </p>
      ) : !day.data || !practice ? (
        <Spinner label="Loading the practice's day…" />
      ) : view === 'day' ? (
        <DayView practiceId={practiceId} practiceName={practice.name} today={day.data.today} upcoming={day.data.upcoming} date={day.data.date} />
      ) : view === 'availability' ? (
        <PracticeAvailability practice={practice} Editor={AvailabilityEditor} />
      ) : view === 'operatives' ? (
        <OperativesView practiceId={practiceId} />
      ) : (
        <CalendarFeedView practiceId={practiceId} />
      )}
    </div>
  );
}
