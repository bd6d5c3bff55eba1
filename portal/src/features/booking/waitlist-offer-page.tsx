import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { WAITLIST_MESSAGES } from '@contexts/waitlist/waitlist.constants';
import { WAITLIST_MESSAGES_CY } from '@contexts/waitlist/waitlist.cy.constants';
import { userMessage } from '../../shared/api-client';
import { formatTime } from '../../shared/format';
import { useSay, useWords } from '../../shared/i18n/app-i18n';
import { paths } from '../../shared/paths';
import { Spinner } from '../../shared/spinner';
import { useDocumentTitle } from '../../shared/use-document-title';
import { type ConfirmedPlace, useConfirmWaitlist } from './api/confirm-waitlist';
import { useClaimWaitlistOffer } from './api/claim-waitlist-offer';
import { useLeaveWaitlist } from './api/leave-waitlist';
import { releaseHold } from './api/release-hold';
import { PaymentStep } from './components/payment-step';
import { SafetyCheck } from './components/safety-check';
import { useDateLong } from '../../shared/i18n/use-london-dates';
import { BOOKING, WAITLIST_CONFIRM, WAITLIST_LEAVE, WAITLIST_OFFER } from './messages';

/** "This link is not valid…": the waitlist context's words, in the page's language. */
function useLinkInvalid(): string {
  return useWords({ 'en-GB': WAITLIST_MESSAGES, cy: WAITLIST_MESSAGES_CY }).linkInvalid;
}

/**
 * /waitlist/offer?token=…: the emergency question first (a sign → the 999 screen, nothing sent), then
 * "Hold this time" claims the offer and holds the slot (10 minutes, the booking's hold rules); the
 * usual payment step and confirmation follow.
 */
export function WaitlistOfferPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const say = useSay();
  const dateLong = useDateLong();
  const linkInvalid = useLinkInvalid();
  const token = params.get('token');
  // Once, when the patient answered "none of these": the offer is claimed by holding its time.
  const claim = useClaimWaitlistOffer();
  const offer = claim.data;
  const error = !token ? linkInvalid : claim.isError ? userMessage(claim.error, say(WAITLIST_OFFER.failed)) : undefined;
  useDocumentTitle(say(WAITLIST_OFFER.title));

  if (error || !token) {
    return (
      <div className="container narrow page">
        <h1>{say(WAITLIST_OFFER.title)}</h1>
        <p className="banner banner--error" role="alert">
          {error}
        </p>
        <p>
          <Link to={paths.home.getHref()}>{say(WAITLIST_OFFER.searchAgain)}</Link>
        </p>
      </div>
    );
  }
  if (!offer) {
    return (
      <div className="container narrow page">
        <h1 id="offer-title">{say(WAITLIST_OFFER.title)}</h1>
        <SafetyCheck
          uid="offer"
          className="lead-form"
          labelledBy="offer-title"
          intro={<p className="lead-form__intro">{say(WAITLIST_OFFER.askFirst)}</p>}
          busy={claim.isPending}
          label={say(WAITLIST_OFFER.holdThisTime)}
          busyLabel={say(WAITLIST_OFFER.holding)}
          onNone={() => claim.mutate(token)}
        />
      </div>
    );
  }
  return (
    <div className="container page">
      <h1>{say(WAITLIST_OFFER.title)}</h1>
      <p>{say(BOOKING.heldTime, { practice: offer.practice.name, date: dateLong(offer.slot.startTime), time: formatTime(offer.slot.startTime) })}</p>
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
  const say = useSay();
  const dateLong = useDateLong();
  const linkInvalid = useLinkInvalid();
  const token = params.get('token');
  // Once only: the link is single-use.
  const confirm = useConfirmWaitlist(token);
  const result: { ok: true; place: ConfirmedPlace } | { ok: false; message: string } | undefined = !token
    ? { ok: false, message: linkInvalid }
    : confirm.isSuccess
      ? { ok: true, place: confirm.data }
      : confirm.isError
        ? { ok: false, message: userMessage(confirm.error, say(WAITLIST_CONFIRM.failed)) }
        : undefined;
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = result !== undefined;
  useDocumentTitle(say(WAITLIST_CONFIRM.title));

  useEffect(() => {
    if (answered) heading.current?.focus();
  }, [answered]);

  if (!result) return <Spinner fullPage label={say(WAITLIST_CONFIRM.confirming)} />;
  return (
    <div className="container narrow page">
      <h1 ref={heading} tabIndex={-1}>
        {say(WAITLIST_CONFIRM.title)}
      </h1>
      {result.ok ? (
        <>
          <p className="banner banner--success" role="status">
            {result.place.message}
          </p>
          <dl className="summary">
            <dt>{say(WAITLIST_CONFIRM.postcode)}</dt>
            <dd>{result.place.postcode}</dd>
            <dt>{say(WAITLIST_CONFIRM.within)}</dt>
            <dd>{result.place.radiusKm}km</dd>
            <dt>{say(WAITLIST_CONFIRM.until)}</dt>
            <dd>{dateLong(result.place.expiresAt)}</dd>
          </dl>
          <p>
            <Trans
              id="waitlistConfirm.leave"
              message="No longer need an appointment? <0>Leave the waitlist</0> and we delete your details."
              components={{ 0: <Link to={paths.waitlistLeave.getHref(result.place.leaveToken)} /> }}
            />
          </p>
        </>
      ) : (
        <p className="banner banner--error" role="alert">
          {result.message}
        </p>
      )}
      <p>
        <Link to={paths.home.getHref()}>{say(BOOKING.returnHome)}</Link>
      </p>
    </div>
  );
}

/** /waitlist/leave?token=…: leaves the list (and deletes the details) from the e-mail's link. */
export function WaitlistLeavePage() {
  const [params] = useSearchParams();
  const say = useSay();
  const linkInvalid = useLinkInvalid();
  const token = params.get('token');
  const leave = useLeaveWaitlist(token);
  const result = !token
    ? { ok: false, message: linkInvalid }
    : leave.isSuccess
      ? { ok: true, message: leave.data.message }
      : leave.isError
        ? { ok: false, message: userMessage(leave.error, linkInvalid) }
        : undefined;
  useDocumentTitle(say(WAITLIST_LEAVE.title));
  if (!result) return <Spinner fullPage label={say(WAITLIST_LEAVE.leaving)} />;
  return (
    <div className="container narrow page">
      <h1>{say(WAITLIST_LEAVE.title)}</h1>
      <p className={`banner ${result.ok ? 'banner--success' : 'banner--error'}`} role={result.ok ? 'status' : 'alert'}>
        {result.message}
      </p>
      <p>
        <Link to={paths.home.getHref()}>{say(BOOKING.returnHome)}</Link>
      </p>
    </div>
  );
}
