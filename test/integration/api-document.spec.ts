import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { openApiDocumentOf } from '../../src/app.factory.js';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { createTestApp } from '../support/app.js';

/*
 * The OpenAPI document (issue #35): linted with Redocly's rules (docs/adr/0039), and the operations
 * that declare their answers counted, so the count only goes up.
 */
/** Operations still without declared answers (issue #35 brings this to 0, context by context). */
const UNCONTRACTED_AT_MOST = 200;

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

  it('describes each operation that declares its answers completely: a body schema per success status, the error body per refusal', () => {
    const uncontracted: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item as Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>)) {
        const answers = Object.entries(operation.responses ?? {});
        if (!answers.some(([, answer]) => answer.content)) {
          uncontracted.push(`${method.toUpperCase()} ${path}`);
          continue;
        }
        for (const [status, answer] of answers) {
          if (Number(status) >= 400) expect(answer.content?.['application/json']?.schema).toBeDefined();
        }
      }
    }
    // Issue #35 is done when this list is empty; until then it may only shrink.
    expect(uncontracted.length).toBeLessThanOrEqual(UNCONTRACTED_AT_MOST);
  });
});
