import { type FormEvent, useMemo, useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { BOOKING_FEE_PENCE, BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { ApiError } from '../../shared/api-client';
import { formatPounds } from '../../shared/format';
import { type CheckoutResult, recordPayment } from './booking-api';

/** One Stripe.js load per publishable key for the life of the page. */
const stripes = new Map<string, ReturnType<typeof loadStripe>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) stripes.set(key, loadStripe(key));
  return stripes.get(key)!;
};

interface Props {
  publishableKey: string;
  session: CheckoutResult;
  billing: { name: string; email: string };
  onPaid: (c: CheckoutResult) => void;
}

/**
 * The card step with Stripe Elements (provider "stripe"): the card never touches our servers. The
 * spec's call: confirm the card payment with the client secret and the billing name and e-mail; then
 * the server records the PaymentIntent's real status. Lazy-loaded: only payers download Stripe.js.
 */
export default function StripeCardForm(props: Props) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe} options={{ locale: 'en-GB' }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ session, billing, onPaid }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    setError(undefined);
    try {
      const result = await stripe.confirmCardPayment(session.clientSecret, { payment_method: { card, billing_details: billing } });
      // Whatever the browser says, the server asks Stripe for the real status (and the webhook agrees).
      const recorded = await recordPayment(session);
      if (recorded.paymentStatus === 'authorized' || recorded.paymentStatus === 'completed') onPaid(session);
      else setError(result.error?.message ?? recorded.paymentError ?? BOOKING_MESSAGES.paymentFailed);
    } catch (e) {
      setError(e instanceof ApiError && e.status === 409 ? BOOKING_MESSAGES.slotTaken : e instanceof ApiError ? e.message : BOOKING_MESSAGES.paymentFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={pay} noValidate aria-busy={busy}>
      <p>Booking reference {session.reference}.</p>
      {error && (
        <div className="error-summary" role="alert">
          <p>{error}</p>
        </div>
      )}
      <div className="field">
        <label htmlFor="stripe-card">Card details</label>
        <div className="stripe-card">
          <CardElement id="stripe-card" options={{ hidePostalCode: true, style: { base: { fontSize: '18px', color: '#212b32' } } }} />
        </div>
      </div>
      <button type="submit" className="button button--large" disabled={busy || !stripe}>
        {busy ? 'Processing payment…' : `Pay ${formatPounds(BOOKING_FEE_PENCE)}`}
      </button>
    </form>
  );
}
