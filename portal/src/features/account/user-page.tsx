import { Trans } from '@lingui/react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatDateShort, formatTime } from '../../shared/format';
import { useSay } from '../../shared/i18n/app-i18n';
import { paths } from '../../shared/paths';
import { displayNameOf, type SessionUser, useSession } from '../../shared/session';
import { useSignedInUser } from '../../shared/access';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { type MyAppointment, useMyAppointments, usePastAppointments } from './api/get-my-appointments';
import { ACCOUNT, MY_APPOINTMENTS } from './messages';

/** My Appointments (/user, also linked as /user-dashboard), behind the guard: signed-out visitors go to /login. */
export function UserPage() {
  const user = useSignedInUser();
  const say = useSay();
  const signOut = useSession((s) => s.signOut);
  const location = useLocation();
  const navigate = useNavigate();
  const message = (location.state as { message?: unknown } | null)?.message;
  const appointments = useMyAppointments(user.id);
  const past = usePastAppointments(user.id);
  useDocumentTitle(say(MY_APPOINTMENTS.title));

  async function logout() {
    await signOut();
    navigate(paths.home.getHref());
  }

  const list = appointments.status === 'ready' ? appointments.appointments : [];
  // A patient whose only booking is cancelled is still named as they booked.
  const named = [...list, ...(past.status === 'ready' ? past.appointments : [])];
  return (
    <div className="container page">
      <div className="page-header">
        <div>
          <h1>{say(MY_APPOINTMENTS.title)}</h1>
          <p className="page-header__who">
            <Trans id="myAppointments.signedInAs" message="Signed in as <0>{name}</0>" values={{ name: signedInName(user, named) }} components={{ 0: <strong /> }} />
          </p>
        </div>
        <button type="button" className="button button--secondary" onClick={logout}>
          {say(MY_APPOINTMENTS.logout)}
        </button>
      </div>
      {typeof message === 'string' && message && (
        <p className="banner" role="status">
          {message}
        </p>
      )}
      {/* The table's scroll container is the named region (keyboard-scrollable on narrow screens). */}
      <section className="section-block">
        <h2 id="upcoming-title">{say(MY_APPOINTMENTS.upcoming)}</h2>
        {appointments.status === 'loading' && <Spinner label={say(MY_APPOINTMENTS.loading)} />}
        {appointments.status === 'error' && (
          <p className="error-message" role="alert">
            {appointments.message}
          </p>
        )}
        {appointments.status === 'ready' && appointments.appointments.length === 0 && (
          <div className="empty-state">
            <p>{say(MY_APPOINTMENTS.noneUpcoming)}</p>
            <Link className="button" to={paths.home.getHref()}>
              {say(MY_APPOINTMENTS.bookAnAppointment)}
            </Link>
          </div>
        )}
        {appointments.status === 'ready' && appointments.appointments.length > 0 && (
          <AppointmentsTable appointments={appointments.appointments} />
        )}
      </section>
      {/* Cancelled and past bookings stay in view, each with what happened to its fee (no dead end after cancelling). */}
      {(past.status === 'error' || (past.status === 'ready' && past.appointments.length > 0)) && (
        <section className="section-block">
          <h2 id="past-title">{say(MY_APPOINTMENTS.cancelledAndPast)}</h2>
          {past.status === 'error' ? (
            <p className="error-message" role="alert">
              {past.message}
            </p>
          ) : (
            <PastAppointmentsTable appointments={past.appointments} />
          )}
        </section>
      )}
      <section className="card card--highlight" aria-labelledby="new-booking-title">
        <h2 id="new-booking-title">{say(MY_APPOINTMENTS.bookNew)}</h2>
        <p>{say(MY_APPOINTMENTS.inPain)}</p>
        <Link className="button" to={paths.contact.getHref()}>
          {say(MY_APPOINTMENTS.findAppointment)}
        </Link>
      </section>
    </div>
  );
}

/**
 * The logged-in name (spec 2): the account's display name; a patient signed in by an e-mailed link
 * has none, so the name they booked with; the e-mail only when neither is known.
 */
export function signedInName(user: SessionUser, appointments: MyAppointment[]): string {
  return user.displayName?.trim() || appointments.find((a) => a.patientName?.trim())?.patientName?.trim() || displayNameOf(user);
}

/** "Cancelled" or "Past": what became of a booking that is no longer upcoming. */
/** A past booking's state in the words every channel uses; one the practice recorded nothing for has simply passed. */
const hasPassed = (a: MyAppointment) => a.state.state === 'booked' || a.state.state === 'confirmed';

