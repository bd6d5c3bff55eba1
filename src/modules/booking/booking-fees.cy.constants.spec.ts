import { describeWelshMirror } from '../../../test/support/welsh-mirror.js';
import * as en from './booking-fees.constants.js';
import {
  BOOKING_FEES_CY,
  BOOKING_FEES_WELSH_REVIEW,
  TRANSLATED_FROM_ENGLISH_SHA256,
} from './booking-fees.cy.constants.js';

describeWelshMirror(
  'Welsh booking fees constants',
  {
    english: en,
    welsh: BOOKING_FEES_CY,
    review: BOOKING_FEES_WELSH_REVIEW,
    fingerprint: TRANSLATED_FROM_ENGLISH_SHA256,
    notPatientText: { BOOKING_FEE_PENCE: 'a number' },
    englishWords:
      /\b(the|you|your|we|our|us|and|not|please|this|that|with|for|will|has|have|been|was|is|are|no|sorry|try|again|enter|select|link|e-mail|email|treatment|core|advanced|prescription|excluding|medication|crown|bridge|dentures|filling|abscess|root|canal|extraction|surgical|infected|socket|wisdom|tooth|an|or|of)\b/i,
    textCount: { atLeast: 10 },
  },
  () => {
    it('keep the English prices and the order of the treatments', () => {
      expect(BOOKING_FEES_CY.TREATMENT_FEES.map((fee) => [fee.pricePence, fee.items.length])).toEqual(
        en.TREATMENT_FEES.map((fee) => [fee.pricePence, fee.items.length]),
      );
    });
  },
);
