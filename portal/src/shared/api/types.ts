import type { paths } from './schema';

/*
 * The portal's wire types, read from the API's OpenAPI document (ADR 0040): `schema.ts` is generated
 * by `npm run api:types`, never written by hand, so a response the server changes fails `npm run
 * typecheck` wherever the portal reads it.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type JsonOf<R> = R extends { content: { 'application/json': infer T } } ? T : never;

/** The JSON answer of `METHOD path` at a status (200 unless said). */
export type ApiAnswer<P extends keyof paths, M extends Method & keyof paths[P], S extends number = 200> = paths[P][M] extends {
  responses: infer R;
}
  ? S extends keyof R
    ? JsonOf<R[S]>
    : never
  : never;

/** The JSON body `METHOD path` takes. */
export type ApiBody<P extends keyof paths, M extends Method & keyof paths[P]> = paths[P][M] extends { requestBody?: infer B }
  ? JsonOf<NonNullable<B>>
  : never;
