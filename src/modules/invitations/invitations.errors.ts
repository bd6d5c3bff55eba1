import { DomainError, NotFoundError } from '../../shared/errors/domain-error.js';
import { INVITATION_MESSAGES } from './invitations.constants.js';

/** The codes of the invitations' refusals on the wire. */
export const InvitationsErrorCode = {
  AccountExists: 'account_exists',
  InvitationPending: 'invitation_pending',
  InvitationNotOpen: 'invitation_not_open',
  /** The same answer for a link that is unknown, used, replaced, withdrawn or expired. */
  InvitationInvalid: 'invitation_invalid',
} as const;
export type InvitationsErrorCode = (typeof InvitationsErrorCode)[keyof typeof InvitationsErrorCode];

declare module '../../shared/errors/domain-error.js' {
  interface ContextErrorCodes {
    invitations: InvitationsErrorCode;
  }
}

/** The invitation is not open (accepted, withdrawn, expired or unknown). */
export const invitationNotOpen = () => new NotFoundError(INVITATION_MESSAGES.notOpen, InvitationsErrorCode.InvitationNotOpen);
/** Every link that does not work gets this one answer. */
export const invitationLinkInvalid = () => new DomainError(INVITATION_MESSAGES.invalid, InvitationsErrorCode.InvitationInvalid, 410);
