import type { LoggerService } from '@nestjs/common';
import { pino, type Logger as PinoLogger } from 'pino';

/**
 * Patient data never reaches the logs: these paths are censored wherever they appear in a logged
 * object (bodies, payloads, errors). Requests are logged by the route they matched, never by their
 * URL (see `loggedRoute`).
 */
export const REDACT_PATHS = [
  'password',
  'name',
  'phone',
  'email',
  'postcode',
  'issue',
  'patient',
  'token',
  'accessToken',
  'clientSecret',
  '*.password',
  '*.name',
  '*.phone',
  '*.email',
  '*.postcode',
  '*.issue',
  '*.patient',
  '*.token',
  '*.accessToken',
  '*.clientSecret',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
];

/** A caller's own X-Request-Id, kept apart from ours and only when it looks like an id. */
function clientRequestId(value: unknown): { clientRequestId?: string } {
  return typeof value === 'string' && /^[A-Za-z0-9._:-]{1,64}$/.test(value) ? { clientRequestId: value } : {};
}

/** What a request is logged as when it matched no route: its path could be anything, a token included. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The one rule for where a request went, in every log line: the pattern of the route it matched
 * (`/m/:code`, `/api/calendar/:token`), never the request target. Paths carry bearer secrets (short
 * links, calendar feeds, and any future one), queries carry manage and sign-in tokens, and an
 * unmatched path is whatever the caller typed.
 */
export function loggedRoute(req: { routeOptions?: { url?: string } }): string {
  return req.routeOptions?.url ?? UNMATCHED_ROUTE;
}

export function createPinoLogger(level: string, name: string): PinoLogger {
  return pino({
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    base: { pid: process.pid, service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: {
      req: (req: { id?: string; method?: string; routeOptions?: { url?: string }; headers?: Record<string, unknown> }) => ({
        id: req.id,
        method: req.method,
        route: loggedRoute(req),
        ...clientRequestId(req.headers?.['x-request-id']),
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
  });
}

/** Nest's logger interface over pino, so framework and app logs share one format and redaction. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: PinoLogger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, stringify(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, stringify(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, stringify(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, stringify(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, stringify(message));
  }
  fatal(message: unknown, context?: string) {
    this.logger.fatal({ context }, stringify(message));
  }
}

function stringify(message: unknown): string {
  return typeof message === 'string' ? message : message instanceof Error ? message.message : JSON.stringify(message);
}
