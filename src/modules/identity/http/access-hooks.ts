import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_DIR, readPrerenderedPages } from '../../../shared/http/prerendered-pages.js';
import fastifyCookie from '@fastify/cookie';
import { compile as compileAddresses } from '@fastify/proxy-addr';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config/config.js';
import { SiteSettingsService } from '../../site/index.js';
import { SESSION_COOKIE, SESSION_COOKIE_PRODUCTION } from '../identity.constants.js';
import { GATE_COOKIE } from '../../site/site.constants.js';
import { ACCESS_CHECKS, ACCESS_MESSAGES as M, type AccessCheck, classifyRoute, CLOSED, type RouteAccess } from './route-access.js';
import { SessionsRepository, type SessionUser } from '../repositories/sessions.repository.js';
import { StaffMembership, staffDecision } from './staff-decision.js';
import { IdentityErrorCode } from '../identity.errors.js';
import { CommonErrorCode } from '../../../shared/errors/common.errors.js';
import type { ErrorCode } from '../../../shared/errors/domain-error.js';
import { SiteErrorCode } from '../../site/site.errors.js';

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

type Refusal = { status: number; message: string; code: ErrorCode };
const refusal = (status: number, message: string, code: ErrorCode): Refusal => ({ status, message, code });

/** One access check of a matched route: a refusal, or undefined to go on to the next. */
type Check = (request: FastifyRequest, route: RouteAccess) => Refusal | undefined | Promise<Refusal | undefined>;

/**
 * Admin and staff routes need a session opened with a password, never an e-mailed link; and a code
 * too where a second factor is required (ADR 0037).
 */
function sessionMethodRefusal(config: Config, user: SessionUser): Refusal | undefined {
  if (user.method === 'link') return refusal(403, M.linkSession, CommonErrorCode.Forbidden);
  if (user.method !== 'second_factor' && (config.ADMIN_2FA === 'required' || user.secondFactorRequired)) {
    return refusal(403, M.secondFactor, CommonErrorCode.Forbidden);
  }
  return undefined;
}

/** A signed-in admin: 401 signed out, 403 not an admin, 503 when the session store cannot answer. */
function adminCheck(config: Config) {
  return async (request: FastifyRequest): Promise<Refusal | undefined> => {
    let user: SessionUser | undefined;
    try {
      user = await request.currentUser();
    } catch {
      // The session store did not answer: that says nothing about who is asking.
      return refusal(503, M.unavailable, CommonErrorCode.Unavailable);
    }
    if (!user) return refusal(401, M.signIn, CommonErrorCode.Unauthorized);
    if (user.role !== 'admin') return refusal(403, M.notAdmin, CommonErrorCode.Forbidden);
    return sessionMethodRefusal(config, user);
  };
}

/** Staff of the MATCHED route's `:practiceId` (the router's decoded parameter), or an admin. */
function staffCheck(config: Config, staff: StaffMembership): Check {
  return async (request) => {
    let decision: Awaited<ReturnType<typeof staffDecision>>;
    try {
      decision = await staffDecision(await request.currentUser(), (request.params as { practiceId?: unknown } | undefined)?.practiceId, staff);
    } catch {
      return refusal(503, M.unavailable, CommonErrorCode.Unavailable);
    }
    if (decision === 'unauthorized') return refusal(401, M.signIn, CommonErrorCode.Unauthorized);
    if (decision === 'forbidden') return refusal(403, M.notStaff, CommonErrorCode.Forbidden);
    const user = await request.currentUser();
    return user && sessionMethodRefusal(config, user);
  };
}

/**
 * CSRF on state-changing requests: X-XSRF-TOKEN equal to the XSRF-TOKEN cookie (double submit, with
 * SameSite=Lax cookies); Bull Board's writes from our own origin; webhooks prove themselves with
 * signatures instead (`none`).
 */
