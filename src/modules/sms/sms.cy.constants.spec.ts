import { describeWelshMirror } from '../../../test/support/welsh-mirror.js';
import * as en from './sms.constants.js';
import {
  NOT_TRANSLATED,
  SMS_CY,
  SMS_WELSH_REVIEW,
  TRANSLATED_FROM_ENGLISH_SHA256,
} from './sms.cy.constants.js';

describeWelshMirror('Welsh SMS constants', {
  english: en,
  welsh: SMS_CY,
  review: SMS_WELSH_REVIEW,
  fingerprint: TRANSLATED_FROM_ENGLISH_SHA256,
  notPatientText: {
    SMS_TEMPLATES: 'codes',
    SMS_STATUSES: 'codes',
    SMS_LIST_STATUSES: 'codes',
    SMS_LIST_LABELS: 'the admin appointments list’s badges',
    SMS_MAX_SEGMENTS: 'a number',
    SHORT_LINK_PREFIX: 'a path',
    SHORT_CODE_LENGTH: 'a number',
    SHORT_CODE_PATTERN: 'a pattern',
    SHORT_LINK_RATE_LIMIT_PER_MINUTE: 'a number',
    STOP_KEYWORDS: 'the keywords Twilio reads, the same in every language',
    START_KEYWORDS: 'the keywords Twilio reads, the same in every language',
    PHONE_AGGREGATE: 'a code',
  },
  notTranslated: { list: NOT_TRANSLATED, expected: ['SMS_MESSAGES.invalidSignature'] },
  englishWords:
    /\b(the|you|your|we|our|us|and|not|please|this|that|with|for|will|has|have|been|was|is|are|no|sorry|try|again|enter|select|link|e-mail|email|expired|valid|open|book|requests|connection|wait|minute|don't|send|me|text|messages|confirmation|reminder|changes|mobile)\b/i,
  textCount: { atLeast: 4 },
});
