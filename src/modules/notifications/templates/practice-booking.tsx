import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { EmailLayout, emailText } from './email-layout.js';

/**
 * What a practice is told about one of its bookings (a new one, a move, a cancellation): only what
 * it needs to see the patient — name (and who booked for them), phone, time, reference and the problem they described.
 */
export interface PracticeBookingProps {
  preview: string;
  heading: string;
  practice_name: string;
  lines: string[];
  details: Array<{ label: string; value: string }>;
}

export function PracticeBooking(p: PracticeBookingProps) {
  return (
    <EmailLayout preview={p.preview} heading={p.heading}>
      <Text style={emailText}>Dear {p.practice_name} team,</Text>
      {p.lines.map((line) => (
        <Text key={line} style={emailText}>
          {line}
        </Text>
      ))}
      <Section>
        <Text style={emailText}>
          {p.details.map((d, i) => (
            <span key={d.label}>
              {i > 0 && <br />}
              <strong>{d.label}:</strong> {d.value}
            </span>
          ))}
        </Text>
      </Section>
      <Text style={{ ...emailText, fontSize: '14px' }}>
        The booking fee is paid to Emergency Dental; the patient pays you directly for treatment. Please keep this e-mail confidential: it
        contains the patient&apos;s details.
      </Text>
    </EmailLayout>
  );
}
