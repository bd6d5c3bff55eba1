import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { EmailAction, EmailLayout, emailText } from './email-layout.js';

/** Waitlist e-mails: joined (with the leave link) and an offer (claim button, time limit, leave link). */
export interface WaitlistMailProps {
  preview: string;
  heading: string;
  lines: string[];
  action?: { label: string; url: string };
  leaveUrl: string;
}

export function WaitlistMail(p: WaitlistMailProps) {
  return (
    <EmailLayout preview={p.preview} heading={p.heading}>
      {p.lines.map((line) => (
        <Text key={line} style={emailText}>
          {line}
        </Text>
      ))}
      {p.action && <EmailAction url={p.action.url} label={p.action.label} />}
      <Text style={{ ...emailText, fontSize: '14px', color: '#4c6272' }}>
        No longer need an appointment? <Link href={p.leaveUrl}>Leave the waitlist</Link> ({p.leaveUrl}) and we delete your details.
      </Text>
    </EmailLayout>
  );
}
