/** Invitations to the back office (ADR 0043). */

/** How long an invitation's link works from when it was (re)sent. */
export const INVITATION_HOURS = 72;
/** What an invitation makes of its invitee: an admin, or staff of the practices it names. */
export const INVITATION_ROLES = ['admin', 'staff'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];
/** At most this many practices on one invitation (as on PUT /api/admin/users/:id/practices). */
export const INVITATION_MAX_PRACTICES = 200;

export const INVITATION_MESSAGES = {
  /** One answer for a link that is unknown, used, replaced, withdrawn or expired: it tells a guesser nothing. */
  invalid: 'This invitation link does not work any more. Ask the admin who invited you to send a new one.',
  accountExists: 'This address has an account already. Use "Make admin" or "Practices" on its row in Users instead.',
  pending: 'This address has an invitation waiting already. Send it again from the list of invitations instead.',
  practicesForStaff: 'Choose at least one practice for a member of staff.',
  noPracticesForAdmin: 'An admin is invited without practices: admins reach every practice.',
  unknownPractice: 'One of the practices does not exist or is archived.',
  notOpen: 'This invitation is not open any more: it was accepted or withdrawn.',
  tooMany: 'Too many attempts from your connection. Please wait a few minutes and try again.',
  invalidEmail: 'Enter one e-mail address, like name@example.org.',
  role: 'Choose admin or staff.',
} as const;
