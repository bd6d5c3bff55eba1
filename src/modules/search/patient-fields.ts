import { z } from 'zod';
import { checkUkPhone } from './phone.rules.js';
import { SEARCH_MESSAGES } from './search.constants.js';

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
