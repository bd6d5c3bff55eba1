import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi } from '../../testing/mock-api';

const confirmCardPayment = vi.fn();
const loadStripe = vi.fn(async (_key: string): Promise<object> => ({}));
vi.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => <>{children}</>,
  CardElement: (props: { id?: string; onChange?: (e: { error?: { message: string } }) => void }) => (
    <input id={props.id} aria-label="card iframe stand-in" onChange={(e) => props.onChange?.(e.target.value === 'bad' ? { error: { message: 'Your card number is incomplete.' } } : {})} />
  ),
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

  it("shows Stripe's live check of the card as the patient types", async () => {
    render(<StripeCardForm publishableKey="pk_test_1" session={session} billing={{ name: 'Ann', email: 'ann@example.com' }} onPaid={vi.fn()} />);
    await userEvent.type(await screen.findByLabelText('card iframe stand-in'), 'bad');
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
  });

  it('says the card form could not be loaded when Stripe.js cannot be fetched, and tries again on request', async () => {
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    render(<StripeCardForm publishableKey="pk_test_unreachable" session={session} billing={{ name: 'Ann', email: 'ann@example.com' }} onPaid={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The secure card form could not be loaded. Check your connection and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay £39' })).toBeInTheDocument();
    expect(loadStripe.mock.calls.filter(([key]) => key === 'pk_test_unreachable')).toHaveLength(2);
  });
});
