import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { LocaleProvider } from '../../../shared/i18n/app-i18n';
import { useSiteSettings } from '../../../shared/site-settings';
import { queryWrapper } from '../../../testing/query-wrapper';
import { bodyOf, mockApi, SITE_OPEN } from '../../../testing/mock-api';

const stripeForm = vi.fn();
vi.mock('./stripe-payment-form', () => ({
  default: (props: { publishableKey: string; billing: { name: string; email: string }; onBack: () => void }) => {
    stripeForm(props);
    return (
      <div>
        <p>Stripe payment form for {props.publishableKey}</p>
        <button type="button" onClick={props.onBack}>
          Back
        </button>
      </div>
    );
  },
}));

const { PaymentStep } = await import('./payment-step');

/** A fresh query client and the page's translator (the booking summary's fee line is a `<Trans>`). */
function stepWrapper() {
  const Query = queryWrapper().wrapper;
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <LocaleProvider>
        <Query>{children}</Query>
      </LocaleProvider>
    );
  };
}

const hold = { holdId: 'h1', holdToken: 'ht', expiresAt: new Date(Date.now() + 600_000).toISOString() };
const checkoutAnswer = { appointmentId: 'a1', reference: 'ED-ABC234', clientSecret: 'pi_1_secret_2', amountPence: 3900, accessToken: 'tok', paymentIntentId: 'pi_1' };
const CHECKOUT = 'POST /api/holds/h1/checkout';
const CONFIRM = 'POST /api/simulated-payments/confirm';
const AUTHENTICATE = 'POST /api/simulated-payments/authenticate';
const PAYMENT = 'POST /api/appointments/a1/payment';
const AUTH_FAILED = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
const needsCheck = { body: { paymentIntentId: 'pi_1', status: 'requires_action', nextAction: { type: 'three_d_secure_challenge' } } };
const AGE_MESSAGE = 'Confirm that you are 16 or over to book. A patient under 16 must be booked by a parent or guardian';
const recorded = (paymentStatus: string, paymentError: string | null = null) => ({ body: { status: 'pending', paymentStatus, paymentError } });

async function openCardStep(props: { hold?: typeof hold; onPaid?: () => void; onBack?: (email: string) => void } = {}) {
  const onPaid = props.onPaid ?? vi.fn();
  const onBack = props.onBack ?? vi.fn();
  render(<PaymentStep hold={props.hold ?? hold} payerName="Ann" onPaid={onPaid} onBack={onBack} />, { wrapper: stepWrapper() });
  await userEvent.type(screen.getByLabelText('Email address for your confirmation'), 'ann@example.com');
  await tickConsent();
  await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  return { onPaid, onBack };
}

/** The details step for a patient booking for themselves: "Me", and the two required boxes. */
async function tickConsent(user: { click: (element: Element) => Promise<void> } = userEvent) {
  await user.click(screen.getByRole('radio', { name: 'Me' }));
  await user.click(screen.getByRole('checkbox', { name: 'I have read and accept the Booking Terms' }));
  await user.click(screen.getByRole('checkbox', { name: 'I am 16 or over' }));
}

async function payWith(card: string) {
  const number = await screen.findByLabelText('Card number');
  await userEvent.clear(number);
  await userEvent.type(number, card);
  await userEvent.click(screen.getByRole('button', { name: 'Pay £39' }));
}

afterEach(() => {
  useSiteSettings.setState({ status: 'ready', settings: SITE_OPEN as never });
  vi.restoreAllMocks();
});

