import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { BOOKING_FEE_PENCE, BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { ApiError } from '../../shared/api-client';
import { formatPounds } from '../../shared/format';
import { type CheckoutResult, recordPayment } from './booking-api';
import { CARD_FORM_UNAVAILABLE } from './payment-messages';

/** One Stripe.js load per publishable key for the life of the page; a failed load is forgotten so "Try again" can retry. */
const stripes = new Map<string, ReturnType<typeof loadStripe>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) {
    const loading = loadStripe(key);
    stripes.set(key, loading);
    loading.catch(() => stripes.delete(key));
  }
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
  const [attempt, setAttempt] = useState(0);
  const [failedAttempt, setFailedAttempt] = useState<number>();
  // `attempt` is a dependency on purpose: "Try again" loads Stripe.js once more.
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey, attempt]);
  // Elements gets a promise that never rejects (no unhandled rejection); the failure is shown below.
  const forElements = useMemo(() => stripe.catch(() => null), [stripe]);
  useEffect(() => {
    let current = true;
    stripe.catch(() => current && setFailedAttempt(attempt));
    return () => {
      current = false;
    };
  }, [stripe, attempt]);
  if (failedAttempt === attempt) {
    return (
      <div className="error-summary" role="alert">
        <p>{CARD_FORM_UNAVAILABLE}</p>
        <button type="button" className="button button--secondary" onClick={() => setAttempt((a) => a + 1)}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <Elements key={attempt} stripe={forElements} options={{ locale: 'en-GB' }}>
      <CardForm {...props} />
    </Elements>
  );
}

function CardForm({ session, billing, onPaid }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string>();
  /** Stripe's own live check of what is typed ("Your card number is incomplete.", …). */
  const [cardProblem, setCardProblem] = useState<string>();
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
      <div className={cardProblem ? 'field field--error' : 'field'}>
        {/* The card fields live in Stripe's iframe: the label moves focus there itself. */}
        <label htmlFor="stripe-card" onClick={() => elements?.getElement(CardElement)?.focus()}>
          Card details
        </label>
        <p id="stripe-card-error" className="error-message" aria-live="polite">
          {cardProblem && (
            <>
              <span className="visually-hidden">Error:</span> {cardProblem}
            </>
          )}
        </p>
        <div className="stripe-card">
          <CardElement
            id="stripe-card"
            options={{ hidePostalCode: true, style: { base: { fontSize: '18px', color: '#212b32' } } }}
            onChange={(e) => setCardProblem(e.error?.message)}
          />
        </div>
      </div>
      <button type="submit" className="button button--large" disabled={busy || !stripe}>
        {busy ? 'Processing payment…' : `Pay ${formatPounds(BOOKING_FEE_PENCE)}`}
      </button>
    </form>
  );
}
