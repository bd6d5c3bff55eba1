import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes, RequireRole } from '../../testing/render';
import { AppointmentPage } from './appointment-page';

const ADMIN = { 'GET /api/auth/me': { body: { id: 'a1', email: 'boss@example.com', displayName: 'Bo Admin', role: 'admin' } } };
const ID = '33333333-3333-4333-8333-333333333333';
const STORY = {
  appointment: {
    id: ID,
    reference: 'ED-ABC123',
    patient: { name: 'Pat Patient', email: 'pat@example.com', phone: '07700 900123' },
    practice: { id: 'p1', name: 'Smile Dental' },
    startTime: '2027-03-01T09:00:00+00:00',
    endTime: '2027-03-01T09:30:00+00:00',
    service: 'Emergency dental appointment',
    issue: 'Toothache',
    status: 'confirmed',
    paymentStatus: 'completed',
    paymentError: null,
    emailStatus: 'sent',
    createdAt: '2027-02-28T10:00:00Z',
    confirmedAt: '2027-02-28T11:00:00Z',
    cancelledAt: null,
    cancelledBy: null,
    refundDuePence: null,
    refundedPence: 0,
    captureAtRisk: false,
    amountPence: 3900,
    emailError: null,
  },
  entries: [
    { at: '2027-02-28T10:00:00.000Z', atLondon: '2027-02-28T10:00:00+00:00', type: 'SlotHeld', label: 'Slot held', actor: 'Patient' },
    { at: '2027-02-28T10:02:00.000Z', atLondon: '2027-02-28T10:02:00+00:00', type: 'PaymentAuthorized', label: 'Paid (card authorised, fee held)', actor: 'Patient' },
    { at: '2027-02-28T11:00:00.000Z', atLondon: '2027-02-28T11:00:00+00:00', type: 'AppointmentConfirmed', label: 'Confirmed', actor: 'Bo Admin' },
  ],
};

const renderPage = () =>
  renderRoutes(
    [
      { path: '/admin/appointments/:id', element: <RequireRole role="admin"><AppointmentPage /></RequireRole> },
      { path: '/login', element: <p>login page</p> },
      { path: '/admin', element: <p>admin page</p> },
    ],
    [`/admin/appointments/${ID}`],
  );

