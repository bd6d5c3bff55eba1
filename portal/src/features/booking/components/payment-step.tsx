import { type FormEvent, lazy, type MouseEvent, Suspense, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Trans } from '@lingui/react';
import { plainMailbox } from '@contexts/notifications/rules/mailbox.rules';
import { useMutation } from '@tanstack/react-query';
import {
  APPOINTMENT_FLEXIBILITY_HOURS,
  BOOKING_FEE_PENCE,
  CHECKOUT_CONSENT_MESSAGES,
  CHECKOUT_CONSENT_TEXTS,
  refundBeforeInstructionPence,
} from '@contexts/booking/booking.constants';
import { CHECKOUT_CONSENT_MESSAGES_CY, CHECKOUT_CONSENT_TEXTS_CY } from '@contexts/booking/booking.cy.constants';
import type { Words } from '@contexts/site/languages.constants';
import { SMS_MESSAGES } from '@contexts/sms/sms.constants';
import { SMS_MESSAGES_CY } from '@contexts/sms/sms.cy.constants';
import { ApiError } from '../../../shared/api-client';
import { formatPounds } from '../../../shared/format';
import { useLocale, useSay, useWords } from '../../../shared/i18n/app-i18n';
import { type Locale, pathInLocale } from '../../../shared/i18n/locales';
import { paths } from '../../../shared/paths';
import { useSiteSettings } from '../../../shared/site-settings';
import { Spinner } from '../../../shared/spinner';
import { checkout, type CheckoutConsent, type CheckoutResult } from '../api/checkout';
import { extendHold } from '../api/extend-hold';
import type { HoldResult } from '../api/hold-slot';
import { SupportText } from '../../../shared/support-text';
import { PaymentAlert, SupportLine } from './payment-alert';
import { PAYMENT_TEXTS } from '../utils/payment-messages';
import { BOOKING_MESSAGES_IN, useAlert } from './payment-outcome';
import { SimulatedCardForm } from './simulated-card-form';
import {
  AppointmentFor,
  type AppointmentForAnswer,
  appointmentForErrors,
  APPOINTMENT_FOR_IDS,
  BOOKED_FOR_MESSAGES_IN,
  isForAChild,
  patientOf,
  useBookedForTexts,
} from './appointment-for';
import { initialPaymentStep, paymentStepReducer, type StepAnswers, type StepErrors, type StepField } from './payment-step-state';
import { PAYMENT, RESULTS } from './results-messages';

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
      const say = useSay();
      return (
        <div className="error-summary" role="alert">
          <p>{say(PAYMENT_TEXTS.cardFormUnavailable)}</p>
          <SupportLine />
          <button type="button" className="button button--secondary" onClick={onBack}>
            {say(RESULTS.back)}
          </button>
        </div>
      );
    },
  })),
);

/**
 * The shared modules' words this step says, in each language: the api's texts and their Welsh
 * mirrors (what only staff or a developer read has no Welsh, and is not said here).
 */
const CONSENT_MESSAGES_IN: Words<typeof CHECKOUT_CONSENT_MESSAGES> = { 'en-GB': CHECKOUT_CONSENT_MESSAGES, cy: CHECKOUT_CONSENT_MESSAGES_CY };
type ConsentTexts = Omit<typeof CHECKOUT_CONSENT_TEXTS, 'recorded' | 'notAsked'>;
type SmsMessages = Omit<typeof SMS_MESSAGES, 'invalidSignature'>;

/** The spec's simple pattern (text, at sign, text, dot, text) with its texts, in `locale`. */
export function emailError(email: string, locale: Locale): string | undefined {
  const M = BOOKING_MESSAGES_IN[locale];
  if (!email.trim()) return M.emailRequired;
  // The server's own rule: one plain mailbox.
  if (!plainMailbox(email)) return M.emailInvalid;
  return undefined;
}

/** The details step's fields, in the order the page shows them and the error summary lists them. */
const STEP_FIELDS: StepField[] = ['who', 'patientName', 'under16', 'email', 'acceptTerms', 'over16'];
const FIELD_IDS: Record<StepField, string> = { ...APPOINTMENT_FOR_IDS, email: 'payment-email', acceptTerms: 'payment-accept-terms', over16: 'payment-over-16' };
/** The api's names of this step's fields: the age box answers for `guardian` too (one box, for a child both). */
const API_FIELDS: Record<string, StepField> = {
  'patient.name': 'patientName',
  'patient.under16': 'under16',
  email: 'email',
  acceptTerms: 'acceptTerms',
  over16: 'over16',
  guardian: 'over16',
};

/**
 * The details step's own check, with the api's texts in `locale`: who the appointment is for, the
 * address, and both required boxes ticked (for a child, the age box is the parent's or guardian's).
 */
