import type { WelshOf } from '../site/languages.constants.js';
import type { POSTCODE_MESSAGES } from './postcodes.constants.js';

/**
 * The Welsh (`cy`) counterpart of every patient-facing text in postcodes.constants.ts: the postcode
 * type-ahead's messages, kept beside it so a reader can pick either by locale (`POSTCODES_CY` has the
 * English module's export names). No patient sees
 * these yet: the Welsh pages, e-mails and texts that read them are off in production until WELSH_PAGES is on.
 * Until a Welsh translator has reviewed them (`POSTCODES_WELSH_REVIEW`) none may reach a patient.
 *
 * Not here: the file, its checksum, the load's settings and the nations' codes: not words.
 */

/** Every Welsh text here awaits the same review; nothing is shown to a patient before it. */
export const POSTCODES_WELSH_REVIEW = {
  status: 'awaiting review by a Welsh translator',
  /** Read by the Welsh pages, e-mails, texts and api messages, which production offers only once WELSH_PAGES is on. */
  shownToPatients: false,
  reviewer: 'a Welsh translator, to be named',
  reviewedOn: null,
} as const;

/** Welsh's six plural forms (CLDR `cy`): 0, 1, 2, 3, 6, and every other count. */
export type WelshPluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
export function welshPluralForm(n: number): WelshPluralForm {
  switch (n) {
    case 0:
      return 'zero';
    case 1:
      return 'one';
    case 2:
      return 'two';
    case 3:
      return 'few';
    case 6:
      return 'many';
    default:
      return 'other';
  }
}

/**
 * The count a screen reader announces, one sentence for each plural form. After a number written in
 * digits Welsh keeps the noun singular ("3 awgrym"), so the forms read alike; each is written out so a
 * translator sees and can change every one.
 */
const SUGGESTIONS: Readonly<Record<WelshPluralForm, (n: number) => string>> = {
  zero: (n) => `${n} awgrym cod post.`,
  one: (n) => `${n} awgrym cod post.`,
  two: (n) => `${n} awgrym cod post.`,
  few: (n) => `${n} awgrym cod post.`,
  many: (n) => `${n} awgrym cod post.`,
  other: (n) => `${n} awgrym cod post.`,
};

export const POSTCODE_MESSAGES_CY = {
  prefixInvalid: 'Rhowch ddechrau cod post, fel SW1A 1.',
  tooMany: 'Gormod o chwiliadau cod post. Arhoswch funud a rhowch gynnig arall arni.',
  suggestionsCount: (n: number) => SUGGESTIONS[welshPluralForm(n)](n),
  noSuggestions: "Dim codau post sy'n cyfateb.",
} as const satisfies WelshOf<typeof POSTCODE_MESSAGES>;

/** The Welsh by the English module's export names, for a reader that picks by locale. */
export const POSTCODES_CY = {
  POSTCODE_MESSAGES: POSTCODE_MESSAGES_CY,
} as const;

/**
 * The English wording these Welsh texts translate, as a SHA-256 of every English text the spec reads.
 * A changed English text fails the spec until its Welsh is redone and marked for review again.
 */
export const TRANSLATED_FROM_ENGLISH_SHA256 =
  'c890a1b1c9fd288e5d493985e5ad45114c0e3c38bee752494b699890b8405192';
