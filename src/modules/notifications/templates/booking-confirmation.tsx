import { Hr } from '@react-email/hr';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import type { Nation } from '../../postcodes/postcodes.constants.js';
import type { Locale } from '../../site/languages.constants.js';
import { bookingMailWords } from './booking-mail.words.js';
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
  /** The language the patient booked in (English when absent): every line, and the `lang` of the page. */
  locale?: Locale;
}

/** `sentence` with the first `bold` in it in bold: the words stay one sentence in each language. */
function withBold(sentence: string, bold: string): ReactNode {
  const at = sentence.indexOf(bold);
  if (at < 0) return sentence;
  return (
    <>
      {sentence.slice(0, at)}
      <strong>{bold}</strong>
      {sentence.slice(at + bold.length)}
    </>
  );
}

export function BookingConfirmation(p: BookingConfirmationProps) {
  const words = bookingMailWords(p.locale);
  const w = words.confirmation;
  return (
    <EmailLayout preview={w.preview(p.appointment_date, p.appointment_time)} heading={w.heading} locale={p.locale}>
      <Text style={text}>{words.dear(p.to_name)}</Text>
      <Text style={text}>{withBold(w.thanks(p.reference), p.reference)}</Text>
      <Text style={text}>
        <strong>{words.status(p.state.label)}</strong>
        <br />
        {p.state.sentence}
      </Text>
      {p.booked_for && <BookedForNote bookedFor={p.booked_for} locale={p.locale} />}
      <AppointmentDetails date={p.appointment_date} time={p.appointment_time} practiceName={p.practice_name} practiceAddress={p.practice_address} practicePhone={p.practice_phone} locale={p.locale} />
      {p.directions_url && (
        <Text style={text}>
          <Link href={p.directions_url}>{w.directionsLink}</Link>
          {w.directionsAfter(p.practice_name)}
        </Text>
      )}
      {p.manage_url && (
        <>
          <EmailAction url={p.manage_url} label={words.manageAction} locale={p.locale} />
          <Text style={{ ...text, fontSize: '14px' }}>{w.calendarAttached}</Text>
        </>
      )}
      <Hr />
      <UrgentCareNote nation={p.nation} after="booked" locale={p.locale} />
      <Hr />
      <Text style={text}>
        <strong>{w.yourDetails}</strong>
        <br />
        {`${w.name}:`} {p.patient_name}
        <br />
        {p.booked_for && (
          <>
            {`${w.appointmentFor}:`} {words.bookedFor.patient(p.booked_for.name, p.booked_for.under16)}
            <br />
          </>
        )}
        {`${w.phone}:`} {p.patient_phone}
        <br />
        {`${w.postcode}:`} {p.patient_postcode}
        <br />
        {`${w.issue}:`} {p.patient_issue || w.notGiven}
      </Text>
      <Hr />
      <Text style={text}>
        {p.payment_statement} {w.furtherPayment}
      </Text>
      <Text style={{ ...text, fontSize: '13px', color: '#4c6272' }}>{w.appointmentId(p.appointment_id)}</Text>
    </EmailLayout>
  );
}

/**
 * Who the appointment is for, to the person who booked it; a parent or guardian is reminded to come
 * with the child (not once the appointment is cancelled).
 */
export function BookedForNote({ bookedFor, remind = true, locale }: { bookedFor: { name: string; under16: boolean }; remind?: boolean; locale?: Locale }) {
  const words = bookingMailWords(locale).bookedFor;
  return (
    <Text style={text}>
      <strong>{words.appointmentFor(bookedFor.name, bookedFor.under16)}</strong>
      {bookedFor.under16 && remind && ` ${words.guardianReminder}`}
    </Text>
  );
}
