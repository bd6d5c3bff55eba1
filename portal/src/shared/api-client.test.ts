import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';

function stubFetch(status: number, body?: string) {
  const fn = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(body ?? null, { status }));
  vi.stubGlobal('fetch', fn);
  return fn;
}

describe('api client', () => {
  afterEach(() => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('echoes the XSRF-TOKEN cookie as X-XSRF-TOKEN on state-changing /api calls only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123; path=/';
    const fetchMock = stubFetch(204);
    await api.post('/api/site/gate', { password: 'x' });
    await api.get('/api/site');
    const [, post] = fetchMock.mock.calls[0];
    const [, get] = fetchMock.mock.calls[1];
    expect(new Headers(post?.headers).get('X-XSRF-TOKEN')).toBe('abc=123');
    expect(new Headers(post?.headers).get('Content-Type')).toBe('application/json');
    expect(post?.body).toBe('{"password":"x"}');
    expect(new Headers(get?.headers).get('X-XSRF-TOKEN')).toBeNull();
  });

  it('asks for answers in the page’s language, not the browser’s', async () => {
    const fetchMock = stubFetch(204);
    await api.get('/api/site');
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Accept-Language')).toBe('en-GB');
    document.documentElement.lang = 'cy';
    try {
      await api.get('/api/site');
      expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get('Accept-Language')).toBe('cy');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('says its own failures in the page’s language', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    document.documentElement.lang = 'cy';
    try {
      await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, message: "Nid oedd modd cysylltu â'r gweinydd. Gwiriwch eich cysylltiad a rhowch gynnig arall arni." });
      stubFetch(502);
      await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, message: 'Methodd y cais (502).' });
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('parses JSON answers and empty ones', async () => {
    stubFetch(200, '{"ok":true}');
    await expect(api.get('/api/x')).resolves.toEqual({ ok: true });
    stubFetch(204);
    await expect(api.post('/api/x')).resolves.toBeUndefined();
  });

  it('turns an error body into a typed ApiError', async () => {
    stubFetch(400, JSON.stringify({ message: 'Please enter a valid UK postcode.', code: 'validation', fields: { postcode: 'Please enter a valid UK postcode.' } }));
    const error = await api.post('/api/search', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Please enter a valid UK postcode.', code: 'validation', fromServer: true });
    expect((error as ApiError).fields).toEqual({ postcode: 'Please enter a valid UK postcode.' });
  });

  it('marks a made-up message when the body has none, and a network failure as status 0', async () => {
    stubFetch(502, '<html>bad gateway</html>');
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, fromServer: false });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, code: 'network', fromServer: false });
  });

  it('fetches the XSRF cookie once and sends the write again when it was missing (the first /api/site failed)', async () => {
    const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      if (url === '/api/site') {
        document.cookie = 'XSRF-TOKEN=fresh; path=/';
        return new Response('{}', { status: 200 });
      }
      const token = new Headers(init?.headers).get('X-XSRF-TOKEN');
      return token === 'fresh' ? new Response('{"ok":true}', { status: 200 }) : new Response('{"message":"This request could not be verified.","code":"csrf"}', { status: 403 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.post('/api/search', { postcode: 'W1G 8YS' })).resolves.toEqual({ ok: true });
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual(['/api/search', '/api/site', '/api/search']);
  });

  it('does not retry a write refused for CSRF when it carried the cookie (a real refusal)', async () => {
    document.cookie = 'XSRF-TOKEN=stale; path=/';
    const fetchMock = stubFetch(403, '{"message":"This request could not be verified.","code":"csrf"}');
    await expect(api.post('/api/search', {})).rejects.toMatchObject({ status: 403, code: 'csrf' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('gives up after timeoutMs with the caller\'s words and code "timeout"', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(
          (_url: RequestInfo | URL, init?: RequestInit) =>
            new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
        ),
      );
      const call = api.post('/api/holds/h1/checkout', {}, { timeoutMs: 70_000, timeoutMessage: 'Too slow.' }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(69_999);
      await vi.advanceTimersByTimeAsync(1);
      expect(await call).toMatchObject({ status: 0, code: 'timeout', message: 'Too slow.' });
    } finally {
      vi.useRealTimers();
    }
  });
});
