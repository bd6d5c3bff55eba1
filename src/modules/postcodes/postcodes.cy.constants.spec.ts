import { describeWelshMirror } from '../../../test/support/welsh-mirror.js';
import * as en from './postcodes.constants.js';
import {
  POSTCODE_MESSAGES_CY,
  POSTCODES_CY,
  POSTCODES_WELSH_REVIEW,
  TRANSLATED_FROM_ENGLISH_SHA256,
  welshPluralForm,
} from './postcodes.cy.constants.js';

describeWelshMirror(
  'Welsh postcodes constants',
  {
    english: en,
    welsh: POSTCODES_CY,
    review: POSTCODES_WELSH_REVIEW,
    fingerprint: TRANSLATED_FROM_ENGLISH_SHA256,
    notPatientText: {
      POSTCODE_FILE: 'a file name',
      POSTCODE_FILE_SHA256: 'a checksum',
      POSTCODE_LOAD_BATCH_ROWS: 'a number',
      POSTCODE_LOAD_LOCK_KEY: 'a number',
      POSTCODE_LOAD_RETRY_MS: 'a number',
      POSTCODE_PREFIX_MIN_CHARS: 'a number',
      POSTCODE_SUGGESTIONS_MAX: 'a number',
      POSTCODE_TYPEAHEAD_DEBOUNCE_MS: 'a number',
      POSTCODE_SUGGEST_RATE_WINDOW_SECONDS: 'a number',
      NATIONS: 'codes',
    },
    // Enough counts for every one of Welsh's six plural forms.
    argsFor: (path) =>
      path === 'POSTCODE_MESSAGES.suggestionsCount' ? [0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => [n]) : undefined,
    englishWords:
      /\b(the|you|your|we|our|us|and|not|please|this|that|with|for|will|has|have|been|was|is|are|no|sorry|try|again|enter|select|link|e-mail|email|postcodes?|suggestions?|matching|start|like|wait|minute|too|many)\b/i,
    textCount: { atLeast: 4 },
  },
  () => {
    it('count the suggestions in every one of Welsh’s six plural forms', () => {
      expect([0, 1, 2, 3, 6, 8].map(welshPluralForm)).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
      for (let n = 0; n <= 100; n += 1) {
        expect(welshPluralForm(n)).toBe(new Intl.PluralRules('cy').select(n));
        expect(POSTCODE_MESSAGES_CY.suggestionsCount(n)).toBe(`${n} awgrym cod post.`);
      }
    });
  },
);
