import { Text } from '@react-email/text';
import { EmailAction, EmailLayout, emailText } from './email-layout.js';

export interface SignInLinkProps {
  url: string;
  minutes: number;
}

/** "E-mail me a sign-in link": one button, the plain link, and what to do if it was not you. */
export function SignInLink(p: SignInLinkProps) {
  return (
    <EmailLayout preview="Your sign-in link for My Appointments" heading="Sign in to My Appointments">
      <Text style={emailText}>Use this link to see your emergency dental appointments. It works once, for {p.minutes} minutes.</Text>
      <EmailAction url={p.url} label="Sign in" />
      <Text style={{ ...emailText, fontSize: '14px', color: '#4c6272' }}>If you did not ask for this, you can ignore this e-mail: nobody can sign in without it.</Text>
    </EmailLayout>
  );
}
