import { z } from 'zod';
import { bodyOf, readAs } from '../../shared/http/zod-validation.pipe.js';
import { MAILBOX_MAX_LENGTH } from '../notifications/rules/mailbox.rules.js';
import { INVITATION_MAX_PRACTICES, INVITATION_MESSAGES as M, INVITATION_ROLES } from './invitations.constants.js';

/*
 * What the invitation routes take and answer, as zod schemas: the OpenAPI document is made from them
 * (shared/http/api-contract.ts). The address is checked as one plain mailbox by the service
 * (`plainMailbox`), which names the field.
 */

export const inviteBodySchema = z
  .object({
    email: z.string({ error: M.invalidEmail }).max(MAILBOX_MAX_LENGTH + 50, M.invalidEmail),
    role: z.enum(INVITATION_ROLES, { error: M.role }),
    practiceIds: z.array(z.uuid({ error: M.unknownPractice })).max(INVITATION_MAX_PRACTICES, `At most ${INVITATION_MAX_PRACTICES} practices.`).default([]),
  })
  .strict();

export const invitationIdParam = z.object({ id: z.uuid({ error: 'Unknown invitation.' }) });

/** An open invitation (expired ones included, until they are sent again or withdrawn). */
export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(INVITATION_ROLES),
  practices: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Who invited (their name, else their e-mail); null when that account is gone. */
  invitedBy: z.string().nullable(),
  /** When the current link was sent. */
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
});

// The accept route answers in words of its own (one answer for every bad link, the password's own
// message): a field that is not what the schema says reaches the service as empty, which refuses it.
export const acceptBodySchema = bodyOf({ token: readAs(z.string().max(200), ''), password: readAs(z.string(), '') });

export const acceptedSchema = z.object({
  email: z.string(),
  role: z.enum(INVITATION_ROLES),
  /** `required`: two-step verification is set up next; `optional`: it may be set up now or later. */
  secondFactor: z.enum(['required', 'optional']),
});
