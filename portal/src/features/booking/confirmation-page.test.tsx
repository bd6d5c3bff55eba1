import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { renderRoutes } from '../../testing/render';
import { ConfirmationPage } from './confirmation-page';

const state = {
  formData: { name: 'Ann', phone: '07700 900982', postcode: 'W1G 8YS', issue: '' },
  practice: { id: 'p1', name: 'Harley Street Emergency Dental', address: { line1: '58 Harley Street', city: 'London', postcode: 'W1G 9QB' }, phone: '020 7946 0101' },
  selectedSlot: { id: 's1', startTime: '2027-07-01T09:30:00+01:00', endTime: '2027-07-01T10:00:00+01:00' },
  email: 'ann@example.com',
  appointment: { id: 'a1', reference: 'ED-ABC234', accessToken: 'tok' },
};
const appointment = (emailStatus: string, paymentStatus: string) => ({
  body: { id: 'a1', reference: 'ED-ABC234', status: 'pending', paymentStatus, paymentError: null, emailStatus, startTime: state.selectedSlot.startTime, endTime: state.selectedSlot.endTime },
});
const render = () => renderRoutes([{ path: '/appointment-confirmation', element: <ConfirmationPage /> }], [{ pathname: '/appointment-confirmation', state }]);

describe('ConfirmationPage', () => {
  it('puts the e-mail failure above the details it says are below, naming the address it tried', async () => {
    mockApi({ 'GET /api/appointments/a1': appointment('failed', 'authorized') });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to send confirmation email. Please check your email address.');
    expect(alert).toHaveTextContent('We tried to send it to ann@example.com.');
    expect(alert).toHaveTextContent('You can still view your appointment details below.');
    const details = screen.getByText('Date').closest('dl') as HTMLElement;
    expect(alert.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
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
});
