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
});
