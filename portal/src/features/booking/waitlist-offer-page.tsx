import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WAITLIST_MESSAGES } from '@contexts/waitlist/waitlist.constants';
import { userMessage } from '../../shared/api-client';
import { formatDateLong, formatTime } from '../../shared/format';
import { paths } from '../../shared/paths';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { PaymentStep } from './payment-step';
import { type ClaimedOffer, waitlistApi } from './waitlist-api';

const FAILED = 'We could not open this offer. Please try again.';

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
        onBack={() => navigate(paths.home.getHref())}
        onPaid={(c) =>
          navigate(paths.appointmentConfirmation.getHref(), {
            state: { formData: offer.patient, practice: offer.practice, selectedSlot: offer.slot, appointment: { id: c.appointmentId, reference: c.reference, accessToken: c.accessToken } },
          })
        }
      />
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
