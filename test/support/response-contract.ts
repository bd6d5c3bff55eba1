import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { openApiDocumentOf } from '../../src/app.factory.js';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBodySchema, openApiSchema } from '../../src/shared/http/api-contract.js';
import { breaches } from './response-contract-breaches.js';

/*
 * Every JSON answer of the test app is checked against the OpenAPI document (issue #35): an answer
 * that drifts from its operation's schema fails the request, so it fails the test that made it.
 * - A success answer of an operation that declares its answers must be one of them, and match it.
 * - A refusal (4xx, 5xx) must be the one error body (or the body its operation declares for that
 *   status), and a status its operation lists: the document gives every operation the refusals
 *   decided before its route runs too (access, body checks, the write limit: openapi-document.ts).
 */

// ajv-formats is CommonJS with a default export: under ESM it arrives as the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

interface Operation {
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: object }> }>;
}

/** `/api/practices/:id/slots` (Fastify) → `/api/practices/{id}/slots` (OpenAPI). */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

export function checkResponsesAgainstDocument(app: NestFastifyApplication): void {
  const document = openApiDocumentOf(app);
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();
  const errorBody = ajv.compile(openApiSchema(errorBodySchema, 'output'));

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json') || typeof payload !== 'string') return payload;
    const url = request.routeOptions?.url;
    const method = request.method.toLowerCase();
    const status = reply.statusCode;
    const route = `${request.method} ${url ?? '(unmatched)'}`;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      breaches.push({ route, status, errors: 'not JSON' });
      return payload;
    }
    // Only our API: a route the document does not list (Bull Board's UI and its JSON) answers as its library does.
    if (url && !document.paths[openApiPath(url)]) return payload;
    const operation = url ? (document.paths[openApiPath(url)] as Record<string, Operation> | undefined)?.[method] : undefined;
    // A test's own controller (extraModules) declares nothing: api-document.spec.ts holds every real route to it.
    const contracted = Boolean(operation && Object.entries(operation.responses ?? {}).some(([answered, answer]) => Number(answered) < 400 && answer.description));
    // A refusal is the error body, unless its operation declares another for that status (the
    // readiness probe's 503 names the failing checks); a contracted operation lists its status.
    if (status >= 400 && !operation?.responses?.[String(status)]?.content) {
      if (!errorBody(body)) breaches.push({ route, status, errors: ajv.errorsText(errorBody.errors) });
      // An absolute-form request target is refused on every route alike (the document's description says so).
      else if (contracted && !operation?.responses?.[String(status)] && (body as { code?: string }).code !== 'bad_request_target') breaches.push({ route, status, errors: `this refusal (${(body as { code?: string }).code}) is not in the document` });
      return payload;
    }
    if (!operation || !contracted) return payload;
    const declared = operation.responses?.[String(status)];
    const schema = declared?.content?.['application/json']?.schema;
    if (!declared) breaches.push({ route, status, errors: 'this status is not in the document' });
    else if (!schema) breaches.push({ route, status, errors: 'a JSON body the document does not describe' });
    else {
      const key = `${route} ${status}`;
      let validate = validators.get(key);
      if (!validate) validators.set(key, (validate = ajv.compile(schema)));
      if (!validate(body)) breaches.push({ route, status, errors: ajv.errorsText(validate.errors) });
    }
    return payload;
  });
}
