import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { DomainError, type ErrorBody, RateLimitedError } from '../errors/domain-error.js';
import { zodErrorBody } from './zod-validation.pipe.js';
import { CommonErrorCode } from '../errors/common.errors.js';

const STATUS_CODES: Record<number, CommonErrorCode> = {
  400: CommonErrorCode.BadRequest,
  401: CommonErrorCode.Unauthorized,
  403: CommonErrorCode.Forbidden,
  404: CommonErrorCode.NotFound,
  405: CommonErrorCode.MethodNotAllowed,
  409: CommonErrorCode.Conflict,
  413: CommonErrorCode.PayloadTooLarge,
  415: CommonErrorCode.UnsupportedMediaType,
  422: CommonErrorCode.Validation,
  429: CommonErrorCode.RateLimited,
};

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Maps every error to `{message, code?, fields?}` and a status; never leaks internals. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  /**
   * `notFound` may answer an unmatched route itself (the portal's client-side routes); `inLanguage`
   * puts an error's words in the language the request asks for (Accept-Language).
   */
  constructor(
    private readonly notFound?: (request: FastifyRequest, reply: FastifyReply) => boolean,
    private readonly inLanguage: (body: ErrorBody, acceptLanguage: string | undefined) => ErrorBody = (body) => body,
  ) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    if (exception instanceof NotFoundException && !request.routeOptions?.url && this.notFound?.(request, reply)) {
      return;
    }
    const { status, body } = toErrorResponse(exception);
    if (status >= 500) {
      this.logger.error(
        `${request.method} ${request.routeOptions?.url ?? 'unknown route'} failed: ${(exception as Error)?.stack ?? String(exception)}`,
      );
    }
    if (exception instanceof RateLimitedError) void reply.header('retry-after', String(exception.retryAfterSeconds));
    const said = this.inLanguage(body, request.headers['accept-language']);
    void reply.status(status).send(said);
  }
}

export function toErrorResponse(exception: unknown): { status: number; body: ErrorBody } {
  if (exception instanceof DomainError) {
    return {
      status: exception.status,
      body: { message: exception.message, code: exception.code, ...(exception.fields && { fields: exception.fields }) },
    };
  }
  if (exception instanceof ZodError) return { status: 400, body: zodErrorBody(exception) };
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'object' && response && 'message' in response) {
      const r = response as { message: unknown; code?: unknown; fields?: unknown };
      const message = Array.isArray(r.message) ? r.message.join(' ') : String(r.message);
      return {
        status,
        body: {
          message: exception instanceof NotFoundException && message.startsWith('Cannot ') ? 'Not found.' : message,
          code: typeof r.code === 'string' ? r.code : (STATUS_CODES[status] ?? 'error'),
          ...(r.fields && typeof r.fields === 'object' ? { fields: r.fields as Record<string, string> } : {}),
        },
      };
    }
    return { status, body: { message: String(response), code: STATUS_CODES[status] ?? 'error' } };
  }
  // Fastify's own errors (bad JSON, body too large, unsupported media type) carry a statusCode.
  const fastifyError = exception as { statusCode?: number; code?: string; message?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const messages: Record<string, string> = {
      FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
      FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send JSON.',
      FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send JSON.',
    };
    const code = fastifyError.code ?? '';
    return {
      status: fastifyError.statusCode,
      body: {
        message: messages[code] ?? (code.startsWith('FST_ERR_CTP') ? 'The request body is not valid JSON.' : 'Bad request.'),
        code: fastifyError.statusCode === 413 ? CommonErrorCode.PayloadTooLarge : CommonErrorCode.BadRequest,
      },
    };
  }
  if (isDatabaseUnavailable(exception)) {
    return {
      status: 503,
      body: { message: 'The service is temporarily unavailable. Please try again in a moment.', code: CommonErrorCode.Unavailable },
    };
  }
  return { status: 500, body: { message: INTERNAL_MESSAGE, code: CommonErrorCode.Internal } };
}

/** Connection-level failures (database restarting, refused, terminated, silent) are 503, not 500. */
function isDatabaseUnavailable(exception: unknown): boolean {
  const e = exception as { code?: string; message?: string; name?: string };
  // 57014: cancelled by statement_timeout (an overloaded or stuck server); say "retry", not 500.
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57014', '57P01', '57P02', '57P03', '08000', '08003', '08006'];
  if (e?.code && codes.includes(e.code)) return true;
  const message = e?.message ?? '';
  return /Connection terminated|connect ECONNREFUSED|the database system is (starting up|shutting down)|timeout exceeded when trying to connect|Client has encountered a connection error|Query read timeout/i.test(
    message,
  );
}