describe('PaymentStep card form by payment provider', () => {
  it('shows the Stripe payment form with the publishable key and billing details when the provider is Stripe', async () => {
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE_OPEN, paymentProvider: 'stripe', stripePublishableKey: 'pk_test_123' } as never });
    mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer } });
    const { onBack } = await openCardStep();
    expect(await screen.findByText('Stripe payment form for pk_test_123')).toBeInTheDocument();
    expect(stripeForm).toHaveBeenLastCalledWith(expect.objectContaining({ billing: { name: 'Ann', email: 'ann@example.com' } }));
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledWith('ann@example.com');
  });

  it('keeps the simple card form for the simulated provider and never renders Stripe', async () => {
    stripeForm.mockClear();
    useSiteSettings.setState({ status: 'ready', settings: SITE_OPEN as never });
    mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer } });
    await openCardStep();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay £39' })).toBeInTheDocument();
    expect(stripeForm).not.toHaveBeenCalled();
  });

  it('moves focus to the card step\'s heading after "Proceed to Payment", and lets the phone fill the fields', async () => {
    mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer } });
    render(<PaymentStep hold={hold} payerName="Ann" onPaid={vi.fn()} onBack={vi.fn()} />, { wrapper: stepWrapper() });
    expect(screen.getByRole('heading', { level: 2, name: 'Payment Processing' })).toHaveFocus();
    const email = screen.getByLabelText('Email address for your confirmation');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    await userEvent.type(email, 'ann@example.com');
    await tickConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Pay the £39 booking fee' })).toHaveFocus();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('Security code')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByLabelText('Security code')).toHaveAttribute('inputmode', 'numeric');
  });
});

