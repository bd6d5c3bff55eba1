import { type MoneyFacts, paymentWording } from '@contexts/booking/rules/payment-wording.rules';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi, type Reply } from '../../testing/mock-api';
import { renderRoutes, RequireRole } from '../../testing/render';
import { AdminPage } from './admin-page';

const ADMIN = {
  'GET /api/auth/me': { body: { id: 'a1', email: 'boss@example.com', displayName: 'Bo Admin', role: 'admin' } },
  'GET /api/admin/closures': { body: [] },
  'GET /api/admin/waitlist': { body: { waiting: [], days: [] } },
};
const PRACTICE = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Smile Dental',
  address: { line1: '1 High Street', line2: null, city: 'London', postcode: 'SW1A 1AA' },
  phone: '020 7946 0000',
  email: 'front@smile.example',
  website: 'https://smile.example',
  services: ['Emergency', 'Extractions'],
  openingHours: {
    monday: { open: '09:00', close: '17:00', isClosed: false },
    tuesday: { open: '09:00', close: '17:00', isClosed: false },
    wednesday: { open: '09:00', close: '17:00', isClosed: false },
    thursday: { open: '09:00', close: '17:00', isClosed: false },
    friday: { open: '09:00', close: '17:00', isClosed: false },
    saturday: { open: '10:00', close: '14:00', isClosed: false },
    sunday: { open: '', close: '', isClosed: true },
  },
  latitude: 51.5,
  longitude: -0.14,
  operatives: [{ id: '22222222-2222-4222-8222-222222222222', displayName: 'Dr Ada', email: null }],
  nextAvailable: null,
};
const APPOINTMENT = {
  id: '33333333-3333-4333-8333-333333333333',
  reference: 'ED-ABC123',
  patient: { name: 'Pat Patient', email: 'pat@example.com', phone: '07700 900123' },
  practice: { id: PRACTICE.id, name: 'Smile Dental' },
  startTime: '2027-03-01T09:00:00+00:00',
  endTime: '2027-03-01T09:30:00+00:00',
  service: 'Emergency dental appointment',
  issue: 'Toothache',
  status: 'pending',
  paymentStatus: 'authorized',
  paymentError: null,
  emailStatus: 'sent',
  createdAt: '2027-02-28T10:00:00Z',
  confirmedAt: null,
  cancelledAt: null,
  cancelledBy: null,
  refundDuePence: null,
  refundedPence: 0,
  captureAtRisk: false,
};

/** The api's `payment` of a list item: the one function's label and sentence. */
const paymentWordingOf = (facts: MoneyFacts) => {
  const { label, sentence } = paymentWording(facts);
  return { label, sentence };
};

/** A last (or only) page of a keyset-paged list. */
const page = <T,>(items: T[]) => ({ items, nextCursor: null });

