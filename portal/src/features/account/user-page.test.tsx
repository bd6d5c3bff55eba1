import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes, RequireRole } from '../../testing/render';
import { UserPage } from './user-page';
import { appointmentStateWording } from '@contexts/booking/rules/appointment-state-wording.rules';
import type { AppointmentStatus } from '@contexts/booking/rules/payment-wording.rules';

/** The state as the api words it (at noon, for a patient we text). */
const stateOf = (status: AppointmentStatus) => appointmentStateWording({ status }, { now: new Date('2027-06-09T11:00:00Z'), texts: true });
import { type MoneyFacts, paymentWording } from '@contexts/booking/rules/payment-wording.rules';

const ann = { id: '2', email: 'ann@example.com', displayName: 'Ann Patient', role: 'user' };

function renderUser(state?: unknown, path = '/user') {
  return renderRoutes(
    [
      { path: '/user', element: <RequireRole role="signed-in"><UserPage /></RequireRole> },
      { path: '/user-dashboard', element: <RequireRole role="signed-in"><UserPage /></RequireRole> },
      { path: '/login', element: <p>login page</p> },
      { path: '/', element: <p>home page</p> },
    ],
    [{ pathname: path, state }],
  );
}

describe('UserPage', () => {
  it('sends a signed-out visitor to /login with /user as the return target', async () => {
    mockApi();
    const router = renderUser(undefined, '/user-dashboard');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ redirectTo: '/user' });
  });

  it("lists the upcoming appointments in a table with the spec's columns", async () => {
    mockApi({
      'GET /api/auth/me': { body: ann }, 'GET /api/me/appointments/past': { body: [] },
      'GET /api/me/appointments': {
        body: [
          {
            id: 'a1',
            reference: 'ED-7K2M',
            startTime: '2027-07-01T09:30:00+01:00',
            practice: { id: 'p1', name: 'Smile Clinic' },
            service: 'Emergency dental appointment',
            status: 'confirmed',
            state: stateOf('confirmed'),
          },
        ],
      },
    });
    renderUser();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Appointments' })).toBeInTheDocument();
    expect(screen.getByText('Ann Patient')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Upcoming Appointments' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Time', 'Practice', 'Service', 'Status']);
    const cells = within(table).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['01/07/2027', '09:30', 'Smile Clinic', 'Emergency dental appointment', 'Confirmed by the practice']);
    expect(screen.getByRole('heading', { level: 2, name: 'Book a New Appointment' })).toBeInTheDocument();
  });

  it('says there are no upcoming appointments and offers to book one', async () => {
    mockApi({ 'GET /api/auth/me': { body: ann }, 'GET /api/me/appointments/past': { body: [] }, 'GET /api/me/appointments': { body: [] } });
    renderUser();
    expect(await screen.findByText("You don't have any upcoming appointments.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book an Appointment' })).toHaveAttribute('href', '/');
  });

  it('says "Failed to load appointments. Please try again." when the list cannot load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/auth/me': { body: ann }, 'GET /api/me/appointments/past': { body: [] }, 'GET /api/me/appointments': { status: 500, body: {} } });
    renderUser();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load appointments. Please try again.');
  });

  it('shows the message banner from navigation state', async () => {
    mockApi({ 'GET /api/auth/me': { body: ann }, 'GET /api/me/appointments/past': { body: [] }, 'GET /api/me/appointments': { body: [] } });
    renderUser({ message: 'You do not have admin privileges.' });
    expect(await screen.findByText('You do not have admin privileges.')).toHaveAttribute('role', 'status');
  });

  it('logs out and returns home', async () => {
    mockApi({ 'GET /api/auth/me': { body: ann }, 'GET /api/me/appointments/past': { body: [] }, 'GET /api/me/appointments': { body: [] }, 'POST /api/auth/logout': { status: 204 } });
    const router = renderUser();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the name given at booking to a patient signed in by link (no display name), never only the e-mail', async () => {
    const linkPatient = { id: '3', email: 'pat@example.com', displayName: null, role: 'user' };
    mockApi({
      'GET /api/auth/me': { body: linkPatient }, 'GET /api/me/appointments/past': { body: [] },
      'GET /api/me/appointments': {
        body: [{ id: 'a1', reference: 'ED-7K2M', startTime: '2027-07-01T09:30:00+01:00', practice: { id: 'p1', name: 'Smile Clinic' }, service: 'Emergency dental appointment', status: 'pending', state: stateOf('pending'), patientName: 'Pat Jones' }],
      },
    });
    renderUser();
    await screen.findByRole('table', { name: 'Upcoming Appointments' });
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as Pat Jones');
  });

  it('offers change or cancel through the manage page for a row that carries its manage token', async () => {
    mockApi({
      'GET /api/auth/me': { body: ann }, 'GET /api/me/appointments/past': { body: [] },
      'GET /api/me/appointments': {
        body: [{ id: 'a1', reference: 'ED-7K2M', startTime: '2027-07-01T09:30:00+01:00', practice: { id: 'p1', name: 'Smile Clinic' }, service: 'Emergency dental appointment', status: 'confirmed', state: stateOf('confirmed'), manageToken: 'm-t0ken' }],
      },
    });
    renderUser();
    const table = await screen.findByRole('table', { name: 'Upcoming Appointments' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Time', 'Practice', 'Service', 'Status', 'Actions']);
    expect(within(table).getByRole('link', { name: /^Change or cancel/ })).toHaveAttribute('href', '/appointments/manage?token=m-t0ken');
    // Each cell names its column, so the phone layout (cards) can label it.
    expect(within(table).getByText('Confirmed by the practice')).toHaveAttribute('data-label', 'Status');
  });

  it("says where each booking's fee stands, in the words the e-mail and the text use", async () => {
    mockApi({
      'GET /api/auth/me': { body: ann }, 'GET /api/me/appointments/past': { body: [] },
      'GET /api/me/appointments': {
        body: [
          { id: 'a1', reference: 'ED-7K2M', startTime: '2027-07-01T09:30:00+01:00', practice: { id: 'p1', name: 'Smile Clinic' }, service: 'Emergency dental appointment', status: 'pending', state: stateOf('pending'), payment: { label: '£39 held, taken when we confirm', sentence: 'x' } },
          { id: 'a2', reference: 'ED-8K2M', startTime: '2027-07-02T09:30:00+01:00', practice: { id: 'p1', name: 'Smile Clinic' }, service: 'Emergency dental appointment', status: 'confirmed', state: stateOf('confirmed'), payment: { label: '£39 paid', sentence: 'y' } },
        ],
      },
    });
    renderUser();
    const table = await screen.findByRole('table', { name: 'Upcoming Appointments' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Time', 'Practice', 'Service', 'Status', 'Booking fee']);
    const fees = within(table).getAllByRole('cell').filter((c) => c.getAttribute('data-label') === 'Booking fee');
    expect(fees.map((c) => c.textContent)).toEqual(['£39 held, taken when we confirm', '£39 paid']);
  });

  it('lists cancelled and past bookings in their own group, each with what happened to its fee and its page (no dead end after cancelling)', async () => {
    // Each settled money state, worded by the one function the api uses.
    const states: MoneyFacts[] = [
      { paymentStatus: 'part_captured', appointmentStatus: 'cancelled', feePence: 3900, refundDuePence: 1950, capturedPence: 1950, releasedPence: 1950 },
      { paymentStatus: 'refunded', appointmentStatus: 'cancelled', feePence: 3900, refundDuePence: 1950, refundedPence: 1950, capturedPence: 3900 },
      { paymentStatus: 'released', appointmentStatus: 'cancelled', feePence: 3900, refundDuePence: 3900, releasedPence: 3900 },
      { paymentStatus: 'lapsed', appointmentStatus: 'cancelled', feePence: 3900, refundDuePence: 0 },
      { paymentStatus: 'completed', appointmentStatus: 'confirmed', feePence: 3900, capturedPence: 3900 },
    ];
    const item = (f: MoneyFacts, i: number) => {
      const w = paymentWording(f);
      return {
        id: `p${i}`,
        reference: `ED-PAST${i}`,
        startTime: `2026-11-0${i + 1}T09:30:00+00:00`,
        practice: { id: 'p1', name: 'Smile Clinic' },
        service: 'Emergency dental appointment',
        status: f.appointmentStatus,
        state: stateOf(f.appointmentStatus ?? 'pending'),
        paymentStatus: f.paymentStatus ?? undefined,
        payment: { label: w.label, sentence: w.sentence },
        manageToken: `past-${i}`,
      };
    };
    mockApi({ 'GET /api/auth/me': { body: ann }, 'GET /api/me/appointments': { body: [] }, 'GET /api/me/appointments/past': { body: states.map(item) } });
    renderUser();
    const table = await screen.findByRole('table', { name: 'Cancelled and past' });
    expect(screen.getByText("You don't have any upcoming appointments.")).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Time', 'Practice', 'Status', 'Booking fee', 'Details']);
    const cells = (label: string) => within(table).getAllByRole('cell').filter((c) => c.getAttribute('data-label') === label).map((c) => c.textContent);
    expect(cells('Status')).toEqual(['Cancelled', 'Cancelled', 'Cancelled', 'Cancelled', 'Past']);
    expect(cells('Booking fee')).toEqual(states.map((f) => paymentWording(f).sentence));
    expect(cells('Booking fee')[0]).toBe('We have taken £19.50 of the £39 held on your card and released the rest.');
    // Never "refunded" for a fee that was only held.
    for (const [i, f] of states.entries()) if (['part_captured', 'released', 'lapsed'].includes(String(f.paymentStatus))) expect(cells('Booking fee')[i]).not.toMatch(/refund/i);
    expect(within(table).getAllByRole('link', { name: /^View/ })[0]).toHaveAttribute('href', '/appointments/manage?token=past-0');
  });

  it('keeps the upcoming list when the cancelled and past group cannot load, and says so in that group', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({ 'GET /api/auth/me': { body: ann }, 'GET /api/me/appointments': { body: [] }, 'GET /api/me/appointments/past': { status: 500, body: {} } });
    renderUser();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your cancelled and past appointments. Please try again.');
    expect(screen.getByText("You don't have any upcoming appointments.")).toBeInTheDocument();
  });
});