describe('PaymentStep: Back and the card message', () => {
  it('goes Back from the e-mail step and from the card step, with the address typed', async () => {
    mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer } });
    const onBack = vi.fn();
    render(<PaymentStep hold={hold} onPaid={vi.fn()} onBack={onBack} />, { wrapper: stepWrapper() });
    await userEvent.type(screen.getByLabelText('Email address for your confirmation'), 'ann@example.com ');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenLastCalledWith('ann@example.com');
    await tickConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await screen.findByLabelText('Card number');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(2);
  });

  it("puts a declined card's message in focus and in view, again on a second decline", async () => {
    const scrolled = vi.fn();
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(scrolled);
    mockApi({
      [CHECKOUT]: { status: 201, body: checkoutAnswer },
      [CONFIRM]: { body: { paymentIntentId: 'pi_1', status: 'requires_payment_method', error: { code: 'card_declined', message: 'Your card was declined.' } } },
      [PAYMENT]: recorded('failed', 'Your card was declined.'),
    });
    await openCardStep();
    await payWith('4000 0000 0000 0002');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(scrolled).toHaveBeenCalledWith({ block: 'center' });
    (document.activeElement as HTMLElement).blur();
    await userEvent.click(screen.getByRole('button', { name: 'Pay £39' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(2);
  });
});

describe('PaymentStep: 3-D Secure with the simulated gateway', () => {
  it('opens the check with the bank for 4000 0025 0000 3155; Complete pays and books', async () => {
    const fetchMock = mockApi({
      [CHECKOUT]: { status: 201, body: checkoutAnswer },
      [CONFIRM]: needsCheck,
      [AUTHENTICATE]: { body: { paymentIntentId: 'pi_1', status: 'requires_capture' } },
      [PAYMENT]: recorded('authorized'),
    });
    const { onPaid } = await openCardStep();
    await payWith('4000 0025 0000 3155');
    const check = await screen.findByRole('dialog', { name: 'Confirm this payment with your bank' });
    expect(check).toHaveTextContent('Your bank asks you to confirm the £39 booking fee (3-D Secure).');
    await userEvent.click(within(check).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(bodyOf(fetchMock, AUTHENTICATE)).toEqual({ clientSecret: 'pi_1_secret_2', result: 'complete' });
    expect(bodyOf(fetchMock, PAYMENT)).toEqual({ paymentIntentId: 'pi_1' });
  });

  it("Fail: the bank's message, focused; the hold still runs and another card can be used", async () => {
    let card = 'check';
    mockApi({
      [CHECKOUT]: { status: 201, body: checkoutAnswer },
      [CONFIRM]: () => (card === 'check' ? needsCheck : { body: { paymentIntentId: 'pi_1', status: 'requires_capture' } }),
      [AUTHENTICATE]: { body: { paymentIntentId: 'pi_1', status: 'requires_payment_method', error: { code: 'payment_intent_authentication_failure', message: AUTH_FAILED } } },
      [PAYMENT]: () => (card === 'check' ? recorded('failed', AUTH_FAILED) : recorded('authorized')),
    });
    const { onPaid } = await openCardStep();
    await payWith('4000 0025 0000 3155');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Fail' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AUTH_FAILED);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/We are holding this appointment for you for \d+ more minutes/)).toBeInTheDocument();
    card = '4242';
    await payWith('4242 4242 4242 4242');
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
  });

  it('Cancel (or Escape) leaves the check unanswered: nothing was taken, said so, and the server is asked', async () => {
    const fetchMock = mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer }, [CONFIRM]: needsCheck, [PAYMENT]: recorded('pending') });
    const { onPaid } = await openCardStep();
    await payWith('4000 0025 0000 3155');
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You did not finish the check with your bank, so nothing has been taken. You can try again, or use another card, while we hold your appointment.',
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/simulated-payments/authenticate')).toBe(false);
    expect(bodyOf(fetchMock, PAYMENT)).toEqual({ paymentIntentId: 'pi_1' });
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('closes the check when the hold runs out: nothing taken, and no more paying on that hold', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      const now = Date.now();
      mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer }, [CONFIRM]: needsCheck });
      const user = userEvent.setup({ advanceTimers: () => undefined });
      render(<PaymentStep hold={{ ...hold, expiresAt: new Date(now + 60_000).toISOString() }} onPaid={vi.fn()} onBack={vi.fn()} />, { wrapper: stepWrapper() });
      await user.type(screen.getByLabelText('Email address for your confirmation'), 'ann@example.com');
      await tickConsent(user);
      await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
      await user.type(await screen.findByLabelText('Card number'), '4000002500003155');
      await user.click(screen.getByRole('button', { name: 'Pay £39' }));
      await screen.findByRole('dialog');
      await act(async () => {
        vi.setSystemTime(now + 61_000);
        vi.advanceTimersByTime(1000);
      });
      expect(await screen.findByRole('alert')).toHaveTextContent('Your hold has run out, so nothing has been taken. Please go back and choose a time again.');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pay £39' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('PaymentStep: "I need more time"', () => {
  it('moves the countdown to the new end, once: the button goes after it is granted', async () => {
    const now = Date.now();
    mockApi({ 'POST /api/holds/h1/extend': { body: { expiresAt: new Date(now + 20 * 60_000).toISOString() } } });
    render(<PaymentStep hold={{ ...hold, expiresAt: new Date(now + 3 * 60_000).toISOString() }} onPaid={vi.fn()} onBack={vi.fn()} />, { wrapper: stepWrapper() });
    expect(screen.getByText(/for 3 more minutes\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I need more time' }));
    // The countdown reads the new end at its next second.
    expect(await screen.findByText(/for 20 more minutes\./, undefined, { timeout: 2500 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'I need more time' })).not.toBeInTheDocument();
  });
});

describe('PaymentStep: text messages (issue 21)', () => {
  it('sends texts on by default, and off when "Don\'t send me text messages" is ticked', async () => {
    const fetchMock = mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer } });
    await openCardStep();
    await screen.findByLabelText('Card number');
    expect(bodyOf(fetchMock, CHECKOUT)).toEqual({ email: 'ann@example.com', textMessages: true, acceptTerms: true, over16: true });
  });

  it('says what texts we send and sends textMessages: false when the patient ticks the box', async () => {
    const fetchMock = mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer } });
    render(<PaymentStep hold={hold} payerName="Ann" onPaid={vi.fn()} onBack={vi.fn()} />, { wrapper: stepWrapper() });
    const box = screen.getByRole('checkbox', { name: "Don't send me text messages" });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('We text your booking confirmation, a reminder and any changes to your mobile.');
    await userEvent.click(box);
    await userEvent.type(screen.getByLabelText('Email address for your confirmation'), 'ann@example.com');
    await tickConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await screen.findByLabelText('Card number');
    expect(bodyOf(fetchMock, CHECKOUT)).toEqual({ email: 'ann@example.com', textMessages: false, acceptTerms: true, over16: true });
  });
});

