import type { WelshOf } from '../site/languages.constants.js';
import type { SMS_MESSAGES } from './sms.constants.js';

/**
 * The Welsh (`cy`) counterpart of the patient-facing parts of SMS_MESSAGES, kept beside
 * sms.constants.ts so a reader can pick either by locale (`SMS_CY` has the English module's export
 * names). No patient sees
 * these yet: the Welsh pages, e-mails and texts that read them are off in production until WELSH_PAGES is on. Until a Welsh translator
 * has reviewed them (`SMS_WELSH_REVIEW`) none may reach a patient.
 *
 * Not here: the texts themselves (sms.rules.ts), the admin list's labels, the request signature's
 * refusal (Twilio's, read by a developer), and the codes and keywords: STOP and START stay as Twilio
 * reads them, whatever the patient's language.
 */

/** Every Welsh text here awaits the same review; nothing is shown to a patient before it. */
export const SMS_WELSH_REVIEW = {
  status: 'awaiting review by a Welsh translator',
  /** Read by the Welsh pages, e-mails, texts and api messages, which production offers only once WELSH_PAGES is on. */
  shownToPatients: false,
  reviewer: 'a Welsh translator, to be named',
  reviewedOn: null,
} as const;

/** A short link's page, and the payment step's checkbox. Not here: `invalidSignature` (`NOT_TRANSLATED`). */
export const SMS_MESSAGES_CY = {
  shortLinkGone:
    "Mae'r ddolen hon wedi dod i ben neu nid yw'n ddilys. Agorwch y ddolen yn eich e-bost, neu archebwch eto.",
  shortLinkTooMany: "Gormod o geisiadau o'ch cysylltiad. Arhoswch funud a rhowch gynnig arall arni.",
  noTextsLabel: 'Peidiwch ag anfon negeseuon testun ataf',
  noTextsHint:
    "Rydym yn anfon neges destun i'ch ffôn symudol i gadarnhau eich archeb, i'ch atgoffa ac i roi gwybod am unrhyw newidiadau.",
} as const satisfies WelshOf<Omit<typeof SMS_MESSAGES, 'invalidSignature'>>;

/** The Welsh by the English module's export names, for a reader that picks by locale. */
export const SMS_CY = {
  SMS_MESSAGES: SMS_MESSAGES_CY,
} as const;

/** English keys with no Welsh on purpose: a developer reads it. */
export const NOT_TRANSLATED = ['SMS_MESSAGES.invalidSignature'] as const;

/**
 * The English wording these Welsh texts translate, as a SHA-256 of every English text the spec reads.
 * A changed English text fails the spec until its Welsh is redone and marked for review again.
 */
export const TRANSLATED_FROM_ENGLISH_SHA256 =
  'f96dae83b54124c968cb3761968171006e10252534ebc3666ef68423e0d474f5';
