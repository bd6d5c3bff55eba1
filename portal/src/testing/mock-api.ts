import { vi } from 'vitest';
import type { paths } from '../shared/api/schema';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type ApiPath = keyof paths & string;
/** `/api/practices/{id}/slots` as the strings it stands for: `/api/practices/${string}/slots`. */
type Concrete<P extends string> = P extends `${infer Head}{${string}}${infer Tail}` ? `${Head}${string}${Concrete<Tail>}` : P;
type OperationOf<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;
/** Every "METHOD /path" the API's OpenAPI document declares, path parameters as any string. */
export type ApiRoute = {
  [P in ApiPath]: { [M in Method]: [OperationOf<P, M>] extends [never] ? never : `${Uppercase<M>} ${Concrete<P>}` }[Method];
}[ApiPath];
type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [S];
/** Segment by segment, so `{id}` stands for one segment only (`/practices/p1/slots` is not `/practices/{id}`). */
type SegmentsMatch<K extends string[], P extends string[]> = K extends [infer KH extends string, ...infer KT extends string[]]
  ? P extends [infer PH extends string, ...infer PT extends string[]]
    ? PH extends `{${string}}` ? SegmentsMatch<KT, PT> : KH extends PH ? SegmentsMatch<KT, PT> : false
    : false
  : P extends [] ? true : false;
type OperationFor<K extends string> = {
  [P in ApiPath]: {
    [M in Method]: K extends `${Uppercase<M>} ${infer Path}` ? (SegmentsMatch<Segments<Path>, Segments<P>> extends true ? OperationOf<P, M> : never) : never;
  }[Method];
}[ApiPath];
/** The JSON bodies the document declares for a route, every status. */
type DeclaredBody<K extends string> = OperationFor<K> extends { responses: infer R }
  ? { [S in keyof R]: R[S] extends { content: { 'application/json': infer J } } ? J : never }[keyof R]
  : never;
/**
 * A fixture's shape: fields may be left out, a string field takes any string (fixtures are written
 * as plain objects, whose strings TypeScript widens), but a field's name and kind must be the API's.
 */
type Fixture<T> = T extends string ? string : T extends ReadonlyArray<infer U> ? ReadonlyArray<Fixture<U>> : T extends object ? { [K in keyof T]?: Fixture<T[K]> } : T;

/** A route's success body as a fixture (for lists and replies a test builds up before it mocks). */
export type Reply<K extends string> = Fixture<
  OperationFor<K> extends { responses: infer R } ? { [S in keyof R & (200 | 201)]: R[S] extends { content: { 'application/json': infer J } } ? J : never }[keyof R & (200 | 201)] : never
>;

export interface MockReply<Body = unknown> {
  status?: number;
  body?: Body;
}
/**
 * A reply for a route: its body shaped as the API document says (fields may be left out when a test
 * does not need them, but a field the API does not have, or of the wrong type, does not compile).
 */
type Handler<Body = unknown> = MockReply<Body> | ((init: RequestInit | undefined, url: string) => MockReply<Body> | Promise<MockReply<Body>>);
/** Each key a route of the API document (else `never`, so an unknown route does not compile), its reply typed by that route. */
export type ApiMocks<T> = { [K in keyof T]: K extends string ? ([OperationFor<K>] extends [never] ? never : Handler<Fixture<DeclaredBody<K>>>) : never };

export const SITE_OPEN = { isProtected: false, gatePassed: true, paymentProvider: 'simulated', bookingFeePence: 3900, welshPages: false };
export const SIGNED_OUT: MockReply = { status: 401, body: { message: 'Please sign in.', code: 'unauthorized' } };

/**
 * Stubs fetch with replies keyed "METHOD /path" (query ignored), each a route of the API document
 * with its body's shape. Unlisted calls fail loudly with 599. Defaults: an open site and a
 * signed-out visitor.
 */
export function mockApi<T>(routes: ApiMocks<T> = {} as ApiMocks<T>) {
  return mockAnyApi(routes as Record<string, Handler>);
}

/** `mockApi` for plumbing tested with routes the API does not have (a made-up link, a probe). */
export function mockAnyApi(routes: Record<string, Handler> = {}) {
  const table: Record<string, Handler> = {
    'GET /api/site': { body: SITE_OPEN },
    'GET /api/auth/me': SIGNED_OUT,
    ...routes,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${url.split('?')[0]}`;
    const handler = table[key];
    if (!handler) return new Response(JSON.stringify({ message: `unmocked ${key}` }), { status: 599 });
    const { status = 200, body } = typeof handler === 'function' ? await handler(init, url) : handler;
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body a mocked call was made with. */
export function bodyOf(fetchMock: ReturnType<typeof mockApi>, key: string): unknown {
  const call = fetchMock.mock.calls.find(([input, init]) => `${init?.method ?? 'GET'} ${String(input).split('?')[0]}` === key);
  return call?.[1]?.body ? JSON.parse(String(call[1].body)) : undefined;
}
