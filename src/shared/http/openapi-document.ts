import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { errorBodySchema, openApiSchema } from './api-contract.js';
import { WRITE_RATE_LIMITED_ROUTES } from './write-rate-limits.js';

type Operation = {
  parameters?: Array<{ name?: string; in?: string; $ref?: string }>;
  security?: Array<Record<string, string[]>>;
  requestBody?: object;
  responses?: Record<string, object>;
};

/** `POST /api/holds/:id/extend`: the routes the shared per-IP write limit covers (write-rate-limits.ts). */
const WRITE_LIMITED = new Set<string>(WRITE_RATE_LIMITED_ROUTES);

/**
 * The refusals the access hooks and the HTTP layer give before a route runs, by what the operation
 * needs: each operation lists those it can meet, with the one error body (a route's own description
 * of a status wins). A write meets the body checks whether or not it reads a body (a client may send
 * one anyway: json-only.ts, the JSON parser, the global control-character pipe), and the routes of
 * the shared write limit its 429.
 */
function sharedRefusals(path: string, method: string, operation: Operation): Record<number, string> {
  const needs = new Set((operation.security ?? []).flatMap((entry) => Object.keys(entry)));
  const refusals: Record<number, string> = {};
  if (needs.has('session')) {
    refusals[401] = '`unauthorized`: sign in first.';
    refusals[403] = '`forbidden`: the signed-in user may not use this route (role, practice, or a session opened by an e-mailed link).';
  }
  if (needs.has('gate')) refusals[401] = '`gate_required`: the site is protected and its password was not given (POST /api/site/gate).';
  if (needs.has('xsrf')) refusals[403] = (refusals[403] ? refusals[403] + ' ' : '') + '`csrf`: no X-XSRF-TOKEN header equal to the XSRF-TOKEN cookie.';
  if (path.startsWith('/api/') && (operation.requestBody || WRITES.has(method))) {
    refusals[400] = '`bad_request`: a body that is not valid JSON; `validation`: text with a control character (`fields` names it).';
    refusals[413] = '`payload_too_large`: a body over 100 KB.';
    refusals[415] = '`unsupported_media_type`: a body that is not JSON.';
  }
  if (WRITE_LIMITED.has(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`)) {
    refusals[429] = '`rate_limited`: too many writes from this connection in a minute (`WRITE_RATE_LIMIT_PER_MINUTE`), with Retry-After.';
  }
  if (path.startsWith('/api/')) refusals[503] = '`unavailable`: the database or the session store cannot answer now; try again.';
  return refusals;
}

/** How a route is reached (identity's route-access table, passed in by the app: shared names no module). */
export interface RouteSecurity {
  access: string;
  csrf: string;
}

const WRITES = new Set(['post', 'put', 'patch', 'delete']);

/** The security requirement of one operation, from its access kind (OpenAPI: any one entry suffices). */
function securityOf(method: string, route: RouteSecurity | undefined): Array<Record<string, string[]>> {
  const xsrf: Record<string, string[]> = WRITES.has(method) && route?.csrf === 'token' ? { xsrf: [] } : {};
  switch (route?.access) {
    case 'public':
    case 'webhook':
      return Object.keys(xsrf).length ? [xsrf] : [];
    case 'gated':
      return [{ gate: [], ...xsrf }];
    case 'docs':
      return [{ gate: [] }];
    case 'metrics':
      return [{ metricsToken: [] }, { session: [] }];
    default:
      // admin, staff, dev, and any route the table does not name (closed: treated as admin).
      return [{ session: [], ...xsrf }];
  }
}

/**
 * The API's OpenAPI document, as served at /api/docs and linted in CI (ADR 0040). Routes
 * declare their bodies and answers with `@ApiContract` (api-contract.ts); this adds what belongs to
 * every route: the server, its security (from the route-access table: gate, session, XSRF header,
 * scraper token), the refusals that come before the route runs (gate, sign-in, role, CSRF, body size
 * and type, an unavailable store), and each `{name}` of a path as a required path parameter where a
 * route did not describe it itself.
 */
export function buildOpenApiDocument(
  app: INestApplication,
  accessOf: (method: string, fastifyPath: string) => RouteSecurity | undefined = () => undefined,
): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Emergency Dental API')
    .setDescription(
      'Search, holds, checkout, payments and admin. Error bodies are always {message, code?, fields?}. ' +
        'Any route may also answer, with the same error body: 400 `bad_request_target` (an absolute-form ' +
        'request target, `GET http://host/…`), 401 `gate_required` (the site gate, while ' +
        'the site is protected) or a sign-in to do, 403 `csrf` (no X-XSRF-TOKEN on a write) or a role, ' +
        '413 (a body over 100 KB), 415 `unsupported_media_type` (a body that is not JSON), 429 ' +
        '`rate_limited` (with Retry-After) and 503 `unavailable` (the database or the session store ' +
        'cannot answer). The conventions: docs/api.md.',
    )
    .setVersion('1.0')
    .addServer('/')
    .addCookieAuth('gate', { type: 'apiKey', in: 'cookie', description: 'The site password was given (POST /api/site/gate); needed only while the site is protected.' }, 'gate')
    .addCookieAuth('session', { type: 'apiKey', in: 'cookie', description: 'A signed-in session (POST /api/auth/login, with the second factor for admins and staff); its role decides admin and staff routes.' }, 'session')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN', description: 'Equals the XSRF-TOKEN cookie: every state-changing request from our pages.' }, 'xsrf')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'The metrics scraper token (METRICS_TOKEN).' }, 'metricsToken')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: "A hold's token, answered by POST /api/holds: extend, release and check out that hold." }, 'holdToken')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: "An appointment's access token, answered by checkout: its payment, confirmation page and e-mail correction." }, 'accessToken')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: "A manage link's token, from the patient's e-mail or text: see, move or cancel that booking." }, 'manageToken')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const errorBody = openApiSchema(errorBodySchema, 'output');
  for (const [path, item] of Object.entries(document.paths)) {
    const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const [method, operation] of Object.entries(item) as Array<[string, Operation]>) {
      if (typeof operation !== 'object' || operation === null) continue;
      // The route's own token (@ApiContract `token`) comes on top of what its access kind asks.
      const base = securityOf(method, accessOf(method.toUpperCase(), path.replace(/\{([^}]+)\}/g, ':$1')));
      const own = operation.security ?? [];
      operation.security = !own.length ? base : !base.length ? own : base.flatMap((b) => own.map((o) => ({ ...b, ...o })));
      const responses = (operation.responses ??= {});
      for (const [status, description] of Object.entries(sharedRefusals(path, method, operation))) {
        responses[status] ??= { description, content: { 'application/json': { schema: errorBody } } };
      }
      if (!names.length) continue;
      const parameters = (operation.parameters ??= []);
      for (const name of names) {
        if (!parameters.some((p) => p.in === 'path' && p.name === name)) {
          parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } } as never);
        }
      }
    }
  }
  return document;
}
