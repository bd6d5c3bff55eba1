import { z } from 'zod';

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
  SEARCH_RATE_LIMIT_PER_MINUTE: int(60, 1),
  /** Holds, checkout, payment, gate, waitlist and manage-link writes per IP per minute, together. */
  WRITE_RATE_LIMIT_PER_MINUTE: int(120, 1),
  SEED_SAMPLE_DATA: bool(true),
  HOLD_MINUTES: int(10, 1, 120),
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
  ROBOT_CHECK_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  MAP_TILE_URL: optionalString,
  /**
   * Patient data of appointments that ended longer ago than this is anonymised by the daily retention
   * job: 6 years (2,192 days), the privacy policy's "normally up to six years" (ADR 0021).
   */
  RETENTION_DAYS: int(2192, 365),
  REMINDER_MINUTES_BEFORE: int(120, 0),
});

export type Config = z.infer<typeof envSchema> & { isProduction: boolean };

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
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_PUBLISHABLE_KEY) {
    problems.push('STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set');
  }
  if (config.ROBOT_CHECK_PROVIDER !== 'off' && !config.ROBOT_CHECK_SECRET) {
    problems.push('ROBOT_CHECK_SECRET: required when ROBOT_CHECK_PROVIDER is not off');
  }
  if (problems.length) throw new ConfigError(problems);
  return { ...config, isProduction: config.NODE_ENV === 'production' };
}
