/**
 * A refusal the caller can act on: a stable `code`, a message fit to show (the spec's text where it
 * has one) and the HTTP status the global filter maps it to. Thrown by rules and handlers; never
 * caught in controllers.
 */
export class DomainError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(message: string, code: string, status = 400, fields?: Record<string, string>) {
    // A refusal (4xx) is an answer, not a fault: no stack trace is captured for it (under a rush of
    // refused holds, capturing them was a few per cent of the api's CPU). A 5xx keeps its stack.
    const stackTraceLimit = Error.stackTraceLimit;
    if (status < 500) Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = stackTraceLimit;
    this.name = new.target.name;
    this.code = code;
    this.status = status;
    if (fields !== undefined) this.fields = fields;
  }
}

export class ValidationError extends DomainError {
  constructor(message: string, fields?: Record<string, string>) {
    super(message, 'validation', 400, fields);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found.', code = 'not_found') {
    super(message, code, 404);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code = 'conflict') {
    super(message, code, 409);
  }
}

/** A 429: the caller may try again after `retryAfterSeconds` (sent as Retry-After by the error filter). */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 'rate_limited', 429);
  }
}

/** The one error body shape of the HTTP contract. */
export interface ErrorBody {
  message: string;
  code?: string;
  fields?: Record<string, string>;
}