function renderAdmin(tab?: string) {
  return renderRoutes(
    [
      { path: '/admin', element: <RequireRole role="admin"><AdminPage /></RequireRole> },
      { path: '/login', element: <p>login page</p> },
      { path: '/user', element: <p>user page</p> },
    ],
    [tab ? `/admin?tab=${tab}` : '/admin'],
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('admin dashboard shell', () => {
  it('has five tabs that the arrow keys move between', async () => {
    mockApi({ ...ADMIN, 'GET /api/admin/practices/page': { body: page([]) }, 'GET /api/admin/settings': { body: { isProtected: true, gatePassword: 'letmein-please', useImmediatePaymentProcessing: false, lastUpdated: '' } } });
    const router = renderAdmin();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Practices', 'Availability', 'Appointments', 'Users', 'Site Settings']);
    expect(screen.getByText(/Logged in as/)).toHaveTextContent('Logged in as Bo Admin');
    tabs[0].focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(router.state.location.search).toBe('?tab=settings');
    expect(screen.getByRole('tab', { name: 'Site Settings' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'Admin Controls' })).toBeInTheDocument();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Practices' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows Access Denied with Go to Login when the server refuses the admin role mid-session', async () => {
    mockApi({ ...ADMIN, 'GET /api/admin/practices/page': { status: 403, body: { message: 'You do not have admin privileges.', code: 'forbidden' } }, 'POST /api/auth/logout': { status: 204 } });
    const router = renderAdmin();
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to access this page.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ redirectTo: '/admin' });
  });
});

describe('Practices tab', () => {
  it('shows the empty state, then imports the sample data with the 3-second success message', async () => {
    let list: NonNullable<Reply<'GET /api/admin/practices/page'>['items']>[number][] = [];
    mockApi({
      ...ADMIN,
      'GET /api/admin/practices/page': () => ({ body: page(list) }),
      'POST /api/admin/practices/sample': () => {
        list = [PRACTICE];
        return { body: { added: 10, total: 10, message: 'Sample practices imported successfully!' } };
      },
    });
    renderAdmin();
    expect(await screen.findByText('No practices found. Add a practice to get started.')).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent.click(screen.getByRole('button', { name: 'Import Sample Data' }));
    expect(await screen.findByText('Sample practices imported successfully!')).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Smile Dental/ });
    expect(within(row).getByText('No availability in next 7 days')).toBeInTheDocument();
    expect(within(row).getByText('Operatives: Dr Ada')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.queryByText('Sample practices imported successfully!')).not.toBeInTheDocument();
  });

  it('says so when sample data, loading, saving, deleting or importing fails', async () => {
    mockApi({
      ...ADMIN,
      'GET /api/admin/practices/page': { body: page([PRACTICE]) },
      'POST /api/admin/practices/sample': { status: 500 },
      'PUT /api/admin/practices/:id': { status: 500 },
      [`PUT /api/admin/practices/${PRACTICE.id}`]: { status: 500 },
      [`DELETE /api/admin/practices/${PRACTICE.id}`]: { status: 500 },
      'POST /api/admin/practices/import': { status: 500 },
    });
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Import Sample Data' }));
    expect(await screen.findByText('Failed to import sample practices. Please try again.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Smile Dental' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to save practice. Please try again.')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('form', { name: 'Edit Smile Dental' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Smile Dental' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Smile Dental' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Smile Dental' });
    expect(within(dialog).getByText('Are you sure you want to delete this practice?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete practice' }));
    expect(await within(dialog).findByText('Failed to delete practice. Please try again.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Import Practices' }));
    const importDialog = await screen.findByRole('dialog', { name: 'Import Practices' });
    await userEvent.click(within(importDialog).getByRole('button', { name: 'Import' }));
    expect(within(importDialog).getByText(/Invalid JSON format. Please check your data and try again./)).toBeInTheDocument();
    await userEvent.click(within(importDialog).getByLabelText('Practices as JSON'));
    await userEvent.paste('[{"name":"Only a name"}]');
    await userEvent.click(within(importDialog).getByRole('button', { name: 'Import' }));
    expect(await within(importDialog).findByText(/Failed to import practices. Please try again./)).toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    mockApi({ ...ADMIN, 'GET /api/admin/practices/page': { status: 500 } });
    renderAdmin();
    expect(await screen.findByText('Failed to load practices. Please try again.')).toBeInTheDocument();
  });

  it('validates the add form before sending, then sends services split on commas', async () => {
    const fetchMock = mockApi({ ...ADMIN, 'GET /api/admin/practices/page': { body: page([]) }, 'POST /api/admin/practices': { status: 201, body: { ...PRACTICE, name: 'New Practice' } } });
    renderAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Practice' }));
    expect(screen.getByRole('button', { name: 'Cancel', expanded: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add practice' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter the practice name.' })).toHaveAttribute('href', '#practice-name');
    expect(summary).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await userEvent.type(screen.getByLabelText('Practice name'), 'New Practice');
    await userEvent.type(screen.getByLabelText('Address line 1'), '2 Low Road');
    await userEvent.type(screen.getByLabelText('Town or city'), 'Leeds');
    await userEvent.type(screen.getByLabelText('Postcode'), 'LS1 4AP');
    await userEvent.type(screen.getByLabelText('Phone'), '0113 496 0000');
    await userEvent.type(screen.getByLabelText('Email'), 'hello@new.example');
    await userEvent.type(screen.getByLabelText('Services (optional)'), 'Check-up, , Extraction ');
    await userEvent.click(screen.getByRole('button', { name: 'Add practice' }));
    await waitFor(() => expect(bodyOf(fetchMock, 'POST /api/admin/practices')).toMatchObject({ name: 'New Practice', services: ['Check-up', 'Extraction'], latitude: '' }));
    expect(await screen.findByText('New Practice saved.')).toBeInTheDocument();
  });
});

