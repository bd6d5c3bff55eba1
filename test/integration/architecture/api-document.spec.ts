import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { openApiDocumentOf } from '../../../src/app.factory.js';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createTestApp } from '../../support/app.js';

/*
 * The OpenAPI document (issue #35): linted with Redocly's rules (ADR 0040), and every operation
 * describes its answers (the test app checks each answer against them: test/support/response-contract.ts).
 */
let app: NestFastifyApplication;
let document: ReturnType<typeof openApiDocumentOf>;

beforeAll(async () => {
  app = await createTestApp();
  document = openApiDocumentOf(app);
});
afterAll(async () => {
  await app.close();
});

describe('the OpenAPI document', () => {
  it('passes the lint', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('describes every operation: each answer by status (an undescribed default means none was declared), a body schema per refusal', () => {
    const undescribed: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, { responses?: Record<string, { description?: string; content?: Record<string, { schema?: object }> }> }>)) {
        const answers = Object.entries(operation.responses ?? {});
        if (!answers.length || answers.some(([, answer]) => !answer.description)) undescribed.push(`${method.toUpperCase()} ${path}`);
        for (const [status, answer] of answers) {
          if (Number(status) >= 400) expect(answer.content?.['application/json']?.schema).toBeDefined();
        }
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('names the media type of the answers that are files, not JSON: the CSV export and the calendar feed', () => {
    const answer = (path: string) => (document.paths[path] as { get: { responses: Record<string, { content?: Record<string, object> }> } }).get.responses['200'];
    expect(Object.keys(answer('/api/admin/appointments.csv').content ?? {})).toEqual(['text/csv']);
    expect(Object.keys(answer('/api/calendar/{token}').content ?? {})).toEqual(['text/calendar']);
  });

  it('gives every route that reads a JSON body (@Body) its request schema', () => {
    const BODY = '3:'; // RouteParamtypes.BODY, the key prefix of a @Body() argument
    const missing: string[] = [];
    for (const module of app.get(ModulesContainer).values()) {
      for (const { metatype } of module.controllers.values()) {
        if (!metatype) continue;
        const base = String(Reflect.getMetadata(PATH_METADATA, metatype) ?? '');
        for (const name of Object.getOwnPropertyNames(metatype.prototype)) {
          const handler = (metatype.prototype as Record<string, unknown>)[name];
          if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
          const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, metatype, name) ?? {}) as Record<string, unknown>;
          if (!Object.keys(args).some((key) => key.startsWith(BODY))) continue;
          const path = `/${[base, String(Reflect.getMetadata(PATH_METADATA, handler) ?? '')].filter((p) => p && p !== '/').join('/')}`.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
          const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number].toLowerCase();
          const operation = (document.paths[path] as Record<string, { requestBody?: object }> | undefined)?.[method];
          if (operation && !operation.requestBody) missing.push(`${method.toUpperCase()} ${path}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
