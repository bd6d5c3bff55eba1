import { Text } from '@react-email/text';
import { EmailLayout, emailText } from './email-layout.js';

/**
 * The e-mails to an account's owner about its sign-in (ADR 0043; ASVS V2.2.3: a notice after every
 * change to how one signs in), worded here once. Each says what happened and when, and what to do
 * if it was not them. None carries a link: a notice that asks to click is what a phishing mail looks like.
 */
export type AccountNoticeKind = 'enrolled' | 'recovery-code' | 'reset' | 'new-device' | 'codes-locked' | 'lock-ended';

export interface AccountNoticeFacts {
  /** "Monday 1 March 2027 at 09:30", London time. */
  when: string;
  /** The end of a lock, in the same words. */
  until?: string;
  /** A new device's sign-in ended the other sessions (it came with both factors). */
  othersSignedOut?: boolean;
}

const NOT_YOU = 'If this was not you, contact an admin of Emergency Dental at once: they can reset your password and your two-step verification.';

export function accountNotice(kind: AccountNoticeKind, f: AccountNoticeFacts): { subject: string; heading: string; lines: string[] } {
  switch (kind) {
    case 'enrolled':
      return {
        subject: 'Two-step verification is on for your account',
        heading: 'Two-step verification is on',
        lines: [
          `Two-step verification was set up for your Emergency Dental account on ${f.when}. From now on you sign in with your password and a code from your authenticator app.`,
          'Anywhere else your account was signed in has been signed out.',
          NOT_YOU,
        ],
      };
    case 'recovery-code':
      return {
        subject: 'A recovery code was used to sign in to your account',
        heading: 'A recovery code was used',
        lines: [
          `Your Emergency Dental account was signed in to with one of your recovery codes on ${f.when}. Each recovery code works once.`,
          'Anywhere else your account was signed in has been signed out.',
          NOT_YOU,
        ],
      };
    case 'reset':
      return {
        subject: 'Your two-step verification was reset',
        heading: 'Your two-step verification was reset',
        lines: [
          `An admin reset two-step verification for your Emergency Dental account on ${f.when}. The codes of your authenticator app and your recovery codes no longer work, and you were signed out everywhere.`,
          'When you next sign in, you will set up two-step verification again.',
          'If you did not ask for this, contact an admin of Emergency Dental at once.',
        ],
      };
    case 'new-device':
      return {
        subject: 'New sign-in to your account',
        heading: 'A new sign-in to your account',
        lines: [
          `Your Emergency Dental account was signed in to on ${f.when} from a browser that had not signed in to it before.`,
          ...(f.othersSignedOut ? ['Anywhere else your account was signed in has been signed out.'] : []),
          NOT_YOU,
        ],
      };
    case 'codes-locked':
      return {
        subject: 'Signing in to your account is locked for a day',
        heading: 'Too many wrong codes',
        lines: [
          `Too many wrong two-step verification codes were entered for your Emergency Dental account, each after its right password. Signing in with a code is locked until ${f.until ?? 'tomorrow'}.`,
          'Someone who knows your password may be trying to get in. Contact an admin of Emergency Dental: they can reset your password, and end the lock sooner.',
        ],
      };
    case 'lock-ended':
      return {
        subject: 'You can sign in to your account again',
        heading: 'Your sign-in lock was ended',
        lines: [`An admin ended the lock on signing in to your Emergency Dental account on ${f.when}. You can sign in again now.`, NOT_YOU],
      };
  }
}

export function AccountNotice(p: { heading: string; lines: string[] }) {
  return (
    <EmailLayout preview={p.heading} heading={p.heading}>
      {p.lines.map((line) => (
        <Text key={line} style={emailText}>
          {line}
        </Text>
      ))}
    </EmailLayout>
  );
}
