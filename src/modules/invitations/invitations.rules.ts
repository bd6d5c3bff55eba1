import { createHash, createHmac } from 'node:crypto';
import { INVITATION_HOURS, INVITATION_MESSAGES as M, type InvitationRole } from './invitations.constants.js';

/**
 * The invitation's rules, pure: its link's token, what is kept of it, its state and its validity.
 * Nothing here reads the database, the clock or the signing secret: callers pass them.
 */

/** The link's token: an HMAC of the invitation and its current nonce (a re-send draws a new nonce). */
export function invitationToken(signingSecret: string, invitationId: string, nonce: string): string {
  return createHmac('sha256', signingSecret).update(`invitation:${invitationId}:${nonce}`).digest('base64url');
}

/** A token as the link carries it: 43 characters of base64url (256 bits). */
export function isInvitationTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** What is stored of a token: its SHA-256, the same for every copy (a unique index finds it). */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(`invitation-token:${token}`).digest('hex');
}

/** When a link sent at `sentAt` stops working. */
export function invitationExpiry(sentAt: Date): Date {
  return new Date(sentAt.getTime() + INVITATION_HOURS * 3600_000);
}

/** When the current link was sent (each send sets the expiry from its own time). */
export function invitationSentAt(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - INVITATION_HOURS * 3600_000);
}

export type InvitationState = 'pending' | 'expired' | 'accepted' | 'withdrawn';

export function invitationState(i: { acceptedAt: Date | null; withdrawnAt: Date | null; expiresAt: Date }, now: Date): InvitationState {
  if (i.acceptedAt) return 'accepted';
  if (i.withdrawnAt) return 'withdrawn';
  return i.expiresAt.getTime() > now.getTime() ? 'pending' : 'expired';
}

/** A staff member is invited to one practice or more; an admin to none (admins reach every practice). */
export function invitationProblems(role: InvitationRole, practiceIds: readonly string[]): Record<string, string> | undefined {
  if (role === 'staff' && practiceIds.length === 0) return { practiceIds: M.practicesForStaff };
  if (role === 'admin' && practiceIds.length > 0) return { practiceIds: M.noPracticesForAdmin };
  return undefined;
}