describe('Availability tab', () => {
  it('asks for a practice, operative and date; offers the spec hours, durations and recurrence', async () => {
    mockApi({ ...ADMIN, 'GET /api/admin/practices': { body: [PRACTICE] } });
    renderAdmin('availability');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate Slots' }));
    expect(await screen.findByText('Please select a practice, operative, and date.')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Start time')).getAllByRole('option').map((o) => o.textContent)).toEqual(
      ['8:00 AM', '9:00 AM', '10:00 AM', '11:00 AM', '12:00 PM', '1:00 PM', '2:00 PM', '3:00 PM', '4:00 PM', '5:00 PM', '6:00 PM', '7:00 PM'],
    );
    expect(screen.getByLabelText('Start time')).toHaveValue('9');
    expect(screen.getByLabelText('End time')).toHaveValue('17');
    expect(screen.getByLabelText('Slot duration')).toHaveValue('30');
    expect(screen.getByRole('button', { name: 'Save Availability' })).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Create Recurring Daily Slots'));
    expect(screen.getByRole('button', { name: 'Save Recurring Availability' })).toBeInTheDocument();
    expect(within(screen.getByLabelText('Number of days')).getAllByRole('option').map((o) => o.textContent)).toEqual(['7 days', '14 days', '30 days', '60 days', '90 days']);
    expect(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].every((d) => (screen.getByLabelText(d) as HTMLInputElement).checked)).toBe(true);
    expect((screen.getByLabelText('Saturday') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Sunday') as HTMLInputElement).checked).toBe(false);
  });

  it('generates a plan, toggles a slot by keyboard and saves the plan with the change', async () => {
    const day = { practiceId: PRACTICE.id, operativeId: PRACTICE.operatives[0].id, date: '', slots: [] as NonNullable<Reply<'GET /api/admin/availability'>['slots']>[number][] };
    const fetchMock = mockApi({
      ...ADMIN,
      'GET /api/admin/practices': { body: [PRACTICE] },
      'GET /api/admin/availability': { body: day },
      'POST /api/admin/availability/generate': (init) => {
        const plan = JSON.parse(String(init?.body)) as { date: string };
        return {
          body: {
            date: plan.date,
            days: 1,
            total: 2,
            slots: [
              { startTime: `${plan.date}T09:00:00+00:00`, endTime: `${plan.date}T09:30:00+00:00`, available: true },
              { startTime: `${plan.date}T09:30:00+00:00`, endTime: `${plan.date}T10:00:00+00:00`, available: true },
            ],
          },
        };
      },
      'PUT /api/admin/availability': { body: { created: 2, blocked: 1, opened: 0, message: 'Availability saved successfully!', day } },
    });
    renderAdmin('availability');
    await userEvent.selectOptions(await screen.findByLabelText('Practice', { selector: '#availability-practice' }), PRACTICE.id);
    expect(screen.getByLabelText('Operative')).toHaveValue(PRACTICE.operatives[0].id);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Slots' }));
    const [first] = await screen.findAllByRole('button', { name: /^\d\d:\d\d–\d\d:\d\d Available \(new\)$/ });
    const time = first.textContent!.slice(0, 11);
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: `${time} Unavailable (new)` })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Save Availability' }));
    expect(await screen.findByText('Availability saved successfully!')).toBeInTheDocument();
    const body = bodyOf(fetchMock, 'PUT /api/admin/availability') as { slots: Array<{ available: boolean }>; startHour: number; slotMinutes: number };
    expect(body).toMatchObject({ startHour: 9, endHour: 17, slotMinutes: 30 });
    expect(body.slots).toEqual([{ startTime: expect.stringContaining('T09:00:00'), available: false }]);
  });

  it('sends the hours, duration and recurrence chosen, each day ticked or unticked', async () => {
    const day = { practiceId: PRACTICE.id, operativeId: PRACTICE.operatives[0].id, date: '', slots: [] as NonNullable<Reply<'GET /api/admin/availability'>['slots']>[number][] };
    const fetchMock = mockApi({
      ...ADMIN,
      'GET /api/admin/practices': { body: [PRACTICE] },
      'GET /api/admin/availability': { body: day },
      'PUT /api/admin/availability': { body: { created: 0, blocked: 0, opened: 0, message: 'Availability saved successfully!', day } },
    });
    renderAdmin('availability');
    await userEvent.selectOptions(await screen.findByLabelText('Practice', { selector: '#availability-practice' }), PRACTICE.id);
    await userEvent.selectOptions(screen.getByLabelText('Start time'), '10');
    await userEvent.selectOptions(screen.getByLabelText('End time'), '14');
    await userEvent.selectOptions(screen.getByLabelText('Slot duration'), '15');
    await userEvent.click(screen.getByLabelText('Create Recurring Daily Slots'));
    await userEvent.selectOptions(screen.getByLabelText('Number of days'), '30');
    await userEvent.click(screen.getByLabelText('Monday'));
    await userEvent.click(screen.getByLabelText('Saturday'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Recurring Availability' }));
    expect(await screen.findByText('Availability saved successfully!')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/admin/availability')).toMatchObject({ startHour: 10, endHour: 14, slotMinutes: 15, recurring: { days: 30, weekdays: [2, 3, 4, 5, 6] }, slots: [] });
  });

  it('reports generate and save failures with the spec texts', async () => {
    mockApi({
      ...ADMIN,
      'GET /api/admin/practices': { body: [PRACTICE] },
      'GET /api/admin/availability': { body: { slots: [{ id: 's', startTime: '2030-01-01T09:00:00Z', endTime: '2030-01-01T09:30:00Z', status: 'open', available: true, locked: false }] } },
      'POST /api/admin/availability/generate': { status: 500 },
      'PUT /api/admin/availability': { status: 500 },
    });
    renderAdmin('availability');
    await userEvent.selectOptions(await screen.findByLabelText('Practice', { selector: '#availability-practice' }), PRACTICE.id);
    await userEvent.click(screen.getByRole('button', { name: 'Generate Slots' }));
    expect(await screen.findByText('Failed to generate availability slots. Please try again.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /09:00–09:30 Available/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Availability' }));
    expect(await screen.findByText('Failed to save availability. Please try again.')).toBeInTheDocument();
  });
});

describe('Appointments tab', () => {
  it('filters, says when there are none, and confirms through the warning dialog', async () => {
    let status = 'pending';
    const fetchMock = mockApi({
      ...ADMIN,
      'GET /api/admin/appointments': (_init, url) =>
        url.includes('status=confirmed') && status === 'pending' ? { body: page([]) } : { body: page([{ ...APPOINTMENT, status, paymentStatus: status === 'pending' ? 'authorized' : 'completed' }]) },
      [`POST /api/admin/appointments/${APPOINTMENT.id}/confirm`]: () => {
        status = 'confirmed';
        return { body: { id: APPOINTMENT.id, status: 'confirmed', paymentStatus: 'authorized', message: 'ok' } };
      },
    });
    renderAdmin('appointments');
    const row = await screen.findByRole('row', { name: /Pat Patient/ });
    expect(within(row).getByText('Authorized')).toHaveClass('badge--amber');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmed' }));
    expect(await screen.findByText('No confirmed appointments found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pending' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Confirm the appointment of Pat Patient/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    expect(within(dialog).getByText(/process the booking fee payment from the patient's account/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm & Process Payment' }));
    expect(await screen.findByText('Appointment confirmed successfully. Payment will be captured automatically.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Payment Processed')).toBeInTheDocument());
    expect(screen.getByText('Completed')).toHaveClass('badge--green');
    expect(fetchMock.mock.calls.filter(([u]) => String(u).includes('/confirm'))).toHaveLength(1);
  });

  it('offers "Confirm Appointment" when the fee is already taken, and reports failures', async () => {
    mockApi({
      ...ADMIN,
      'GET /api/admin/appointments': { body: page([{ ...APPOINTMENT, paymentStatus: 'completed' }]) },
      [`POST /api/admin/appointments/${APPOINTMENT.id}/confirm`]: { status: 500 },
    });
    renderAdmin('appointments');
    await userEvent.click(await screen.findByRole('button', { name: /^Confirm the appointment/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    expect(within(dialog).queryByText(/booking fee payment/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Appointment' }));
    expect(await within(dialog).findByText('Failed to confirm appointment. Please try again.')).toBeInTheDocument();
  });

  it('offers no Confirm on a pending booking whose payment failed or is not made, and says why', async () => {
    mockApi({
      ...ADMIN,
      'GET /api/admin/appointments': {
        body: page([
          { ...APPOINTMENT, paymentStatus: 'failed', paymentError: 'Your card was declined.' },
          { ...APPOINTMENT, id: 'a-unpaid', patient: { ...APPOINTMENT.patient, name: 'Una Unpaid' }, paymentStatus: 'pending' },
        ]),
      },
    });
    renderAdmin('appointments');
    const failed = await screen.findByRole('row', { name: /Pat Patient/ });
    expect(within(failed).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(within(failed).getByText('Not confirmable: the payment failed, so there is nothing to capture.')).toBeInTheDocument();
    const unpaid = screen.getByRole('row', { name: /Una Unpaid/ });
    expect(within(unpaid).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    expect(within(unpaid).getByText('Not confirmable yet: the patient has not paid.')).toBeInTheDocument();
  });

  it('shows a checkout whose payment failed once, as not booked with the reason, never as Pending', async () => {
    mockApi({
      ...ADMIN,
      'GET /api/admin/appointments': {
        body: page([
          { ...APPOINTMENT, id: 'a-failed', paymentStatus: 'failed', paymentError: 'Your card was declined.', booked: false, bookingState: 'payment-failed' },
          { ...APPOINTMENT, id: 'a-ended', patient: { ...APPOINTMENT.patient, name: 'Eddie Ended' }, status: 'cancelled', paymentStatus: 'failed', booked: false, bookingState: 'payment-failed', cancelledAt: '2027-02-28T12:00:00Z' },
          { ...APPOINTMENT, id: 'a-booked', patient: { ...APPOINTMENT.patient, name: 'Bea Booked' }, booked: true, bookingState: 'booked' },
        ]),
      },
    });
    renderAdmin('appointments');
    const failed = await screen.findByRole('row', { name: /Pat Patient/ });
    expect(within(failed).getByText('Not booked')).toBeInTheDocument();
    expect(within(failed).getByText('Payment failed')).toBeInTheDocument();
    expect(within(failed).queryByText('Pending')).not.toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: /^Confirm/ })).not.toBeInTheDocument();
    const ended = screen.getByRole('row', { name: /Eddie Ended/ });
    expect(within(ended).getByText('Not booked')).toBeInTheDocument();
    expect(within(ended).getByText('Ended: nothing was booked.')).toBeInTheDocument();
    expect(within(ended).queryByText(/^Cancelled/)).not.toBeInTheDocument();
    const booked = screen.getByRole('row', { name: /Bea Booked/ });
    expect(within(booked).getByText('Pending')).toBeInTheDocument();
    expect(within(booked).queryByText('Not booked')).not.toBeInTheDocument();
  });

  it('says processing right after Confirm while the capture is queued, never "captured when you confirm"', async () => {
    let status = 'pending';
    mockApi({
      ...ADMIN,
      // After the confirm the fee is still only authorised until the payment queue captures it.
      'GET /api/admin/appointments': () => ({ body: page([{ ...APPOINTMENT, status, paymentStatus: 'authorized' }]) }),
      [`POST /api/admin/appointments/${APPOINTMENT.id}/confirm`]: () => {
        status = 'confirmed';
        return { body: { id: APPOINTMENT.id, status: 'confirmed', paymentStatus: 'authorized', message: 'ok' } };
      },
    });
    renderAdmin('appointments');
    await userEvent.click(await screen.findByRole('button', { name: /^Confirm the appointment of Pat Patient/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Appointment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm & Process Payment' }));
    const row = await screen.findByRole('row', { name: /Pat Patient/ });
    await waitFor(() => expect(within(row).getByText('Processing')).toHaveClass('badge--blue'));
    expect(within(row).getByText('Capture in progress: the payment queue is taking the fee.')).toBeInTheDocument();
    expect(within(row).queryByText(/captured when you confirm/)).not.toBeInTheDocument();
    expect(within(row).getByText('Confirmed', { selector: '.badge' })).toBeInTheDocument();
  });

  it('lists cancellations under Cancelled with what happened to the fee: a paid one refunded, a held one part kept and the rest released, never "Refunded"', async () => {
    const cancelled = { ...APPOINTMENT, status: 'cancelled', cancelledAt: '2027-02-28T12:00:00Z', cancelledBy: 'patient', refundDuePence: 1950 };
    mockApi({
      ...ADMIN,
      'GET /api/admin/appointments': (_init, url) =>
        url.includes('status=cancelled')
          ? {
              body: page([
                {
                  ...cancelled,
                  paymentStatus: 'refunded',
                  refundedPence: 1950,
                  capturedPence: 3900,
                  releasedPence: 0,
                  payment: paymentWordingOf({ paymentStatus: 'refunded', appointmentStatus: 'cancelled', feePence: 3900, refundedPence: 1950, refundDuePence: 1950, capturedPence: 3900 }),
                },
                {
                  ...cancelled,
                  id: '44444444-4444-4444-8444-444444444444',
                  patient: { ...APPOINTMENT.patient, name: 'Hal Held' },
                  paymentStatus: 'part_captured',
                  refundedPence: 0,
                  capturedPence: 1950,
                  releasedPence: 1950,
                  payment: paymentWordingOf({ paymentStatus: 'part_captured', appointmentStatus: 'cancelled', feePence: 3900, refundDuePence: 1950, capturedPence: 1950, releasedPence: 1950 }),
                },
              ]),
            }
          : { body: page([]) },
    });
    renderAdmin('appointments');
    expect(await screen.findByText('No appointments found.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelled' }));
    const paid = await screen.findByRole('row', { name: /Pat Patient/ });
    expect(within(paid).getByText('Refunded', { selector: '.badge' })).toBeInTheDocument();
    expect(within(paid).getByText('£19.50 refunded')).toBeInTheDocument();
    expect(within(paid).getByText(/Cancelled by the patient on 28\/02\/2027/)).toBeInTheDocument();
    const held = screen.getByRole('row', { name: /Hal Held/ });
    expect(within(held).getByText('Part kept', { selector: '.badge' })).toBeInTheDocument();
    expect(within(held).getByText('£19.50 kept, £19.50 released')).toBeInTheDocument();
    expect(within(held).queryByText(/refund/i)).not.toBeInTheDocument();
  });

  it('asks for every appointment under All, and shows a cancelled one there beside live ones (spec 4)', async () => {
    const asked: string[] = [];
    mockApi({
      ...ADMIN,
      'GET /api/admin/appointments': (_init, url) => {
        asked.push(new URL(url, 'http://portal').searchParams.get('status') ?? '');
        return {
          body: page([
            { ...APPOINTMENT, id: 'live', patient: { ...APPOINTMENT.patient, name: 'Lee Live' } },
            { ...APPOINTMENT, id: 'gone', patient: { ...APPOINTMENT.patient, name: 'Cal Cancelled' }, status: 'cancelled', cancelledAt: '2027-02-28T12:00:00Z', cancelledBy: 'admin' },
          ]),
        };
      },
    });
    renderAdmin('appointments');
    expect(await screen.findByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const cancelled = await screen.findByRole('row', { name: /Cal Cancelled/ });
    expect(within(cancelled).getByText(/^Cancelled on 28\/02\/2027/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Lee Live/ })).toBeInTheDocument();
    expect(asked).toEqual(['all']);
  });

  it('shows the confirmation text\'s state as a small badge: delivered, failed, opted out, or none', async () => {
    mockApi({
      ...ADMIN,
      'GET /api/admin/appointments': {
        body: page([
          { ...APPOINTMENT, id: 'd', patient: { ...APPOINTMENT.patient, name: 'Dee Delivered' }, smsStatus: 'delivered' },
          { ...APPOINTMENT, id: 'f', patient: { ...APPOINTMENT.patient, name: 'Fay Failed' }, smsStatus: 'failed' },
          { ...APPOINTMENT, id: 'o', patient: { ...APPOINTMENT.patient, name: 'Oli Optout' }, smsStatus: 'opted-out' },
          { ...APPOINTMENT, id: 'n', patient: { ...APPOINTMENT.patient, name: 'Nell Landline' }, smsStatus: null },
        ]),
      },
    });
    renderAdmin('appointments');
    expect(within(await screen.findByRole('row', { name: /Dee Delivered/ })).getByText('SMS delivered')).toHaveClass('badge--green');
    expect(within(screen.getByRole('row', { name: /Fay Failed/ })).getByText('SMS failed')).toHaveClass('badge--red');
    expect(within(screen.getByRole('row', { name: /Oli Optout/ })).getByText('No texts (opted out)')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Nell Landline/ })).queryByText(/SMS|No texts/)).not.toBeInTheDocument();
  });

  it('names the patient someone booked for, then who booked (whose e-mail and phone follow)', async () => {
    mockApi({
      ...ADMIN,
      'GET /api/admin/appointments': {
        body: page([
          { ...APPOINTMENT, id: 'c', patient: { ...APPOINTMENT.patient, name: 'Sarah Jones' }, bookedFor: { name: 'Sam Jones', under16: true } },
          { ...APPOINTMENT, id: 'm', patient: { ...APPOINTMENT.patient, name: 'Mo Self' }, bookedFor: null },
        ]),
      },
    });
    renderAdmin('appointments');
    const row = await screen.findByRole('row', { name: /Sam Jones/ });
    const cell = within(row).getByRole('rowheader');
    expect(cell).toHaveTextContent(/^Sam Jones \(under 16\)Booked by Sarah Jones, parent or guardian, who will come with thempat@example\.com07700 900123/);
    expect(within(row).getByRole('button', { name: 'Confirm the appointment of Sam Jones' })).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Mo Self/ })).queryByText(/Booked by/)).not.toBeInTheDocument();
  });

  it('shows the load failure', async () => {
    mockApi({ ...ADMIN, 'GET /api/admin/appointments': { status: 500 } });
    renderAdmin('appointments');
    expect(await screen.findByText('Failed to load appointments. Please try again.')).toBeInTheDocument();
  });
});

