import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { BOOKING_FEE_PENCE, BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { type PaymentStatus, paymentWording } from '@contexts/booking/payment-wording';
import { formatDateLong, formatTime } from '../../shared/format';
import { type AppointmentView, getAppointment } from './booking-api';
import { EmailCorrection } from './confirmation-email-correction';
import type { LeadFormData, PracticeSummary, SlotView } from './search-api';
import { DirectionsLink } from '../../shared/directions-link';

interface ConfirmationState {
  formData: LeadFormData;
  practice: PracticeSummary;
  selectedSlot: SlotView;
  /** Where the confirmation e-mail goes (the payment step's address). */
  email?: string;
  appointment: { id: string; reference: string; accessToken: string };
}

/**
 * What the patient is told about the fee: the words every channel uses (paymentWording), from the
 * payment status the server recorded. In authorisation mode (the default) the card is only
 * authorised, so the fee is held, not paid, until the practice is instructed; before the status is
 * read, only that the card was accepted.
 */
export function feeStatement(paymentStatus: string | undefined, feePence = BOOKING_FEE_PENCE): string {
  return paymentWording({ paymentStatus: paymentStatus as PaymentStatus | undefined, feePence }).sentence;
}

/** /appointment-confirmation: the booking, the fee and practice-payment statement, and the e-mail's fate. */
export function ConfirmationPage() {
  const state = useLocation().state as ConfirmationState | null;
  const [emailStatus, setEmailStatus] = useState<string>('queued');
  const [paymentStatus, setPaymentStatus] = useState<string>();
  const [feePence, setFeePence] = useState<number>(BOOKING_FEE_PENCE);
  /** Where the confirmation goes: the payment step's address, then what the server holds. */
  const [address, setAddress] = useState(state?.email);
  /** What the last correction said, until the e-mail's fate is known again. */
  const [correction, setCorrection] = useState<string>();
  /** Bumped by a correction: the e-mail status is polled again. */
  const [round, setRound] = useState(0);
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!state?.appointment) return;
    let stop = false;
    const poll = async (tries: number) => {
      try {
        const a: AppointmentView & { patient?: { email?: string }; amountPence?: number } = await getAppointment(state.appointment.id, state.appointment.accessToken);
        if (stop) return;
        setEmailStatus(a.emailStatus);
        setPaymentStatus(a.paymentStatus);
        if (typeof a.amountPence === 'number') setFeePence(a.amountPence);
        if (a.patient?.email) setAddress(a.patient.email);
        if (a.emailStatus === 'sent' || a.emailStatus === 'failed') setCorrection(undefined);
        if ((a.emailStatus === 'queued' || a.emailStatus === 'pending') && tries < 30) setTimeout(() => void poll(tries + 1), 2000);
      } catch {
        if (!stop && tries < 30) setTimeout(() => void poll(tries + 1), 2000);
      }
    };
    void poll(0);
    return () => {
      stop = true;
    };
  }, [state, round]);

  if (!state?.appointment || !state.practice || !state.selectedSlot) return <Navigate to="/" replace />;
  const { practice, selectedSlot, appointment } = state;
  const to = address ? <strong>{address}</strong> : null;
  return (
    <div className="container narrow page">
      <h1>Appointment Booked Successfully!</h1>
      <p className="banner">
        Your booking reference is <strong>{appointment.reference}</strong>.
      </p>
      {/* One polite live region: the sending, the result, and a correction's progress are read out as they change. */}
      <p role="status" aria-live="polite" tabIndex={-1} ref={status}>
        {correction && (emailStatus === 'queued' || emailStatus === 'pending') ? (
          correction
        ) : (
          <>
            {emailStatus === 'sent' && <>We have e-mailed your confirmation.{to && <> It went to {to}.</>}</>}
            {(emailStatus === 'queued' || emailStatus === 'pending') && <>Sending your confirmation e-mail{to && <> to {to}</>}…</>}
          </>
        )}
      </p>
      {/* Above the details, so "below" in the spec's text points at them. */}
      {emailStatus === 'failed' && (
        <div className="error-summary" role="alert">
          <p>{BOOKING_MESSAGES.emailSendFailed}</p>
          {to && <p>We tried to send it to {to}.</p>}
          <p>If the address is wrong, correct it here and we will send it again.</p>
          <p>{BOOKING_MESSAGES.emailSendFailedDetail}</p>
        </div>
      )}
      <EmailCorrection
        appointment={appointment}
        currentEmail={address}
        openAtStart={emailStatus === 'failed'}
        onChanged={(result) => {
          setAddress(result.email);
          setEmailStatus(result.emailStatus);
          setCorrection(result.message);
          setRound((r) => r + 1);
          // The form closes: focus goes to what now says where the e-mail is going.
          status.current?.focus();
        }}
      />
      <dl className="summary">
        <dt>Date</dt>
        <dd>{formatDateLong(selectedSlot.startTime)}</dd>
        <dt>Time</dt>
        <dd>{formatTime(selectedSlot.startTime)}</dd>
        <dt>Practice</dt>
        <dd>
          {practice.name}, {[practice.address.line1, practice.address.city, practice.address.postcode].join(', ')}
          <br />
          <DirectionsLink practice={practice} />
        </dd>
        <dt>Practice phone</dt>
        <dd>
          {/* Tap-to-call, as on the results page (audit U7): a patient in pain calls from here. */}
          <a href={`tel:${practice.phone.replace(/\s+/g, '')}`}>{practice.phone}</a>
        </dd>
      </dl>
      <p>
        {feeStatement(paymentStatus, feePence)} Further payment for your treatment is made directly to the practice.
      </p>
      <Link className="button" to="/">
        Return to Home
      </Link>
    </div>
  );
}
