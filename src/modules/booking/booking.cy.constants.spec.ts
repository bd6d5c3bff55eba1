import { describeWelshMirror } from '../../../test/support/welsh-mirror.js';
import * as en from './booking.constants.js';
import {
  BOOKING_CY,
  BOOKING_TERMS_DATE_CY,
  BOOKING_WELSH_REVIEW,
  NOT_TRANSLATED,
  TRANSLATED_FROM_ENGLISH_SHA256,
} from './booking.cy.constants.js';

/** English money words and the Welsh that must stand for each, no more and no less. */
const MONEY_WORDS: ReadonlyArray<readonly [string, RegExp, RegExp]> = [
  ['refund', /refund/i, /ad-dal/i],
  // "rhyddhau", mutated "ryddhau" after "ei" (his), "rhyddhawyd".
  ['release', /releas/i, /r(h)?yddha/i],
  ['take', /\b(take|taken|took)\b/i, /\b(cymryd|gymryd|chymryd|cymerwyd|chymerwyd)\b/i],
  ['pay', /\b(paid|pay)\b/i, /(?<!ad-)\b(talu|thalu|dalu|daloch)\b/i],
  // Money held on the card, not a slot held while the patient pays (that is "neilltuo").
  ['held', /\bheld\b|\bhold on your card\b/i, /\b(dal|ddaliwyd)\b/i],
];

