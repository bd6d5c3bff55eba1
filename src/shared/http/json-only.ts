import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { CommonErrorCode } from '../errors/common.errors.js';

/** The JSON endpoints that take something else: Twilio posts its webhooks as forms (signed). */
export const FORM_ROUTES: ReadonlySet<string> = new Set(['POST /api/webhooks/twilio/status', 'POST /api/webhooks/twilio/inbound']);

export const UNSUPPORTED_MEDIA_TYPE = { message: 'Unsupported content type; send JSON.', code: CommonErrorCode.UnsupportedMediaType } as const;

/** Whether the request carries a body at all (a POST without one, like sign-out, has no type to check). */
function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The media type alone, lower-cased: `application/json; charset=utf-8` → `application/json`. */
export function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0].trim().toLowerCase();
}

/**
 * ARCHITECTURE.md §6: JSON endpoints answer 415 to other content types. The
 * adapter registers a form parser for the whole app (Twilio's webhooks need it) and Fastify one for
 * text/plain, so without this a form post would reach every JSON route. Decided on
 * the MATCHED route, after the access hooks (registered before this one: a stranger still gets
 * 401/403 first), before the body is read.
 */
export function registerJsonOnly(app: NestFastifyApplication) {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', async (request, reply) => {
      const route = request.routeOptions.url;
      if (!route?.startsWith('/api/') || FORM_ROUTES.has(`${request.method} ${route}`) || !hasBody(request)) return;
      if (mediaType(request.headers['content-type']) === 'application/json') return;
      return reply.status(415).send(UNSUPPORTED_MEDIA_TYPE);
    });
}
