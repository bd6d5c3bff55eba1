import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { appointmentStateWording } from '@contexts/booking/rules/appointment-state-wording.rules';
import { ConfirmationPage } from './confirmation-page';

const state = {
  formData: { name: 'Ann', phone: '07700 900982', postcode: 'W1G 8YS', issue: '' },
  practice: { id: 'p1', name: 'Harley Street Emergency Dental', address: { line1: '58 Harley Street', city: 'London', postcode: 'W1G 9QB' }, phone: '020 7946 0101' },
  selectedSlot: { id: 's1', startTime: '2027-07-01T09:30:00+01:00', endTime: '2027-07-01T10:00:00+01:00' },
  email: 'ann@example.com',
  appointment: { id: 'a1', reference: 'ED-ABC234', accessToken: 'tok' },
};
const appointment = (emailStatus: string, paymentStatus: string, email = 'ann@example.com') => ({
  body: {
    id: 'a1',
    reference: 'ED-ABC234',
    status: 'pending',
    paymentStatus,
    paymentError: null,
    emailStatus,
    startTime: state.selectedSlot.startTime,
    endTime: state.selectedSlot.endTime,
    patient: { name: 'Ann', email },
    state: appointmentStateWording({ status: 'pending' }, { now: new Date('2027-06-09T11:00:00Z'), texts: true }),
  },
});
const render = () => renderRoutes([{ path: '/appointment-confirmation', element: <ConfirmationPage /> }], [{ pathname: '/appointment-confirmation', state }]);

