/**
 * A refusal the caller can act on: a stable `code`, a message fit to show (the spec's text where it
 * has one) and the HTTP status the global filter maps it to. Thrown by rules and handlers; never
 * caught in controllers.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number = 400,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = new.target.name;
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

/** The one error body shape of the HTTP contract. */
export interface ErrorBody {
  message: string;
  code?: string;
  fields?: Record<string, string>;
}
