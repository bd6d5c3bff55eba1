import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi } from '../../testing/mock-api';

const confirmCardPayment = vi.fn();
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => ({})) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  CardElement: (props: { id?: string }) => <input id={props.id} aria-label="card iframe stand-in" />,
  useStripe: () => ({ confirmCardPayment }),
  useElements: () => ({ getElement: () => ({ card: true }) }),
}));

const { default: StripeCardForm } = await import('./stripe-card-form');

const session = { appointmentId: 'a1', reference: 'ED-ABC234', clientSecret: 'pi_1_secret_2', amountPence: 3900, accessToken: 'tok', paymentIntentId: 'pi_1' };

describe('StripeCardForm', () => {
  it('confirms the card with the client secret and billing details, then records the real status', async () => {
    confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { status: 'requires_capture' } });
    const fetchMock = mockApi({ 'POST /api/appointments/a1/payment': { body: { status: 'pending', paymentStatus: 'authorized', paymentError: null } } });
    const onPaid = vi.fn();
    render(<StripeCardForm publishableKey="pk_test_1" session={session} billing={{ name: 'Ann', email: 'ann@example.com' }} onPaid={onPaid} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £39' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(session));
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_2', { payment_method: { card: { card: true }, billing_details: { name: 'Ann', email: 'ann@example.com' } } });
    expect(bodyOf(fetchMock, 'POST /api/appointments/a1/payment')).toEqual({ paymentIntentId: 'pi_1' });
  });

  it("shows the card's own message when Stripe declines it", async () => {
    confirmCardPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    mockApi({ 'POST /api/appointments/a1/payment': { body: { status: 'pending', paymentStatus: 'failed', paymentError: null } } });
    const onPaid = vi.fn();
    render(<StripeCardForm publishableKey="pk_test_1" session={session} billing={{ name: 'Ann', email: 'ann@example.com' }} onPaid={onPaid} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £39' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(onPaid).not.toHaveBeenCalled();
  });
});