describe('PaymentStep: the booking summary and the two required boxes', () => {
  const TERMS = 'Accept the Booking Terms to book your appointment';
  const AGE = 'Confirm that you are 16 or over to book. A patient under 16 must be booked by a parent or guardian';

  it('sums up the fee, the 50 % refund rule and the 4-hour window, with the Booking Terms in a new tab', () => {
    render(<PaymentStep hold={hold} onPaid={vi.fn()} onBack={vi.fn()} />, { wrapper: stepWrapper() });
    const summary = screen.getByRole('region', { name: 'Before you pay' });
    expect(summary).toHaveTextContent('Booking fee: £39.');
    expect(summary).toHaveTextContent('If you cancel before we instruct the practice, we keep only £19.50 of the booking fee: the rest is released from your card, or refunded if it was already taken. After that, the booking fee is non-refundable.');
    expect(summary).toHaveTextContent('Your appointment time may move by up to 4 hours');
    const link = within(summary).getByRole('link', { name: 'Read the Booking Terms (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/booking-terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('group', { name: 'Your agreement' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I have read and accept the Booking Terms' })).not.toBeChecked();
    const age = screen.getByRole('checkbox', { name: 'I am 16 or over' });
    expect(age).not.toBeChecked();
    expect(age).toHaveAccessibleDescription(/Booking for a child under 16\? Only their parent or guardian may book/);
  });

  it('refuses to go on without both boxes: both errors in the focused summary and by each box, and no checkout', async () => {
    const fetchMock = mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer } });
    render(<PaymentStep hold={hold} onPaid={vi.fn()} onBack={vi.fn()} />, { wrapper: stepWrapper() });
    await userEvent.click(screen.getByRole('radio', { name: 'Me' }));
    await userEvent.type(screen.getByLabelText('Email address for your confirmation'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('There is a problem')).toBeInTheDocument();
    expect(within(summary).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      [TERMS, '#payment-accept-terms'],
      [AGE, '#payment-over-16'],
    ]);
    await waitFor(() => expect(summary).toHaveFocus());
    const terms = screen.getByRole('checkbox', { name: 'I have read and accept the Booking Terms' });
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription(`Error: ${TERMS}`);
    expect(screen.getByRole('checkbox', { name: 'I am 16 or over' })).toHaveAccessibleDescription(expect.stringContaining(`Error: ${AGE}`));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/checkout'))).toBe(false);

    // The summary's link takes the patient to the box.
    await userEvent.click(within(summary).getByRole('link', { name: AGE }));
    expect(screen.getByRole('checkbox', { name: 'I am 16 or over' })).toHaveFocus();

    // One ticked: only the other is still listed.
    await userEvent.click(terms);
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(within(screen.getByRole('alert')).getAllByRole('link').map((a) => a.textContent)).toEqual([AGE]));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/checkout'))).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'I am 16 or over' }));
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(bodyOf(fetchMock, CHECKOUT)).toMatchObject({ acceptTerms: true, over16: true });
  });

  it('lists a bad e-mail with the boxes, in the order of the page', async () => {
    mockApi({});
    render(<PaymentStep hold={hold} onPaid={vi.fn()} onBack={vi.fn()} />, { wrapper: stepWrapper() });
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual(['Select who the appointment is for', 'Email is required to confirm your appointment', TERMS, AGE]);
  });

  it("shows the api's refusal of a box by that box, not as a payment failure", async () => {
    mockApi({ [CHECKOUT]: { status: 400, body: { message: AGE, code: 'validation', fields: { over16: AGE } } } });
    await openCardStep();
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: AGE })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'I am 16 or over' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});

