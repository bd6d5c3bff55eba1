import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { ADMIN_CANCEL_TEXTS, ADMIN_SEARCH_TEXTS as S, CHECKOUT_CONSENT_TEXTS, PAYMENT_STATUS_BADGE, PAYMENT_STATUS_EXPLAINED } from '@contexts/booking/booking.constants';
import { ApiError } from '../../shared/api-client';
import { formatDateLong, formatDateShort, formatPounds, formatTime } from '../../shared/format';
import { paths } from '../../shared/paths';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { accessProblem, useAccessEffect } from '../../shared/access';
import { PatientAndBooker, paymentBadgeClass, TimelineList } from '../../shared/back-office/booking-display';
import { adminApi, adminKeys, type AppointmentStory } from './api/admin';
import { CancelBookingDialog } from './components/cancel-booking-dialog';
import { canCancel } from './utils/appointment-rules';

/** Where the appointment list lives: the Appointments tab. */
const LIST_HREF = `${paths.admin.getHref()}?tab=appointments`;

/**
 * /admin/appointments/:id: one booking's details and its story from the event log, oldest first
 * (held, paid, e-mailed, confirmed, captured, … each with its time and who did it).
 */
export function AppointmentPage() {
  const { id = '' } = useParams();
  // Back to the list as the admin left it (its filters), or the plain tab for a shared link.
  const listSearch = (useLocation().state as { listSearch?: string } | null)?.listSearch;
  const backTo = listSearch?.startsWith('?') ? `${paths.admin.getHref()}${listSearch}` : LIST_HREF;
  const story = useQuery({ queryKey: adminKeys.appointmentStory(id), queryFn: () => adminApi.appointmentStory(id) });
  useAccessEffect(story.error);
  const a = story.data?.appointment;
  useDocumentTitle(a ? `${a.reference} – Appointment – Admin dashboard` : 'Appointment – Admin dashboard');
  const heading = useRef<HTMLHeadingElement>(null);
  // The page's heading takes focus once the booking is shown, so a screen reader starts there.
  useEffect(() => {
    if (a) heading.current?.focus();
  }, [a]);
  const notFound = story.error instanceof ApiError && (story.error.status === 404 || story.error.status === 400);

  return (
    <div className="container page admin">
      <p>
        <Link to={backTo}>
          ← {S.backToList}
        </Link>
      </p>
      {story.error && accessProblem(story.error) === undefined ? (
        <>
          <h1>{notFound ? 'Appointment not found' : 'Appointment'}</h1>
          <div className="banner banner--error" role="alert">
            <p>{notFound ? 'There is no appointment at this address.' : S.storyFailed}</p>
            {!notFound && (
              <button type="button" className="button button--small" onClick={() => void story.refetch()}>
                Try again
              </button>
            )}
          </div>
        </>
      ) : !story.data ? (
        <Spinner label="Loading the appointment…" />
      ) : (
        <StoryDetails data={story.data} headingRef={heading} />
      )}
    </div>
  );
}

function StoryDetails({ data, headingRef }: { data: AppointmentStory; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const a = data.appointment;
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const [done, setDone] = useState<string>();
  return (
    <>
      <h1 tabIndex={-1} ref={headingRef}>
        Appointment {a.reference}
      </h1>
      {done && (
        <p className="banner banner--success" role="status">
          {done}
        </p>
      )}
      {canCancel(a) && (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setCancelling(true)}>
            {ADMIN_CANCEL_TEXTS.action}
          </button>
        </p>
      )}
      {cancelling && (
        <CancelBookingDialog
          booking={a}
          onClose={() => setCancelling(false)}
          onCancelled={(result) => {
            setCancelling(false);
            setDone(ADMIN_CANCEL_TEXTS.done(a.reference, result.explanation));
            void queryClient.invalidateQueries({ queryKey: adminKeys.appointmentStory(a.id) });
            void queryClient.invalidateQueries({ queryKey: adminKeys.appointments });
          }}
        />
      )}
      <dl className="details">
        <dt>Patient</dt>
        <dd>
          <PatientAndBooker patient={a.patient} bookedFor={a.bookedFor} />
          {!a.bookedFor && <br />}
          {a.patient.email}
          <br />
          {a.patient.phone}
        </dd>
        <dt>Issue</dt>
        <dd>{a.issue || '—'}</dd>
        <dt>Practice</dt>
        <dd>{a.practice.name}</dd>
        <dt>When</dt>
        <dd>
          {formatDateLong(a.startTime)}, {formatTime(a.startTime)}–{formatTime(a.endTime)}
        </dd>
        <dt>Appointment status</dt>
        <dd>
          <span className={a.status === 'confirmed' ? 'badge badge--green' : 'badge'}>{a.status}</span>
          {a.status === 'cancelled' && a.cancelledAt && (
            <span className="cell-note">
              Cancelled{a.cancelledBy === 'patient' ? ' for the patient' : a.cancelledBy === 'admin' || a.cancelledBy === 'practice' ? ' for the practice' : ''} on{' '}
              {formatDateShort(a.cancelledAt)}
            </span>
          )}
          {/* What the patient was told, in their e-mail, their text (when it fitted) and their booking page. */}
          {a.cancellationReason && <span className="cell-note">Reason given to the patient: {a.cancellationReason}</span>}
        </dd>
        <dt>Payment</dt>
        <dd>
          <span className={paymentBadgeClass(a.paymentStatus)}>{PAYMENT_STATUS_BADGE[a.paymentStatus] ?? a.paymentStatus}</span> {PAYMENT_STATUS_EXPLAINED[a.paymentStatus] ?? ''}
          {a.paymentError && <span className="cell-note">{a.paymentError}</span>}
          {/* The patient's words for where the fee stands: what was taken, released or refunded. */}
          {a.payment?.sentence && <span className="cell-note">{a.payment.sentence}</span>}
          <span className="cell-note">
            Fee {formatPounds(a.amountPence)}
            {a.capturedPence > 0 ? `, ${formatPounds(a.capturedPence)} taken` : ''}
            {a.releasedPence > 0 ? `, ${formatPounds(a.releasedPence)} released (never taken)` : ''}
            {a.refundedPence > 0 ? `, ${formatPounds(a.refundedPence)} refunded` : ''}
          </span>
        </dd>
        <dt>Booked</dt>
        <dd>{formatDateShort(a.createdAt)}</dd>
        <dt>Consent</dt>
        <dd>
          {a.consent ? (
            <>
              {CHECKOUT_CONSENT_TEXTS.recorded(a.consent.termsVersion, a.consent.guardianConfirmed)},{' '}
              <time dateTime={a.consent.acceptedAt}>
                {formatDateShort(a.consent.acceptedAt)} {formatTime(a.consent.acceptedAt)}
              </time>
            </>
          ) : (
            CHECKOUT_CONSENT_TEXTS.notAsked
          )}
        </dd>
      </dl>

      <h2>{S.storyTitle}</h2>
      {data.entries.length === 0 ? (
        <p className="empty-state">{S.storyEmpty}</p>
      ) : (
        <TimelineList entries={data.entries} />
      )}
    </>
  );
}
