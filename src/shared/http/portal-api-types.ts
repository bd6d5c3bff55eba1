import type { OpenAPIObject } from '@nestjs/swagger';
import openapiTS, { astToString } from 'openapi-typescript';

/** Where the portal's wire types are checked in, from the project root (read through portal/src/shared/api/types.ts). */
export const PORTAL_API_TYPES_FILE = 'portal/src/shared/api/schema.ts';

const HEADER = "// Generated from the API's OpenAPI document by `npm run api:types` (openapi-typescript). Do not edit.\n\n";

/** The portal's wire types of an OpenAPI document, as `npm run api:types` writes them. */
export async function portalApiTypes(document: OpenAPIObject): Promise<string> {
  return HEADER + astToString(await openapiTS(document as never, { alphabetize: true }));
}