describe('Users tab', () => {
  it('lists users with role and last sign-in and promotes one', async () => {
    const fetchMock = mockApi({
      ...ADMIN,
      'GET /api/admin/users': {
        body: [
          { id: 'a1', email: 'boss@example.com', displayName: 'Bo Admin', role: 'admin', disabled: false, createdAt: '', lastSignInAt: '2027-03-01T09:00:00Z', secondFactor: 'on', signInLockedUntil: null, codesLockedUntil: null },
          { id: 'u2', email: 'ann@example.com', displayName: null, role: 'user', disabled: false, createdAt: '', lastSignInAt: null, secondFactor: 'off', signInLockedUntil: null, codesLockedUntil: null },
        ],
      },
      'GET /api/admin/invitations': { body: [] },
      'PUT /api/admin/users/u2/role': { body: { id: 'u2', role: 'admin', changed: true } },
    });
    renderAdmin('users');
    const row = await screen.findByRole('row', { name: /ann@example.com/ });
    expect(within(row).getByText('Never')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Make admin for ann@example.com' }));
    expect(await screen.findByText('ann@example.com is now an admin.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT /api/admin/users/u2/role')).toEqual({ role: 'admin' });
  });
});

describe('Site Settings tab', () => {
  it('shows the password while protected and reverts a toggle that fails to save, with the spec message', async () => {
    mockApi({
      ...ADMIN,
      'GET /api/admin/settings': { body: { isProtected: true, gatePassword: 'letmein-please', useImmediatePaymentProcessing: false, lastUpdated: '' } },
      'PUT /api/admin/settings': { status: 503, body: { message: 'Database unavailable' } },
    });
    renderAdmin('settings');
    expect(await screen.findByRole('heading', { name: 'Admin Controls' })).toBeInTheDocument();
    expect(screen.getByText('letmein-please')).toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const protection = screen.getByRole('switch', { name: 'Site protection' });
    await userEvent.click(protection);
    expect(await screen.findByText('Error updating protection status: Database unavailable')).toBeInTheDocument();
    expect(protection).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('switch', { name: 'Immediate payment processing' }));
    expect(await screen.findByText('Error updating payment processing mode: Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Immediate payment processing' })).toHaveAttribute('aria-checked', 'false');
    await act(() => vi.advanceTimersByTimeAsync(5100));
    expect(screen.queryByText(/Error updating/)).not.toBeInTheDocument();
  });
});

