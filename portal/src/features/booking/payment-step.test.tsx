import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSiteSettings } from '../../shared/site-settings';
import { mockApi, SITE_OPEN } from '../../testing/mock-api';

const stripeForm = vi.fn();
vi.mock('./stripe-card-form', () => ({
  default: (props: { publishableKey: string; billing: { name: string; email: string } }) => {
    stripeForm(props);
    return <p>Stripe card form for {props.publishableKey}</p>;
  },
}));

const { PaymentStep } = await import('./payment-step');

const hold = { holdId: 'h1', holdToken: 'ht', expiresAt: new Date(Date.now() + 600_000).toISOString() };
const checkoutAnswer = { appointmentId: 'a1', reference: 'ED-ABC234', clientSecret: 'pi_1_secret_2', amountPence: 3900, accessToken: 'tok', paymentIntentId: 'pi_1' };

async function openCardStep() {
  render(<PaymentStep hold={hold} payerName="Ann" onPaid={vi.fn()} onBack={vi.fn()} />);
  await userEvent.type(screen.getByLabelText('Email address for your confirmation'), 'ann@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
}

describe('PaymentStep card form by payment provider', () => {
  it('shows Stripe Elements with the publishable key and billing details when the provider is Stripe', async () => {
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE_OPEN, paymentProvider: 'stripe', stripePublishableKey: 'pk_test_123' } as never });
    mockApi({ 'POST /api/holds/h1/checkout': { status: 201, body: checkoutAnswer } });
    await openCardStep();
    expect(await screen.findByText('Stripe card form for pk_test_123')).toBeInTheDocument();
    expect(stripeForm).toHaveBeenLastCalledWith(expect.objectContaining({ billing: { name: 'Ann', email: 'ann@example.com' } }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('keeps the simple card form for the simulated provider and never renders Stripe', async () => {
    stripeForm.mockClear();
    useSiteSettings.setState({ status: 'ready', settings: SITE_OPEN as never });
    mockApi({ 'POST /api/holds/h1/checkout': { status: 201, body: checkoutAnswer } });
    await openCardStep();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay £39' })).toBeInTheDocument();
    expect(stripeForm).not.toHaveBeenCalled();
  });
});
