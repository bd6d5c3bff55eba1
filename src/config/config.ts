import { z } from 'zod';
import { DEFAULT_HOLD_MINUTES } from '../modules/booking/booking.constants.js';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));
const int = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

/**
 * Fastify's `trustProxy` from TRUST_PROXY: a hop count ("1"), "true"/"false", or a comma list of
 * addresses, CIDRs and proxy-addr's keywords ("loopback", "uniquelocal", …).
 */
export function parseTrustProxy(value: string): boolean | number | string[] {
  const v = value.trim();
  if (v === 'true' || v === 'false') return v === 'true';
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Every environment variable the processes read, with the local defaults of ARCHITECTURE.md rule 8. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Who may tell us the client's address in X-Forwarded-For (the per-IP rate limits key on it):
   * by default only a proxy on this host. Behind a load balancer set its addresses/CIDRs or the hop
   * count; "true" trusts anyone, so any client could dodge the limits with a made-up header.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[A-Za-z0-9.:/,\s-]+$/, 'a hop count, true/false, or addresses/CIDRs/keywords separated by commas')
    .default('loopback')
    .transform(parseTrustProxy),
  PORT: int(3000, 0, 65535),
  PUBLIC_URL: z.url().default('http://localhost:3000'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .default('postgres://postgres@127.0.0.1:5432/dental'),
  DATABASE_POOL_MAX: int(10, 1, 200),
  /**
   * Connecting to PostgreSQL, or waiting for a free pooled connection, gives up after this, so a
   * request answers 503 instead of waiting (runbook: "When PostgreSQL or Redis goes away").
   */
  DATABASE_CONNECT_TIMEOUT_MS: int(3000, 100, 60_000),
  /**
   * PostgreSQL cancels a statement that runs longer than this; an answer that has not arrived a
   * second later (a silent network) fails on our side and its connection is dropped. 0: no limit.
   */
  DATABASE_STATEMENT_TIMEOUT_MS: int(10_000, 0, 600_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .default('redis://127.0.0.1:6379'),
  /** BullMQ key prefix; a test run uses its own so runs never collide. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')
    .default('dental'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORTAL_DIST: z.string().default('portal/dist'),
  MAIL_DIR: z.string().default('var/mail'),
  /** Relay: how often to poll when no NOTIFY arrives, and how many events one claim takes. */
  OUTBOX_POLL_MS: int(1000, 10, 60_000),
  OUTBOX_BATCH_SIZE: int(200, 1, 5000),
  /** Which parts a worker process runs: the outbox relay, the queue processors, or both. */
  WORKER_ROLES: z
    .string()
    .default('relay,processors')
    .transform((v) => v.split(',').map((s) => s.trim()))
    .pipe(z.array(z.enum(['relay', 'processors'])).min(1)),
  WORKER_CONCURRENCY: int(5, 1, 100),
  /**
   * How long a worker's lock on a job lasts (renewed at half of it while the job runs), and how often
   * locks are checked: a job of a killed worker runs again within about twice this (BullMQ: 30 s).
   */
  WORKER_LOCK_MS: int(30_000, 2_000, 600_000),
  /** Secret for signed cookies and tokens; generated per process in development when unset. */
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, 'must be at least 12 characters').optional()),
  GATE_PASSWORD: optionalString,
  LOGIN_RATE_LIMIT_PER_IP: int(20, 1),
  /** Failed passwords per account per window from browsers without its device cookie, together (ADR 0026). */
  LOGIN_RATE_LIMIT_PER_ACCOUNT: int(5, 1),
  /** Failed passwords per window through one device cookie (a browser that signed in to the account before). */
  LOGIN_RATE_LIMIT_PER_DEVICE: int(5, 1),
  LOGIN_RATE_WINDOW_SECONDS: int(900, 1),
  /**
   * A second factor (TOTP) for admins and practice staff (ADR 0037): `required` makes
   * each enrol at their next sign-in and refuses admin and staff routes to a session without it;
   * `optional` lets them enrol when they like. Default: required in production, optional elsewhere
   * (so `npm start` still signs in with the printed login).
   */
  ADMIN_2FA: z.enum(['required', 'optional']).optional(),
  /**
   * Whether the Welsh pages are offered (the /cy pages, the language switch, Welsh bookings): off in
   * production until a Welsh-speaking clinician has reviewed the clinical Welsh (docs/clinical-safety.md,
   * H11), on elsewhere. Turning it off takes Welsh away at once, without a deploy.
   */
  WELSH_PAGES: z.enum(['on', 'off']).optional(),
  /** Wrong second-factor codes per account per LOGIN_RATE_WINDOW_SECONDS, counted only after a correct password. */
  LOGIN_CODE_ATTEMPTS_PER_ACCOUNT: int(5, 1),
  /**
   * Wrong codes per account within a day (after a correct password) that lock its code step for a
   * day and e-mail the owner: the window above refills for ever, this does not (NIST SP 800-63B §5.2.2).
   */
  LOGIN_CODE_FAILURES_PER_DAY: int(20, 1),
  /** Sign-in-link e-mails one address receives per 24 hours, whoever asks (the answer stays the same past it). */
  SIGN_IN_LINKS_PER_DAY: int(5, 1),
  /** Waitlist confirmation e-mails one sender network (an IPv4 address, an IPv6 /64) may cause per hour. */
  WAITLIST_MAILS_PER_NETWORK_PER_HOUR: int(10, 1),
  SEARCH_RATE_LIMIT_PER_MINUTE: int(60, 1),
  /** Web-vitals reports (POST /api/vitals) per IP per minute: a page load sends one. */
  VITALS_RATE_LIMIT_PER_MINUTE: int(30, 1),
  /** People helped before the system counted attended visits (the home page's claim adds them). */
  PEOPLE_HELPED_BASELINE: int(1501, 0),
  /** Calendar-feed requests per client network per minute (a feed token is 256 bits; this stops scanning). */
  CALENDAR_FEED_RATE_LIMIT_PER_MINUTE: int(30, 1),
  /** Holds, checkout, payment, gate, waitlist and manage-link writes per IP per minute, together. */
  WRITE_RATE_LIMIT_PER_MINUTE: int(120, 1),
  SEED_SAMPLE_DATA: bool(true),
  /** How long a hold lasts, in minutes: the one source of it (holds, the waitlist offer's e-mail). */
  HOLD_MINUTES: int(DEFAULT_HOLD_MINUTES, 1, 120),
  /**
   * Which payment gateway takes the fee: `auto` is Stripe when STRIPE_SECRET_KEY is set, else the
   * simulated gateway. Production refuses to start on the simulated gateway unless this says
   * `simulated` explicitly (then no real money is taken, and every start logs it loudly).
   */
  PAYMENTS: z.enum(['auto', 'stripe', 'simulated']).default('auto'),
  /** Where e-mail goes: `auto` is SMTP when SMTP_URL is set, else the dev inbox (same rule as PAYMENTS). */
  MAIL: z.enum(['auto', 'smtp', 'dev-inbox']).default('auto'),
  /** Where text messages go: `auto` is Twilio when its account, token and a sender are set, else the dev SMS outbox (same rule as MAIL). */
  SMS: z.enum(['auto', 'twilio', 'dev-outbox']).default('auto'),
  TWILIO_ACCOUNT_SID: optionalString.pipe(z.string().regex(/^AC[0-9a-fA-F]{32}$/, 'must be an AC… account SID').optional()),
  TWILIO_AUTH_TOKEN: optionalString,
  /** The sender: a number in E.164 or an alphanumeric sender id; or TWILIO_MESSAGING_SERVICE_SID. */
  TWILIO_FROM: optionalString.pipe(z.string().regex(/^(\+[1-9][0-9]{6,14}|[A-Za-z0-9 ]{1,11})$/, 'an E.164 number or an alphanumeric sender id of up to 11 characters').optional()),
  TWILIO_MESSAGING_SERVICE_SID: optionalString.pipe(z.string().regex(/^MG[0-9a-fA-F]{32}$/, 'must be an MG… messaging service SID').optional()),
  /** Tests only (`npm run test:days`): moves every process's Clock by this many ms; refused in production. */
  TEST_CLOCK_OFFSET_MS: int(0, Number.MIN_SAFE_INTEGER),
  /** Points the Twilio SDK at a local fake in tests. */
  TWILIO_API_BASE: optionalString.pipe(z.url().optional()),
  /**
   * Live holds (active, not run out) one client network may keep at once; of them, for one phone
   * number; and on one phone number from every client together, a backstop against one person
   * hoarding slots from many networks. Beyond any of them a new hold gets 429 too_many_holds
   * (against slot squatting). The per-phone limit counts only the client's own holds, so a stranger who
   * knows a patient's number cannot use it up (docs/security/threat-model.md).
   */
  HOLD_LIMIT_PER_CLIENT: int(3, 1),
  HOLD_LIMIT_PER_PHONE: int(2, 1),
  HOLD_LIMIT_PER_PHONE_ALL_CLIENTS: int(5, 1),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** Points the Stripe SDK at a local fake in tests. */
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// URL').optional()),
  MAIL_FROM: z.string().default('Emergency Dental <bookings@localhost>'),
  GOOGLE_MAPS_API_KEY: optionalString,
  GOOGLE_MAPS_BASE_URL: optionalString.pipe(z.url().optional()),
  GEOCODE_TIMEOUT_MS: int(2000, 50, 30_000),
  ROBOT_CHECK_PROVIDER: z.enum(['off', 'recaptcha', 'turnstile']).default('off'),
  ROBOT_CHECK_SECRET: optionalString,
  /** The provider's public site key: the portal renders its widget with it (GET /api/site); the secret never leaves the server. */
  ROBOT_CHECK_SITE_KEY: optionalString.pipe(z.string().max(200).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only').optional()),
  ROBOT_CHECK_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  /** Points the robot check at a local fake in tests (the provider's own siteverify when unset). */
  ROBOT_CHECK_VERIFY_URL: optionalString.pipe(z.url().optional()),
  MAP_TILE_URL: optionalString,
  /**
   * The browser key for Google's Maps JavaScript API and Places (ADR 0039): public by nature (it is
   * sent to every visitor), so it must be restricted in Google's console to the site's origin as an
   * HTTP referrer and to those two APIs. Separate from GOOGLE_MAPS_API_KEY, the server's geocoding key,
   * which never leaves the server. Unset: the offline map and the postcode type-ahead only.
   */
  GOOGLE_MAPS_BROWSER_KEY: optionalString.pipe(z.string().max(200).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only').optional()),
  /**
   * The worker loads the bundled whole-GB postcode table on its first start, in the background
   * (ADR 0029). Off in the test suites, which load it (or a sample) only where they need it.
   */
  POSTCODES_AUTOLOAD: bool(true),
  /** Type-ahead look-ups (GET /api/postcodes) per IP per minute. */
  POSTCODE_SUGGEST_RATE_LIMIT_PER_MINUTE: int(120, 1),
  /**
   * Patient data of appointments that ended longer ago than this is anonymised by the daily retention
   * job: 6 years (2,192 days), the privacy policy's "normally up to six years" (ADR 0021).
   */
  RETENTION_DAYS: int(2192, 365),
  REMINDER_MINUTES_BEFORE: int(120, 0),
  /**
   * After booking, the patient may correct the confirmation's address and have it sent again for this
   * long even when it was delivered (a typo can still deliver to someone); an undelivered one, any time.
   */
  CONFIRMATION_EMAIL_CHANGE_MINUTES: int(30, 0, 24 * 60),
  /** A Prometheus scraper presenting `Authorization: Bearer <token>` may read /metrics. */
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  /**
   * Client addresses (as TRUST_PROXY resolves them) that may read /metrics without a token:
   * addresses, CIDRs or proxy-addr keywords. Default: `loopback` outside production, nobody in
   * production. Signed-in admins may always read it.
   */
  METRICS_ALLOW_FROM: z
    .string()
    .regex(/^[A-Za-z0-9.:/,\s-]*$/, 'addresses/CIDRs/keywords separated by commas')
    .optional(),
});