describe('Closures in the Availability tab', () => {
  it('closes a practice for a range and cancels a booking inside with a full refund', async () => {
    let closures: Reply<'GET /api/admin/closures'>[number][] = [];
    const fetchMock = mockApi({
      ...ADMIN,
      'GET /api/admin/practices': { body: [PRACTICE] },
      'GET /api/admin/closures': () => ({ body: closures }),
      'POST /api/admin/closures': () => {
        closures = [
          {
            id: 'c1',
            practice: { id: PRACTICE.id, name: PRACTICE.name },
            operative: null,
            startsOn: '2030-01-02',
            endsOn: '2030-01-03',
            reason: 'training',
            note: null,
            affected: [{ slotId: 's1', startTime: '2030-01-02T09:00:00+00:00', kind: 'booking', appointment: { id: APPOINTMENT.id, reference: 'ED-ABC123', patientName: 'Pat Patient', status: 'pending', paymentStatus: 'authorized' } }],
          },
        ];
        return { status: 201, body: { message: 'Closure saved. 3 open slots blocked. 1 booking or hold falls in it: rebook or cancel it below.' } };
      },
      [`POST /api/admin/appointments/${APPOINTMENT.id}/cancel`]: { body: { refundPence: 3900, explanation: 'Your booking fee of £39 will be refunded in full.', message: 'ok' } },
    });
    renderAdmin('availability');
    expect(await screen.findByText('No closures from today on.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close these days' }));
    expect(await screen.findByText('Please select a practice.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Practice', { selector: '#closure-practice' }), PRACTICE.id);
    await userEvent.selectOptions(screen.getByLabelText('Reason'), 'training');
    await userEvent.click(screen.getByRole('button', { name: 'Close these days' }));
    expect(await screen.findByText(/^Closure saved\. 3 open slots blocked\./)).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/admin/closures')).toMatchObject({ practiceId: PRACTICE.id, operativeId: null, reason: 'training', note: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel and refund the booking of Pat Patient' }));
    const dialog = await screen.findByRole('dialog', { name: "Cancel Pat Patient's booking" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking and refund' }));
    expect(await screen.findByText('Booking ED-ABC123 cancelled. Your booking fee of £39 will be refunded in full.')).toBeInTheDocument();
    // A closure: the practice cannot see them, so the whole fee goes back; the reason reaches the patient.
    expect(bodyOf(fetchMock, `POST /api/admin/appointments/${APPOINTMENT.id}/cancel`)).toEqual({ choice: 'practice_cannot_see', reason: 'The practice is closed on this day.' });
  });
});