describe("An appointment's page", () => {
  it('shows the booking and its story oldest first, each line with its time and who acted, the heading focused', async () => {
    mockApi({ ...ADMIN, [`GET /api/admin/appointments/${ID}/timeline`]: { body: STORY } });
    renderPage();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Appointment ED-ABC123' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Smile Dental')).toBeInTheDocument();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '28/02/2027 10:00 Slot held by Patient',
      '28/02/2027 10:02 Paid (card authorised, fee held) by Patient',
      '28/02/2027 11:00 Confirmed by Bo Admin',
    ]);
    expect(screen.getByRole('link', { name: /Back to appointments/ })).toHaveAttribute('href', '/admin?tab=appointments');
  });

  it('shows the consent given at checkout: the Booking Terms version, the age confirmation and the time', async () => {
    const consent = { termsVersion: '2026-11-27', acceptedAt: '2027-02-28T10:01:30.000Z', over16Confirmed: true };
    const story = {
      ...STORY,
      appointment: { ...STORY.appointment, consent },
      entries: [
        ...STORY.entries.slice(0, 1),
        { at: consent.acceptedAt, atLondon: '2027-02-28T10:01:30+00:00', type: 'TermsAccepted', label: 'Booking Terms 2026-11-27 accepted, 16 or over confirmed', actor: 'Patient' },
        ...STORY.entries.slice(1),
      ],
    };
    mockApi({ ...ADMIN, [`GET /api/admin/appointments/${ID}/timeline`]: { body: story } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Appointment ED-ABC123' });
    expect(screen.getByText('Consent').nextElementSibling).toHaveTextContent('Booking Terms 2026-11-27 accepted, 16 or over confirmed, 28/02/2027 10:01');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')[1]).toHaveTextContent('28/02/2027 10:01 Booking Terms 2026-11-27 accepted, 16 or over confirmed by Patient');
  });

  it('names the child and the parent who booked, and records the guardian confirmation with the consent', async () => {
    const consent = { termsVersion: '2026-11-27', acceptedAt: '2027-02-28T10:01:30.000Z', over16Confirmed: true, guardianConfirmed: true };
    const appointment = { ...STORY.appointment, patient: { ...STORY.appointment.patient, name: 'Sarah Jones' }, bookedFor: { name: 'Sam Jones', under16: true }, consent };
    mockApi({ ...ADMIN, [`GET /api/admin/appointments/${ID}/timeline`]: { body: { ...STORY, appointment } } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Appointment ED-ABC123' });
    expect(screen.getByText('Patient').nextElementSibling).toHaveTextContent(
      'Sam Jones (under 16)Booked by Sarah Jones, parent or guardian, who will come with thempat@example.com07700 900123',
    );
    expect(screen.getByText('Consent').nextElementSibling).toHaveTextContent('Booking Terms 2026-11-27 accepted, 16 or over and parent or guardian confirmed, 28/02/2027 10:01');
  });

  it('says a booking made before the checkout asked has no recorded consent', async () => {
    mockApi({ ...ADMIN, [`GET /api/admin/appointments/${ID}/timeline`]: { body: { ...STORY, appointment: { ...STORY.appointment, consent: null } } } });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Appointment ED-ABC123' });
    expect(screen.getByText('Consent').nextElementSibling).toHaveTextContent('Not asked: booked before the checkout asked for consent');
  });

  it('says when there is no such booking, and offers another try when loading fails', async () => {
    mockApi({ ...ADMIN, [`GET /api/admin/appointments/${ID}/timeline`]: { status: 404, body: { message: 'Appointment not found.', code: 'appointment_not_found' } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Appointment not found' })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, and back here after', async () => {
    mockApi({});
    const router = renderPage();
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ redirectTo: `/admin/appointments/${ID}` });
  });

  it('offers Cancel booking on a live booking, and after it says what the patient was told', async () => {
    let cancelled = false;
    const live = { ...STORY, appointment: { ...STORY.appointment, status: 'pending', paymentStatus: 'authorized', confirmedAt: null, startTime: '2999-03-01T09:00:00+00:00', endTime: '2999-03-01T09:30:00+00:00' } };
    const after = {
      ...live,
      appointment: { ...live.appointment, status: 'cancelled', cancelledAt: '2027-02-28T12:00:00Z', cancelledBy: 'admin', cancellationReason: 'The dentist is unwell today.' },
    };
    mockApi({
      ...ADMIN,
      [`GET /api/admin/appointments/${ID}/timeline`]: () => ({ body: cancelled ? after : live }),
      [`GET /api/admin/appointments/${ID}/cancellation`]: {
        body: {
          id: ID,
          reference: 'ED-ABC123',
          choices: [
            { choice: 'patient_asked', refusal: null, refundPence: 1950, explanation: 'x', payment: { label: 'Keeping £19.50, releasing £19.50', sentence: 'We will take £19.50 of the £39 held on your card and release the rest.' } },
            { choice: 'practice_cannot_see', refusal: null, refundPence: 3900, explanation: 'We will release the £39 held on your card: nothing will be taken.', payment: { label: '£39 being released', sentence: 'We are releasing the £39 held on your card: nothing will be taken.' } },
          ],
        },
      },
      [`POST /api/admin/appointments/${ID}/cancel`]: () => {
        cancelled = true;
        return { body: { id: ID, status: 'cancelled', refundPence: 3900, explanation: 'We will release the £39 held on your card: nothing will be taken.', message: 'ok' } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking ED-ABC123' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'The practice cannot see them' }));
    await userEvent.type(within(dialog).getByLabelText('Reason for the patient'), 'The dentist is unwell today.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Booking ED-ABC123 cancelled. We will release the £39 held on your card: nothing will be taken.');
    expect(await screen.findByText('Reason given to the patient: The dentist is unwell today.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });
});
