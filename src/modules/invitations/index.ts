/*
 * invitations's public surface: what other contexts may import (issue #31 item 2).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { InvitationTokens } from './invitation-tokens.js';
export { InvitationMailing } from './invitation-mailing.js';
