import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { londonDateOptions } from '../../shared/format';
import { ManageAppointmentPage } from './manage-appointment-page';

const BOOKING = {
  id: 'a1',
  reference: 'ED-ABC234',
  status: 'pending',
  paymentStatus: 'authorized',
  startTime: '2027-03-01T09:00:00+00:00',
  endTime: '2027-03-01T09:30:00+00:00',
  amountPence: 3900,
  refundedPence: 0,
  refundDuePence: null,
  practice: { id: 'p1', name: 'Smile Dental', address: { line1: '1 High Street', line2: null, city: 'London', postcode: 'SW1A 1AA' }, phone: '020 7946 0000' },
  patient: { name: 'Pat' },
  canChange: true,
  changeRefusal: null,
  cancellation: { refundPence: 1950, explanation: 'The practice has not been instructed yet, so £19.50 (half of the booking fee) will be refunded to your card.' },
};

const render = (search = '?token=t0ken') => renderRoutes([{ path: '/appointments/manage', element: <ManageAppointmentPage /> }], [`/appointments/manage${search}`]);

describe('ManageAppointmentPage', () => {
  it('says the link is not valid when it has no token', async () => {
    mockApi();
    render('');
    expect(await screen.findByText('This link is not valid. Please use the link in your most recent e-mail, or call us.')).toBeInTheDocument();
  });

  it('shows the server message for an expired link', async () => {
    mockApi({ 'GET /api/manage/appointment': { status: 410, body: { message: 'This link has expired. Please call us and we will help with your booking.', code: 'manage_link_expired' } } });
    render();
    expect(await screen.findByText('This link has expired. Please call us and we will help with your booking.')).toBeInTheDocument();
  });

  it('shows the booking and the refund before cancelling, then the outcome', async () => {
    let status = 'pending';
    const fetchMock = mockApi({
      'GET /api/manage/appointment': () => ({ body: status === 'pending' ? BOOKING : { ...BOOKING, status: 'cancelled', canChange: false, cancellation: null, refundDuePence: 1950 } }),
      'GET /api/practices/p1/slots': { body: { date: '2027-03-01', slots: [] } },
      'POST /api/manage/cancel': () => {
        status = 'cancelled';
        return { body: { refundPence: 1950, explanation: BOOKING.cancellation.explanation, message: 'Your appointment has been cancelled.' } };
      },
    });
    render();
    expect(await screen.findByText('ED-ABC234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Get directions to / }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
    expect(screen.getByText(BOOKING.cancellation.explanation)).toBeInTheDocument();
    expect(await screen.findByText('No other times are free on this date. Please choose another date.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const confirm = screen.getByRole('button', { name: 'Yes, cancel my appointment' });
    expect(confirm).toHaveFocus();
    await userEvent.click(confirm);
    const notice = await screen.findByRole('status');
    expect(within(notice).getByText('Your appointment has been cancelled.')).toBeInTheDocument();
    expect(screen.getByText('£19.50 (half of the £39 booking fee) is being refunded to your card.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/manage/cancel');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer t0ken');
  });

  it('asks for a time before moving', async () => {
    mockApi({
      'GET /api/manage/appointment': { body: BOOKING },
      'GET /api/practices/p1/slots': { body: { date: '2027-03-01', slots: [{ id: 's2', startTime: '2027-03-01T10:00:00+00:00', endTime: '2027-03-01T10:30:00+00:00' }] } },
    });
    render();
    await screen.findByRole('radio');
    await userEvent.click(screen.getByRole('button', { name: 'Move my appointment' }));
    expect(await screen.findByText('Please select an appointment slot.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '0330 088 2211' })).not.toBeInTheDocument();
  });

  // Issue #29 item 5: the support number, tap-to-call, on a booking failure.
  it('gives the support number, tap-to-call, when a move fails for a reason another time does not fix', async () => {
    mockApi({
      'GET /api/manage/appointment': { body: BOOKING },
      'GET /api/practices/p1/slots': { body: { date: '2027-03-01', slots: [{ id: 's2', startTime: '2027-03-01T10:00:00+00:00', endTime: '2027-03-01T10:30:00+00:00' }] } },
      'POST /api/manage/reschedule': { status: 500, body: { message: 'Internal server error' } },
    });
    render();
    await userEvent.click(await screen.findByRole('radio'));
    await userEvent.click(screen.getByRole('button', { name: 'Move my appointment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^We could not move your appointment\. Please try again\. Need help\? Call us on 0330 088 2211\.$/);
    expect(within(alert).getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
  });

  it('gives the support number, tap-to-call, when a cancellation fails', async () => {
    mockApi({
      'GET /api/manage/appointment': { body: BOOKING },
      'GET /api/practices/p1/slots': { body: { date: '2027-03-01', slots: [] } },
      'POST /api/manage/cancel': { status: 500, body: { message: 'Internal server error' } },
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my appointment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^We could not cancel your appointment\. Please try again\. Need help\? Call us on 0330 088 2211\.$/);
    expect(within(alert).getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
  });
});

describe('ManageAppointmentPage free times', () => {
  it('lists each free time once when two operatives are free then, and moves to the first of them', async () => {
    const at = (id: string, time: string) => ({ id, startTime: `2027-03-01T${time}:00+00:00`, endTime: `2027-03-01T${time}:30+00:00` });
    const fetchMock = mockApi({
      'GET /api/manage/appointment': { body: BOOKING },
      'GET /api/practices/p1/slots': { body: { date: '2027-03-01', slots: [at('s1', '10:00'), at('s2', '10:00'), at('s3', '11:00'), at('s4', '11:00')] } },
      'POST /api/manage/reschedule': { body: { startTime: '2027-03-01T10:00:00+00:00', endTime: '2027-03-01T10:30:00+00:00', message: 'Your appointment has been moved.' } },
    });
    render();
    const times = await screen.findByRole('group', { name: 'Free times' });
    expect(within(times).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['10:00', '11:00']);
    await userEvent.click(within(times).getByRole('radio', { name: '10:00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move my appointment' }));
    expect(await screen.findByText(/Your appointment has been moved\./)).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/manage/reschedule');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ slotId: 's1' });
  });
});

describe('ManageAppointmentPage move section opens on a date with free times (audit U5)', () => {
  const [today, tomorrow, dayAfter] = londonDateOptions(3).map((d) => d.value);
  const slot = (id: string, date: string, time: string) => ({ id, startTime: `${date}T${time}:00+00:00`, endTime: `${date}T${time}:30+00:00` });
  const booking = { ...BOOKING, startTime: `${tomorrow}T09:00:00+00:00`, endTime: `${tomorrow}T09:30:00+00:00` };

  it('opens on the next date with free times, not on a full today, and lists them without asking twice', async () => {
    const fetchMock = mockApi({
      'GET /api/manage/appointment': { body: booking },
      'GET /api/practices/p1/next-available': { body: { date: tomorrow, slot: slot('s1', tomorrow, '10:00') } },
      'GET /api/practices/p1/slots': (_init, url) => ({ body: { date: tomorrow, slots: url.includes(tomorrow) ? [slot('s1', tomorrow, '10:00')] : [] } }),
    });
    render();
    const times = await screen.findByRole('group', { name: 'Free times' });
    expect(within(times).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['10:00']);
    expect(screen.getByLabelText('Date')).toHaveValue(tomorrow);
    expect(screen.queryByText('No other times are free on this date. Please choose another date.')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/slots?date=')).map(([url]) => String(url))).toEqual([`/api/practices/p1/slots?date=${tomorrow}`]);
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/practices/p1/next-available?days=14')).toBe(true);
    expect(today < tomorrow).toBe(true);
  });

  it("passes over a date whose only free time is the booking's own (another operative's)", async () => {
    mockApi({
      'GET /api/manage/appointment': { body: booking },
      'GET /api/practices/p1/next-available': { body: { date: tomorrow, slot: slot('x', tomorrow, '09:00') } },
      'GET /api/practices/p1/slots': (_init, url) => ({
        body: { date: '', slots: url.includes(tomorrow) ? [slot('x', tomorrow, '09:00')] : url.includes(dayAfter) ? [slot('s3', dayAfter, '11:00')] : [] },
      }),
    });
    render();
    const times = await screen.findByRole('group', { name: 'Free times' });
    expect(within(times).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['11:00']);
    expect(screen.getByLabelText('Date')).toHaveValue(dayAfter);
  });

  it('says so, with the number to call, when nothing is free within the 14 days', async () => {
    mockApi({
      'GET /api/manage/appointment': { body: booking },
      'GET /api/practices/p1/next-available': { status: 404, body: { message: 'No available appointments in the next 14 days.', code: 'no_availability' } },
      'GET /api/practices/p1/slots': { body: { date: today, slots: [] } },
    });
    render();
    expect(await screen.findByText(/No other times are free at Smile Dental in the next 14 days\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
    expect(screen.getByLabelText('Date')).toHaveValue(today);
  });
});

describe('ManageAppointmentPage says where the fee stands (issue #29 item 4)', () => {
  it('says the fee is held and taken when we confirm, in the words of the e-mail', async () => {
    mockApi({ 'GET /api/manage/appointment': { body: BOOKING }, 'GET /api/practices/p1/next-available': { status: 404, body: { message: 'none' } } });
    render();
    expect(await screen.findByText('The £39 booking fee is held on your card, not taken yet: it is taken when we confirm your appointment with the practice.')).toBeInTheDocument();
  });

  it("takes the api's words when it sends them (paid)", async () => {
    mockApi({
      'GET /api/manage/appointment': { body: { ...BOOKING, paymentStatus: 'completed', payment: { label: '£39 paid', sentence: 'You have paid the £39 booking fee.' } } },
      'GET /api/practices/p1/next-available': { status: 404, body: { message: 'none' } },
    });
    render();
    expect(await screen.findByText('You have paid the £39 booking fee.')).toBeInTheDocument();
  });

  it('never calls an attempt whose payment failed a booking', async () => {
    mockApi({
      'GET /api/manage/appointment': {
        body: { ...BOOKING, paymentStatus: 'failed', booked: false, canChange: false, changeRefusal: 'This booking was not completed, so there is nothing to change.', cancellation: null },
      },
    });
    render();
    expect(await screen.findByText('Not booked: the payment did not go through')).toBeInTheDocument();
    expect(screen.queryByText(/^Booked/)).not.toBeInTheDocument();
    expect(screen.getByText('We could not take the £39 booking fee from your card, so nothing has been taken.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move my appointment' })).not.toBeInTheDocument();
  });
});
