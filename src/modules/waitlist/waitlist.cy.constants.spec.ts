import { describeWelshMirror } from '../../../test/support/welsh-mirror.js';
import * as en from './waitlist.constants.js';
import {
  TRANSLATED_FROM_ENGLISH_SHA256,
  WAITLIST_CY,
  WAITLIST_WELSH_REVIEW,
} from './waitlist.cy.constants.js';

describeWelshMirror(
  'Welsh waitlist constants',
  {
    english: en,
    welsh: WAITLIST_CY,
    review: WAITLIST_WELSH_REVIEW,
    fingerprint: TRANSLATED_FROM_ENGLISH_SHA256,
    notPatientText: {
      WAITLIST_DAYS: 'a number',
      OFFER_OPEN_MINUTES: 'a number',
      OFFER_SLOTS_PER_RUN: 'a number',
      CONFIRM_LINK_HOURS: 'a number',
      CONFIRMATION_MAILS_PER_DAY: 'a number',
    },
    argsFor: (path) => (path === 'WAITLIST_MESSAGES.joined' ? [[20], [40]] : undefined),
    englishWords:
      /\b(the|you|your|we|our|us|and|not|please|this|that|with|for|will|has|have|been|was|is|are|no|sorry|try|again|enter|select|link|e-mail|email|waitlist|join|joined|appointment|opens|near|days|hours|confirm|place|details|offer|expired|patient|connection)\b/i,
    textCount: { atLeast: 14 },
  },
  (texts) => {
    it('say the waitlist’s 14 days and the link’s hours as the English does', () => {
      expect(en.WAITLIST_DAYS).toBe(14);
      for (const t of texts)
        expect(`${t.at}: ${/\b14\b/.test(t.cy)}`).toBe(`${t.at}: ${/\b14\b/.test(t.en)}`);
    });
  },
);
