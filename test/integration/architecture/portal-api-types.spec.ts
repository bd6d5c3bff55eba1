import { readFileSync } from 'node:fs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { openApiDocumentOf } from '../../../src/app.factory.js';
import { PORTAL_API_TYPES_FILE, portalApiTypes } from '../../../src/shared/http/portal-api-types.js';
import { createTestApp } from '../../support/app.js';

/*
 * The portal's API types are generated from the OpenAPI document and checked in at
 * portal/src/shared/api/schema.ts by `npm run api:types` (src/cli/api-types.ts). This only compares:
 * it fails when they are stale, and nothing here writes them.
 */
let app: NestFastifyApplication;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

it("the portal's API types are the document's", async () => {
  const types = await portalApiTypes(openApiDocumentOf(app));
  let current = '';
  try {
    current = readFileSync(PORTAL_API_TYPES_FILE, 'utf8');
  } catch {
    // No file yet: the comparison below says what to run.
  }
  if (current !== types) throw new Error(`${PORTAL_API_TYPES_FILE} is stale: run \`npm run api:types\` and commit it.`);
});
