import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { BOOKING_FEE_PENCE, BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@contexts/site/site.constants';
import { formatDateLong, formatPounds, formatTime } from '../../shared/format';
import { getAppointment } from './booking-api';
import type { LeadFormData, PracticeSummary, SlotView } from './search-api';

interface ConfirmationState {
  formData: LeadFormData;
  practice: PracticeSummary;
  selectedSlot: SlotView;
  /** Where the confirmation e-mail goes (the payment step's address). */
  email?: string;
  appointment: { id: string; reference: string; accessToken: string };
}

/**
 * What the patient is told about the fee: in authorisation mode (the default) the card is only
 * authorised, so the fee is held, not paid, until the practice is instructed.
 */
export function feeStatement(paymentStatus: string | undefined): string {
  const fee = formatPounds(BOOKING_FEE_PENCE);
  if (paymentStatus === 'authorized')
    return `The ${fee} booking fee is held on your card, not taken yet: it is taken when we confirm your appointment with the practice.`;
  if (paymentStatus === 'completed') return `You have paid the ${fee} booking fee.`;
  return `Your card has been accepted for the ${fee} booking fee.`;
}

/** /appointment-confirmation: the booking, the fee and practice-payment statement, and the e-mail's fate. */
export function ConfirmationPage() {
  const state = useLocation().state as ConfirmationState | null;
  const [emailStatus, setEmailStatus] = useState<string>('queued');
  const [paymentStatus, setPaymentStatus] = useState<string>();

  useEffect(() => {
    if (!state?.appointment) return;
    let stop = false;
    const poll = async (tries: number) => {
      try {
        const a = await getAppointment(state.appointment.id, state.appointment.accessToken);
        if (stop) return;
        setEmailStatus(a.emailStatus);
        setPaymentStatus(a.paymentStatus);
        if ((a.emailStatus === 'queued' || a.emailStatus === 'pending') && tries < 30) setTimeout(() => void poll(tries + 1), 2000);
      } catch {
        if (!stop && tries < 30) setTimeout(() => void poll(tries + 1), 2000);
      }
    };
    void poll(0);
    return () => {
      stop = true;
    };
  }, [state]);

  if (!state?.appointment || !state.practice || !state.selectedSlot) return <Navigate to="/" replace />;
  const { practice, selectedSlot, appointment, email } = state;
  const to = email ? <strong>{email}</strong> : null;
  return (
    <div className="container narrow page">
      <h1>Appointment Booked Successfully!</h1>
      <p className="banner">
        Your booking reference is <strong>{appointment.reference}</strong>.
      </p>
      <p role="status" aria-live="polite">
        {emailStatus === 'sent' && <>We have e-mailed your confirmation.{to && <> It went to {to}.</>}</>}
        {(emailStatus === 'queued' || emailStatus === 'pending') && <>Sending your confirmation e-mail{to && <> to {to}</>}…</>}
      </p>
      {/* Above the details, so "below" in the spec's text points at them. */}
      {emailStatus === 'failed' && (
        <div className="error-summary" role="alert">
          <p>{BOOKING_MESSAGES.emailSendFailed}</p>
          {to && <p>We tried to send it to {to}.</p>}
          <p>
            If the address is wrong, call us on <a href={`tel:${SUPPORT_PHONE_TEL}`}>{SUPPORT_PHONE_DISPLAY}</a> and we will send it again.
          </p>
          <p>{BOOKING_MESSAGES.emailSendFailedDetail}</p>
        </div>
      )}
      <dl className="summary">
        <dt>Date</dt>
        <dd>{formatDateLong(selectedSlot.startTime)}</dd>
        <dt>Time</dt>
        <dd>{formatTime(selectedSlot.startTime)}</dd>
        <dt>Practice</dt>
        <dd>
          {practice.name}, {[practice.address.line1, practice.address.city, practice.address.postcode].join(', ')}
        </dd>
        <dt>Practice phone</dt>
        <dd>{practice.phone}</dd>
      </dl>
      <p>
        {feeStatement(paymentStatus)} Further payment for your treatment is made directly to the practice.
      </p>
      <Link className="button" to="/">
        Return to Home
      </Link>
    </div>
  );
}
