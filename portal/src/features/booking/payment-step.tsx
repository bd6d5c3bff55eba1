import { type FormEvent, lazy, Suspense, useEffect, useRef, useState } from 'react';
import { BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { SMS_MESSAGES } from '@contexts/sms/sms.constants';
import { ApiError } from '../../shared/api-client';
import { useSiteSettings } from '../../shared/site-settings';
import { Spinner } from '../../shared/spinner';
import { checkout, type CheckoutResult, extendHold, type HoldResult } from './booking-api';
import { CARD_FORM_UNAVAILABLE } from './payment-messages';
import { useAlert } from './payment-outcome';
import { SimulatedCardForm } from './simulated-card-form';

/**
 * Stripe's Payment and Express Checkout Elements only when the site takes real cards: the simulated
 * provider never loads Stripe.js. The chunk (our form, React Stripe.js and Stripe.js's loader) is
 * fetched when the payment step opens, never with the patient's first download; if it cannot be
 * fetched the step says so.
 */
const loadStripePaymentForm = () => import('./stripe-payment-form');
const StripePaymentForm = lazy(() =>
  loadStripePaymentForm().catch(() => ({
    default: function PaymentFormUnavailable({ onBack }: { onBack: () => void }) {
      return (
        <div className="error-summary" role="alert">
          <p>{CARD_FORM_UNAVAILABLE}</p>
          <button type="button" className="button button--secondary" onClick={onBack}>
            Back
          </button>
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

/**
 * "Payment Processing": e-mail, Proceed to Payment, the card form and "Pay £39", with the hold's
 * countdown. Back, from either step, goes to the times (the page lets the hold go); it says which
 * address was typed, so coming back keeps it.
 */
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
  onBack: (email: string) => void;
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
  const [noTexts, setNoTexts] = useState(false);
  const [session, setSession] = useState<CheckoutResult>();
  const alert = useAlert();
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const left = useCountdown(hold.expiresAt);
  const minutes = Math.ceil(left / 60_000);
  useEffect(() => heading.current?.focus(), []);
  // Fetch the card form's code while the patient types the e-mail, so it is there at "Proceed to Payment".
  useEffect(() => {
    if (stripeKey) void loadStripePaymentForm().catch(() => undefined);
  }, [stripeKey]);

  async function proceed(event: FormEvent) {
    event.preventDefault();
    const problem = emailError(email);
    setEmailProblem(problem);
    if (problem) return;
    setBusy(true);
    alert.clear();
    try {
      setSession(await checkout(hold, email.trim(), !noTexts));
    } catch (e) {
      alert.show(e instanceof ApiError ? e.message : BOOKING_MESSAGES.paymentFailed);
    } finally {
      setBusy(false);
    }
  }

  const back = () => onBack(email.trim());

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
                alert.show(e instanceof Error ? e.message : String(e));
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
      {alert.message && (
        <div className="error-summary" role="alert" tabIndex={-1} ref={alert.ref}>
          <p>{alert.message}</p>
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
          <div className="field">
            <div className="checkbox">
              <input id="payment-no-texts" type="checkbox" checked={noTexts} aria-describedby="payment-no-texts-hint" onChange={(e) => setNoTexts(e.target.checked)} />
              <label htmlFor="payment-no-texts">{SMS_MESSAGES.noTextsLabel}</label>
            </div>
            <p id="payment-no-texts-hint" className="field__hint">
              {SMS_MESSAGES.noTextsHint}
            </p>
          </div>
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              Proceed to Payment
            </button>
            <button type="button" className="button button--secondary" onClick={back} disabled={busy}>
              Back
            </button>
          </div>
        </form>
      ) : stripeKey ? (
        <Suspense fallback={<Spinner label="Loading the secure card form…" />}>
          <StripePaymentForm
            publishableKey={stripeKey}
            session={session}
            billing={{ name: payerName, email: email.trim() }}
            holdRunOut={left <= 0}
            onPaid={(c) => onPaid(c, email.trim())}
            onBack={back}
          />
        </Suspense>
      ) : (
        <SimulatedCardForm session={session} holdRunOut={left <= 0} onPaid={(c) => onPaid(c, email.trim())} onBack={back} />
      )}
    </section>
  );
}