describe('ConfirmationPage', () => {
  it('puts the e-mail failure above the details it says are below, naming the address it tried', async () => {
    mockApi({ 'GET /api/appointments/a1': appointment('failed', 'authorized') });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send confirmation email. Please check your email address.');
    expect(alert).toHaveTextContent('We tried to send it to ann@example.com.');
    expect(alert).toHaveTextContent('If the address is wrong, correct it here and we will send it again.');
    expect(alert).toHaveTextContent('You can still view your appointment details below.');
    const details = screen.getByText('Date').closest('dl') as HTMLElement;
    expect(alert.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("names the booking's state under the heading as every channel does, and how the patient will hear", async () => {
    mockApi({ 'GET /api/appointments/a1': appointment('sent', 'authorized') });
    render();
    const line = await screen.findByText('Booked, waiting for the practice to confirm');
    expect(line.closest('p')).toHaveTextContent(
      'Booked, waiting for the practice to confirm Your appointment is booked. The practice has not confirmed it yet: we will send you a text and an e-mail as soon as it does.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Appointment Booked Successfully!' })).toHaveFocus();
  });

  it('says in authorisation mode that the fee is held, not paid', async () => {
    mockApi({ 'GET /api/appointments/a1': appointment('sent', 'authorized') });
    render();
    expect(await screen.findByText(/^We have e-mailed your confirmation\. It went to/)).toHaveTextContent('It went to ann@example.com.');
    expect(screen.getByText(/booking fee is held on your card/)).toHaveTextContent(
      'The £39 booking fee is held on your card, not taken yet: it is taken when we confirm your appointment with the practice. Further payment for your treatment is made directly to the practice.',
    );
    expect(screen.queryByText(/You have paid/)).not.toBeInTheDocument();
  });

  it('says the fee is paid when it was taken at once', async () => {
    mockApi({ 'GET /api/appointments/a1': appointment('sent', 'completed') });
    render();
    expect(await screen.findByText(/You have paid the £39 booking fee\./)).toBeInTheDocument();
  });

  it('says only that the card was accepted until the recorded status is read (never paid or held on a guess)', async () => {
    mockApi({ 'GET /api/appointments/a1': () => new Promise<never>(() => undefined) });
    render();
    expect(await screen.findByText(/Your card has been accepted for the £39 booking fee\./)).toBeInTheDocument();
    expect(screen.queryByText(/You have paid|held on your card/)).not.toBeInTheDocument();
  });

  it('says who the appointment is for when it was booked for someone else, and reminds a parent to come', async () => {
    const forChild = appointment('sent', 'authorized');
    mockApi({ 'GET /api/appointments/a1': { body: { ...forChild.body, patient: { name: 'Sarah Jones', email: 'ann@example.com' }, bookedFor: { name: 'Sam Jones', under16: true } } } });
    render();
    expect((await screen.findByText(/^This appointment is for/)).closest('p')).toHaveTextContent(
      'This appointment is for Sam Jones (under 16). As their parent or guardian, please come to the appointment with them.',
    );
    expect(screen.getByText('Appointment for').nextElementSibling).toHaveTextContent('Sam Jones (under 16)');
  });

  it('says nothing of it when the person booking is the patient', async () => {
    const self = appointment('sent', 'authorized');
    mockApi({ 'GET /api/appointments/a1': { body: { ...self.body, bookedFor: null } } });
    render();
    await screen.findByText(/^We have e-mailed your confirmation/);
    expect(screen.queryByText(/This appointment is for/)).not.toBeInTheDocument();
    expect(screen.queryByText('Appointment for')).not.toBeInTheDocument();
  });

  it('makes the practice phone tap-to-call', async () => {
    mockApi({ 'GET /api/appointments/a1': appointment('sent', 'authorized') });
    render();
    expect(await screen.findByRole('link', { name: '020 7946 0101' })).toHaveAttribute('href', 'tel:02079460101');
  });

  it("offers 'Get directions' to the practice, opening the maps app", async () => {
    mockApi({ 'GET /api/appointments/a1': appointment('sent', 'completed') });
    render();
    const link = await screen.findByRole('link', { name: /^Get directions to Harley Street Emergency Dental/ });
    expect(new URL(link.getAttribute('href')!).searchParams.get('destination')).toBe('58 Harley Street, London, W1G 9QB');
  });

  it('lets the patient correct the address of a failed e-mail and send it again, announcing the progress and the result', async () => {
    let sentTo = '';
    let polls = 0;
    const fetchMock = mockApi({
      'GET /api/appointments/a1': () => {
        polls += 1;
        return sentTo ? appointment('sent', 'authorized', sentTo) : appointment('failed', 'authorized');
      },
      'POST /api/appointments/a1/email': (init) => {
        expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
        sentTo = 'ann.right@example.com';
        return { body: { email: 'ann.right@example.com', emailStatus: 'queued', message: 'We are sending your confirmation to ann.right@example.com.' } };
      },
    });
    render();
    const field = await screen.findByLabelText('Correct e-mail address');
    expect(field).toHaveValue('ann@example.com');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'ann.right@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation again' }));
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('We have e-mailed your confirmation. It went to ann.right@example.com.'));
    expect(bodyOf(fetchMock, 'POST /api/appointments/a1/email')).toEqual({ email: 'ann.right@example.com' });
    expect(status).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Correct e-mail address')).not.toBeInTheDocument();
    expect(polls).toBeGreaterThanOrEqual(2);
  });

  it("checks the corrected address with the payment step's texts before sending anything", async () => {
    const fetchMock = mockApi({ 'GET /api/appointments/a1': appointment('failed', 'authorized') });
    render();
    const field = await screen.findByLabelText('Correct e-mail address');
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'ann@nowhere');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation again' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('offers the correction behind a button once the e-mail went, and shows why the server refuses it', async () => {
    mockApi({
      'GET /api/appointments/a1': appointment('sent', 'authorized'),
      'POST /api/appointments/a1/email': {
        status: 409,
        body: { code: 'email_change_closed', message: 'Your confirmation was delivered, so its address can no longer be changed here. Please call us if it went to the wrong place.' },
      },
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Wrong e-mail address? Correct it' }));
    const field = screen.getByLabelText('Correct e-mail address');
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'ann.other@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the confirmation again' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your confirmation was delivered, so its address can no longer be changed here.');
    expect(alert).toHaveTextContent('Our phone line:');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Wrong e-mail address? Correct it' })).toHaveFocus());
  });
});