export function stepErrors({ appointmentFor, email, acceptTerms, over16 }: StepAnswers, locale: Locale): StepErrors {
  const problem = emailError(email, locale);
  const consent = CONSENT_MESSAGES_IN[locale];
  return {
    ...appointmentForErrors(appointmentFor, locale),
    ...(problem && { email: problem }),
    ...(!acceptTerms && { acceptTerms: consent.acceptTermsRequired }),
    ...(!over16 && { over16: isForAChild(appointmentFor) ? BOOKED_FOR_MESSAGES_IN[locale].guardianRequired : consent.over16Required }),
  };
}

/** The age box's words: the booker's own age, and for a child also their being the parent or guardian. */
function ageBox(
  a: AppointmentForAnswer,
  bookedFor: ReturnType<typeof useBookedForTexts>,
  consent: ConsentTexts,
): { label: string; hint: string } {
  if (isForAChild(a)) return { label: bookedFor.guardianLabel, hint: bookedFor.guardianHint };
  if (a.who === 'someone-else' && a.under16 === false) return { label: consent.over16Label, hint: bookedFor.bookerOver16Hint };
  return { label: consent.over16Label, hint: consent.over16Hint };
}

/** The consent's words ("Before you pay", the boxes) in the page's language. */
function useConsentTexts(): ConsentTexts {
  return useWords<ConsentTexts>({ 'en-GB': CHECKOUT_CONSENT_TEXTS, cy: CHECKOUT_CONSENT_TEXTS_CY });
}

/**
 * What the patient agrees to, in one short box before the boxes to tick: the fee, the refund rule
 * and the 4-hour window, with the whole Booking Terms a link away (in a new tab, so the hold and
 * what was typed stay here).
 */
function BookingSummary() {
  const say = useSay();
  const locale = useLocale();
  const CONSENT = useConsentTexts();
  const fee = formatPounds(BOOKING_FEE_PENCE);
  // What goes back is rounded down to the penny, as the cancellation rule does; the rest is kept.
  const back = refundBeforeInstructionPence(BOOKING_FEE_PENCE);
  const kept = formatPounds(BOOKING_FEE_PENCE - back);
  return (
    <section className="booking-summary" aria-labelledby="booking-summary-title">
      <h3 id="booking-summary-title">{CONSENT.summaryTitle}</h3>
      <ul>
        <li>
          <Trans
            id="results.payment.summary.fee"
            message="Booking fee: <0>{fee}</0>. Any treatment is paid to the practice, at its fixed fees."
            values={{ fee }}
            components={{ 0: <strong /> }}
          />
        </li>
        <li>{say(PAYMENT.cancelRule, { kept })}</li>
        <li>{say(PAYMENT.timeMayMove, { hours: APPOINTMENT_FLEXIBILITY_HOURS })}</li>
      </ul>
      <p>
        <a href={pathInLocale(paths.bookingTerms.getHref(), locale)} target="_blank" rel="noopener">
          {CONSENT.termsLink}
        </a>
      </p>
    </section>
  );
}

/**
 * The hold's countdown and "I need more time". A component of its own: it re-renders every second, the
 * step around it only when the hold runs out (the whole step every second was a 40–100 ms task at 4×
 * CPU that a tap on the form often waited behind).
 */