const csrfCheck: Check = (request, { csrf }) => {
  if (SAFE_METHODS.has(request.method) || csrf === 'none') return undefined;
  if (csrf === 'same-origin') {
    const fetchSite = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    const sameOrigin =
      fetchSite === 'same-origin' || (fetchSite === undefined && typeof origin === 'string' && origin === `${request.protocol}://${request.host}`);
    return sameOrigin ? undefined : refusal(403, M.csrf, IdentityErrorCode.Csrf);
  }
  const cookie = request.cookies?.[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  if (!cookie || typeof header !== 'string' || !equalTokens(cookie, header)) return refusal(403, M.csrf, IdentityErrorCode.Csrf);
  return undefined;
};

/** While the site is protected, the signed gate cookie. Fails closed: settings we cannot read are a 503, never an open gate. */
function gateCheck(site: SiteSettingsService): Check {
  return async (request) => {
    let settings: Awaited<ReturnType<typeof site.getForAccess>>;
    try {
      settings = await site.getForAccess();
    } catch {
      return refusal(503, M.unavailable, CommonErrorCode.Unavailable);
    }
    if (settings.isProtected && !site.verifyGate(settings, request.cookies?.[GATE_COOKIE])) {
      return refusal(401, M.gate, SiteErrorCode.GateRequired);
    }
    return undefined;
  };
}

/** /metrics: the scraper's bearer token or an allowed network, else an admin; anyone else 403. */
function scraperCheck(config: Config, admin: Check): Check {
  const allowedNetwork = compileAddresses(config.METRICS_ALLOW_FROM);
  return async (request, route) => {
    const token = config.METRICS_TOKEN;
    const given = request.headers.authorization;
    if (token && typeof given === 'string' && equalTokens(given, `Bearer ${token}`)) return undefined;
    if (allowedNetwork(request.ip, 0)) return undefined;
    return (await admin(request, route)) ? refusal(403, M.metrics, CommonErrorCode.Forbidden) : undefined;
  };
}

/** Every check a route-access kind can name (ACCESS_CHECKS), made for this app. */
function accessChecks(app: NestFastifyApplication, config: Config): Record<AccessCheck, Check> {
  const admin = adminCheck(config);
  const gate = gateCheck(app.get(SiteSettingsService));
  const skip: Check = () => undefined;
  return {
    admin,
    adminInProduction: config.isProduction ? admin : skip,
    staff: staffCheck(config, app.get(StaffMembership, { strict: false })),
    csrf: csrfCheck,
    gate,
    gateOutsideProduction: config.isProduction ? skip : gate,
    scraper: scraperCheck(config, admin),
    notInProduction: config.isProduction ? () => refusal(404, 'Not found.', CommonErrorCode.NotFound) : skip,
  };
}

/**
 * Classifies every route as it is registered (route-access.ts): the decision travels with the route
 * itself, and `registeredRoutes` lists them for tests; unclassified routes are admin routes, and
 * named at start-up.
 */
function registerRouteClassification(fastify: FastifyInstance, options: { bullBoardRoute: string; portalFiles: ReadonlySet<string> }) {
  fastify.decorate('registeredRoutes', [] as FastifyInstance['registeredRoutes']);
  fastify.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const access = classifyRoute(String(method), route.url, options);
      fastify.registeredRoutes.push({ method: String(method), url: route.url, access });
      // onRequest reads the decision from the matched route.
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
}

/** `request.currentUser()`: the session cookie's user, resolved once per request, on first use. */
function registerCurrentUser(fastify: FastifyInstance, sessions: SessionsRepository, cookieName: string) {
  fastify.decorateRequest('currentUser', function (this: FastifyRequest) {
    const self = this as FastifyRequest & { _user?: Promise<SessionUser | undefined> };
    self._user ??= (async () => {
      const token = self.cookies?.[cookieName];
      return token ? sessions.resolve(token) : undefined;
    })();
    return self._user;
  });
}

/**
 * Every request: a target that is not a path is refused (400); a matched route runs the checks its
 * access kind names in ACCESS_CHECKS, in order, and the first refusal answers.
 */
function registerAccessDecision(fastify: FastifyInstance, checks: Record<AccessCheck, Check>) {
  fastify.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Origin-form only (RFC 9112 §3.2.1): an absolute-form target is for proxies, not for us.
    if (!request.raw.url?.startsWith('/')) {
      return reply.status(400).send({ message: M.badTarget, code: IdentityErrorCode.BadRequestTarget });
    }
    // Unmatched requests reach no handler: the not-found handler answers (404 or the portal shell).
    if (!request.routeOptions.url) return;
    const route = (request.routeOptions.config as { access?: RouteAccess }).access ?? CLOSED;
    for (const check of ACCESS_CHECKS[route.access]) {
      const refused = await checks[check](request, route);
      if (refused) return reply.status(refused.status).send({ message: refused.message, code: refused.code });
    }
  });
}

/**
 * The cross-cutting access checks as Fastify hooks, so no route can forget them (ARCHITECTURE.md
 * rule 7, §6), each decision taken on the MATCHED route's access: which checks a kind of route runs
 * is the route table's (ACCESS_CHECKS in route-access.ts); each check is one function above.
 */
export async function registerAccessHooks(app: NestFastifyApplication, config: Config, bullBoardRoute: string) {
  await app.register(fastifyCookie);
  const fastify = app.getHttpAdapter().getInstance();
  registerRouteClassification(fastify, { bullBoardRoute, portalFiles: portalFilePaths(config.PORTAL_DIST) });
  registerCurrentUser(fastify, app.get(SessionsRepository), sessionCookieName(config));
  registerAccessDecision(fastify, accessChecks(app, config));
}

/** Sets the XSRF-TOKEN cookie when the browser does not have one yet. */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, config: Config) {
  if (request.cookies?.[XSRF_COOKIE]) return;
  void reply.setCookie(XSRF_COOKIE, randomBytes(24).toString('base64url'), cookieOptions(config, false));
}
