import { randomBytes, timingSafeEqual } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.js';
import { SiteSettingsService } from '../site/site-settings.service.js';
import { SESSION_COOKIE, SESSION_COOKIE_PRODUCTION } from './identity.constants.js';
import { SessionsRepository, type SessionUser } from './sessions.repository.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
export const GATE_COOKIE = 'gate';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the api (method and URL pattern): tests enumerate them. */
    registeredRoutes: Array<{ method: string; url: string }>;
  }
  interface FastifyRequest {
    /** The signed-in user of this request (resolved once, on first use). */
    currentUser(): Promise<SessionUser | undefined>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);
const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

export function sessionCookieName(config: Config) {
  return config.isProduction ? SESSION_COOKIE_PRODUCTION : SESSION_COOKIE;
}

/** Cookie options shared by our cookies: Lax, whole site, Secure in production. */
export function cookieOptions(config: Config, httpOnly = true) {
  return { path: '/', sameSite: 'lax' as const, secure: config.isProduction, httpOnly };
}

function equalTokens(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The cross-cutting checks, as Fastify hooks so no route can forget them (ARCHITECTURE.md rule 7, §6):
 * 1. CSRF: every state-changing /api request (webhooks excepted) carries X-XSRF-TOKEN equal to the
 *    XSRF-TOKEN cookie (double submit, with SameSite=Lax cookies) → else 403 {code:"csrf"}.
 * 2. Admin: /api/admin/* and Bull Board need an admin session → 401 signed out, 403 not admin; any
 *    error during the check counts as not admin.
 * 3. Gate: while the site is protected, other /api routes need the signed gate cookie → 401
 *    {code:"gate_required"}. /api/site*, /api/auth/*, /api/admin/*, /api/webhooks/* are outside it.
 */
export async function registerAccessHooks(app: NestFastifyApplication, config: Config, bullBoardRoute: string) {
  await app.register(fastifyCookie);
  const fastify = app.getHttpAdapter().getInstance();
  const sessions = app.get(SessionsRepository);
  const site = app.get(SiteSettingsService);
  const cookieName = sessionCookieName(config);
  fastify.decorate('registeredRoutes', [] as Array<{ method: string; url: string }>);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) fastify.registeredRoutes.push({ method: String(method), url: route.url });
  });

  fastify.decorateRequest('currentUser', function (this: FastifyRequest) {
    const self = this as FastifyRequest & { _user?: Promise<SessionUser | undefined> };
    self._user ??= (async () => {
      const token = self.cookies?.[cookieName];
      return token ? sessions.resolve(token) : undefined;
    })();
    return self._user;
  });

  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request);
    const matched = Boolean(request.routeOptions?.url);

    if (isUnder(path, '/api/admin') || isUnder(path, bullBoardRoute)) {
      let user: SessionUser | undefined;
      try {
        user = await request.currentUser();
      } catch {
        return reply.status(403).send({ message: 'You do not have admin privileges.', code: 'forbidden' });
      }
      if (!user) return reply.status(401).send({ message: 'Please sign in.', code: 'unauthorized' });
      if (user.role !== 'admin') {
        return reply.status(403).send({ message: 'You do not have admin privileges.', code: 'forbidden' });
      }
    }

    if (!isUnder(path, '/api') || !matched) return;

    if (!SAFE_METHODS.has(request.method) && !isUnder(path, '/api/webhooks')) {
      const cookie = request.cookies?.[XSRF_COOKIE];
      const header = request.headers[XSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !equalTokens(cookie, header)) {
        return reply.status(403).send({ message: 'This request could not be verified. Reload the page and try again.', code: 'csrf' });
      }
    }

    const gateFree = ['/api/site', '/api/auth', '/api/admin', '/api/webhooks', '/api/docs'].some(
      (p) => isUnder(path, p) || path.startsWith(`${p}?`),
    );
    if (!gateFree) {
      const settings = await site.getOrUnprotected();
      if (settings?.isProtected && !site.verifyGate(settings, request.cookies?.[GATE_COOKIE])) {
        return reply.status(401).send({ message: 'Please enter the site password first.', code: 'gate_required' });
      }
    }
  });
}

/** Sets the XSRF-TOKEN cookie when the browser does not have one yet. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, config: Config) {
  if (request.cookies?.[XSRF_COOKIE]) return;
  void reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), cookieOptions(config, false));
}
