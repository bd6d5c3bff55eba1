import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}
type Handler = MockReply | ((init: RequestInit | undefined, url: string) => MockReply | Promise<MockReply>);

export const SITE_OPEN = { isProtected: false, gatePassed: true, paymentProvider: 'simulated', bookingFeePence: 3900 };
export const SIGNED_OUT: MockReply = { status: 401, body: { message: 'Please sign in.', code: 'unauthorized' } };

/**
 * Stubs fetch with replies keyed "METHOD /path" (query ignored). Unlisted calls fail loudly with 599.
 * Defaults: an open site and a signed-out visitor.
 */
export function mockApi(routes: Record<string, Handler> = {}) {
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
