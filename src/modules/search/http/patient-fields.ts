import { z } from 'zod';
import { RED_FLAG_CODES, RED_FLAG_MESSAGES } from '../clinical-safety.constants.js';
import { checkUkPhone } from '../rules/phone.rules.js';
import { SEARCH_MESSAGES } from '../search.constants.js';

/**
 * The patient's phone in a request body (search, hold, waitlist): required, then the UK rule of
 * phone.rules.ts with its texts. The value stays as typed; the hold stores the rule's national format.
 */
export const ukPhoneField = z
  .string({ error: SEARCH_MESSAGES.phoneRequired })
  .trim()
  .min(1, SEARCH_MESSAGES.phoneRequired)
  .max(30, SEARCH_MESSAGES.phoneInvalid)
  .refine((phone) => checkUkPhone(phone).ok, SEARCH_MESSAGES.phoneInvalid);

/**
 * The answer to "Do you have any of these?" in a request body (search, waitlist claim): required, a
 * list of the emergency signs' codes, `[]` for "none of these". `readRedFlags` reads the raw body
 * first (a sign is 422 before anything else is checked), so only `[]` ever reaches this schema; it
 * is here for the document and the portal's types.
 */
export const redFlagsField = z
  .array(z.enum(RED_FLAG_CODES, { error: RED_FLAG_MESSAGES.invalid }), { error: RED_FLAG_MESSAGES.required })
  .meta({ description: 'The emergency signs the patient has: `[]` for none of these. Any code is refused with 422 `emergency_care`; absent is a 400.' });
