import { z } from 'zod';
import { bodyOf, readAs } from '../../../shared/http/zod-validation.pipe.js';
import { RECOVERY_CODE_COUNT, ROLES } from '../identity.constants.js';

/*
 * What the sign-in and user routes take and answer, as zod schemas: the OpenAPI document
 * is made from them (shared/http/api-contract.ts) and the services' answer types are inferred from them.
 */

// ---- request bodies ----
// The sign-in routes answer a missing or malformed field with the spec's texts (and never echo a
// field back): a field that is not what the schema says reaches the service as empty, which refuses it.

export const emailLinkBodySchema = bodyOf({ email: readAs(z.string(), '') });
export const emailLinkVerifyBodySchema = bodyOf({ token: readAs(z.string().max(200), '') });
/** A 6-digit authenticator code or a recovery code, for an account with two-step verification. */
const code = z.string().max(64);
export const loginBodySchema = bodyOf({ email: readAs(z.string(), ''), password: readAs(z.string(), ''), code: readAs(code.optional(), undefined) });
export const secondFactorSetupBodySchema = bodyOf({ email: readAs(z.string(), ''), password: readAs(z.string(), '') });
export const secondFactorConfirmBodySchema = bodyOf({ email: readAs(z.string(), ''), password: readAs(z.string(), ''), code: readAs(code, '') });

// ---- answers ----

/** The signed-in user as the portal sees them. */
export const publicUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(ROLES),
});

export const emailLinkAnswerSchema = z.object({ message: z.string() });

/** Enrolment's secret, shown once: as text for typing in, as an otpauth URI, and as a QR code. */
export const secondFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  /** An SVG image of the QR code, as a data URL. */
  qrCode: z.string(),
});

export const secondFactorConfirmedSchema = z.object({
  user: publicUserSchema,
  /** Shown this once; only their hashes are kept. */
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});

/** A row of the Users tab, with how the account signs in. */
export const userListItemSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  displayName: z.string().nullable(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
  createdAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
  /** `on` (enrolled), `required` (asked to enrol at the next sign-in) or `off`. */
  secondFactor: z.enum(['on', 'required', 'off']),
  /** Until then, browsers without the account's device cookie cannot sign in with a password alone. */
  signInLockedUntil: z.iso.datetime().nullable(),
  /** Until then, no second-factor code is accepted for the account (too many wrong ones). */
  codesLockedUntil: z.iso.datetime().nullable(),
});

/** A change to someone else's sign-in, confirmed with the admin's own current code. */
export const confirmWithCodeBodySchema = z.object({ code: z.string().max(64) }).strict();

export const disabledBodySchema = z.object({ disabled: z.boolean({ error: 'disabled must be true or false.' }) }).strict();

export const roleChangeAnswerSchema = z.object({
  id: z.uuid(),
  role: z.enum(ROLES),
  /** False when the user had that role already. */
  changed: z.boolean(),
});
