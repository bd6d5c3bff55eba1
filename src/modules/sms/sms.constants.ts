/** Text messages (ADR 0028): one source of truth for the api, the worker and the portal. */

/** The kinds of text we send; each has one template in sms.rules.ts. */
export const SMS_TEMPLATES = ['booking-confirmed', 'practice-confirmed', 'reminder', 'rescheduled', 'cancelled', 'waitlist-offer'] as const;
export type SmsTemplate = (typeof SMS_TEMPLATES)[number];

/**
 * A text's state: `sending` once claimed (before the provider answered), then `sent` (the provider
 * accepted it), then `delivered` or `failed` from its status callbacks (or `failed` when every try
 * failed). A state only moves forward (smsStatusRank).
 */
export const SMS_STATUSES = ['sending', 'sent', 'delivered', 'failed'] as const;
export type SmsStatus = (typeof SMS_STATUSES)[number];

/** What the admin appointments list says of a booking's confirmation text. */
export const SMS_LIST_STATUSES = ['sent', 'delivered', 'failed', 'opted-out'] as const;
export type SmsListStatus = (typeof SMS_LIST_STATUSES)[number] | null;

/** The admin list's badge for each state of the confirmation text. */
export const SMS_LIST_LABELS: Record<Exclude<SmsListStatus, null>, string> = {
  sent: 'SMS sent',
  delivered: 'SMS delivered',
  failed: 'SMS failed',
  'opted-out': 'No texts (opted out)',
};

/** A text is at most this many segments: longer ones cost more and arrive split on old phones. */
export const SMS_MAX_SEGMENTS = 2;

/** Short links: `/m/<code>`, 12 base62 characters (about 71 bits of randomness). */
export const SHORT_LINK_PREFIX = '/m/';
export const SHORT_CODE_LENGTH = 12;
export const SHORT_CODE_PATTERN = /^[0-9A-Za-z]{12}$/;
/** Short-link opens per IP per minute: a patient opens a link once or twice, a guesser thousands. */
export const SHORT_LINK_RATE_LIMIT_PER_MINUTE = 20;

/** Replies Twilio itself treats as an opt-out / opt-in (its Advanced Opt-Out defaults). */
export const STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE'] as const;
export const START_KEYWORDS = ['START', 'UNSTOP', 'YES'] as const;

/** The aggregate of an opt-out: the SHA-256 of the E.164 number, never the number itself. */
export const PHONE_AGGREGATE = 'phone';

export const SMS_MESSAGES = {
  shortLinkGone: 'This link has expired or is not valid. Open the link in your e-mail, or book again.',
  shortLinkTooMany: 'Too many requests from your connection. Please wait a minute and try again.',
  invalidSignature: 'The request signature is not valid.',
  /** The payment step's checkbox (texts are on unless it is ticked). */
  noTextsLabel: "Don't send me text messages",
  noTextsHint: 'We text your booking confirmation, a reminder and any changes to your mobile.',
} as const;
