import { describeWelshMirror } from '../../../test/support/welsh-mirror.js';
import * as en from './availability.constants.js';
import {
  AVAILABILITY_CY,
  AVAILABILITY_WELSH_REVIEW,
  NOT_TRANSLATED,
  TRANSLATED_FROM_ENGLISH_SHA256,
} from './availability.cy.constants.js';

describeWelshMirror(
  'Welsh availability constants',
  {
    english: en,
    welsh: AVAILABILITY_CY,
    review: AVAILABILITY_WELSH_REVIEW,
    fingerprint: TRANSLATED_FROM_ENGLISH_SHA256,
    notPatientText: {
      SLOT_DURATIONS_MINUTES: 'numbers',
      START_HOURS: 'numbers',
      END_HOURS: 'numbers',
      RECURRENCE_DAYS: 'numbers',
      AVAILABILITY_DEFAULTS: 'the admin’s defaults',
      NEXT_AVAILABLE_DAYS: 'a number',
      DEFAULT_OPENING_HOURS: 'times, set by admins',
      AVAILABILITY_LABELS: 'the admin Availability tab',
      CLOSURE_REASONS: 'codes',
      CLOSURE_REASON_LABELS: 'the admin’s closures',
      CLOSURE_MAX_DAYS: 'a number',
      CLOSURE_MESSAGES: 'the admin’s closures',
    },
    reExported: {
      DATE_MESSAGES: 'src/shared/clock/clock.constants.ts',
      DATE_WINDOW_YEARS: 'src/shared/clock/clock.constants.ts (a number)',
      LONDON_TZ: 'src/shared/clock/clock.constants.ts (a time zone)',
    },
    notTranslated: {
      list: NOT_TRANSLATED,
      expected: [
        'AVAILABILITY_MESSAGES.selectionRequired',
        'AVAILABILITY_MESSAGES.generateFailed',
        'AVAILABILITY_MESSAGES.saveFailed',
        'AVAILABILITY_MESSAGES.saved',
      ],
    },
    // A slot group's key is a code.
    notWords: ['key'],
    argsFor: (path) => {
      if (path === 'AVAILABILITY_MESSAGES.noneOnDate')
        return [['Dydd Llun 7 Rhagfyr 2026'], ['Monday 7 December 2026']];
    },
    englishWords:
      /\b(the|you|your|we|our|us|and|not|please|this|that|with|for|will|has|have|been|was|is|are|no|sorry|try|again|enter|select|link|e-mail|email|appointments?|available|date|past|today|future|slot|selected|previously|longer|another|time|morning|afternoon|evening)\b/i,
    textCount: { atLeast: 10 },
  },
  () => {
    it('group the times by the same hours as the English', () => {
      expect(AVAILABILITY_CY.SLOT_GROUPS.map(({ key, fromHour, toHour }) => [key, fromHour, toHour])).toEqual(
        en.SLOT_GROUPS.map(({ key, fromHour, toHour }) => [key, fromHour, toHour]),
      );
    });
  },
);
