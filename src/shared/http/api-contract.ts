import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiParam, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';

/*
 * One source for each body (ADR 0040): the zod schemas that validate a request, and the zod
 * schemas of its answers, become the OpenAPI document through zod's own JSON Schema output
 * (`z.toJSONSchema`, target OpenAPI 3.0). Nothing is written twice: a route's contract is its schemas.
 */

/** Every refusal's body (ARCHITECTURE.md section 6): a sentence for people, a code for programs, the fields to fix. */
export const errorBodySchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .strict();

type SchemaObject = Record<string, unknown>;

/**
 * The OpenAPI 3.0 schema of a zod schema: `input` for what a client sends (defaults are optional),
 * `output` for what the server answers.
 */
export function openApiSchema(schema: z.ZodType, io: 'input' | 'output'): SchemaObject {
  const json = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as SchemaObject;
  delete json.$schema;
  return nullableEnums(json) as SchemaObject;
}

/**
 * OpenAPI 3.0.3: a `nullable` enum lists `null` among its values (validators check `enum` first), so
 * `z.enum([...]).nullable()` says what it means.
 */
function nullableEnums(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableEnums);
  if (!node || typeof node !== 'object') return node;
  const object = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, nullableEnums(value)])) as SchemaObject;
  if (object.nullable === true && Array.isArray(object.enum) && !object.enum.includes(null)) object.enum = [...object.enum, null];
  return object;
}

/**
 * An answer: what it means, and its body: a JSON body's schema, `null` for no body, or the media
 * type of a body that is not JSON (a file, such as `text/csv`), sent as text.
 */
export type ApiAnswer = { description: string; schema: z.ZodType | null } | { description: string; mediaType: string };

export interface ApiContractOptions {
  summary: string;
  /** The JSON body a client sends. */
  body?: z.ZodType;
  /** Query string and path parameters, each an object schema whose keys are the names. */
  query?: z.ZodObject;
  params?: z.ZodObject;
  /** Success answers by status. */
  responses: Record<number, ApiAnswer>;
  /** Refusals by status: what they mean and the codes they carry (the body is always the error body). */
  errors?: Record<number, string>;
  /**
   * The bearer token the route takes in `Authorization` (a security scheme of the document), on top
   * of what its access kind asks (openapi-document.ts).
   */
  token?: 'holdToken' | 'accessToken' | 'manageToken';
}

/** A route's whole contract in the OpenAPI document, from its zod schemas. */
export function ApiContract(options: ApiContractOptions): MethodDecorator {
  const decorators: Array<MethodDecorator> = [ApiOperation({ summary: options.summary })];
  if (options.token) decorators.push(ApiBearerAuth(options.token));
  if (options.body) decorators.push(ApiBody({ required: true, schema: openApiSchema(options.body, 'input') }));
  for (const [kind, object] of [
    ['query', options.query],
    ['params', options.params],
  ] as const) {
    if (!object) continue;
    const shape = openApiSchema(object, 'input') as { properties?: Record<string, SchemaObject>; required?: string[] };
    for (const [name, schema] of Object.entries(shape.properties ?? {})) {
      const required = shape.required?.includes(name) ?? false;
      decorators.push(kind === 'query' ? ApiQuery({ name, required, schema }) : ApiParam({ name, required: true, schema }));
    }
  }
  for (const [status, answer] of Object.entries(options.responses)) {
    const { description } = answer;
    if ('mediaType' in answer) {
      decorators.push(ApiResponse({ status: Number(status), description, content: { [answer.mediaType]: { schema: { type: 'string' } } } }));
    } else {
      decorators.push(ApiResponse({ status: Number(status), description, ...(answer.schema && { schema: openApiSchema(answer.schema, 'output') }) }));
    }
  }
  for (const [status, description] of Object.entries(options.errors ?? {})) {
    decorators.push(ApiResponse({ status: Number(status), description, schema: openApiSchema(errorBodySchema, 'output') }));
  }
  return applyDecorators(...decorators);
}
