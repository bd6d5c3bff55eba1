/** Practice staff (ADR 0030): one source of truth for api and portal. */

/** The staff day lists today and this many days after it. */
export const STAFF_UPCOMING_DAYS = 14;
/** At most this many appointments in one staff answer (a practice's fortnight is far fewer). */
export const STAFF_LIST_LIMIT = 500;

/** The calendar feed's secret: 32 random bytes (256 bits), base64url, in the URL `/api/calendar/<token>.ics`. */
export const CALENDAR_FEED_TOKEN_BYTES = 32;
export const CALENDAR_FEED_SUFFIX = '.ics';
/** The feed covers the last week and the next two months. */
export const CALENDAR_FEED_DAYS_BACK = 7;
export const CALENDAR_FEED_DAYS_AHEAD = 60;
export const CALENDAR_FEED_LIMIT = 1000;
/** Calendar apps poll every few minutes to hours; guessing needs millions of tries: per client network per minute. */
export const CALENDAR_FEED_RATE_LIMIT_PER_MINUTE = 30;

/** The home page's "over 1,500 people helped" is recomputed at most this often (Redis cache). */
export const PEOPLE_HELPED_CACHE_SECONDS = 300;
/** People helped before this system counted attended visits (env PEOPLE_HELPED_BASELINE overrides). */
export const PEOPLE_HELPED_BASELINE_DEFAULT = 1501;

export const STAFF_MESSAGES = {

  unknownPractice: 'One of these practices does not exist.',
  userNotFound: 'User not found.',
  feedNotFound: 'This calendar feed does not exist or has been replaced.',
  feedCreated: 'Your calendar feed is ready. Subscribe to this address in Outlook or Google Calendar; keep it private.',
  feedRotated: 'A new calendar address is ready. The old address no longer works.',
  feedRevoked: 'The calendar feed is switched off. The old address no longer works.',
  tooManyFeedRequests: 'Too many requests. Please try again in a minute.',
} as const;
