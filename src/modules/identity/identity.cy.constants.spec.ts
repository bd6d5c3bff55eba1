import { describeWelshMirror } from '../../../test/support/welsh-mirror.js';
import * as en from './identity.constants.js';
import {
  IDENTITY_CY,
  IDENTITY_WELSH_REVIEW,
  NOT_TRANSLATED,
  TRANSLATED_FROM_ENGLISH_SHA256,
} from './identity.cy.constants.js';

describeWelshMirror('Welsh identity constants', {
  english: en,
  welsh: IDENTITY_CY,
  review: IDENTITY_WELSH_REVIEW,
  fingerprint: TRANSLATED_FROM_ENGLISH_SHA256,
  notPatientText: {
    ADMIN_ACCESS_MESSAGES: 'the admin area’s refusals',
    SESSION_IDLE_MINUTES: 'a number',
    SESSION_ABSOLUTE_HOURS: 'a number',
    LOGIN_GENERIC_FAILURE:
      'the password sign-in’s failure (LOGIN_MESSAGES.failed): admins and practice staff',
    SESSION_COOKIE: 'a cookie name',
    SESSION_COOKIE_PRODUCTION: 'a cookie name',
    ROLES: 'codes',
    SIGN_IN_LINK_MINUTES: 'a number',
    ROLE_MESSAGES: 'the admin Users tab',
    DEVICE_COOKIE: 'a cookie name',
    DEVICE_COOKIE_PRODUCTION: 'a cookie name',
    DEVICE_COOKIE_DAYS: 'a number',
    DEVICE_COOKIE_MAX_ACCOUNTS: 'a number',
    SESSION_METHODS: 'codes',
    SECOND_FACTOR_ISSUER: 'the name an authenticator app shows staff',
    SECOND_FACTOR_PERIOD_SECONDS: 'a number',
    SECOND_FACTOR_DIGITS: 'a number',
    SECOND_FACTOR_WINDOW_STEPS: 'a number',
    RECOVERY_CODE_COUNT: 'a number',
    CODE_LOCK_HOURS: 'a number',
    CODE_FAILURE_WINDOW_HOURS: 'a number',
    SECOND_FACTOR_MESSAGES: 'two-step verification: admins and practice staff only',
    ACCOUNT_MESSAGES: 'the admin Users tab',
    PASSWORD_MIN_LENGTH: 'a number',
    PASSWORD_MESSAGES: 'choosing a password: staff invitations and the CLI',
  },
  notTranslated: {
    list: NOT_TRANSLATED,
    expected: [
      'LOGIN_MESSAGES.bothRequired',
      'LOGIN_MESSAGES.userNotFound',
      'LOGIN_MESSAGES.wrongPassword',
      'LOGIN_MESSAGES.failed',
      'LOGIN_MESSAGES.tooMany',
      'SIGN_IN_LINK_MESSAGES.notForStaff',
    ],
  },
  englishWords:
    /\b(the|you|your|we|our|us|and|not|please|this|that|with|for|will|has|have|been|was|is|are|no|sorry|try|again|enter|select|link|e-mail|email|invalid|address|format|account|disabled|sign-in|sign|in|bookings|works|minutes|expired|used|new|one|ask|too|many|wait)\b/i,
  textCount: { atLeast: 7 },
});
