import { describe, expect, it } from 'vitest';
import { type MoneyFacts, paymentWording } from '@contexts/booking/rules/payment-wording.rules';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { londonDateOptions } from '../../shared/format';
import { ManageAppointmentPage } from './manage-appointment-page';
import { appointmentStateWording } from '@contexts/booking/rules/appointment-state-wording.rules';
import { moneyStillMoving } from './api/get-managed-appointment';

const BOOKING = {
  id: 'a1',
  reference: 'ED-ABC234',
  status: 'pending',
  paymentStatus: 'authorized',
  startTime: '2027-03-01T09:00:00+00:00',
  endTime: '2027-03-01T09:30:00+00:00',
  amountPence: 3900,
  refundedPence: 0,
  refundDuePence: null as number | null,
  capturedPence: 0,
  releasedPence: 0,
  practice: { id: 'p1', name: 'Smile Dental', address: { line1: '1 High Street', line2: null, city: 'London', postcode: 'SW1A 1AA' }, phone: '020 7946 0000' },
  patient: { name: 'Pat' },
  state: appointmentStateWording({ status: 'pending' }, { now: new Date('2027-06-09T11:00:00Z'), texts: true }),
  canChange: true,
  changeRefusal: null,
  cancellation: { refundPence: 1950, explanation: 'The practice has not been instructed yet, so we will take £19.50 of the £39 held and release the rest.' },
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

  it('shows the booking and what happens to the held fee before cancelling, then the outcome, read-only', async () => {
    let status = 'pending';
    const fetchMock = mockApi({
      'GET /api/manage/appointment': () => ({ body: status === 'pending' ? BOOKING : { ...BOOKING, status: 'cancelled', state: appointmentStateWording({ status: 'cancelled' }, { now: new Date('2027-06-09T11:00:00Z'), texts: true }), canChange: false, cancellation: null, refundDuePence: 1950 } }),
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
    expect(screen.getByText('We will take £19.50 of the £39 held on your card and release the rest.')).toBeInTheDocument();
    expect(screen.queryByText(/refund/i)).not.toBeInTheDocument();
    // The cancelled booking stays readable, with no move or cancel, and a way on.
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move my appointment' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a new appointment' })).toHaveAttribute('href', '/');
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/manage/cancel');
    expect(new Headers(call?.[1]?.headers).get('Authorization')).toBe('Bearer t0ken');
  });

  it('shows a paid booking the refund it would get, in the words of a paid fee', async () => {
    mockApi({
      'GET /api/manage/appointment': {
        body: { ...BOOKING, paymentStatus: 'completed', capturedPence: 3900, cancellation: { refundPence: 1950, explanation: 'The practice has not been instructed yet, so we will refund £19.50 of the £39 you paid.' } },
      },
      'GET /api/practices/p1/slots': { body: { date: '2027-03-01', slots: [] } },
    });
    render();
    expect(await screen.findByText('The practice has not been instructed yet, so we will refund £19.50 of the £39 you paid.')).toBeInTheDocument();
    expect(screen.getByText('You have paid the £39 booking fee.')).toBeInTheDocument();
  });

  // Every money state of a cancelled booking, on the page opened from its e-mail or text link, in paymentWording's words.
  const cancelledStates: Array<[string, Partial<typeof BOOKING> & { paymentStatus: string }, RegExp]> = [
    ['held, half to be taken', { paymentStatus: 'authorized', refundDuePence: 1950 }, /^We will take £19\.50 of the £39 held on your card and release the rest\.$/],
    ['held, half taken and the rest released', { paymentStatus: 'part_captured', refundDuePence: 1950, capturedPence: 1950, releasedPence: 1950 }, /^We have taken £19\.50 of the £39 held/],
    ['paid, half being refunded', { paymentStatus: 'completed', refundDuePence: 1950, capturedPence: 3900 }, /^We are refunding £19\.50 of the £39 you paid\.$/],
    ['paid, half refunded', { paymentStatus: 'refunded', refundDuePence: 1950, refundedPence: 1950, capturedPence: 3900 }, /^We have refunded £19\.50 of the £39 you paid\.$/],
    ['held, released by the practice', { paymentStatus: 'released', refundDuePence: 3900, releasedPence: 3900 }, /^We have released the £39 held on your card: nothing was taken\.$/],
    ['paid, refunded in full by the practice', { paymentStatus: 'refunded', refundDuePence: 3900, refundedPence: 3900, capturedPence: 3900 }, /^We have refunded the £39 you paid, in full\.$/],
    ['after instruction, kept', { paymentStatus: 'completed', refundDuePence: 0, capturedPence: 3900 }, /not refundable\.$/],
    ['the hold lapsed', { paymentStatus: 'lapsed', refundDuePence: 0 }, /^Nothing was taken: the hold of £39 on your card lapsed/],
  ];
  it.each(cancelledStates)('says a cancelled booking\'s fee as every channel does: %s', async (_label, money, sentence) => {
    const cancelled = { ...BOOKING, status: 'cancelled', canChange: false, changeRefusal: 'This appointment has already been cancelled.', cancellation: null, ...money };
    mockApi({ 'GET /api/manage/appointment': { body: cancelled } });
    render();
    const fee = await screen.findByText(sentence);
    const facts = { paymentStatus: cancelled.paymentStatus, appointmentStatus: 'cancelled', feePence: 3900, refundedPence: cancelled.refundedPence, refundDuePence: cancelled.refundDuePence, capturedPence: cancelled.capturedPence, releasedPence: cancelled.releasedPence } as MoneyFacts;
    expect(fee.textContent).toBe(paymentWording(facts).sentence);
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    if (['authorized', 'part_captured', 'released', 'lapsed'].includes(cancelled.paymentStatus)) expect(screen.queryByText(/refund/i)).not.toBeInTheDocument();
  });

  it('says the reason the practice gave for cancelling, under the state', async () => {
    const state = appointmentStateWording({ status: 'cancelled', cancelledBy: 'admin', cancellationReason: 'The dentist is unwell today' }, { now: new Date('2027-06-09T11:00:00Z'), texts: true });
    mockApi({ 'GET /api/manage/appointment': { body: { ...BOOKING, status: 'cancelled', state, canChange: false, changeRefusal: 'This appointment has already been cancelled.', cancellation: null, refundDuePence: 3900 } } });
    render();
    const status = (await screen.findByText('Status')).nextElementSibling!;
    expect(status).toHaveTextContent('Cancelled by the practice. The practice had to cancel your appointment.The reason we were given: The dentist is unwell today.');
  });

  it('reads a cancelled booking again while its money is still moving, and stops once it is settled', () => {
    const cancelled = { ...BOOKING, status: 'cancelled' as const };
    expect(moneyStillMoving({ ...cancelled, paymentStatus: 'authorized', refundDuePence: 1950 })).toBe(true);
    expect(moneyStillMoving({ ...cancelled, paymentStatus: 'completed', refundDuePence: 1950, refundedPence: 0 })).toBe(true);
    expect(moneyStillMoving({ ...cancelled, paymentStatus: 'part_captured', refundDuePence: 1950 })).toBe(false);
    expect(moneyStillMoving({ ...cancelled, paymentStatus: 'refunded', refundDuePence: 1950, refundedPence: 1950 })).toBe(false);
    expect(moneyStillMoving({ ...cancelled, paymentStatus: 'completed', refundDuePence: 0 })).toBe(false);
    expect(moneyStillMoving({ ...BOOKING, status: 'pending', paymentStatus: 'authorized' })).toBe(false);
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

  // The support number, tap-to-call, on a booking failure.
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

describe('ManageAppointmentPage move section opens on a date with free times', () => {
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

describe('ManageAppointmentPage says where the fee stands', () => {
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
