import { readFileSync, writeFileSync } from 'node:fs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocumentOf } from '../../src/app.factory.js';
import { createTestApp } from '../support/app.js';

/*
 * The portal's API types are generated from the OpenAPI document (issue #35) and checked in at
 * portal/src/shared/api/schema.ts. This fails when they are stale; `npm run api:types` rewrites them
 * (it runs this file with UPDATE_API_TYPES=1).
 */
const TARGET = 'portal/src/shared/api/schema.ts';
const HEADER = '// Generated from the API\'s OpenAPI document by `npm run api:types` (openapi-typescript). Do not edit.\n\n';

let app: NestFastifyApplication;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

it("the portal's API types are the document's", async () => {
  const document = openApiDocumentOf(app);
  const types = HEADER + astToString(await openapiTS(document as never, { alphabetize: true }));
  if (process.env.UPDATE_API_TYPES === '1') writeFileSync(TARGET, types);
  let current = '';
  try {
    current = readFileSync(TARGET, 'utf8');
  } catch {
    // No file yet: the comparison below says what to run.
  }
  if (current !== types) throw new Error(`${TARGET} is stale: run \`npm run api:types\` and commit it.`);
});
