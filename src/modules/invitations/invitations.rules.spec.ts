import { INVITATION_MESSAGES } from './invitations.constants.js';
import {
  hashInvitationToken,
  invitationExpiry,
  invitationProblems,
  invitationSentAt,
  invitationState,
  invitationToken,
  isInvitationTokenShaped,
} from './invitations.rules.js';

describe('invitation rules', () => {
  const id = '6f1d2b1e-5a47-4d0e-9a0c-1c2d3e4f5a6b';

  it('derives a 256-bit token from the secret, the invitation and its nonce: a new nonce, a new token', () => {
    const token = invitationToken('secret', id, 'nonce-1');
    expect(isInvitationTokenShaped(token)).toBe(true);
    expect(invitationToken('secret', id, 'nonce-1')).toBe(token);
    expect(invitationToken('secret', id, 'nonce-2')).not.toBe(token);
    expect(invitationToken('another secret', id, 'nonce-1')).not.toBe(token);
  });

  it('keeps a hash of the token that does not contain it', () => {
    const token = invitationToken('secret', id, 'nonce-1');
    expect(hashInvitationToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashInvitationToken(token)).not.toContain(token);
    expect(hashInvitationToken(token)).toBe(hashInvitationToken(token));
  });

  it.each([undefined, 42, '', 'short', `${'a'.repeat(42)}=`, 'a'.repeat(44)])('does not take %p for a token', (value) => {
    expect(isInvitationTokenShaped(value)).toBe(false);
  });

  it('expires a link 72 hours after it was sent, and knows when it was sent from that', () => {
    const sent = new Date('2027-03-01T09:00:00Z');
    expect(invitationExpiry(sent)).toEqual(new Date('2027-03-04T09:00:00Z'));
    expect(invitationSentAt(invitationExpiry(sent))).toEqual(sent);
  });

  it('is pending until it expires, accepted or withdrawn once either happened', () => {
    const expiresAt = new Date('2027-03-04T09:00:00Z');
    const open = { acceptedAt: null, withdrawnAt: null, expiresAt };
    expect(invitationState(open, new Date('2027-03-04T08:59:59Z'))).toBe('pending');
    expect(invitationState(open, expiresAt)).toBe('expired');
    expect(invitationState({ ...open, acceptedAt: new Date('2027-03-02T00:00:00Z') }, expiresAt)).toBe('accepted');
    expect(invitationState({ ...open, withdrawnAt: new Date('2027-03-02T00:00:00Z') }, new Date('2027-03-01T10:00:00Z'))).toBe('withdrawn');
  });

  it('asks practices of a staff member and none of an admin', () => {
    expect(invitationProblems('staff', [])).toEqual({ practiceIds: INVITATION_MESSAGES.practicesForStaff });
    expect(invitationProblems('admin', [id])).toEqual({ practiceIds: INVITATION_MESSAGES.noPracticesForAdmin });
    expect(invitationProblems('staff', [id])).toBeUndefined();
    expect(invitationProblems('admin', [])).toBeUndefined();
  });
});
