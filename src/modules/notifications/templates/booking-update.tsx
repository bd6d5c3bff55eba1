import { Text } from '@react-email/text';
import type { Nation } from '../../postcodes/postcodes.constants.js';
import type { Locale } from '../../site/languages.constants.js';
import { bookingMailWords } from './booking-mail.words.js';
import { AppointmentDetails, EmailAction, EmailLayout, emailText } from './email-layout.js';
import { UrgentCareNote } from './urgent-care-note.js';
import { BookedForNote } from './booking-confirmation.js';

/** Cancellation, reschedule and reminder e-mails: a heading, a few lines, the booking, and the manage link. */
export interface BookingUpdateProps {
  preview: string;
  heading: string;
  to_name: string;
  lines: string[];
  appointment_date: string;
  appointment_time: string;
  practice_name: string;
  practice_address: string;
  practice_phone: string;
  reference: string;
  manage_url?: string;
  manage_label?: string;
  /** The safety note: before the appointment (what to do if it gets worse) or after a cancellation. */
  urgent_care: { nation: Nation | null; after: 'booked' | 'cancelled' };
  /** The patient when the person booking (`to_name`) booked for someone else. */
  booked_for?: { name: string; under16: boolean } | null;
  /** The language the patient booked in (English when absent). */
  locale?: Locale;
}

export function BookingUpdate(p: BookingUpdateProps) {
  const words = bookingMailWords(p.locale);
  return (
    <EmailLayout preview={p.preview} heading={p.heading} locale={p.locale}>
      <Text style={emailText}>{words.dear(p.to_name)}</Text>
      {p.lines.map((line) => (
        <Text key={line} style={emailText}>
          {line}
        </Text>
      ))}
      {p.booked_for && <BookedForNote bookedFor={p.booked_for} remind={p.urgent_care.after !== 'cancelled'} locale={p.locale} />}
      <AppointmentDetails
        date={p.appointment_date}
        time={p.appointment_time}
        practiceName={p.practice_name}
        practiceAddress={p.practice_address}
        practicePhone={p.practice_phone}
        reference={p.reference}
        locale={p.locale}
      />
      {p.manage_url && <EmailAction url={p.manage_url} label={p.manage_label ?? words.manageAction} locale={p.locale} />}
      <UrgentCareNote nation={p.urgent_care.nation} after={p.urgent_care.after} locale={p.locale} />
    </EmailLayout>
  );
}
