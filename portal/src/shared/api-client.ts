/**
 * The one HTTP client of the portal: JSON in and out, the CSRF header, typed errors.
 * No UI side effects here (no toasts, no redirects): callers decide what to show.
 */
import type { ApiAnswer } from './api/types';

/** Every refusal's body, `{message, code?, fields?}`: the API document's (the same on every route; here signed-out's 401). */
export type ErrorBody = ApiAnswer<'/api/auth/me', 'get', 401>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    /** True when the server sent a `message` of its own (not a fallback made up here). */
    readonly fromServer: boolean,
  ) {
    super(body.message);
    this.name = 'ApiError';
  }
  get code(): string | undefined {
    return this.body.code;
  }
  get fields(): Record<string, string> | undefined {
    return this.body.fields;
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const NETWORK_ERROR_MESSAGE = 'We could not reach the server. Check your connection and try again.';

/** What the client says itself when the server could not answer, in the page's language (`<html lang>`). */
const CLIENT_WORDS = {
  'en-GB': { network: NETWORK_ERROR_MESSAGE, failed: (status: number) => `Request failed (${status}).` },
  cy: {
    network: "Nid oedd modd cysylltu â'r gweinydd. Gwiriwch eich cysylltiad a rhowch gynnig arall arni.",
    failed: (status: number) => `Methodd y cais (${status}).`,
  },
} as const;
const clientWords = () => CLIENT_WORDS[typeof document !== 'undefined' && document.documentElement.lang === 'cy' ? 'cy' : 'en-GB'];

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const match = document.cookie.split(';').map((c) => c.trim()).find((c) => c.startsWith(prefix));
  if (!match) return undefined;
  try {
    return decodeURIComponent(match.slice(prefix.length));
  } catch {
    return match.slice(prefix.length);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** RequestInit plus a time limit: past it the call fails with code 'timeout' and the caller's words. */
export interface RequestOptions extends RequestInit {
  timeoutMs?: number;
  timeoutMessage?: string;
}

export async function apiRequest<T>(method: string, url: string, body?: unknown, init: RequestOptions = {}): Promise<T> {
  const csrfProtected = !SAFE_METHODS.has(method) && url.startsWith('/api');
  const hadXsrfCookie = Boolean(readCookie(XSRF_COOKIE));
  try {
    return await send<T>(method, url, body, init);
  } catch (error) {
    // The XSRF cookie comes from GET /api/site. If that call failed at start (spec 4: the site goes on
    // anyway), the first write is refused for want of it: fetch it once and send the write again.
    if (csrfProtected && !hadXsrfCookie && error instanceof ApiError && error.status === 403 && error.code === 'csrf') {
      await fetch('/api/site', { credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch(() => undefined);
      if (readCookie(XSRF_COOKIE)) return send<T>(method, url, body, init);
    }
    throw error;
  }
}

async function send<T>(method: string, url: string, body: unknown, { timeoutMs, timeoutMessage, ...init }: RequestOptions): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  // The api answers its messages in the page's language (`<html lang>`), never in the browser's own
  // preference: an English page gets English errors whatever languages the browser lists.
  headers.set('Accept-Language', (typeof document !== 'undefined' && document.documentElement.lang) || 'en-GB');
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  // Double-submit CSRF defence: echo the XSRF-TOKEN cookie (set by GET /api/site) on state-changing /api calls.
  if (!SAFE_METHODS.has(method) && url.startsWith('/api')) {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers.set(XSRF_HEADER, token);
  }
  const limit = timeoutMs ? withTimeout(init.signal ?? undefined, timeoutMs) : undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      method,
      headers,
      credentials: 'same-origin',
      signal: limit?.signal ?? init.signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (cause) {
    if (limit?.timedOut()) throw new ApiError(0, { message: timeoutMessage ?? clientWords().network, code: 'timeout' }, false);
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, { message: clientWords().network, code: 'network' }, false);
  } finally {
    limit?.clear();
  }
  const text = await response.text();
  const data = text ? parseJson(text) : undefined;
  if (!response.ok) {
    const err = (data && typeof data === 'object' ? data : {}) as Partial<ErrorBody>;
    const fromServer = typeof err.message === 'string' && err.message.length > 0;
    throw new ApiError(
      response.status,
      {
        message: fromServer ? (err.message as string) : clientWords().failed(response.status),
        code: typeof err.code === 'string' ? err.code : undefined,
        fields: err.fields && typeof err.fields === 'object' ? err.fields : undefined,
      },
      fromServer,
    );
  }
  return data as T;
}

/** A signal that aborts after `ms` (or with the caller's own signal), and whether the time ran out. */
function withTimeout(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const follow = () => controller.abort();
  if (outer?.aborted) controller.abort();
  outer?.addEventListener('abort', follow, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', follow);
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The message to show for a failed call: the server's own words for a refusal of the request
 * (4xx with a message), otherwise the caller's fallback (5xx, network, no message).
 */
export function userMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.fromServer && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

export const api = {
  get: <T>(url: string, init?: RequestOptions) => apiRequest<T>('GET', url, undefined, init),
  post: <T>(url: string, body: unknown = {}, init?: RequestOptions) => apiRequest<T>('POST', url, body, init),
  put: <T>(url: string, body: unknown = {}, init?: RequestOptions) => apiRequest<T>('PUT', url, body, init),
  delete: <T>(url: string, init?: RequestOptions) => apiRequest<T>('DELETE', url, undefined, init),
};
