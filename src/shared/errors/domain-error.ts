import { CommonErrorCode } from './common.errors.js';

/**
 * Each context's wire codes, merged in by its `<context>.errors.ts` (`declare module`, as events are
 * into DomainEventMap), so src/shared names no context.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContextErrorCodes {}

/** A refusal's code: one that common.errors.ts or a context's `<context>.errors.ts` declares. */
export type ErrorCode = CommonErrorCode | ContextErrorCodes[keyof ContextErrorCodes];

/**
 * A refusal the caller can act on: a stable `code`, a message fit to show (the spec's text where it
 * has one) and the HTTP status the global filter maps it to. Thrown by rules and handlers; never
 * caught in controllers.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(message: string, code: ErrorCode, status = 400, fields?: Record<string, string>) {
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
    super(message, CommonErrorCode.Validation, 400, fields);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'Not found.', code: ErrorCode = CommonErrorCode.NotFound) {
    super(message, code, 404);
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, code: ErrorCode = CommonErrorCode.Conflict) {
    super(message, code, 409);
  }
}

/** A 429: the caller may try again after `retryAfterSeconds` (sent as Retry-After by the error filter). */
export class RateLimitedError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, CommonErrorCode.RateLimited, 429);
  }
}

/** The one error body shape of the HTTP contract. */
export interface ErrorBody {
  message: string;
  code?: string;
  fields?: Record<string, string>;
}