describeWelshMirror(
  'Welsh booking constants',
  {
    english: en,
    welsh: BOOKING_CY,
    review: BOOKING_WELSH_REVIEW,
    fingerprint: TRANSLATED_FROM_ENGLISH_SHA256,
    notPatientText: {
      BOOKING_CURRENCY: 'a currency code',
      DEFAULT_HOLD_MINUTES: 'a number',
      HOLD_EXTENSION_MINUTES: 'a number',
      HOLD_MAX_EXTENSIONS: 'a number',
      REFUND_BEFORE_INSTRUCTION_PERCENT: 'a number',
      refundBeforeInstructionPence: 'arithmetic',
      APPOINTMENT_FLEXIBILITY_HOURS: 'a number',
      APPOINTMENT_FILTERS: 'the admin Appointments tab’s filter codes',
      ADMIN_APPOINTMENT_TEXTS: 'the admin Appointments tab',
      ADMIN_CANCEL_CHOICES: 'codes of the admin’s cancelling',
      CANCELLATION_REASON_MAX: 'a number',
      ADMIN_CANCEL_TEXTS: 'the admin’s cancelling dialog',
      PAYMENT_STATUS_EXPLAINED: 'what a payment status means to an admin',
      PAYMENT_STATUS_BADGE: 'the back office’s payment badges',
      MANAGE_LINK_DAYS: 'a number',
      EMAIL_CHANGE_MAX: 'a number',
      CONFIRMATION_EMAIL_STATUSES: 'codes',
      APPOINTMENT_OUTCOMES: 'codes',
      OUTCOME_MESSAGES: 'the practice staff’s outcome dialog and its api answers',
      ADMIN_APPOINTMENT_PAGE: 'numbers',
      ADMIN_APPOINTMENT_STATUSES: 'codes',
      ADMIN_PAYMENT_STATUSES: 'codes',
      ADMIN_SEARCH_MESSAGES: 'the admin appointment search’s errors',
      ADMIN_SEARCH_TEXTS: 'the admin Appointments tab’s search and appointment page',
      BOOKING_TERMS_VERSION: 'a version, the same in every language (the api stores it with each booking)',
      MINIMUM_BOOKING_AGE: 'a number',
      BOOKED_FOR_NAME_MAX: 'a number',
    },
    reExported: {
      BOOKING_FEE_PENCE: 'booking-fees.constants.ts (a number)',
      TREATMENT_FEES: 'booking-fees.cy.constants.ts',
    },
    notTranslated: {
      list: NOT_TRANSLATED,
      expected: [
        'BOOKING_MESSAGES.confirmSuccess',
        'BOOKING_MESSAGES.confirmFailed',
        'CHECKOUT_CONSENT_TEXTS.recorded',
        'CHECKOUT_CONSENT_TEXTS.notAsked',
        'BOOKED_FOR_TEXTS.bookedBy',
        'BOOKED_FOR_TEXTS.patientLine',
        'BOOKED_FOR_TEXTS.bookerPhoneLabel',
        'BOOKED_FOR_MESSAGES.patientInvalid',
      ],
    },
    // A name alone (a patient of 16 or over), with no words of ours.
    mayEqual: ['BOOKED_FOR_TEXTS.patient(["Sam Jones",false])'],
    // Amounts as poundsText writes them, an address, a name; whether the patient is under 16.
    argsFor: (path) => {
      switch (path) {
        case 'MANAGE_MESSAGES.keepPartOfHeld':
        case 'MANAGE_MESSAGES.refundPartOfPaid':
          return [
            ['£19.50', '£39'],
            ['£19.51', '£39.01'],
          ];
        case 'MANAGE_MESSAGES.releaseAllHeld':
        case 'MANAGE_MESSAGES.refundAllPaid':
          return [['£39'], ['£39.01']];
        case 'EMAIL_CHANGE_MESSAGES.sending':
        case 'EMAIL_CHANGE_MESSAGES.afterPayment':
          return [['sam.jones@example.com']];
        case 'BOOKED_FOR_TEXTS.patient':
        case 'BOOKED_FOR_TEXTS.appointmentFor':
          return [
            ['Sam Jones', true],
            ['Sam Jones', false],
          ];
      }
    },
    englishWords:
      /\b(the|you|your|we|our|us|and|not|please|this|that|with|for|will|has|have|been|was|is|are|booking|appointment|fee|card|held|taken|refund|released?|paid|payment|link|email|e-mail|sorry|under|over|who|yes|me|someone|child|parent|guardian|terms)\b/i,
    textCount: { atLeast: 61 },
  },
  (texts) => {
    it('say refunded, released, taken, paid and held exactly where the English does', () => {
      const wrong = texts.flatMap(({ at, en: english, cy }) =>
        MONEY_WORDS.filter(([, e, w]) => e.test(english) !== w.test(cy)).map(
          ([word]) => `${at} (${word}): ${cy}`,
        ),
      );
      expect(wrong).toEqual([]);
      // A held fee is never "ad-dalu": nothing of it left the card to come back.
      expect(BOOKING_CY.MANAGE_MESSAGES.keepPartOfHeld('£19.50', '£39')).not.toMatch(/ad-dal/);
      expect(BOOKING_CY.MANAGE_MESSAGES.releaseAllHeld('£39')).not.toMatch(/ad-dal/);
    });

    it('say the date the Booking Terms took effect in Welsh, from the same version as the English date', () => {
      expect(BOOKING_TERMS_DATE_CY).toBe('29 Tachwedd 2026');
      const [year, , day] = en.BOOKING_TERMS_VERSION.split('-').map(Number);
      expect(en.BOOKING_TERMS_DATE).toBe(`${day} November ${year}`);
    });

    it('answer the Welsh under-16 question as Welsh answers it, and keep the patient’s name whole', () => {
      expect(BOOKING_CY.BOOKED_FOR_TEXTS.under16Legend).toMatch(/^Ydy'r claf/);
      expect([BOOKING_CY.BOOKED_FOR_TEXTS.yes, BOOKING_CY.BOOKED_FOR_TEXTS.no]).toEqual(['Ydy', 'Nac ydy']);
      expect(BOOKING_CY.BOOKED_FOR_TEXTS.appointmentFor('Gwen Evans', true)).toBe(
        "Mae'r apwyntiad hwn ar gyfer Gwen Evans (dan 16 oed).",
      );
    });
  },
);
