import { describeWelshMirror } from '../../../test/support/welsh-mirror.js';
import { SERVICE_HOURS_TEXT_CY as CLINICAL_HOURS_CY } from '../search/clinical-safety.cy.constants.js';
import * as en from './site.constants.js';
import { SITE_CY, SITE_WELSH_REVIEW, TRANSLATED_FROM_ENGLISH_SHA256 } from './site.cy.constants.js';

describeWelshMirror(
  'Welsh site constants',
  {
    english: en,
    welsh: SITE_CY,
    review: SITE_WELSH_REVIEW,
    fingerprint: TRANSLATED_FROM_ENGLISH_SHA256,
    notPatientText: {
      SITE_SETTINGS_DEFAULTS: 'settings, not words',
      GATE_COOKIE_MAX_AGE_SECONDS: 'a number',
      COOKIE_CONSENT_KEY: 'a storage key',
      COOKIE_CONSENT_COOKIE: 'a cookie name',
      SUCCESS_MESSAGE_MS: 'a number',
      SETTINGS_MESSAGE_MS: 'a number',
      PRACTICE_RELATIONS_PHONE_DISPLAY: 'the practices’ line, on the /register page for practices',
      PRACTICE_RELATIONS_PHONE_TEL: 'the practices’ line, a number',
      SETTINGS_MESSAGES: 'the admin’s settings tab',
      GATE_COOKIE: 'a cookie name',
    },
    // The support line's number.
    sameInWelsh: ['SUPPORT_PHONE_DISPLAY', 'SUPPORT_PHONE_TEL'],
    englishWords:
      /\b(the|you|your|we|our|us|and|not|please|this|that|with|for|will|has|have|been|enter|site|password|incorrect|over|days|week)\b/i,
    textCount: { exactly: 6 },
  },
  () => {
    it('say the service hours in the clinical module’s Welsh, and the support line’s number as it is', () => {
      expect(SITE_CY.SERVICE_HOURS_TEXT).toBe(CLINICAL_HOURS_CY);
      expect(SITE_CY.SERVICE_HOURS_TEXT).toBe('8yb-8yh, 7 diwrnod yr wythnos');
      expect(en.SERVICE_HOURS_TEXT).toBe('8am-8pm, 7 days a week');
      expect(en.SUPPORT_PHONE_DISPLAY).toMatch(/^[0-9 ]+$/);
    });
  },
);
