import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WAITLIST_MESSAGES } from '@contexts/waitlist/waitlist.constants';
import { userMessage } from '../../shared/api-client';
import { formatDateLong, formatTime } from '../../shared/format';
import { paths } from '../../shared/paths';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { releaseHold } from './booking-api';
import { PaymentStep } from './payment-step';
import { type ClaimedOffer, type ConfirmedPlace, waitlistApi } from './waitlist-api';

const FAILED = 'We could not open this offer. Please try again.';
const CONFIRM_FAILED = 'We could not confirm your place on the waitlist. Please try again.';

/**
 * /waitlist/offer?token=…: opening the offer holds the slot (10 minutes, the booking's hold rules),
 * then the usual payment step and confirmation follow.
 */
export function WaitlistOfferPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [offer, setOffer] = useState<ClaimedOffer>();
  const [error, setError] = useState<string>();
  const started = useRef(false);
  useDocumentTitle('Your waitlist offer');

  useEffect(() => {
    // Once: the offer is claimed by opening it.
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    if (!token) {
      setError(WAITLIST_MESSAGES.linkInvalid);
      return;
    }
    waitlistApi
      .claim(token)
      .then(setOffer)
      .catch((e: unknown) => setError(userMessage(e, FAILED)));
  }, [params]);

  if (error) {
    return (
      <div className="container narrow page">
        <h1>Your waitlist offer</h1>
        <p className="banner banner--error" role="alert">
          {error}
        </p>
        <p>
          <Link to={paths.home.getHref()}>Search for another appointment</Link>
        </p>
      </div>
    );
  }
  if (!offer) return <Spinner fullPage label="Holding your appointment…" />;
  return (
    <div className="container page">
      <h1>Your waitlist offer</h1>
      <p>
        {offer.practice.name}, {formatDateLong(offer.slot.startTime)} at {formatTime(offer.slot.startTime)}
      </p>
      <PaymentStep
        hold={offer.hold}
        initialEmail={offer.email}
        payerName={offer.patient.name}
        onBack={() => {
          // Leaving the offer lets its time go at once, to the next patient waiting (HoldReleased tells the waitlist).
          void releaseHold(offer.hold).catch(() => undefined);
          navigate(paths.home.getHref());
        }}
        onPaid={(c, email) =>
          navigate(paths.appointmentConfirmation.getHref(), {
            state: { formData: offer.patient, practice: offer.practice, selectedSlot: offer.slot, email, appointment: { id: c.appointmentId, reference: c.reference, accessToken: c.accessToken } },
          })
        }
      />
    </div>
  );
}

/**
 * /waitlist/confirm?token=…: the confirmation e-mail's link. Opening it turns the join into a place
 * on the waitlist (or applies the new details to the place), once. The heading takes focus when the
 * answer arrives, so a screen reader reads it and the status that follows.
 */
export function WaitlistConfirmPage() {
  const [params] = useSearchParams();
  const [result, setResult] = useState<{ ok: true; place: ConfirmedPlace } | { ok: false; message: string }>();
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle('Your place on the waitlist');

  useEffect(() => {
    // Once only (React may run effects twice in development): the link is single-use.
    if (started.current) return;
    started.current = true;
    const token = params.get('token');
    if (!token) {
      setResult({ ok: false, message: WAITLIST_MESSAGES.linkInvalid });
      return;
    }
    waitlistApi
      .confirm(token)
      .then((place) => setResult({ ok: true, place }))
      .catch((e: unknown) => setResult({ ok: false, message: userMessage(e, CONFIRM_FAILED) }));
  }, [params]);
  useEffect(() => {
    if (result) heading.current?.focus();
  }, [result]);

  if (!result) return <Spinner fullPage label="Confirming your place on the waitlist…" />;
  return (
    <div className="container narrow page">
      <h1 ref={heading} tabIndex={-1}>
        Your place on the waitlist
      </h1>
      {result.ok ? (
        <>
          <p className="banner banner--success" role="status">
            {result.place.message}
          </p>
          <dl className="summary">
            <dt>Postcode</dt>
            <dd>{result.place.postcode}</dd>
            <dt>Appointments within</dt>
            <dd>{result.place.radiusKm}km</dd>
            <dt>Until</dt>
            <dd>{formatDateLong(result.place.expiresAt)}</dd>
          </dl>
          <p>
            No longer need an appointment? <Link to={paths.waitlistLeave.getHref(result.place.leaveToken)}>Leave the waitlist</Link> and we delete your details.
          </p>
        </>
      ) : (
        <p className="banner banner--error" role="alert">
          {result.message}
        </p>
      )}
      <p>
        <Link to={paths.home.getHref()}>Return to Home</Link>
      </p>
    </div>
  );
}

/** /waitlist/leave?token=…: leaves the list (and deletes the details) from the e-mail's link. */
export function WaitlistLeavePage() {
  const [params] = useSearchParams();
  const [result, setResult] = useState<{ ok: boolean; message: string }>();
  const started = useRef(false);
  useDocumentTitle('Leave the waitlist');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    waitlistApi
      .leave(params.get('token') ?? '')
      .then((r) => setResult({ ok: true, message: r.message }))
      .catch((e: unknown) => setResult({ ok: false, message: userMessage(e, WAITLIST_MESSAGES.linkInvalid) }));
  }, [params]);
  if (!result) return <Spinner fullPage label="Taking you off the waitlist…" />;
  return (
    <div className="container narrow page">
      <h1>Leave the waitlist</h1>
      <p className={`banner ${result.ok ? 'banner--success' : 'banner--error'}`} role={result.ok ? 'status' : 'alert'}>
        {result.message}
      </p>
      <p>
        <Link to={paths.home.getHref()}>Return to Home</Link>
      </p>
    </div>
  );
}
