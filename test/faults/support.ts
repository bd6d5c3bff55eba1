import { createServer } from 'node:net';
import { patiently } from '../support/processes.js';

/**
 * Helpers for tests that drive real api and worker processes over HTTP (test/faults, the log-grep
 * test). They could move to test/support with the other process helpers.
 */

/** A free loopback port for a process we start (it binds it a moment later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface HttpAnswer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

/**
 * A browser over real HTTP: keeps cookies, sends the XSRF header on state-changing requests, and
 * times out a request after `timeoutMs` (an answer that never comes is a failure too: status 0).
 */
export class HttpClient {
  private readonly jar = new Map<string, string>();
  constructor(
    private readonly base: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> {
    const started = performance.now();
    try {
      const res = await fetch(`${this.base}${path}`, {
        method,
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(this.jar.size ? { cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
          ...(this.jar.has('XSRF-TOKEN') && method !== 'GET'
            ? { 'x-xsrf-token': this.jar.get('XSRF-TOKEN')! }
            : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const at = pair.indexOf('=');
        this.jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const text = await res.text();
      let parsed: Record<string, unknown> = {};
      try {
        parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch {
        parsed = { text };
      }
      return { status: res.status, body: parsed, ms: performance.now() - started };
    } catch (error) {
      return { status: 0, body: { error: (error as Error).message }, ms: performance.now() - started };
    }
  }
  /** The cookies this browser holds (name, value). */
  cookies(): Array<[string, string]> {
    return [...this.jar];
  }
  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, undefined, headers);
  }
  post(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', path, body, headers);
  }

  /** Fetches the XSRF cookie and passes the site gate, as the portal does first. */
  async enterSite(password = process.env.GATE_PASSWORD!) {
    await this.get('/api/site');
    const gate = await this.post('/api/site/gate', { password });
    if (gate.status !== 204) throw new Error(`gate refused: ${gate.status} ${JSON.stringify(gate.body)}`);
  }
}

/** Waits until `url` answers 200 (a process we started is up). */
export async function waitForReady(url: string, quietMs = 30_000): Promise<void> {
  const timeoutMs = patiently(quietMs);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) }).catch(() => undefined);
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms`);
}
