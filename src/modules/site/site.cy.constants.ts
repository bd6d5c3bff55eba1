import { SERVICE_HOURS_TEXT_CY } from '../search/clinical-safety.cy.constants.js';
import type { WelshOf } from './languages.constants.js';
import type { GATE_MESSAGES } from './site.constants.js';

/**
 * The Welsh (`cy`) counterpart of every patient-facing text in site.constants.ts, kept beside it so a
 * reader can pick either by locale (`SITE_CY` has the English module's export names). No patient sees
 * these yet: the Welsh pages, e-mails and texts that read them are off in production until WELSH_PAGES is on. Until a Welsh translator has reviewed them
 * (`SITE_WELSH_REVIEW`) none may reach a patient.
 *
 * Not here: the admin's settings errors, the practice line (the /register page is for practices),
 * and numbers, cookie names and timings. The support line's number is the same in every language
 * (`SUPPORT_PHONE_DISPLAY`), so it has no Welsh copy. The service hours' Welsh is the clinical
 * module's (it is built from the same numbers as the hours the clinical words check), re-exported here.
 */

/** Every Welsh text here awaits the same review; nothing is shown to a patient before it. */
export const SITE_WELSH_REVIEW = {
  status: 'awaiting review by a Welsh translator',
  /** Read by the Welsh pages, e-mails, texts and api messages, which production offers only once WELSH_PAGES is on. */
  shownToPatients: false,
  reviewer: 'a Welsh translator, to be named',
  reviewedOn: null,
} as const;

/** "8yb-8yh, 7 diwrnod yr wythnos": one Welsh text for the hours, from the same numbers as the English. */
export { SERVICE_HOURS_TEXT_CY };

/**
 * The home page's "We have helped over 1,500 people in pain": the figure alone, as in English. The
 * page's own sentence around it must read "dros 1,500 o bobl" (a count before a plural noun takes
 * "o"); "dros" (over) mutates nothing after it, so the server's live count can replace the digits.
 */
export const PEOPLE_HELPED_TEXT_CY = 'dros 1,500';

/** The password gate before the site opens: the first words any visitor reads. */
export const GATE_MESSAGES_CY = {
  heading: 'Safle dan ddatblygiad',
  text: "Mae'r safle hwn yn cael ei ddatblygu ar hyn o bryd. Rhowch y cyfrinair i weld y cynnwys.",
  button: "Mynd i mewn i'r safle",
  wrongPassword: 'Cyfrinair anghywir. Rhowch gynnig arall arni.',
} as const satisfies WelshOf<typeof GATE_MESSAGES>;

/** The Welsh by the English module's export names, for a reader that picks by locale. */
export const SITE_CY = {
  SERVICE_HOURS_TEXT: SERVICE_HOURS_TEXT_CY,
  PEOPLE_HELPED_TEXT: PEOPLE_HELPED_TEXT_CY,
  GATE_MESSAGES: GATE_MESSAGES_CY,
} as const;

/**
 * The English wording these Welsh texts translate, as a SHA-256 of every English text the spec reads.
 * A changed English text fails the spec until its Welsh is redone and marked for review again.
 */
export const TRANSLATED_FROM_ENGLISH_SHA256 =
  'bc3946607c005c64bc61737bb4e2a026ff007d864c906d64eb49500b5ee67a8a';
