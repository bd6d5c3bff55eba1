/**
 * The codes any part of the api answers with, whatever the context: the HTTP layer's (a body that is
 * not JSON, too large, of another media type), a sign-in or a right missing, a store that cannot
 * answer. A context's own codes are in its `<context>.errors.ts`.
 */
export const CommonErrorCode = {
  BadRequest: 'bad_request',
  Validation: 'validation',
  Unauthorized: 'unauthorized',
  Forbidden: 'forbidden',
  NotFound: 'not_found',
  MethodNotAllowed: 'method_not_allowed',
  Conflict: 'conflict',
  PayloadTooLarge: 'payload_too_large',
  UnsupportedMediaType: 'unsupported_media_type',
  RateLimited: 'rate_limited',
  /** A webhook whose signature does not verify (Stripe, Twilio). */
  InvalidSignature: 'invalid_signature',
  /** The database, Redis or the settings cannot answer now. */
  Unavailable: 'unavailable',
  NotReady: 'not_ready',
  QueuesUnavailable: 'queues_unavailable',
  Internal: 'internal',
} as const;
export type CommonErrorCode = (typeof CommonErrorCode)[keyof typeof CommonErrorCode];
