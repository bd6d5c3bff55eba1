import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { BOOKING_MESSAGES } from '@contexts/booking/booking.constants';
import { formatDateLong, formatTime } from '../../shared/format';
import { getAppointment } from './booking-api';
import type { LeadFormData, PracticeSummary, SlotView } from './search-api';

interface ConfirmationState {
  formData: LeadFormData;
  practice: PracticeSummary;
  selectedSlot: SlotView;
  appointment: { id: string; reference: string; accessToken: string };
}

/** /appointment-confirmation: the booking, the practice-payment statement, and the e-mail's fate. */
export function ConfirmationPage() {
  const state = useLocation().state as ConfirmationState | null;
  const [emailStatus, setEmailStatus] = useState<string>('queued');

  useEffect(() => {
    if (!state?.appointment) return;
    let stop = false;
    const poll = async (tries: number) => {
      try {
        const a = await getAppointment(state.appointment.id, state.appointment.accessToken);
        if (stop) return;
        setEmailStatus(a.emailStatus);
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
  const { practice, selectedSlot, appointment } = state;
  return (
    <div className="container narrow page">
      <h1>Appointment Booked Successfully!</h1>
      <p className="banner">
        Your booking reference is <strong>{appointment.reference}</strong>.
      </p>
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
      <p>You have paid the £39 booking fee. Further payment for your treatment is made directly to the practice.</p>
      <p role="status" aria-live="polite">
        {emailStatus === 'sent' && 'We have e-mailed your confirmation.'}
        {(emailStatus === 'queued' || emailStatus === 'pending') && 'Sending your confirmation e-mail…'}
      </p>
      {emailStatus === 'failed' && (
        <div className="error-summary" role="alert">
          <p>{BOOKING_MESSAGES.emailSendFailed}</p>
          <p>{BOOKING_MESSAGES.emailSendFailedDetail}</p>
        </div>
      )}
      <Link className="button" to="/">
        Return to Home
      </Link>
    </div>
  );
}