describe('Closures: the draft', () => {
  it('sends the operative, days and note written, and empties the note once saved', async () => {
    const fetchMock = mockApi({
      ...ADMIN,
      'GET /api/admin/practices': { body: [PRACTICE] },
      'POST /api/admin/closures': { status: 201, body: { message: 'Closure saved. 0 open slots blocked.' } },
    });
    renderAdmin('availability');
    const practice = await screen.findByLabelText('Practice', { selector: '#closure-practice' });
    expect(screen.getByLabelText('Who is away')).toBeDisabled();
    await userEvent.selectOptions(practice, PRACTICE.id);
    await userEvent.selectOptions(screen.getByLabelText('Who is away'), PRACTICE.operatives[0].id);
    fireEvent.change(screen.getByLabelText('First day closed'), { target: { value: '2030-01-02' } });
    fireEvent.change(screen.getByLabelText('Last day closed'), { target: { value: '2030-01-04' } });
    await userEvent.type(screen.getByLabelText('Note (optional)'), 'Training day');
    await userEvent.click(screen.getByRole('button', { name: 'Close these days' }));
    expect(await screen.findByText('Closure saved. 0 open slots blocked.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /api/admin/closures')).toMatchObject({
      practiceId: PRACTICE.id,
      operativeId: PRACTICE.operatives[0].id,
      startsOn: '2030-01-02',
      endsOn: '2030-01-04',
      reason: 'holiday',
      note: 'Training day',
    });
    expect(screen.getByLabelText('Note (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Last day closed')).toHaveValue('2030-01-04');
    // Another practice: the whole practice again.
    await userEvent.selectOptions(practice, '');
    await userEvent.selectOptions(practice, PRACTICE.id);
    expect(screen.getByLabelText('Who is away')).toHaveValue('');
  });
});

