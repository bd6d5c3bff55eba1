import { type FormEvent, useEffect, useState } from 'react';
import { BOOKING_FEE_PENCE } from '@contexts/booking/booking.constants';
import { Dialog } from '../../../shared/dialog';
import { formatPounds } from '../../../shared/format';
import { useLocale, useSay } from '../../../shared/i18n/app-i18n';
import { useSiteSettings } from '../../../shared/site-settings';
import { answerSimulatedChallenge } from '../api/answer-simulated-challenge';
import type { CheckoutResult } from '../api/checkout';
import { confirmSimulatedCard } from '../api/confirm-simulated-card';
import { PaymentAlert } from './payment-alert';
import { BOOKING_MESSAGES_IN, paymentFailureText, settlePayment, useAlert } from './payment-outcome';
import { BANK_CHECK, CARD, RESULTS } from './results-messages';

interface Props {
  session: CheckoutResult;
  /** The hold has run out: an open check with the bank is closed, nothing having been taken. */
  holdRunOut: boolean;
  onPaid: (c: CheckoutResult) => void;
  onBack: () => void;
}

/** The answers of Stripe's 3-D Secure test page, which the simulated bank's check copies. */
type ChallengeAnswer = 'complete' | 'fail' | 'cancel';

/**
 * The card step with the simulated gateway (no Stripe account): Stripe's test card numbers decide.
 * A 3-D Secure card (4000 0025 0000 3155, 4000 0000 0000 3220) opens the bank's check, as Stripe.js
 * does, with Stripe's test answers: Complete, Fail, or Cancel (closing it). Whatever happens in the
 * browser, the server then asks the gateway and records what it says.
 */
export function SimulatedCardForm({ session, holdRunOut, onPaid, onBack }: Props) {
  const say = useSay();
  const locale = useLocale();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState(false);
  const alert = useAlert();
  const showAlert = alert.show;
  const testCards = useSiteSettings((s) => s.settings?.testCards === true);

  useEffect(() => {
    if (holdRunOut && challenge) {
      setChallenge(false);
      showAlert(BOOKING_MESSAGES_IN[locale].holdRanOut);
    }
  }, [holdRunOut, challenge, showAlert, locale]);

  async function settle(browserMessage?: string) {
    const outcome = await settlePayment(session, browserMessage, locale);
    if (outcome.paid) onPaid(session);
    else alert.show(outcome.message);
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    alert.clear();
    try {
      const confirmed = await confirmSimulatedCard(session.clientSecret, card.number, card.expiry, card.cvc);
      if (confirmed.nextAction?.type === 'three_d_secure_challenge') setChallenge(true);
      else await settle(confirmed.error?.message);
    } catch (e) {
      alert.show(paymentFailureText(e, locale));
    } finally {
      setBusy(false);
    }
  }

  async function answer(result: ChallengeAnswer) {
    setChallenge(false);
    setBusy(true);
    try {
      // Cancel answers nothing: the bank's check stays unanswered, as when its window is closed.
      const answered = result === 'cancel' ? undefined : await answerSimulatedChallenge(session.clientSecret, result);
      await settle(answered?.error?.message);
    } catch (e) {
      alert.show(paymentFailureText(e, locale));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
    <form onSubmit={pay} noValidate aria-busy={busy}>
      <p>{say(CARD.reference, { reference: session.reference })}</p>
      {testCards && <p className="field__hint">{say(CARD.testCards)}</p>}
      <PaymentAlert alert={alert} />
      <div className="field">
        <label htmlFor="card-number">{say(CARD.number)}</label>
        <input id="card-number" inputMode="numeric" autoComplete="cc-number" value={card.number} onChange={(e) => setCard({ ...card, number: e.target.value })} />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor="card-expiry">{say(CARD.expiry)}</label>
          <input id="card-expiry" autoComplete="cc-exp" value={card.expiry} onChange={(e) => setCard({ ...card, expiry: e.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="card-cvc">{say(CARD.securityCode)}</label>
          <input id="card-cvc" inputMode="numeric" autoComplete="cc-csc" value={card.cvc} onChange={(e) => setCard({ ...card, cvc: e.target.value })} />
        </div>
      </div>
      <div className="actions">
        <button type="submit" className="button button--large" disabled={busy || holdRunOut}>
          {busy ? say(CARD.processing) : say(CARD.pay, { fee: formatPounds(BOOKING_FEE_PENCE) })}
        </button>
        <button type="button" className="button button--secondary" onClick={onBack} disabled={busy}>
          {say(RESULTS.back)}
        </button>
      </div>
    </form>
    {challenge && <BankCheck onAnswer={answer} />}
    </>
  );
}

/** The simulated bank's 3-D Secure page, in a modal as Stripe.js shows the real one. */
function BankCheck({ onAnswer }: { onAnswer: (result: ChallengeAnswer) => void }) {
  const say = useSay();
  return (
    <Dialog title={say(BANK_CHECK.title)} onClose={() => onAnswer('cancel')} describedBy="bank-check-text">
      <p id="bank-check-text">{say(BANK_CHECK.text, { fee: formatPounds(BOOKING_FEE_PENCE) })}</p>
      <div className="actions">
        <button type="button" className="button" onClick={() => onAnswer('complete')}>
          {say(BANK_CHECK.complete)}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAnswer('fail')}>
          {say(BANK_CHECK.fail)}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onAnswer('cancel')}>
          {say(BANK_CHECK.cancel)}
        </button>
      </div>
    </Dialog>
  );
}