function HoldTimer({
  expiresAt,
  canExtend,
  extending,
  onExtend,
  onRunOut,
}: {
  expiresAt: string;
  canExtend: boolean;
  extending: boolean;
  onExtend: () => void;
  onRunOut: (runOut: boolean) => void;
}) {
  const say = useSay();
  const left = useCountdown(expiresAt);
  const minutes = Math.ceil(left / 60_000);
  const runOut = left <= 0;
  useEffect(() => onRunOut(runOut), [runOut, onRunOut]);
  return (
    <>
      <p className="hold-timer">
        {!runOut ? (
          say(PAYMENT.holding, { minutes })
        ) : (
          <>
            {say(PAYMENT.holdRunOut)} <SupportText />
          </>
        )}{' '}
        {canExtend && !runOut && (
          <button type="button" className="link-button" onClick={onExtend} disabled={extending}>
            {say(PAYMENT.moreTime)}
          </button>
        )}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {!runOut && minutes <= 2 ? say(PAYMENT.minutesLeft, { minutes }) : ''}
      </p>
    </>
  );
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
 * "Payment Processing": who the appointment is for, e-mail, Proceed to Payment, the card form and
 * "Pay £39", with the hold's countdown. Back, from either step, goes to the times (the page lets the hold go); it says which
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
  const say = useSay();
  const locale = useLocale();
  const CONSENT = useConsentTexts();
  const bookedFor = useBookedForTexts();
  const sms = useWords<SmsMessages>({ 'en-GB': SMS_MESSAGES, cy: SMS_MESSAGES_CY });
  const settings = useSiteSettings((s) => s.settings);
  const stripeKey = settings?.paymentProvider === 'stripe' ? settings.stripePublishableKey : undefined;
  // One reducer for the step's flow (payment-step-state.ts), not a flag per answer.
  const [state, dispatch] = useReducer(paymentStepReducer, { hold: initialHold, email: initialEmail }, initialPaymentStep);
  const { hold, extended, runOut, answers, noTexts, errors, focusSummary } = state;
  const { appointmentFor, email, acceptTerms, over16 } = answers;
  const summary = useRef<HTMLDivElement>(null);
  const alert = useAlert();
  /** The checkout (POST /api/holds/:id/checkout): its answer is the card step's session. */
  const starting = useMutation({
    mutationFn: (consent: CheckoutConsent) => checkout(hold, email.trim(), consent, !noTexts),
    onError: (e) => {
      // A refusal naming this step's fields is shown by them (and in the summary), not as a failure.
      // The age box shows the guardian's refusal when both are named: its words cover both.
      const named = e instanceof ApiError && e.status === 400 ? Object.entries(e.fields ?? {}).filter(([f]) => API_FIELDS[f]) : [];
      if (named.length > 0) {
        const shown: StepErrors = {};
        for (const [f, message] of named) if (!(f === 'over16' && e instanceof ApiError && e.fields?.guardian)) shown[API_FIELDS[f]] = message;
        dispatch({ type: 'checked', errors: shown });
      } else {
        alert.show(e instanceof ApiError ? e.message : BOOKING_MESSAGES_IN[locale].paymentFailed);
      }
    },
  });
  const session: CheckoutResult | undefined = starting.data;
  const busy = starting.isPending;
  /** "I need more time" (POST /api/holds/:id/extend): the hold's new end, said by the timer. */
  const extending = useMutation({
    mutationFn: () => extendHold(hold),
    onSuccess: (r) => dispatch({ type: 'extended', expiresAt: r.expiresAt }),
    onError: (e) => alert.show(e instanceof Error ? e.message : String(e)),
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  /** The hold has run out (HoldTimer says when): no more paying on it. Stable, as the timer's effect depends on it. */
  const onRunOut = useCallback((ranOut: boolean) => dispatch({ type: 'holdTimer', runOut: ranOut }), []);
  useEffect(() => heading.current?.focus(), []);
  // The details form gives way to the card step: focus on its heading, never left on the page's body
  // at its top, where a keyboard user would Tab through the header again.
  useEffect(() => {
    if (session) cardHeading.current?.focus();
  }, [session]);
  // The error summary takes focus after it renders, on each refused "Proceed to Payment" (GOV.UK pattern).
  useEffect(() => {
    if (focusSummary) summary.current?.focus();
  }, [focusSummary]);
  // Fetch the card form's code while the patient types the e-mail, so it is there at "Proceed to Payment".
  useEffect(() => {
    if (stripeKey) void loadStripePaymentForm().catch(() => undefined);
  }, [stripeKey]);

  function proceed(event: FormEvent) {
    event.preventDefault();
    const found = stepErrors(answers, locale);
    dispatch({ type: 'checked', errors: found });
    // Both boxes ticked is also what the checkout's body demands (`true`): the last two tests tell TypeScript so.
    if (Object.keys(found).length > 0 || !acceptTerms || !over16) return;
    alert.clear();
    const patient = patientOf(appointmentFor);
    starting.mutate({ acceptTerms, over16, ...(patient && { patient }), ...(patient?.under16 && { guardian: true }) });
  }

  function jumpTo(event: MouseEvent<HTMLAnchorElement>, field: StepField) {
    // Focus the field itself instead of letting the router treat the fragment as a navigation.
    event.preventDefault();
    const el = document.getElementById(FIELD_IDS[field]);
    el?.scrollIntoView?.({ block: 'center' });
    el?.focus();
  }

  const listed = STEP_FIELDS.filter((f) => errors[f]);
  const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

  const back = () => onBack(email.trim());
  const age = ageBox(appointmentFor, bookedFor, CONSENT);

  return (
    <section className="card payment" aria-labelledby="payment-title">
      <h2 id="payment-title" tabIndex={-1} ref={heading}>
        {say(PAYMENT.title)}
      </h2>
      <HoldTimer expiresAt={hold.expiresAt} canExtend={!extended} extending={extending.isPending} onExtend={() => extending.mutate()} onRunOut={onRunOut} />
      <PaymentAlert alert={alert} />
      {!session ? (
        <form onSubmit={proceed} noValidate>
          {listed.length > 0 && (
            <div ref={summary} className="error-summary" role="alert" tabIndex={-1} aria-labelledby="payment-errors-title">
              <p id="payment-errors-title" className="error-summary__title">
                {say(RESULTS.errorSummaryTitle)}
              </p>
              <ul className="error-summary__list">
                {listed.map((f) => (
                  <li key={f}>
                    <a href={`#${FIELD_IDS[f]}`} onClick={(e) => jumpTo(e, f)}>
                      {errors[f]}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <AppointmentFor answer={appointmentFor} errors={errors} onChange={(answer) => dispatch({ type: 'answeredFor', answer })} />
          <div className={errors.email ? 'field field--error' : 'field'}>
            <label htmlFor="payment-email">{say(PAYMENT.emailLabel)}</label>
            {errors.email && (
              <p id="payment-email-error" className="error-message">
                <span className="visually-hidden">{say(RESULTS.errorPrefix)}</span> {errors.email}
              </p>
            )}
            <input
              id="payment-email"
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              value={email}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'payment-email-error' : undefined}
              onChange={(e) => dispatch({ type: 'typedEmail', email: e.target.value })}
            />
          </div>
          <BookingSummary />
          <fieldset className="fieldset consent">
            <legend>{CONSENT.legend}</legend>
            <div className={errors.acceptTerms ? 'field field--error' : 'field'}>
              {errors.acceptTerms && (
                <p id="payment-accept-terms-error" className="error-message">
                  <span className="visually-hidden">{say(RESULTS.errorPrefix)}</span> {errors.acceptTerms}
                </p>
              )}
              <div className="checkbox">
                <input
                  id="payment-accept-terms"
                  type="checkbox"
                  required
                  checked={acceptTerms}
                  aria-invalid={errors.acceptTerms ? true : undefined}
                  aria-describedby={describedBy(errors.acceptTerms && 'payment-accept-terms-error')}
                  onChange={(e) => dispatch({ type: 'tickedTerms', checked: e.target.checked })}
                />
                <label htmlFor="payment-accept-terms">{CONSENT.acceptTermsLabel}</label>
              </div>
            </div>
            <div className={errors.over16 ? 'field field--error' : 'field'}>
              {errors.over16 && (
                <p id="payment-over-16-error" className="error-message">
                  <span className="visually-hidden">{say(RESULTS.errorPrefix)}</span> {errors.over16}
                </p>
              )}
              <div className="checkbox">
                <input
                  id="payment-over-16"
                  type="checkbox"
                  required
                  checked={over16}
                  aria-invalid={errors.over16 ? true : undefined}
                  aria-describedby={describedBy('payment-over-16-hint', errors.over16 && 'payment-over-16-error')}
                  onChange={(e) => dispatch({ type: 'tickedAge', checked: e.target.checked })}
                />
                <label htmlFor="payment-over-16">{age.label}</label>
              </div>
              <p id="payment-over-16-hint" className="field__hint checkbox__hint">
                {age.hint}
              </p>
            </div>
          </fieldset>
          <div className="field">
            <div className="checkbox">
              <input id="payment-no-texts" type="checkbox" checked={noTexts} aria-describedby="payment-no-texts-hint" onChange={(e) => dispatch({ type: 'tickedNoTexts', checked: e.target.checked })} />
              <label htmlFor="payment-no-texts">{sms.noTextsLabel}</label>
            </div>
            <p id="payment-no-texts-hint" className="field__hint">
              {sms.noTextsHint}
            </p>
          </div>
          <div className="actions">
            <button type="submit" className="button" disabled={busy}>
              {say(PAYMENT.proceed)}
            </button>
            <button type="button" className="button button--secondary" onClick={back} disabled={busy}>
              {say(RESULTS.back)}
            </button>
          </div>
        </form>
      ) : (
        <>
          <h3 id="card-step-title" tabIndex={-1} ref={cardHeading}>
            {say(PAYMENT_TEXTS.cardStepHeading, { fee: formatPounds(BOOKING_FEE_PENCE) })}
          </h3>
          {stripeKey ? (
        <Suspense fallback={<Spinner label={say(PAYMENT.loadingCardForm)} />}>
          <StripePaymentForm
            publishableKey={stripeKey}
            session={session}
            billing={{ name: payerName, email: email.trim() }}
            holdRunOut={runOut}
            onPaid={(c) => onPaid(c, email.trim())}
            onBack={back}
          />
        </Suspense>
      ) : (
        <SimulatedCardForm session={session} holdRunOut={runOut} onPaid={(c) => onPaid(c, email.trim())} onBack={back} />
          )}
        </>
      )}
    </section>
  );
}
