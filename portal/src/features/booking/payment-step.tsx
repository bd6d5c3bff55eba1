import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { BOOKING_FEE_PENCE, BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { ApiError } from '../../shared/api-client';
import { formatPounds } from '../../shared/format';
import { useSiteSettings } from '../../shared/site-settings';
import { Spinner } from '../../shared/spinner';
import { checkout, type CheckoutResult, confirmSimulatedCard, extendHold, type HoldResult, recordPayment } from './booking-api';
import { CARD_FORM_UNAVAILABLE } from './payment-messages';

/**
 * Stripe Elements only when the site takes real cards: the simulated provider never loads Stripe.js.
 * The chunk (our form, React Stripe.js and Stripe.js's loader) is fetched when the payment step
 * opens, never with the patient's first download; if it cannot be fetched the step says so.
 */
const loadStripeCardForm = () => import('./stripe-card-form');
const StripeCardForm = lazy(() =>
  loadStripeCardForm().catch(() => ({
    default: function CardFormUnavailable() {
      return (
        <div className="error-summary" role="alert">
          <p>{CARD_FORM_UNAVAILABLE}</p>
        </div>
      );
    },
  })),
);

/** The spec's simple pattern (text, at sign, text, dot, text) with its texts. */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return BOOKING_MESSAGES.emailRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) return BOOKING_MESSAGES.emailInvalid;
  return undefined;
}

function useCountdown(expiresAt: string) {
  const [left, setLeft] = useState(() => Date.parse(expiresAt) - Date.now());
  useEffect(() => {
    const t = setInterval(() => setLeft(Date.parse(expiresAt) - Date.now()), 1000);
    return () => clearInterval(t);
  }, [expiresAt]);
  return Math.max(0, left);
}

/** "Payment Processing": e-mail, Proceed to Payment, the card form and "Pay £39", with the hold's countdown. */
export function PaymentStep({
  hold: initialHold,
  onPaid,
  onBack,
  initialEmail = '',
  payerName = '',
}: {
  hold: HoldResult;
  /** With the address the confirmation goes to, so the confirmation page can say so. */
  onPaid: (c: CheckoutResult, email: string) => void;
  onBack: () => void;
  /** Known already (a waitlist offer): the patient only checks it. */
  initialEmail?: string;
  /** The billing name Stripe gets with the card (the lead form's name). */
  payerName?: string;
}) {
  const settings = useSiteSettings((s) => s.settings);
  const stripeKey = settings?.paymentProvider === 'stripe' ? settings.stripePublishableKey : undefined;
  const [hold, setHold] = useState(initialHold);
  const [extended, setExtended] = useState(false);
  const [email, setEmail] = useState(initialEmail);
  const [emailProblem, setEmailProblem] = useState<string>();
  const [session, setSession] = useState<CheckoutResult>();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const left = useCountdown(hold.expiresAt);
  const minutes = Math.ceil(left / 60_000);
  useEffect(() => heading.current?.focus(), []);
  // Fetch the card form's code while the patient types the e-mail, so it is there at "Proceed to Payment".
  useEffect(() => {
    if (stripeKey) void loadStripeCardForm().catch(() => undefined);
  }, [stripeKey]);

  async function proceed(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    setEmailProblem(problem);
    if (problem) return;
    setBusy(true);
    setError(undefined);
    try {
      setSession(await checkout(hold, email.trim()));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : BOOKING_MESSAGES.paymentFailed);
    } finally {
      setBusy(false);
    }
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!session) return;
    setBusy(true);
    setError(undefined);
    try {
      const confirmed = await confirmSimulatedCard(session.clientSecret, card.number, card.expiry, card.cvc);
      const recorded = await recordPayment(session);
      if (recorded.paymentStatus === 'authorized' || recorded.paymentStatus === 'completed') onPaid(session, email.trim());
      else setError(confirmed.error?.message ?? recorded.paymentError ?? BOOKING_MESSAGES.paymentFailed);
    } catch (e) {
      setError(e instanceof ApiError && e.status === 409 ? BOOKING_MESSAGES.slotTaken : e instanceof ApiError ? e.message : BOOKING_MESSAGES.paymentFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card payment" aria-labelledby="payment-title">
      <h2 id="payment-title" tabIndex={-1} ref={heading}>
        Payment Processing
      </h2>
      <p className="hold-timer">
        {left > 0 ? `We are holding this appointment for you for ${minutes} more minute${minutes === 1 ? '' : 's'}.` : 'Your hold has run out.'}{' '}
        {!extended && left > 0 && (
          <button
            type="button"
            className="link-button"
            onClick={async () => {
              try {
                const r = await extendHold(hold);
                setHold({ ...hold, expiresAt: r.expiresAt });
                setExtended(true);
              } catch (e) {
                setError(e instanceof Error ? e.message : String(e));
              }
            }}
          >
            I need more time
          </button>
        )}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {left > 0 && minutes <= 2 ? `${minutes} minute${minutes === 1 ? '' : 's'} left to pay.` : ''}
      </p>
      {error && (
        <div className="error-summary" role="alert">
          <p>{error}</p>
        </div>
      )}
      {!session ? (
        <form onSubmit={proceed} noValidate>
          <div className={emailProblem ? 'field field--error' : 'field'}>
            <label htmlFor="payment-email">Email address for your confirmation</label>
            {emailProblem && (
              <p id="payment-email-error" className="error-message">
                <span className="visually-hidden">Error:</span> {emailProblem}
              </p>
            )}
            <input
              id="payment-email"
              type="email"
              autoComplete="email"
              value={email}
              aria-invalid={emailProblem ? true : undefined}
              aria-describedby={emailProblem ? 'payment-email-error' : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              Proceed to Payment
            </button>
            <button type="button" className="button button--secondary" onClick={onBack}>
              Back
            </button>
          </div>
        </form>
      ) : stripeKey ? (
        <Suspense fallback={<Spinner label="Loading the secure card form…" />}>
          <StripeCardForm publishableKey={stripeKey} session={session} billing={{ name: payerName, email: email.trim() }} onPaid={(c) => onPaid(c, email.trim())} />
        </Suspense>
      ) : (
        <form onSubmit={pay} noValidate aria-busy={busy}>
          <p>Booking reference {session.reference}. Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.</p>
          <div className="field">
            <label htmlFor="card-number">Card number</label>
            <input id="card-number" inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={(e) => setCard({ ...card, number: e.target.value })} />
          </div>
          <div className="field-row">
            <div className="field">
              <label htmlFor="card-expiry">Expiry (MM/YY)</label>
              <input id="card-expiry" autoComplete="cc-exp" value={card.expiry} onChange={(e) => setCard({ ...card, expiry: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor="card-cvc">Security code</label>
              <input id="card-cvc" inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={(e) => setCard({ ...card, cvc: e.target.value })} />
            </div>
          </div>
          <button type="submit" className="button button--large" disabled={busy}>
            {busy ? 'Processing payment…' : `Pay ${formatPounds(BOOKING_FEE_PENCE)}`}
          </button>
        </form>
      )}
    </section>
  );
}
