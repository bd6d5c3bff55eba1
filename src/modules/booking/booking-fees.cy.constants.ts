import type { WelshOf } from '../site/languages.constants.js';
import type { TREATMENT_FEES } from './booking-fees.constants.js';

/**
 * The Welsh (`cy`) counterpart of the fees' words the home page and the results show, kept beside
 * booking-fees.constants.ts so a reader can pick either by locale (`BOOKING_FEES_CY` has the English
 * module's export names). No patient sees
 * these yet: the Welsh pages, e-mails and texts that read them are off in production until WELSH_PAGES is on. Until a
 * Welsh translator has reviewed them (`BOOKING_FEES_WELSH_REVIEW`) none may reach a patient; the
 * treatments' names are dental terms, so the reviewer should know them (or ask a Welsh-speaking dentist).
 *
 * Not here: the booking fee itself, a number (its words are the pages' and payment-wording.cy.rules.ts's).
 */

/** Every Welsh text here awaits the same review; nothing is shown to a patient before it. */
export const BOOKING_FEES_WELSH_REVIEW = {
  status: 'awaiting review by a Welsh translator',
  /** Read by the Welsh pages, e-mails, texts and api messages, which production offers only once WELSH_PAGES is on. */
  shownToPatients: false,
  reviewer: 'a Welsh translator, to be named',
  reviewedOn: null,
} as const;

/** The treatment fees, paid to the practice: the same prices and order, Welsh names and items. */
export const TREATMENT_FEES_CY = [
  {
    name: 'Triniaeth Graidd',
    pricePence: 4900,
    items: [
      'Presgripsiwn (heb gynnwys meddyginiaeth)',
      'Ail-smentio coron neu bont',
      'Esmwytho dannedd gosod',
      'Llenwad lled-barhaol',
    ],
  },
  {
    name: 'Triniaeth Uwch',
    pricePence: 14900,
    items: [
      'Draenio crawniad',
      'Triniaeth gychwynnol i gamlas y gwreiddyn',
      'Tynnu dant (heb gynnwys tynnu dant drwy lawdriniaeth)',
      'Trin soced neu ddant doethineb sydd wedi cael ei heintio',
    ],
  },
] as const satisfies WelshOf<typeof TREATMENT_FEES>;

/** The Welsh by the English module's export names, for a reader that picks by locale. */
export const BOOKING_FEES_CY = {
  TREATMENT_FEES: TREATMENT_FEES_CY,
} as const;

/**
 * The English wording these Welsh texts translate, as a SHA-256 of every English text the spec reads.
 * A changed English text fails the spec until its Welsh is redone and marked for review again.
 */
export const TRANSLATED_FROM_ENGLISH_SHA256 =
  '8415473da70195b5078e84a88347df5cddddd25e04d2625296407fdf86d9f0d5';
