import { defineEntity, p } from '@mikro-orm/postgresql';
import { AppUser } from '../identity/identity.entities.js';

/**
 * An invitation to the back office: an admin, or staff of the listed practices. Its link's token is
 * derived from the signing secret and `link_nonce` (so the e-mail job can make it again) and only its
 * SHA-256 is kept; a re-send draws a new nonce, so the old link's hash matches nothing any more.
 * At most one open invitation per address; accepted and withdrawn ones stay as the record.
 */
export const UserInvitation = defineEntity({
  name: 'UserInvitation',
  tableName: 'user_invitation',
  uniques: [
    {
      name: 'user_invitation_open_email_unique',
      expression: 'CREATE UNIQUE INDEX user_invitation_open_email_unique ON public.user_invitation USING btree (email) WHERE ((accepted_at IS NULL) AND (withdrawn_at IS NULL))',
    },
  ],
  checks: [
    { name: 'user_invitation_email_check', expression: "(email = lower(btrim(email))) AND (email <> ''::text)" },
    { name: 'user_invitation_practices_check', expression: "(role = 'staff'::text) = (cardinality(practice_ids) > 0)" },
    { name: 'user_invitation_closed_once_check', expression: '(accepted_at IS NULL) OR (withdrawn_at IS NULL)' },
    { name: 'user_invitation_accepted_check', expression: '(accepted_at IS NULL) OR (accepted_at <= expires_at)' },
    { name: 'user_invitation_sends_check', expression: '(sends >= 1) AND ((mailed_send IS NULL) OR (mailed_send <= sends))' },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    email: p.text(),
    role: p.enum(['admin', 'staff'] as const),
    practiceIds: p.array().columnType('uuid[]').defaultRaw("'{}'::uuid[]"),
    tokenHash: p.text().unique('user_invitation_token_hash_key'),
    linkNonce: p.text(),
    /** How many links were sent: the first, then one per re-send (each e-mail says which it carries). */
    sends: p.integer().default(1),
    /** The send whose e-mail went (the e-mail job's once-only marker). */
    mailedSend: p.integer().nullable(),
    expiresAt: p.datetime(),
    invitedBy: () => p.manyToOne(AppUser).mapToPk().nullable().deleteRule('set null').foreignKeyName('user_invitation_invited_by_fkey'),
    createdAt: p.datetime().defaultRaw('now()'),
    acceptedAt: p.datetime().nullable(),
    acceptedUser: () => p.manyToOne(AppUser).mapToPk().nullable().deleteRule('set null').foreignKeyName('user_invitation_accepted_user_id_fkey'),
    withdrawnAt: p.datetime().nullable(),
  },
});
