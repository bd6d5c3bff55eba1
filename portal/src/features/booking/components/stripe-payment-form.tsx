import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { BOOKING_FEE_PENCE } from '@contexts/booking/booking.constants';
import { formatPounds } from '../../../shared/format';
import { useLocale, useSay } from '../../../shared/i18n/app-i18n';
import type { CheckoutResult } from '../api/checkout';
import { PaymentAlert, SupportLine } from './payment-alert';
import { PAYMENT_TEXTS } from '../utils/payment-messages';
import { paymentFailureText, settlePayment, useAlert } from './payment-outcome';
import { CARD, RESULTS } from './results-messages';

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
  /** The hold has run out: no more paying on it (the expiry cancels the intent). */
  holdRunOut?: boolean;
  onPaid: (c: CheckoutResult) => void;
  onBack: () => void;
}

/**
 * The payment step with Stripe (provider "stripe"): the Express Checkout Element (Apple Pay, Google
 * Pay: one tap on a phone) above the Payment Element (cards), both on the checkout's PaymentIntent;
 * nothing of the card touches our servers. `confirmPayment` with `redirect: 'if_required'` shows the
 * bank's 3-D Secure check in a modal on this page (the intent allows no redirect methods), then the
 * server records the PaymentIntent's real status. Lazy-loaded: only payers download Stripe.js.
 */
export default function StripePaymentForm(props: Props) {
  const say = useSay();
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
        <p>{say(PAYMENT_TEXTS.cardFormUnavailable)}</p>
        <SupportLine />
        <div className="actions">
          <button type="button" className="button button--secondary" onClick={() => setAttempt((a) => a + 1)}>
            {say(CARD.tryAgain)}
          </button>
          <button type="button" className="button button--secondary" onClick={props.onBack}>
            {say(RESULTS.back)}
          </button>
        </div>
      </div>
    );
  }
  return (
    // Stripe's own fields and messages stay in British English on a Welsh page too: Stripe has no Welsh.
    <Elements key={attempt} stripe={forElements} options={{ clientSecret: props.session.clientSecret, locale: 'en-GB', appearance: { theme: 'stripe' } }}>
      <PaymentForm {...props} />
    </Elements>
  );
}

function PaymentForm({ session, billing, holdRunOut = false, onPaid, onBack }: Props) {
  const say = useSay();
  const locale = useLocale();
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  /** Whether a wallet (Apple Pay, Google Pay) can be offered on this device: the "or pay by card" line follows. */
  const [wallets, setWallets] = useState(false);
  const alert = useAlert();

  /** The spec's call: confirm with the billing name and e-mail; the bank's check, if any, happens inside. */
  async function confirm(onWalletFailure?: StripeExpressCheckoutElementConfirmEvent['paymentFailed']) {
    if (!stripe || !elements) return;
    setBusy(true);
    alert.clear();
    try {
      const result = await stripe.confirmPayment({
        elements,
        redirect: 'if_required',
        // The card form does not ask again for what the patient typed (its fields are 'never').
        confirmParams: { payment_method_data: { billing_details: billing } },
      });
      // Incomplete card details: Stripe says what is missing next to the fields, and nothing was tried.
      if (result.error?.type === 'validation_error') return;
      // Whatever the browser says, the server asks Stripe for the real status (and the webhook agrees).
      const outcome = await settlePayment(session, result.error?.message, locale);
      if (outcome.paid) {
        onPaid(session);
        return;
      }
      onWalletFailure?.({ reason: 'fail' });
      alert.show(outcome.message);
    } catch (e) {
      onWalletFailure?.({ reason: 'fail' });
      alert.show(paymentFailureText(e, locale));
    } finally {
      setBusy(false);
    }
  }

  function pay(event: FormEvent) {
    event.preventDefault();
    void confirm();
  }

  return (
    <form onSubmit={pay} noValidate aria-busy={busy}>
      <p>{say(CARD.reference, { reference: session.reference })}</p>
      <PaymentAlert alert={alert} />
      {!holdRunOut && (
        <ExpressCheckoutElement
          options={{ buttonType: { applePay: 'book', googlePay: 'book' }, buttonHeight: 48 }}
          onReady={(e) => setWallets(Boolean(e.availablePaymentMethods))}
          onConfirm={(e) => void confirm(e.paymentFailed)}
        />
      )}
      {wallets && !holdRunOut && <p className="payment-divider">{say(CARD.orPayByCard)}</p>}
      <PaymentElement
        options={{
          layout: 'tabs',
          // The Express Checkout Element above offers the wallets; the patient typed name and e-mail already.
          wallets: { applePay: 'never', googlePay: 'never' },
          fields: { billingDetails: { name: 'never', email: 'never' } },
        }}
      />
      <div className="actions">
        <button type="submit" className="button button--large" disabled={busy || holdRunOut || !stripe || !elements}>
          {busy ? say(CARD.processing) : say(CARD.pay, { fee: formatPounds(BOOKING_FEE_PENCE) })}
        </button>
        <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
          {say(RESULTS.back)}
        </button>
      </div>
    </form>
  );
}
