import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bodyOf, mockApi } from '../../../testing/mock-api';

type WalletConfirm = { paymentFailed: (p?: { reason?: string }) => void };
const confirmPayment = vi.fn();
const elementsOptions = vi.fn();
const elements = { id: 'elements' };
const loadStripe = vi.fn(async (_key: string): Promise<object> => ({}));
let walletReady: { availablePaymentMethods?: object } = {};
let walletConfirm: ((e: WalletConfirm) => void) | undefined;
vi.mock('@stripe/stripe-js', () => ({ loadStripe: (key: string) => loadStripe(key) }));
vi.mock('@stripe/react-stripe-js', async () => {
  const { useEffect } = await import('react');
  return {
    Elements: ({ children, options }: { children: React.ReactNode; options: unknown }) => {
      elementsOptions(options);
      return <>{children}</>;
    },
    PaymentElement: () => <input aria-label="Payment Element stand-in" />,
    ExpressCheckoutElement: (props: { onReady?: (e: object) => void; onConfirm: (e: WalletConfirm) => void }) => {
      walletConfirm = props.onConfirm;
      useEffect(() => props.onReady?.({ elementType: 'expressCheckout', ...walletReady }), []);
      return <div>Express Checkout stand-in</div>;
    },
    useStripe: () => ({ confirmPayment }),
    useElements: () => elements,
  };
});

const { default: StripePaymentForm } = await import('./stripe-payment-form');

const session = { appointmentId: 'a1', reference: 'ED-ABC234', clientSecret: 'pi_1_secret_2', amountPence: 3900, accessToken: 'tok', paymentIntentId: 'pi_1' };
const billing = { name: 'Ann', email: 'ann@example.com' };
const PAYMENT = 'POST /api/appointments/a1/payment';
const recorded = (paymentStatus: string, paymentError: string | null = null) => ({ [PAYMENT]: { body: { status: 'pending', paymentStatus, paymentError } } });
const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

function renderForm(overrides: Partial<{ onPaid: () => void; onBack: () => void; publishableKey: string }> = {}) {
  const onPaid = overrides.onPaid ?? vi.fn();
  const onBack = overrides.onBack ?? vi.fn();
  render(<StripePaymentForm publishableKey={overrides.publishableKey ?? 'pk_test_1'} session={session} billing={billing} onPaid={onPaid} onBack={onBack} />);
  return { onPaid, onBack };
}

describe('StripePaymentForm (Payment Element and Express Checkout Element)', () => {
  beforeEach(() => {
    confirmPayment.mockReset();
    walletReady = {};
  });

  it("puts both Elements on the checkout's PaymentIntent, confirms with redirect only if required and the billing details, then records the real status", async () => {
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'requires_capture' } });
    const fetchMock = mockApi(recorded('authorized'));
    const { onPaid } = renderForm();
    expect(elementsOptions).toHaveBeenLastCalledWith(expect.objectContaining({ clientSecret: 'pi_1_secret_2', locale: 'en-GB' }));
    expect(screen.getByLabelText('Payment Element stand-in')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £39' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(session));
    expect(confirmPayment).toHaveBeenCalledWith({ elements, redirect: 'if_required', confirmParams: { payment_method_data: { billing_details: billing } } });
    expect(bodyOf(fetchMock, PAYMENT)).toEqual({ paymentIntentId: 'pi_1' });
  });

  it("shows the card's own message when Stripe declines it, focused so the patient sees it wherever they were", async () => {
    confirmPayment.mockResolvedValueOnce({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } });
    mockApi(recorded('failed', 'Your card was declined.'));
    const { onPaid } = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £39' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveFocus();
    expect(onPaid).not.toHaveBeenCalled();
    // The reason first, then the support line with a tap-to-call number.
    expect(alert.firstElementChild).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveTextContent('Need help? Call us on 0330 088 2211.');
    expect(within(alert).getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
  });

  it("failed 3-D Secure in Stripe's modal: the bank's message, and another card can be tried", async () => {
    confirmPayment.mockResolvedValueOnce({ error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: AUTH_FAILED } });
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'requires_capture' } });
    const answers = [recorded('failed', AUTH_FAILED)[PAYMENT], recorded('authorized')[PAYMENT]];
    mockApi({ [PAYMENT]: () => answers.shift()! });
    const { onPaid } = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £39' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_FAILED);
    expect(within(alert).getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
    await userEvent.click(screen.getByRole('button', { name: 'Pay £39' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
  });

  it('a check with the bank left unanswered: nothing was taken, and the hold still runs', async () => {
    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'requires_action' } });
    mockApi(recorded('pending'));
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £39' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You did not finish the check with your bank, so nothing has been taken. You can try again, or use another card, while we hold your appointment.',
    );
  });

  it('records nothing for incomplete card details: Stripe says what is missing next to the fields', async () => {
    confirmPayment.mockResolvedValueOnce({ error: { type: 'validation_error', message: 'Your card number is incomplete.' } });
    const fetchMock = mockApi();
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay £39' }));
    await waitFor(() => expect(confirmPayment).toHaveBeenCalled());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/payment'))).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pays with a wallet in one tap through the Express Checkout Element, and tells the wallet when it failed', async () => {
    walletReady = { availablePaymentMethods: { applePay: true } };
    confirmPayment.mockResolvedValueOnce({ error: { type: 'card_error', message: 'Your card was declined.' } });
    mockApi(recorded('failed', 'Your card was declined.'));
    const { onPaid } = renderForm();
    expect(await screen.findByText('Or pay by card')).toBeInTheDocument();
    const paymentFailed = vi.fn();
    walletConfirm!({ paymentFailed });
    await waitFor(() => expect(paymentFailed).toHaveBeenCalledWith({ reason: 'fail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');

    confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'requires_capture' } });
    mockApi(recorded('authorized'));
    walletConfirm!({ paymentFailed });
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(session));
    expect(paymentFailed).toHaveBeenCalledTimes(1);
  });

  it('offers no "Or pay by card" line when no wallet can be used on this device', async () => {
    mockApi();
    renderForm();
    await screen.findByText('Express Checkout stand-in');
    expect(screen.queryByText('Or pay by card')).not.toBeInTheDocument();
  });

  it('goes Back to the times', async () => {
    mockApi();
    const { onBack } = renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('says the card form could not be loaded when Stripe.js cannot be fetched, and tries again on request', async () => {
    loadStripe.mockRejectedValueOnce(new Error('Failed to load Stripe.js'));
    mockApi();
    renderForm({ publishableKey: 'pk_test_unreachable' });
    const unavailable = await screen.findByRole('alert');
    expect(unavailable).toHaveTextContent('The secure card form could not be loaded. Check your connection and try again.');
    expect(within(unavailable).getByRole('link', { name: '0330 088 2211' })).toHaveAttribute('href', 'tel:+443300882211');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Pay £39' })).toBeInTheDocument();
    expect(loadStripe.mock.calls.filter(([key]) => key === 'pk_test_unreachable')).toHaveLength(2);
  });
});

describe('StripePaymentForm once the hold has run out', () => {
  it('takes no more payments on it: no wallet button, Pay disabled, Back still there', async () => {
    walletReady = { availablePaymentMethods: { googlePay: true } };
    mockApi();
    render(<StripePaymentForm publishableKey="pk_test_1" session={session} billing={billing} holdRunOut onPaid={vi.fn()} onBack={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'Pay £39' })).toBeDisabled();
    expect(screen.queryByText('Express Checkout stand-in')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });
});