export type Config = Omit<z.infer<typeof envSchema>, 'METRICS_ALLOW_FROM' | 'ADMIN_2FA' | 'WELSH_PAGES'> & {
  /** ADMIN_2FA with its default applied (required in production, optional elsewhere). */
  ADMIN_2FA: 'required' | 'optional';
  /** WELSH_PAGES with its default applied (off in production, on elsewhere). */
  WELSH_PAGES: 'on' | 'off';
  isProduction: boolean;
  /** The payment gateway in use, from PAYMENTS and STRIPE_SECRET_KEY. */
  paymentProvider: 'stripe' | 'simulated';
  /** The mail transport in use, from MAIL and SMTP_URL. */
  mailTransport: 'smtp' | 'dev-inbox';
  /** Where texts go, from SMS and the TWILIO_* settings. */
  smsTransport: 'twilio' | 'dev-outbox';
  METRICS_ALLOW_FROM: string[];
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Validates the environment once at start; a wrong value names its variable and stops the process. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`),
    );
  }
  const config = parsed.data;
  const problems: string[] = [];
  if (config.NODE_ENV === 'production' && !config.SESSION_SECRET) {
    problems.push('SESSION_SECRET: required in production');
  }
  if (config.NODE_ENV === 'production' && config.TEST_CLOCK_OFFSET_MS !== 0) {
    problems.push('TEST_CLOCK_OFFSET_MS: for tests only; production runs on the real clock');
  }
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_PUBLISHABLE_KEY) {
    problems.push('STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set');
  }
  if (config.ROBOT_CHECK_PROVIDER !== 'off' && !config.ROBOT_CHECK_SECRET) {
    problems.push('ROBOT_CHECK_SECRET: required when ROBOT_CHECK_PROVIDER is not off');
  }
  if (config.ROBOT_CHECK_PROVIDER !== 'off' && !config.ROBOT_CHECK_SITE_KEY) {
    problems.push('ROBOT_CHECK_SITE_KEY: required when ROBOT_CHECK_PROVIDER is not off (the portal cannot show the widget without it)');
  }
  const isProduction = config.NODE_ENV === 'production';
  const paymentProvider = config.PAYMENTS === 'auto' ? (config.STRIPE_SECRET_KEY ? 'stripe' : 'simulated') : config.PAYMENTS;
  if (paymentProvider === 'stripe' && !config.STRIPE_SECRET_KEY) {
    problems.push('STRIPE_SECRET_KEY: required when PAYMENTS is stripe');
  }
  if (isProduction && config.PAYMENTS === 'auto' && paymentProvider === 'simulated') {
    problems.push('STRIPE_SECRET_KEY: required in production (or set PAYMENTS=simulated to take no real payments)');
  }
  if (isProduction && paymentProvider === 'stripe' && !config.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET: required in production with Stripe');
  }
  const mailTransport = config.MAIL === 'auto' ? (config.SMTP_URL ? 'smtp' : 'dev-inbox') : config.MAIL;
  if (mailTransport === 'smtp' && !config.SMTP_URL) problems.push('SMTP_URL: required when MAIL is smtp');
  if (isProduction && config.MAIL === 'auto' && mailTransport === 'dev-inbox') {
    problems.push('SMTP_URL: required in production (or set MAIL=dev-inbox to send no e-mail at all)');
  }
  const twilioReady = Boolean(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && (config.TWILIO_FROM || config.TWILIO_MESSAGING_SERVICE_SID));
  const smsTransport = config.SMS === 'auto' ? (twilioReady ? 'twilio' : 'dev-outbox') : config.SMS;
  if (smsTransport === 'twilio' && !twilioReady) {
    problems.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID): required when SMS is twilio');
  }
  if (isProduction && config.SMS === 'auto' && smsTransport === 'dev-outbox') {
    problems.push('TWILIO_ACCOUNT_SID: required in production with TWILIO_AUTH_TOKEN and TWILIO_FROM (or set SMS=dev-outbox to send no text messages at all)');
  }
  if (problems.length) throw new ConfigError(problems);
  return {
    ...config,
    isProduction,
    paymentProvider,
    mailTransport,
    smsTransport,
    METRICS_ALLOW_FROM: config.METRICS_ALLOW_FROM === undefined ? (isProduction ? [] : ['loopback']) : splitList(config.METRICS_ALLOW_FROM),
    ADMIN_2FA: config.ADMIN_2FA ?? (isProduction ? 'required' : 'optional'),
    WELSH_PAGES: config.WELSH_PAGES ?? (isProduction ? 'off' : 'on'),
  };
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** What a production process runs without (explicit opt-outs): logged loudly at every start. */
export function productionWarnings(config: Config): string[] {
  if (!config.isProduction) return [];
  const warnings: string[] = [];
  if (config.paymentProvider === 'simulated') {
    warnings.push('PAYMENTS=simulated in production: bookings are "paid" with test cards and NO real money is taken.');
  }
  if (config.mailTransport === 'dev-inbox') {
    warnings.push('MAIL=dev-inbox in production: NO e-mail reaches patients (the dev inbox is never served in production).');
  }
  if (config.smsTransport === 'dev-outbox') {
    warnings.push('SMS=dev-outbox in production: NO text message reaches patients (the dev SMS outbox is never served in production).');
  }
  if (config.ADMIN_2FA === 'optional') {
    warnings.push('ADMIN_2FA=optional in production: admins and practice staff may sign in with a password alone.');
  }
  if (config.WELSH_PAGES === 'on') {
    warnings.push('WELSH_PAGES=on in production: the Welsh pages, e-mails and texts are offered; their clinical words need a Welsh-speaking clinician\'s review first (docs/clinical-safety.md, H11).');
  }
  return warnings;
}
