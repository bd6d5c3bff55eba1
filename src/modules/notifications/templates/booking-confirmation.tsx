import { Hr } from '@react-email/hr';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { BOOKED_FOR_TEXTS } from '../../booking/booking.constants.js';
import { DIRECTIONS_LABEL } from '../../practices/directions.rules.js';
import type { Nation } from '../../postcodes/postcodes.constants.js';
import { AppointmentDetails, EmailAction, EmailLayout, emailText as text } from './email-layout.js';
import { UrgentCareNote } from './urgent-care-note.js';

/** The spec's confirmation template fields (section 7), plus the booking reference. */
export interface BookingConfirmationProps {
  to_name: string;
  appointment_date: string;
  appointment_time: string;
  practice_name: string;
  practice_address: string;
  practice_phone: string;
  patient_name: string;
  patient_phone: string;
  patient_postcode: string;
  patient_issue: string;
  appointment_id: string;
  reference: string;
  /** Where the booking fee stands, in paymentWording's words (held, or paid). */
  payment_statement: string;
  /** The signed manage link: see, move or cancel without an account. */
  manage_url?: string;
  /** Opens the phone's maps app at the practice. */
  directions_url?: string;
  /** The booking's state as every channel names it ("Booked, waiting for the practice to confirm") and what it means. */
  state: { label: string; sentence: string };
  /** The patient's nation, from their postcode: whose 111 the safety note names (all three when null). */
  nation: Nation | null;
  /** The patient when the person booking (`to_name`) booked for someone else. */
  booked_for?: { name: string; under16: boolean } | null;
}

export function BookingConfirmation(p: BookingConfirmationProps) {
  return (
    <EmailLayout preview={`Your emergency dental appointment on ${p.appointment_date} at ${p.appointment_time}`} heading="Your appointment is booked">
      <Text style={text}>Dear {p.to_name},</Text>
      <Text style={text}>
        Thank you for booking with Emergency Dental. Your booking reference is <strong>{p.reference}</strong>.
      </Text>
      <Text style={text}>
        <strong>Status: {p.state.label}</strong>
        <br />
        {p.state.sentence}
      </Text>
      {p.booked_for && <BookedForNote bookedFor={p.booked_for} />}
      <AppointmentDetails date={p.appointment_date} time={p.appointment_time} practiceName={p.practice_name} practiceAddress={p.practice_address} practicePhone={p.practice_phone} />
      {p.directions_url && (
        <Text style={text}>
          <Link href={p.directions_url}>{DIRECTIONS_LABEL}</Link> to {p.practice_name} (opens your maps app).
        </Text>
      )}
      {p.manage_url && (
        <>
          <EmailAction url={p.manage_url} label="Change or cancel your appointment" />
          <Text style={{ ...text, fontSize: '14px' }}>The calendar file attached adds the appointment to your calendar.</Text>
        </>
      )}
      <Hr />
      <UrgentCareNote nation={p.nation} after="booked" />
      <Hr />
      <Text style={text}>
        <strong>Your details</strong>
        <br />
        Name: {p.patient_name}
        <br />
        {p.booked_for && (
          <>
            Appointment for: {BOOKED_FOR_TEXTS.patient(p.booked_for.name, p.booked_for.under16)}
            <br />
          </>
        )}
        Phone: {p.patient_phone}
        <br />
        Postcode: {p.patient_postcode}
        <br />
        Issue: {p.patient_issue || 'Not given'}
      </Text>
      <Hr />
      <Text style={text}>
        {p.payment_statement} Further payment for your treatment is made directly to the practice at your appointment.
      </Text>
      <Text style={{ ...text, fontSize: '13px', color: '#4c6272' }}>Appointment ID: {p.appointment_id}</Text>
    </EmailLayout>
  );
}

/**
 * Who the appointment is for, to the person who booked it; a parent or guardian is reminded to come
 * with the child (not once the appointment is cancelled).
 */
export function BookedForNote({ bookedFor, remind = true }: { bookedFor: { name: string; under16: boolean }; remind?: boolean }) {
  return (
    <Text style={text}>
      <strong>{BOOKED_FOR_TEXTS.appointmentFor(bookedFor.name, bookedFor.under16)}</strong>
      {bookedFor.under16 && remind && ` ${BOOKED_FOR_TEXTS.guardianReminder}`}
    </Text>
  );
}
