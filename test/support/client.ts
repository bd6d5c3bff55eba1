import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { currentCode } from '../../src/modules/identity/rules/second-factor.rules.js';
import { UsersService } from '../../src/modules/identity/commands/users.service.js';
import { Clock } from '../../src/shared/clock/clock.js';

/** What a test may send: JSON, text, or anything a fuzzer made (the server must answer it with a 4xx). */
export type Body = InjectOptions['payload'] | Record<string, unknown> | unknown[] | unknown;
/** An HTTP method, as a route table spells it. */
export type Method = InjectOptions['method'];

/**
 * A browser-like client over `app.inject`: keeps cookies, fetches the XSRF cookie from GET /api/site
 * and sends it back as X-XSRF-TOKEN on state-changing requests, and can pass the gate and sign in.
 */
export class TestClient {
  private readonly jar = new Map<string, string>();

  /** `remoteAddress`: the TCP peer the server sees (light-my-request's default is 127.0.0.1). */
  constructor(
    private readonly app: NestFastifyApplication,
    private readonly options: { remoteAddress?: string } = {},
  ) {}

  cookieHeader(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired = c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now()) || c.value === '';
      if (expired) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
  }

  async request(method: InjectOptions['method'], url: string, body?: Body, headers: Record<string, string> = {}) {
    const stateChanging = !['GET', 'HEAD', 'OPTIONS'].includes(String(method));
    if (stateChanging && !this.jar.has('XSRF-TOKEN')) await this.get('/api/site');
    const res = await this.app.inject({
      method,
      url,
      ...(this.options.remoteAddress ? { remoteAddress: this.options.remoteAddress } : {}),
      payload: body as InjectOptions['payload'],
      headers: {
        ...(this.jar.size ? { cookie: this.cookieHeader() } : {}),
        ...(stateChanging && this.jar.has('XSRF-TOKEN') ? { 'x-xsrf-token': this.jar.get('XSRF-TOKEN')! } : {}),
        ...headers,
      },
    });
    this.remember(res);
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request('POST', url, body ?? {}, headers);
  }
  put(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request('PUT', url, body ?? {}, headers);
  }
  patch(url: string, body?: Body, headers?: Record<string, string>) {
    return this.request('PATCH', url, body ?? {}, headers);
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request('DELETE', url, undefined, headers);
  }

  async passGate(password = process.env.GATE_PASSWORD!) {
    const res = await this.post('/api/site/gate', { password });
    if (res.statusCode !== 204) throw new Error(`gate refused: ${res.statusCode} ${res.body}`);
    return res;
  }

  async signIn(email: string, password: string) {
    const res = await this.post('/api/auth/login', { email, password });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string; email: string; role: string };
  }

  /** Signs in as the run's admin (ADMIN_EMAIL / ADMIN_PASSWORD), creating it when missing. */
  async signInAsAdmin() {
    const email = process.env.ADMIN_EMAIL!;
    const password = process.env.ADMIN_PASSWORD!;
    await this.app.get(UsersService).ensure({ email, password, role: 'admin', displayName: 'Test Admin' });
    return this.signIn(email, password);
  }

  /**
   * Where two-step verification is required (production's default, ADR 0037): creates a fresh admin
   * of its own (never the run's admin, which the other suites sign in with a password alone), enrols
   * its authenticator, and is signed in by the enrolment.
   */
  async signInAsAdminWithSecondFactor() {
    const email = `admin-2fa-${randomUUID()}@example.test`;
    const password = 'an-admin-password-123';
    await this.app.get(UsersService).create({ email, password, role: 'admin', displayName: 'Two-step Admin' });
    const setup = await this.post('/api/auth/second-factor/setup', { email, password });
    if (setup.statusCode !== 200) throw new Error(`two-step setup failed: ${setup.statusCode} ${setup.body}`);
    const code = currentCode((setup.json() as { secret: string }).secret, this.app.get(Clock).now().getTime());
    const confirmed = await this.post('/api/auth/second-factor/confirm', { email, password, code });
    if (confirmed.statusCode !== 200) throw new Error(`two-step confirm failed: ${confirmed.statusCode} ${confirmed.body}`);
    return (confirmed.json() as { user: { id: string; email: string; role: string } }).user;
  }

  /** Creates a plain user (a fresh e-mail unless given) and signs in. */
  async signInAsUser(email = `user-${randomUUID()}@example.test`, password = 'a-user-password-123') {
    await this.app.get(UsersService).ensure({ email, password, role: 'user', displayName: 'Test User' });
    return this.signIn(email, password);
  }
}
