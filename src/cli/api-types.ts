import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, openApiDocumentOf } from '../app.factory.js';
import { loadConfig } from '../config/config.js';
import { PORTAL_API_TYPES_FILE, portalApiTypes } from '../shared/http/portal-api-types.js';

/**
 * `npm run api:types`: writes the portal's API types from the api's OpenAPI document (`--check`: only
 * compare). The document is the running app's (routes, their contracts, the access of each), so the
 * app is built as it runs; it starts no postcode load and logs only what goes wrong.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const target = path.join(root, PORTAL_API_TYPES_FILE);
const check = process.argv.includes('--check');

const app = await createApp(loadConfig({ ...process.env, LOG_LEVEL: 'warn', POSTCODES_AUTOLOAD: 'false' }));
let stale: boolean;
try {
  const types = await portalApiTypes(openApiDocumentOf(app));
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // No file yet: written below, or reported as stale.
  }
  stale = current !== types;
  if (stale && !check) writeFileSync(target, types);
} finally {
  await app.close();
}
if (check && stale) {
  console.error(`${PORTAL_API_TYPES_FILE} is stale: run npm run api:types and commit it.`);
  process.exit(1);
}
console.log(stale ? `Wrote ${PORTAL_API_TYPES_FILE}` : `${PORTAL_API_TYPES_FILE} is current.`);
process.exit(0);
