import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { api } from '../../shared/api-client';
import { formatDateShort, formatTime } from '../../shared/format';
import { useSession } from '../../shared/session';

interface MyAppointment {
  id: string;
  reference: string;
  startTime: string;
  practice: { id: string; name: string };
  service: string;
  status: string;
}

/** My Appointments (/user and /user-dashboard). */
export function UserPage() {
  const { status, user, refresh, signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const message = (location.state as { message?: string } | null)?.message;
  const [appointments, setAppointments] = useState<MyAppointment[]>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(() => {
    if (!user) return;
    api
      .get<MyAppointment[]>('/api/me/appointments')
      .then(setAppointments)
      .catch(() => setError(BOOKING_MESSAGES.loadFailed));
  }, [user]);

  if (status !== 'ready') {
    return (
      <main id="main" className="page-spinner" role="status">
        <span className="spinner" aria-hidden="true" />
        <span className="visually-hidden">Loading…</span>
      </main>
    );
  }
  if (!user) return <Navigate to="/login" replace state={{ redirectTo: '/user' }} />;

  return (
    <main id="main" className="container page">
      <div className="admin-header">
        <h1>My Appointments</h1>
        <p>
          {user.displayName || user.email}{' '}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={async () => {
              await signOut();
              navigate('/');
            }}
          >
            Logout
          </button>
        </p>
      </div>
      {message && (
        <p className="banner" role="status">
          {message}
        </p>
      )}
      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">Upcoming Appointments</h2>
        {error && <p role="alert" className="error-message">{error}</p>}
        {!appointments && !error && <p role="status">Loading your appointments…</p>}
        {appointments && appointments.length === 0 && (
          <div>
            <p>You don&apos;t have any upcoming appointments.</p>
            <Link className="button" to="/">
              Book an Appointment
            </Link>
          </div>
        )}
        {appointments && appointments.length > 0 && (
          <div className="table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Time</th>
                  <th scope="col">Practice</th>
                  <th scope="col">Service</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {appointments.map((a) => (
                  <tr key={a.id}>
                    <td>{formatDateShort(a.startTime)}</td>
                    <td>{formatTime(a.startTime)}</td>
                    <td>{a.practice.name}</td>
                    <td>{a.service}</td>
                    <td>{a.status}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="card" aria-labelledby="new-booking-title">
        <h2 id="new-booking-title">Book a New Appointment</h2>
        <p>In pain today? Find the nearest practice with a free slot.</p>
        <Link className="button" to="/#contact-section">
          Book now
        </Link>
      </section>
    </main>
  );
}
