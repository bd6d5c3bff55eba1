import type { EventNames, NoPayload } from '../../shared/outbox/domain-event.js';

/** Domain events of invitations to the back office (invitations.service.ts). Aggregate `user_invitation`. */
export interface InvitationEvents {
  /** An admin invited someone. `send` is 1. Routed to `email`/send-invitation. */
  InvitationSent: { send: number };
  /** An admin sent an invitation again: a new link (send `send`); the old one stops working. Routed to `email`/send-invitation. */
  InvitationResent: { send: number };
  /** An admin withdrew an invitation: its link stops working. Audit only. */
  InvitationWithdrawn: NoPayload;
  /** The invitee set a password: the account `userId` exists from now. Audit only. */
  InvitationAccepted: { userId: string };
}

export const InvitationEvent = {
  InvitationSent: 'InvitationSent',
  InvitationResent: 'InvitationResent',
  InvitationWithdrawn: 'InvitationWithdrawn',
  InvitationAccepted: 'InvitationAccepted',
} as const satisfies EventNames<InvitationEvents>;

declare module '../../shared/outbox/domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends InvitationEvents {}
}
