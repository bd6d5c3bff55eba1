import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_DIR, readPrerenderedPages } from '../../shared/http/prerendered-pages.js';
import fastifyCookie from '@fastify/cookie';
import { compile as compileAddresses } from '@fastify/proxy-addr';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.js';
import { SiteSettingsService } from '../site/index.js';
import { SESSION_COOKIE, SESSION_COOKIE_PRODUCTION } from './identity.constants.js';
import { GATE_COOKIE } from '../site/site.constants.js';
import { ACCESS_MESSAGES as M, classifyRoute, CLOSED, type RouteAccess } from './route-access.js';
import { SessionsRepository, type SessionUser } from './sessions.repository.js';
import { StaffMembership, staffDecision } from './staff-decision.js';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the api (method, URL pattern and its access): tests enumerate them. */
    registeredRoutes: Array<{ method: string; url: string; access: RouteAccess | undefined }>;
  }
  interface FastifyRequest {
    /** The signed-in user of this request (resolved once, on first use). */
    currentUser(): Promise<SessionUser | undefined>;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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

/** URL paths of the built portal's files (what @fastify/static registers one route each for). */
export function portalFilePaths(distDir: string): Set<string> {
  const root = path.resolve(distDir);
  try {
    const files = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`)
      // The prerendered pages' files are not served as files: their pages are (below).
      .filter((file) => !file.startsWith(`/${PRERENDERED_DIR}/`) && !/\.(br|gz)$/.test(file));
    return new Set([...files, ...readPrerenderedPages(root).keys()]);
  } catch {
    return new Set();
  }
}

type Refusal = { status: number; message: string; code: string };
const refusal = (status: number, message: string, code: string): Refusal => ({ status, message, code });

/**
 * The cross-cutting access checks as Fastify hooks, so no route can forget them (ARCHITECTURE.md
 * rule 7, §6). Each decision is taken on the MATCHED route's access (route-access.ts):
 * 1. A request target that is not a path (absolute form `GET http://host/…`, `*`) is refused: 400.
 * 2. Admin routes (and Bull Board, the dev inbox, production's API docs) need an admin session:
 *    401 signed out, 403 not an admin, 503 when the session store cannot answer.
 * 3. CSRF: state-changing requests carry X-XSRF-TOKEN equal to the XSRF-TOKEN cookie (double
 *    submit, with SameSite=Lax cookies) → else 403 {code:"csrf"}; Bull Board's writes must come
 *    from our own origin; webhooks prove themselves with signatures instead.
 * 4. Gate: while the site is protected, gated routes need the signed gate cookie → 401
 *    {code:"gate_required"}; while the settings cannot be read, 503 (closed, never open).
 * 5. /metrics: the scraper's bearer token or an allowed network, else an admin.
 */
export async function registerAccessHooks(app: NestFastifyApplication, config: Config, bullBoardRoute: string) {
  await app.register(fastifyCookie);
  const fastify = app.getHttpAdapter().getInstance();
  const sessions = app.get(SessionsRepository);
  const site = app.get(SiteSettingsService);
  const cookieName = sessionCookieName(config);
  const portalFiles = portalFilePaths(config.PORTAL_DIST);
  const metricsNetwork = compileAddresses(config.METRICS_ALLOW_FROM);
  const staff = app.get(StaffMembership, { strict: false });

  fastify.decorate('registeredRoutes', [] as FastifyInstance['registeredRoutes']);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const access = classifyRoute(String(method), route.url, { bullBoardRoute, portalFiles });
      fastify.registeredRoutes.push({ method: String(method), url: route.url, access });
      // The decision travels with the route itself: onRequest reads it from the matched route.
      route.config = { ...(route.config as object), access: access ?? CLOSED };
    }
  });
  fastify.addHook('onReady', async () => {
    const unclassified = fastify.registeredRoutes.filter((r) => !r.access);
    if (unclassified.length) {
      fastify.log.warn(
        { routes: unclassified.map((r) => `${r.method} ${r.url}`) },
        'Routes without an access rule are treated as admin routes (add them to route-access.ts)',
      );
    }
  });

  fastify.decorateRequest('currentUser', function (this: FastifyRequest) {
    const self = this as FastifyRequest & { _user?: Promise<SessionUser | undefined> };
    self._user ??= (async () => {
      const token = self.cookies?.[cookieName];
      return token ? sessions.resolve(token) : undefined;
    })();
    return self._user;
  });

  /**
   * Issue #30: admin and staff routes need a session opened with a password, never an e-mailed
   * link; and a code too where a second factor is required (ADR 0037).
   */
  const sessionRefusal = (user: SessionUser): Refusal | undefined => {
    if (user.method === 'link') return refusal(403, M.linkSession, 'forbidden');
    if (user.method !== 'second_factor' && (config.ADMIN_2FA === 'required' || user.secondFactorRequired)) {
      return refusal(403, M.secondFactor, 'forbidden');
    }
    return undefined;
  };

  const adminRefusal = async (request: FastifyRequest): Promise<Refusal | undefined> => {
    let user: SessionUser | undefined;
    try {
      user = await request.currentUser();
    } catch {
      // The session store did not answer: that says nothing about who is asking.
      return refusal(503, M.unavailable, 'unavailable');
    }
    if (!user) return refusal(401, M.signIn, 'unauthorized');
    if (user.role !== 'admin') return refusal(403, M.notAdmin, 'forbidden');
    return sessionRefusal(user);
  };

  /** Staff of the MATCHED route's `:practiceId` (the router's decoded parameter), or an admin. */
  const staffRefusal = async (request: FastifyRequest): Promise<Refusal | undefined> => {
    let decision: Awaited<ReturnType<typeof staffDecision>>;
    try {
      decision = await staffDecision(await request.currentUser(), (request.params as { practiceId?: unknown } | undefined)?.practiceId, staff);
    } catch {
      return refusal(503, M.unavailable, 'unavailable');
    }
    if (decision === 'unauthorized') return refusal(401, M.signIn, 'unauthorized');
    if (decision === 'forbidden') return refusal(403, M.notStaff, 'forbidden');
    const user = await request.currentUser();
    return user && sessionRefusal(user);
  };

  const csrfRefusal = (request: FastifyRequest, check: RouteAccess['csrf']): Refusal | undefined => {
    if (SAFE_METHODS.has(request.method) || check === 'none') return undefined;
    if (check === 'same-origin') {
      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      const sameOrigin =
        fetchSite === 'same-origin' ||
        (fetchSite === undefined && typeof origin === 'string' && origin === `${request.protocol}://${request.host}`);
      return sameOrigin ? undefined : refusal(403, M.csrf, 'csrf');
    }
    const cookie = request.cookies?.[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !equalTokens(cookie, header)) return refusal(403, M.csrf, 'csrf');
    return undefined;
  };

  /** Fails closed: settings we cannot read are a 503, never an open gate (issue #30, review I8). */
  const gateRefusal = async (request: FastifyRequest): Promise<Refusal | undefined> => {
    let settings: Awaited<ReturnType<typeof site.getForAccess>>;
    try {
      settings = await site.getForAccess();
    } catch {
      return refusal(503, M.unavailable, 'unavailable');
    }
    if (settings.isProtected && !site.verifyGate(settings, request.cookies?.[GATE_COOKIE])) {
      return refusal(401, M.gate, 'gate_required');
    }
    return undefined;
  };

  const metricsAllowed = (request: FastifyRequest): boolean => {
    const token = config.METRICS_TOKEN;
    const given = request.headers.authorization;
    if (token && typeof given === 'string' && equalTokens(given, `Bearer ${token}`)) return true;
    return metricsNetwork(request.ip, 0);
  };

  const decide = async (request: FastifyRequest): Promise<Refusal | undefined> => {
    const { access, csrf } = (request.routeOptions.config as { access?: RouteAccess }).access ?? CLOSED;
    switch (access) {
      case 'portal':
      case 'public':
        return csrfRefusal(request, csrf);
      case 'webhook':
        return undefined;
      case 'gated':
        return csrfRefusal(request, csrf) ?? (await gateRefusal(request));
      case 'docs':
        if (config.isProduction) return (await adminRefusal(request)) ?? csrfRefusal(request, csrf);
        return csrfRefusal(request, csrf) ?? (await gateRefusal(request));
      case 'metrics': {
        if (metricsAllowed(request)) return undefined;
        return (await adminRefusal(request)) ? refusal(403, M.metrics, 'forbidden') : undefined;
      }
      case 'staff':
        return (await staffRefusal(request)) ?? csrfRefusal(request, csrf);
      case 'dev':
        if (config.isProduction) return refusal(404, 'Not found.', 'not_found');
        return (await adminRefusal(request)) ?? csrfRefusal(request, csrf);
      case 'admin':
      default:
        return (await adminRefusal(request)) ?? csrfRefusal(request, csrf);
    }
  };

  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Origin-form only (RFC 9112 §3.2.1): an absolute-form target is for proxies, not for us.
    if (!request.raw.url?.startsWith('/')) {
      return reply.status(400).send({ message: M.badTarget, code: 'bad_request_target' });
    }
    // Unmatched requests reach no handler: the not-found handler answers (404 or the portal shell).
    if (!request.routeOptions.url) return;
    const refused = await decide(request);
    if (refused) return reply.status(refused.status).send({ message: refused.message, code: refused.code });
  });
}

/** Sets the XSRF-TOKEN cookie when the browser does not have one yet. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, config: Config) {
  if (request.cookies?.[XSRF_COOKIE]) return;
  void reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), cookieOptions(config, false));
}
