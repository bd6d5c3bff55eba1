import type { WelshOf } from '../site/languages.constants.js';
import {
  type LOGIN_MESSAGES,
  type SIGN_IN_LINK_MESSAGES,
  SIGN_IN_LINK_MINUTES,
} from './identity.constants.js';

/**
 * The Welsh (`cy`) counterpart of what a patient reads of identity.constants.ts: the e-mailed sign-in
 * link to My Appointments ("Fy Apwyntiadau") and the two sign-in refusals a link can meet, kept beside
 * it so a reader can pick either by locale (`IDENTITY_CY` has the English module's export names).
 * No patient sees
 * these yet: the Welsh pages, e-mails and texts that read them are off in production until WELSH_PAGES is on. Until a Welsh translator has
 * reviewed them (`IDENTITY_WELSH_REVIEW`) none may reach a patient.
 *
 * Not here: the password sign-in, the second factor, roles, accounts and passwords, which only admins
 * and practice staff use (a patient's account has no usable password: links only), and the staff's
 * refusal of a link (`NOT_TRANSLATED`). Those screens stay English.
 */

/** Every Welsh text here awaits the same review; nothing is shown to a patient before it. */
export const IDENTITY_WELSH_REVIEW = {
  status: 'awaiting review by a Welsh translator',
  /** Read by the Welsh pages, e-mails, texts and api messages, which production offers only once WELSH_PAGES is on. */
  shownToPatients: false,
  reviewer: 'a Welsh translator, to be named',
  reviewedOn: null,
} as const;

/** The two of the sign-in messages a link can answer a patient with (sign-in-links.ts). */
export const LOGIN_MESSAGES_CY = {
  invalidEmail: 'Nid yw fformat y cyfeiriad e-bost yn ddilys.',
  disabled: "Mae'r cyfrif hwn wedi'i analluogi.",
} as const satisfies WelshOf<Pick<typeof LOGIN_MESSAGES, 'invalidEmail' | 'disabled'>>;

/** "E-mail me a sign-in link" ("dolen fewngofnodi", feminine: "hon", "wedi'i defnyddio"). */
export const SIGN_IN_LINK_MESSAGES_CY = {
  sent: `Os oes gan y cyfeiriad hwnnw archebion gyda ni, mae dolen fewngofnodi ar ei ffordd. Mae'n gweithio am ${SIGN_IN_LINK_MINUTES} munud.`,
  emailRequired: 'Rhowch y cyfeiriad e-bost y gwnaethoch archebu ag ef.',
  invalid: "Nid yw'r ddolen fewngofnodi hon yn ddilys. Gofynnwch am un newydd.",
  expired:
    "Mae'r ddolen fewngofnodi hon wedi dod i ben neu wedi'i defnyddio'n barod. Gofynnwch am un newydd.",
  tooMany: 'Gofynnwyd am ormod o ddolenni mewngofnodi. Arhoswch ychydig funudau a rhowch gynnig arall arni.',
} as const satisfies WelshOf<Omit<typeof SIGN_IN_LINK_MESSAGES, 'notForStaff'>>;

/** The Welsh by the English module's export names, for a reader that picks by locale. */
export const IDENTITY_CY = {
  LOGIN_MESSAGES: LOGIN_MESSAGES_CY,
  SIGN_IN_LINK_MESSAGES: SIGN_IN_LINK_MESSAGES_CY,
} as const;

/** English keys with no Welsh on purpose: the password sign-in's, and the staff's refusal of a link. */
export const NOT_TRANSLATED = [
  'LOGIN_MESSAGES.bothRequired',
  'LOGIN_MESSAGES.userNotFound',
  'LOGIN_MESSAGES.wrongPassword',
  'LOGIN_MESSAGES.failed',
  'LOGIN_MESSAGES.tooMany',
  'SIGN_IN_LINK_MESSAGES.notForStaff',
] as const;

/**
 * The English wording these Welsh texts translate, as a SHA-256 of every English text the spec reads.
 * A changed English text fails the spec until its Welsh is redone and marked for review again.
 */
export const TRANSLATED_FROM_ENGLISH_SHA256 =
  'b4adf62cf2de4d9de2017952cf9ea3237f61e5dfa623ea149aedbeba38e0e570';
