import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { openApiDocumentOf } from '../../src/app.factory.js';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createTestApp } from '../support/app.js';

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
});
