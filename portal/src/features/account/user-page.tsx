import { Link, useLocation, useNavigate } from 'react-router';
import { formatDateShort, formatTime } from '../../shared/format';
import { paths } from '../../shared/paths';
import { displayNameOf, type SessionUser, useSession } from '../../shared/session';
import { useSignedInUser } from '../../shared/access';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { type MyAppointment, useMyAppointments, usePastAppointments } from './api/get-my-appointments';


/** My Appointments (/user, also linked as /user-dashboard), behind the guard: signed-out visitors go to /login. */
export function UserPage() {
  const user = useSignedInUser();
  const signOut = useSession((s) => s.signOut);
  const location = useLocation();
  const navigate = useNavigate();
  const message = (location.state as { message?: unknown } | null)?.message;
  const appointments = useMyAppointments(user.id);
  const past = usePastAppointments(user.id);
  useDocumentTitle('My Appointments');

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
          <h1>My Appointments</h1>
          <p className="page-header__who">
            Signed in as <strong>{signedInName(user, named)}</strong>
          </p>
        </div>
        <button type="button" className="button button--secondary" onClick={logout}>
          Logout
        </button>
      </div>
      {typeof message === 'string' && message && (
        <p className="banner" role="status">
          {message}
        </p>
      )}
      {/* The table's scroll container is the named region (keyboard-scrollable on narrow screens). */}
      <section className="section-block">
        <h2 id="upcoming-title">Upcoming Appointments</h2>
        {appointments.status === 'loading' && <Spinner label="Loading your appointments…" />}
        {appointments.status === 'error' && (
          <p className="error-message" role="alert">
            {appointments.message}
          </p>
        )}
        {appointments.status === 'ready' && appointments.appointments.length === 0 && (
          <div className="empty-state">
            <p>You don&apos;t have any upcoming appointments.</p>
            <Link className="button" to={paths.home.getHref()}>
              Book an Appointment
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
          <h2 id="past-title">Cancelled and past</h2>
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
        <h2 id="new-booking-title">Book a New Appointment</h2>
        <p>In pain today? Find the nearest partner practice with a free slot, usually the same day.</p>
        <Link className="button" to={paths.contact.getHref()}>
          Find an appointment
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
const pastLabel = (a: MyAppointment) => (a.state.state === 'booked' || a.state.state === 'confirmed' ? 'Past' : a.state.label);

/**
 * Cancelled and past bookings, latest first: when, where, what became of it and of its fee (the
 * sentence the e-mails say), and its page (read-only: no move or cancel).
 */
function PastAppointmentsTable({ appointments }: { appointments: MyAppointment[] }) {
  return (
    <div className="table-wrap" role="region" aria-labelledby="past-title" tabIndex={0}>
      <table className="table--cards" aria-labelledby="past-title">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Time</th>
            <th scope="col">Practice</th>
            <th scope="col">Status</th>
            <th scope="col">Booking fee</th>
            <th scope="col">Details</th>
          </tr>
        </thead>
        <tbody>
          {appointments.map((a) => (
            <tr key={a.id}>
              <td data-label="Date">{formatDateShort(a.startTime)}</td>
              <td data-label="Time">{formatTime(a.startTime)}</td>
              <td data-label="Practice">{a.practice?.name}</td>
              <td data-label="Status">{pastLabel(a)}</td>
              <td data-label="Booking fee">{a.payment?.sentence}</td>
              <td data-label="Details">
                {a.manageToken && (
                  <Link to={paths.manageAppointment.getHref(a.manageToken)}>
                    View<span className="visually-hidden"> the appointment of {formatDateShort(a.startTime)} at {formatTime(a.startTime)}</span>
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
  return (
    <div className="table-wrap" role="region" aria-labelledby="upcoming-title" tabIndex={0}>
      <table className="table--cards" aria-labelledby="upcoming-title">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Time</th>
            <th scope="col">Practice</th>
            <th scope="col">Service</th>
            <th scope="col">Status</th>
            {withFee && <th scope="col">Booking fee</th>}
            {manageable && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {appointments.map((a) => (
            <tr key={a.id}>
              <td data-label="Date">{formatDateShort(a.startTime)}</td>
              <td data-label="Time">{formatTime(a.startTime)}</td>
              <td data-label="Practice">{a.practice?.name}</td>
              <td data-label="Service">{a.service}</td>
              <td data-label="Status">{a.state.label}</td>
              {withFee && <td data-label="Booking fee">{a.payment?.label}</td>}
              {manageable && (
                <td data-label="Actions">
                  {a.manageToken && (
                    <Link to={paths.manageAppointment.getHref(a.manageToken)}>
                      Change or cancel<span className="visually-hidden"> the appointment on {formatDateShort(a.startTime)} at {formatTime(a.startTime)}</span>
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
