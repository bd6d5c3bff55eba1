import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi } from '../../testing/mock-api';
import { renderRoutes, RequireRole } from '../../testing/render';
import { StaffDayPage } from './staff-day-page';
import { StaffHomePage } from './staff-home-page';

/** The admin's availability editor, as app/ hands it in (another feature's). */
const Editor = () => <p>availability editor</p>;

const staffUser = { id: 's1', email: 'reception@example.com', displayName: 'Reception', role: 'user' };
const practice = { id: '11111111-1111-4111-8111-111111111111' as const, name: 'Smile Dental' };
const base = `/api/practices/${practice.id}/staff` as const;
const now = new Date();
const soon = new Date(now.getTime() + 3600_000).toISOString();
const later = new Date(now.getTime() + 4500_000).toISOString();
const appointment = {
  id: 'a1',
  reference: 'ED-ABC234',
  startTime: soon,
  endTime: later,
  patient: { name: 'Ann Patient', phone: '07700 900982' },
  issue: 'Broken tooth',
  service: 'Emergency dental appointment',
  operative: 'Dr Jones',
  status: 'pending',
  paymentStatus: 'authorized',
  cancelledBy: null,
  outcome: null,
  canConfirm: true,
  canRecordAttendance: false,
  canCancel: true,
};

function renderDay() {
  return renderRoutes(
    [
      { path: '/staff/:practiceId', element: <RequireRole role="staff"><StaffDayPage AvailabilityEditor={Editor} /></RequireRole> },
      { path: '/login', element: <p>login page</p> },
    ],
    [`/staff/${practice.id}`],
  );
}

describe('StaffDayPage', () => {
  it('names the child and the parent who booked (whose phone it is), and the actions by the child', async () => {
    const forChild = { ...appointment, patient: { name: 'Sarah Jones', phone: '07700 900613' }, bookedFor: { name: 'Sam Jones', under16: true } };
    mockApi({
      'GET /api/auth/me': { body: staffUser },
      [`GET ${base}/appointments` as const]: { body: { practice, date: now.toISOString().slice(0, 10), today: [forChild], upcoming: [] } },
    });
    renderDay();
    const row = await screen.findByRole('row', { name: /Sam Jones/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent(/^Sam Jones \(under 16\)Booked by Sarah Jones, parent or guardian, who will come with them07700 900613Ref ED-ABC234$/);
    expect(within(row).getByRole('button', { name: 'Confirm the appointment of Sam Jones' })).toBeInTheDocument();
  });

  it("shows the practice's day and confirms with the spec's dialog, through the staff route", async () => {
    const fetchMock = mockApi({
      'GET /api/auth/me': { body: staffUser },
      [`GET ${base}/appointments` as const]: { body: { practice, date: now.toISOString().slice(0, 10), today: [appointment], upcoming: [] } },
      [`POST ${base}/appointments/a1/confirm` as const]: { body: { id: 'a1', status: 'confirmed', paymentStatus: 'authorized', message: 'ok' } },
    });
    renderDay();
    expect(await screen.findByRole('heading', { level: 1, name: 'Smile Dental' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Ann Patient/ });
    expect(within(row).getByText('Broken tooth')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: '07700 900982' })).toHaveAttribute('href', 'tel:07700900982');
    await userEvent.click(within(row).getByRole('button', { name: /Confirm/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    expect(dialog).toHaveTextContent('Confirming an appointment cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm & Process Payment' }));
    expect(await screen.findByText('Appointment confirmed successfully. Payment will be captured automatically.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === `${base}/appointments/a1/confirm` && init?.method === 'POST')).toBe(true);
  });

  it('asks for a reason before cancelling for the practice', async () => {
    const fetchMock = mockApi({
      'GET /api/auth/me': { body: staffUser },
      [`GET ${base}/appointments` as const]: { body: { practice, date: now.toISOString().slice(0, 10), today: [appointment], upcoming: [] } },
      [`POST ${base}/appointments/a1/outcome` as const]: { body: { id: 'a1', outcome: 'cancelled_by_practice', refundPence: 3900, message: 'Cancelled by the practice. The patient gets the whole booking fee back.' } },
    });
    renderDay();
    await userEvent.click(await screen.findByRole('button', { name: /Cancel for the practice/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel for the practice' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking and refund' }));
    expect(within(dialog).getByText('Give a reason for the patient.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason (for the patient)'), 'The dentist is ill.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking and refund' }));
    await waitFor(() => expect(bodyOf(fetchMock, `POST ${base}/appointments/a1/outcome`)).toEqual({ outcome: 'cancelled_by_practice', reason: 'The dentist is ill.' }));
  });

  it("says so when the user is not the practice's staff", async () => {
    mockApi({
      'GET /api/auth/me': { body: staffUser },
      [`GET ${base}/appointments` as const]: { status: 403, body: { message: 'You are not staff of this practice.', code: 'forbidden' } },
    });
    renderDay();
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You are not staff of this practice.')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in', async () => {
    mockApi();
    const router = renderDay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('StaffHomePage', () => {
  it('goes straight to the only practice, and lists several', async () => {
    mockApi({ 'GET /api/auth/me': { body: staffUser }, 'GET /api/staff/practices': { body: { practices: [{ ...practice, city: 'Leeds', archived: false }] } } });
    const router = renderRoutes(
      [
        { path: '/staff', element: <RequireRole role="staff"><StaffHomePage /></RequireRole> },
        { path: '/staff/:practiceId', element: <p>day page</p> },
      ],
      ['/staff'],
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/staff/${practice.id}`));
  });
});