describe('cancelling from the Appointments tab', () => {
  it('offers Cancel booking on a live row, asks why and for a reason, shows the money, then says what the server did', async () => {
    let status = 'pending';
    const fetchMock = mockApi({
      ...ADMIN,
      'GET /api/admin/appointments': () => ({ body: page([{ ...APPOINTMENT, status, cancelledAt: status === 'cancelled' ? '2027-02-28T12:00:00Z' : null, cancelledBy: status === 'cancelled' ? 'patient' : null, cancellationReason: status === 'cancelled' ? 'You asked us to cancel.' : null }]) }),
      [`GET /api/admin/appointments/${APPOINTMENT.id}/cancellation`]: {
        body: {
          id: APPOINTMENT.id,
          reference: 'ED-ABC123',
          choices: [
            { choice: 'patient_asked', refusal: null, refundPence: 1950, explanation: 'The practice has not been instructed yet, so we will take £19.50 of the £39 held and release the rest.', payment: { label: 'Keeping £19.50, releasing £19.50', sentence: 'We will take £19.50 of the £39 held on your card and release the rest.' } },
            { choice: 'practice_cannot_see', refusal: null, refundPence: 3900, explanation: 'We will release the £39 held on your card: nothing will be taken.', payment: { label: '£39 being released', sentence: 'We are releasing the £39 held on your card: nothing will be taken.' } },
          ],
        },
      },
      [`POST /api/admin/appointments/${APPOINTMENT.id}/cancel`]: () => {
        status = 'cancelled';
        return { body: { id: APPOINTMENT.id, status: 'cancelled', refundPence: 1950, explanation: 'The practice has not been instructed yet, so we will take £19.50 of the £39 held and release the rest.', message: 'Your appointment has been cancelled.' } };
      },
    });
    renderAdmin('appointments');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking ED-ABC123 of Pat Patient' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel booking ED-ABC123' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'The patient asked to cancel' }));
    await userEvent.type(within(dialog).getByLabelText('Reason for the patient'), 'You asked us to cancel.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }));
    expect(await screen.findByText('Booking ED-ABC123 cancelled. The practice has not been instructed yet, so we will take £19.50 of the £39 held and release the rest.')).toBeInTheDocument();
    expect(bodyOf(fetchMock, `POST /api/admin/appointments/${APPOINTMENT.id}/cancel`)).toEqual({ choice: 'patient_asked', reason: 'You asked us to cancel.', refundPence: 1950 });
    // Read again: cancelled, with the reason the patient was given, and no cancel offered any more.
    const row = await screen.findByRole('row', { name: /Pat Patient/ });
    await waitFor(() => expect(within(row).getByText(/Reason given: You asked us to cancel\./)).toBeInTheDocument());
    expect(within(row).queryByRole('button', { name: /Cancel booking/ })).not.toBeInTheDocument();
  });

  it('offers no cancel on a booking that has ended, been cancelled, or never booked', async () => {
    mockApi({
      ...ADMIN,
      'GET /api/admin/appointments': {
        body: page([
          { ...APPOINTMENT, id: 'a-past', reference: 'ED-PAST01', startTime: '2020-03-01T09:00:00+00:00' },
          { ...APPOINTMENT, id: 'a-gone', reference: 'ED-GONE01', status: 'cancelled', paymentStatus: 'released' },
          { ...APPOINTMENT, id: 'a-none', reference: 'ED-NONE01', paymentStatus: 'failed', booked: false, bookingState: 'payment-failed' },
        ]),
      },
    });
    renderAdmin('appointments');
    await screen.findByText('ED-PAST01');
    expect(screen.queryByRole('button', { name: /^Cancel booking/ })).not.toBeInTheDocument();
  });
});
