import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react';
import { Link, Navigate, useLocation } from 'react-router';
import { BOOKED_FOR_TEXTS, BOOKING_FEE_PENCE, BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { BOOKED_FOR_TEXTS_CY, BOOKING_MESSAGES_CY } from '@contexts/booking/booking.cy.constants';
import { type PaymentStatus, paymentWording } from '@contexts/booking/rules/payment-wording.rules';
import { paymentWordingCy } from '@contexts/booking/rules/payment-wording.cy.rules';
import { formatTime } from '../../shared/format';
import { useSay, useWords } from '../../shared/i18n/app-i18n';
import { appointmentKey, type AppointmentView, emailUnderWay, useAppointment } from './api/get-appointment';
import { EmailCorrection } from './components/confirmation-email-correction';
import type { LeadFormData, PracticeSummary, SlotView } from './api/search-practices';
import { DirectionsLink } from '../../shared/directions-link';
import { useDateLong } from '../../shared/i18n/use-london-dates';
import { BOOKING, CONFIRMATION } from './messages';

interface ConfirmationState {
  formData: LeadFormData;
  practice: PracticeSummary;
  selectedSlot: SlotView;
  /** Where the confirmation e-mail goes (the payment step's address). */
  email?: string;
  appointment: { id: string; reference: string; accessToken: string };
}

/** The booked-for words the confirmation says (their Welsh mirror has these; the staff's lines are English only). */
type BookedForWords = Pick<typeof BOOKED_FOR_TEXTS, 'appointmentFor' | 'guardianReminder' | 'patient'>;
/** The confirmation e-mail's failure, as the booking context words it. */
type EmailFailedWords = Pick<typeof BOOKING_MESSAGES, 'emailSendFailed' | 'emailSendFailedDetail'>;

/**
 * What the patient is told about the fee: the words every channel uses (paymentWording), from the
 * payment status the server recorded. In authorisation mode (the default) the card is only
 * authorised, so the fee is held, not paid, until the practice is instructed; before the status is
 * read, only that the card was accepted. `wording`: the page's language's (`paymentWordingCy` in Welsh).
 */
export function feeStatement(paymentStatus: string | undefined, feePence = BOOKING_FEE_PENCE, wording: typeof paymentWording = paymentWording): string {
  return wording({ paymentStatus: paymentStatus as PaymentStatus | undefined, feePence }).sentence;
}

/**
 * /appointment-confirmation: the booking, the fee and practice-payment statement, and the e-mail's
 * fate, followed on the server (useAppointment: read every 2 s while the e-mail is on its way).
 */
export function ConfirmationPage() {
  const state = useLocation().state as ConfirmationState | null;
  const say = useSay();
  const dateLong = useDateLong();
  // The shared modules' words in the page's language (their Welsh mirrors).
  const bookedForWords = useWords<BookedForWords>({ 'en-GB': BOOKED_FOR_TEXTS, cy: BOOKED_FOR_TEXTS_CY });
  const emailFailed = useWords<EmailFailedWords>({ 'en-GB': BOOKING_MESSAGES, cy: BOOKING_MESSAGES_CY });
  const wording = useWords({ 'en-GB': paymentWording, cy: paymentWordingCy });
  const queryClient = useQueryClient();
  /** Where the poll starts counting again: a corrected address starts a new round of reads. */
  const [sincePoll, setSincePoll] = useState(0);
  const booking = useAppointment(state?.appointment, sincePoll);
  /** What the last correction said, until the e-mail's fate is known again. */
  const [correction, setCorrection] = useState<string>();
  const status = useRef<HTMLParagraphElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const emailStatus = booking.data?.emailStatus ?? 'queued';
  const paymentStatus = booking.data?.paymentStatus;
  const feePence = booking.data?.amountPence ?? BOOKING_FEE_PENCE;
  /** Where the confirmation goes: what the server holds, else the payment step's address. */
  const address = booking.data?.patient?.email ?? state?.email;
  /** The patient when the person booking booked for someone else (as the server holds it). */
  const bookedFor = booking.data?.bookedFor ?? null;
  // The booking's last step: focus on what it says, not on the top of the page.
  useEffect(() => heading.current?.focus(), []);

  if (!state?.appointment || !state.practice || !state.selectedSlot) return <Navigate to="/" replace />;
  const { practice, selectedSlot, appointment } = state;
  return (
    <div className="container narrow page">
      <h1 tabIndex={-1} ref={heading}>
        {say(CONFIRMATION.heading)}
      </h1>
      <p className="banner">
        <Trans
          id="confirmation.reference"
          message="Your booking reference is <0>{reference}</0>."
          values={{ reference: appointment.reference }}
          components={{ 0: <strong /> }}
        />
      </p>
      {/* The booking's state in the words every channel uses: the practice has not confirmed yet, and how the patient will hear. */}
      {booking.data?.state && (
        <p className="booking-state">
          <strong className="booking-state__label">{booking.data.state.label}</strong> {booking.data.state.sentence}
        </p>
      )}
      {bookedFor && (
        <p className="inset-text">
          <strong>{bookedForWords.appointmentFor(bookedFor.name, bookedFor.under16)}</strong>
          {bookedFor.under16 && ` ${bookedForWords.guardianReminder}`}
        </p>
      )}
      {/* One polite live region: the sending, the result, and a correction's progress are read out as they change. */}
      <p role="status" aria-live="polite" tabIndex={-1} ref={status}>
        {correction && emailUnderWay(emailStatus) ? (
          correction
        ) : (
          <>
            {emailStatus === 'sent' &&
              (address ? (
                <Trans
                  id="confirmation.email.sentTo"
                  message="We have e-mailed your confirmation. It went to <0>{address}</0>."
                  values={{ address }}
                  components={{ 0: <strong /> }}
                />
              ) : (
                say(CONFIRMATION.emailSent)
              ))}
            {(emailStatus === 'queued' || emailStatus === 'pending') &&
              (address ? (
                <Trans
                  id="confirmation.email.sendingTo"
                  message="Sending your confirmation e-mail to <0>{address}</0>…"
                  values={{ address }}
                  components={{ 0: <strong /> }}
                />
              ) : (
                say(CONFIRMATION.emailSending)
              ))}
          </>
        )}
      </p>
      {/* Above the details, so "below" in the spec's text points at them. */}
      {emailStatus === 'failed' && (
        <div className="error-summary" role="alert">
          <p>{emailFailed.emailSendFailed}</p>
          {address && (
            <p>
              <Trans id="confirmation.email.triedTo" message="We tried to send it to <0>{address}</0>." values={{ address }} components={{ 0: <strong /> }} />
            </p>
          )}
          <p>{say(CONFIRMATION.correctAddress)}</p>
          <p>{emailFailed.emailSendFailedDetail}</p>
        </div>
      )}
      <EmailCorrection
        appointment={appointment}
        currentEmail={address}
        openAtStart={emailStatus === 'failed'}
        onChanged={(result) => {
          // The new address and its sending, as the server said them; then read again until the e-mail's fate is known.
          const key = appointmentKey(appointment.id);
          queryClient.setQueryData<AppointmentView>(key, (a) => a && { ...a, emailStatus: result.emailStatus, patient: { ...a.patient, email: result.email } });
          const polled = queryClient.getQueryState(key);
          setSincePoll((polled?.dataUpdateCount ?? 0) + (polled?.errorUpdateCount ?? 0));
          void queryClient.invalidateQueries({ queryKey: key });
          setCorrection(result.message);
          // The form closes: focus goes to what now says where the e-mail is going.
          status.current?.focus();
        }}
      />
      <dl className="summary">
        {bookedFor && (
          <>
            <dt>{say(CONFIRMATION.appointmentFor)}</dt>
            <dd>{bookedForWords.patient(bookedFor.name, bookedFor.under16)}</dd>
          </>
        )}
        <dt>{say(CONFIRMATION.date)}</dt>
        <dd>{dateLong(selectedSlot.startTime)}</dd>
        <dt>{say(CONFIRMATION.time)}</dt>
        <dd>{formatTime(selectedSlot.startTime)}</dd>
        <dt>{say(CONFIRMATION.practice)}</dt>
        <dd>
          {practice.name}, {[practice.address.line1, practice.address.city, practice.address.postcode].join(', ')}
          <br />
          <DirectionsLink practice={practice} />
        </dd>
        <dt>{say(CONFIRMATION.practicePhone)}</dt>
        <dd>
          {/* Tap-to-call, as on the results page: a patient in pain calls from here. */}
          <a href={`tel:${practice.phone.replace(/\s+/g, '')}`}>{practice.phone}</a>
        </dd>
      </dl>
      <p>
        {feeStatement(paymentStatus, feePence, wording)} {say(CONFIRMATION.furtherPayment)}
      </p>
      <Link className="button" to="/">
        {say(BOOKING.returnHome)}
      </Link>
    </div>
  );
}