describe('PaymentStep: who the appointment is for', () => {
  const GUARDIAN_BOX = 'I am 16 or over and I am their parent or guardian';
  const GUARDIAN = 'Confirm that you are 16 or over and their parent or guardian. Only a parent or guardian may book for a child under 16';
  const UNDER_16_NOTE = 'A child under 16 must be booked by their parent or guardian, who must come to the appointment with them.';
  const renderStep = () => render(<PaymentStep hold={hold} payerName="Sarah Jones" onPaid={vi.fn()} onBack={vi.fn()} />, { wrapper: stepWrapper() });
  const proceed = () => userEvent.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  const summaryLinks = async () => within(await screen.findByRole('alert')).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

  it('asks first, before the e-mail, with nothing chosen; "Someone else" reveals their name and whether they are under 16', async () => {
    renderStep();
    const who = screen.getByRole('group', { name: 'Who is the appointment for?' });
    const me = within(who).getByRole('radio', { name: 'Me' });
    const someoneElse = within(who).getByRole('radio', { name: 'Someone else' });
    expect(me).not.toBeChecked();
    expect(someoneElse).not.toBeChecked();
    expect(someoneElse).toHaveAccessibleDescription('For example your child, or someone you look after. We will contact you about the booking.');
    // Before the e-mail in the page's order (and so in the tab order).
    expect(who.compareDocumentPosition(screen.getByLabelText('Email address for your confirmation')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByLabelText('Their full name')).not.toBeInTheDocument();

    await userEvent.click(someoneElse);
    expect(within(who).getByLabelText('Their full name')).toBeInTheDocument();
    const age = within(who).getByRole('group', { name: 'Are they under 16?' });
    expect(within(age).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['yes', 'no']);
    expect(within(age).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(screen.queryByText(UNDER_16_NOTE)).not.toBeInTheDocument();

    // "Me" again hides them; nothing of them is sent.
    await userEvent.click(me);
    expect(screen.queryByLabelText('Their full name')).not.toBeInTheDocument();
  });

  it('for a child under 16: says a parent or guardian books and comes with them, the box becomes theirs, and the checkout names the child', async () => {
    const fetchMock = mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer } });
    renderStep();
    await userEvent.click(screen.getByRole('radio', { name: 'Someone else' }));
    await userEvent.type(screen.getByLabelText('Their full name'), ' Sam Jones ');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText(UNDER_16_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'I am 16 or over' })).not.toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: GUARDIAN_BOX });
    expect(box).toHaveAccessibleDescription("Tick this box to confirm that you, the person booking, are 16 or over and are the child's parent or guardian.");
    await userEvent.type(screen.getByLabelText('Email address for your confirmation'), 'sarah@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the Booking Terms' }));

    // The box unticked: its own error, in the summary and by the box.
    await proceed();
    expect(await summaryLinks()).toEqual([[GUARDIAN, '#payment-over-16']]);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(`Error: ${GUARDIAN}`));
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/checkout'))).toBe(false);

    await userEvent.click(box);
    await proceed();
    await screen.findByLabelText('Card number');
    expect(bodyOf(fetchMock, CHECKOUT)).toEqual({
      email: 'sarah@example.com',
      textMessages: true,
      acceptTerms: true,
      over16: true,
      patient: { name: 'Sam Jones', under16: true },
      guardian: true,
    });
  });

  it('for someone else of 16 or over: the booker confirms their own age, as today', async () => {
    const fetchMock = mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer } });
    renderStep();
    await userEvent.click(screen.getByRole('radio', { name: 'Someone else' }));
    await userEvent.type(screen.getByLabelText('Their full name'), 'Alex Jones');
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByText(UNDER_16_NOTE)).not.toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'I am 16 or over' });
    expect(box).toHaveAccessibleDescription('Tick this box to confirm that you, the person booking, are 16 or over.');
    await userEvent.type(screen.getByLabelText('Email address for your confirmation'), 'sarah@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the Booking Terms' }));
    await userEvent.click(box);
    await proceed();
    await screen.findByLabelText('Card number');
    expect(bodyOf(fetchMock, CHECKOUT)).toEqual({ email: 'sarah@example.com', textMessages: true, acceptTerms: true, over16: true, patient: { name: 'Alex Jones', under16: false } });
  });

  it('lists each missing answer in the order of the page, each linked to its field and marked by it', async () => {
    mockApi({});
    renderStep();
    await proceed();
    expect((await summaryLinks())[0]).toEqual(['Select who the appointment is for', '#payment-for-me']);
    const who = screen.getByRole('group', { name: 'Who is the appointment for?' });
    expect(who).toHaveAccessibleDescription('Error: Select who the appointment is for');

    await userEvent.click(screen.getByRole('radio', { name: 'Someone else' }));
    await proceed();
    await waitFor(async () =>
      expect((await summaryLinks()).slice(0, 2)).toEqual([
        ['Enter the full name of the person the appointment is for', '#payment-patient-name'],
        ['Select whether they are under 16', '#payment-under-16-yes'],
      ]),
    );
    const name = screen.getByLabelText('Their full name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Error: Enter the full name of the person the appointment is for');
    expect(screen.getByRole('group', { name: 'Are they under 16?' })).toHaveAccessibleDescription('Error: Select whether they are under 16');
    // The summary's link takes the patient to the field.
    await userEvent.click(within(screen.getByRole('alert')).getByRole('link', { name: 'Select whether they are under 16' }));
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
  });

  it('asks for the box again when its words change to a parent\'s or guardian\'s', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('radio', { name: 'Someone else' }));
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am 16 or over' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('checkbox', { name: GUARDIAN_BOX })).not.toBeChecked();
  });

  it("shows the api's refusal of the patient and the guardian box by those fields", async () => {
    const fields = { 'patient.name': 'Enter the full name of the person the appointment is for', over16: AGE_MESSAGE, guardian: GUARDIAN };
    mockApi({ [CHECKOUT]: { status: 400, body: { message: AGE_MESSAGE, code: 'validation', fields } } });
    renderStep();
    await userEvent.click(screen.getByRole('radio', { name: 'Someone else' }));
    await userEvent.type(screen.getByLabelText('Their full name'), 'Sam Jones');
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(screen.getByLabelText('Email address for your confirmation'), 'sarah@example.com');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the Booking Terms' }));
    await userEvent.click(screen.getByRole('checkbox', { name: GUARDIAN_BOX }));
    await proceed();
    await waitFor(async () =>
      expect(await summaryLinks()).toEqual([
        ['Enter the full name of the person the appointment is for', '#payment-patient-name'],
        [GUARDIAN, '#payment-over-16'],
      ]),
    );
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});

