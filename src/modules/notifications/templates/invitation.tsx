import { Text } from '@react-email/text';
import { EmailAction, EmailLayout, emailText } from './email-layout.js';

export interface InvitationMailProps {
  url: string;
  /** "an admin" or "a member of staff of Deansgate Dental and Leith Dental". */
  what: string;
  /** Who invited, when known. */
  inviter: string | null;
  hours: number;
  /** "Monday 1 March 2027 at 09:30", London time. */
  expires: string;
  /** Whether two-step verification is set up straight after the password. */
  twoStepRequired: boolean;
}

export const INVITATION_SUBJECT = 'Your invitation to the Emergency Dental back office';

/** The invitation: what the account will be, one button to set a password, until when it works. */
export function InvitationMail(p: InvitationMailProps) {
  return (
    <EmailLayout preview={INVITATION_SUBJECT} heading="You are invited to Emergency Dental">
      <Text style={emailText}>
        {p.inviter ? `${p.inviter} invited you` : 'You are invited'} to the Emergency Dental back office as {p.what}.
      </Text>
      <Text style={emailText}>
        Choose a password with this link{p.twoStepRequired ? ', then set up two-step verification with an authenticator app on your phone' : ''}. The link works once, for{' '}
        {p.hours} hours (until {p.expires}).
      </Text>
      <EmailAction url={p.url} label="Set your password" />
      <Text style={{ ...emailText, fontSize: '14px', color: '#4c6272' }}>
        If you were not expecting this, you can ignore this e-mail: no account is made until the link is used.
      </Text>
    </EmailLayout>
  );
}