/**
 * Cancelled and past bookings, latest first: when, where, what became of it and of its fee (the
 * sentence the e-mails say), and its page (read-only: no move or cancel).
 */
function PastAppointmentsTable({ appointments }: { appointments: MyAppointment[] }) {
  const say = useSay();
  return (
    <div className="table-wrap" role="region" aria-labelledby="past-title" tabIndex={0}>
      <table className="table--cards" aria-labelledby="past-title">
        <thead>
          <tr>
            <th scope="col">{say(ACCOUNT.date)}</th>
            <th scope="col">{say(ACCOUNT.time)}</th>
            <th scope="col">{say(ACCOUNT.practice)}</th>
            <th scope="col">{say(ACCOUNT.status)}</th>
            <th scope="col">{say(ACCOUNT.bookingFee)}</th>
            <th scope="col">{say(MY_APPOINTMENTS.details)}</th>
          </tr>
        </thead>
        <tbody>
          {appointments.map((a) => (
            <tr key={a.id}>
              <td data-label={say(ACCOUNT.date)}>{formatDateShort(a.startTime)}</td>
              <td data-label={say(ACCOUNT.time)}>{formatTime(a.startTime)}</td>
              <td data-label={say(ACCOUNT.practice)}>{a.practice?.name}</td>
              <td data-label={say(ACCOUNT.status)}>{hasPassed(a) ? say(MY_APPOINTMENTS.past) : a.state.label}</td>
              <td data-label={say(ACCOUNT.bookingFee)}>{a.payment?.sentence}</td>
              <td data-label={say(MY_APPOINTMENTS.details)}>
                {a.manageToken && (
                  <Link to={paths.manageAppointment.getHref(a.manageToken)}>
                    <Trans
                      id="myAppointments.view"
                      message="View<0> the appointment of {date} at {time}</0>"
                      values={{ date: formatDateShort(a.startTime), time: formatTime(a.startTime) }}
                      components={{ 0: <span className="visually-hidden" /> }}
                    />
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A table on wide screens; on a phone each row becomes a card (labels from data-label), so no column is cut. */
function AppointmentsTable({ appointments }: { appointments: MyAppointment[] }) {
  const manageable = appointments.some((a) => a.manageToken);
  // Where each fee stands, as the e-mail and the text say it; the api sends it with every booking.
  const withFee = appointments.some((a) => a.payment);
  const say = useSay();
  return (
    <div className="table-wrap" role="region" aria-labelledby="upcoming-title" tabIndex={0}>
      <table className="table--cards" aria-labelledby="upcoming-title">
        <thead>
          <tr>
            <th scope="col">{say(ACCOUNT.date)}</th>
            <th scope="col">{say(ACCOUNT.time)}</th>
            <th scope="col">{say(ACCOUNT.practice)}</th>
            <th scope="col">{say(MY_APPOINTMENTS.service)}</th>
            <th scope="col">{say(ACCOUNT.status)}</th>
            {withFee && <th scope="col">{say(ACCOUNT.bookingFee)}</th>}
            {manageable && <th scope="col">{say(MY_APPOINTMENTS.actions)}</th>}
          </tr>
        </thead>
        <tbody>
          {appointments.map((a) => (
            <tr key={a.id}>
              <td data-label={say(ACCOUNT.date)}>{formatDateShort(a.startTime)}</td>
              <td data-label={say(ACCOUNT.time)}>{formatTime(a.startTime)}</td>
              <td data-label={say(ACCOUNT.practice)}>{a.practice?.name}</td>
              <td data-label={say(MY_APPOINTMENTS.service)}>{a.service}</td>
              <td data-label={say(ACCOUNT.status)}>{a.state.label}</td>
              {withFee && <td data-label={say(ACCOUNT.bookingFee)}>{a.payment?.label}</td>}
              {manageable && (
                <td data-label={say(MY_APPOINTMENTS.actions)}>
                  {a.manageToken && (
                    <Link to={paths.manageAppointment.getHref(a.manageToken)}>
                      <Trans
                        id="myAppointments.changeOrCancel"
                        message="Change or cancel<0> the appointment on {date} at {time}</0>"
                        values={{ date: formatDateShort(a.startTime), time: formatTime(a.startTime) }}
                        components={{ 0: <span className="visually-hidden" /> }}
                      />
                    </Link>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