describe('PaymentStep: the support line on every failure', () => {
  const supportLink = (within_: HTMLElement) => within(within_).getByRole('link', { name: '0330 088 2211' });

  it('under a failed checkout (the slot went, or the hold ran out)', async () => {
    mockApi({ [CHECKOUT]: { status: 409, body: { message: 'This slot is no longer available', code: 'hold_expired' } } });
    await openCardStep();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This slot is no longer available');
    expect(alert).toHaveTextContent('Need help? Call us on 0330 088 2211.');
    expect(supportLink(alert)).toHaveAttribute('href', 'tel:+443300882211');
  });

  it('under a declined card and a failed bank check', async () => {
    mockApi({
      [CHECKOUT]: { status: 201, body: checkoutAnswer },
      [CONFIRM]: { body: { paymentIntentId: 'pi_1', status: 'requires_payment_method', error: { code: 'card_declined', message: 'Your card was declined.' } } },
      [PAYMENT]: recorded('failed', 'Your card was declined.'),
    });
    await openCardStep();
    await payWith('4000 0000 0000 0002');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(supportLink(alert)).toHaveAttribute('href', 'tel:+443300882211');
    // The reason comes first: the box starts with it, not with an empty line.
    expect(alert.firstElementChild).toHaveTextContent('Your card was declined.');
  });

  it('when the hold has run out', async () => {
    mockApi({});
    render(<PaymentStep hold={{ ...hold, expiresAt: new Date(Date.now() - 1000).toISOString() }} onPaid={vi.fn()} onBack={vi.fn()} />, { wrapper: stepWrapper() });
    const timer = screen.getByText(/Your hold has run out\./);
    expect(timer).toHaveTextContent('Your hold has run out. Need help? Call us on 0330 088 2211.');
    expect(supportLink(timer)).toHaveAttribute('href', 'tel:+443300882211');
  });
});

describe('SimulatedCardForm: test-card hints', () => {
  it('shows no test cards unless the server says so', async () => {
    useSiteSettings.setState({ status: 'ready', settings: SITE_OPEN as never });
    mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer } });
    await openCardStep();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByText('Booking reference ED-ABC234.')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/Test cards|4242/);
  });

  it("prints Stripe's test cards when the site says testCards (simulated payments, not production)", async () => {
    useSiteSettings.setState({ status: 'ready', settings: { ...SITE_OPEN, testCards: true } as never });
    mockApi({ [CHECKOUT]: { status: 201, body: checkoutAnswer } });
    await openCardStep();
    expect(await screen.findByText(/^Test cards: 4242 4242 4242 4242 succeeds;/)).toBeInTheDocument();
  });
});
