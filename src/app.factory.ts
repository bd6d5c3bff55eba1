import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import { buildOpenApiDocument } from './shared/http/openapi-document.js';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Config, productionWarnings } from './config/config.js';
import { AppModule, BULL_BOARD_ROUTE } from './app.module.js';
import { AllExceptionsFilter } from './shared/http/all-exceptions.filter.js';
import { createPinoLogger, PinoNestLogger } from './shared/logging/logger.js';
import { MetricsService } from './shared/metrics/metrics.service.js';
import { registerSecurityHeaders, securityHeadersFor } from './shared/http/security-headers.js';
import { registerWriteRateLimits } from './shared/http/write-rate-limits.js';
import { registerJsonOnly } from './shared/http/json-only.js';
import { ensureXsrfCookie, registerAccessHooks } from './modules/identity/http/access-hooks.js';
import { COOKIE_CONSENT_COOKIE } from './modules/site/site.constants.js';
import { LOCALE_COOKIE } from './modules/site/languages.constants.js';
import { languageRedirect } from './modules/site/rules/language.rules.js';
import { errorBodyIn } from './modules/site/welsh-messages.rules.js';
import { publicSiteSettings } from './modules/site/public-site-settings.js';
import { SiteSettingsService } from './modules/site/site-settings.service.js';
import { UNAVAILABLE_PAGE, UNAVAILABLE_RETRY_AFTER_SECONDS } from './shared/http/unavailable-page.js';
import { compressPage, personalisePage, PRERENDERED_DIR, readPrerenderedPages } from './shared/http/prerendered-pages.js';
import { CommonErrorCode } from './shared/errors/common.errors.js';

export const BODY_LIMIT_BYTES = 100 * 1024;

/** Paths the api owns; everything else under GET is the portal (client routes fall back to index.html). */
const SERVER_PREFIXES = ['/api', '/health', '/metrics', '/dev', BULL_BOARD_ROUTE];

/** Builds the api exactly as `main.ts` runs it, so tests exercise the real HTTP stack. */
export async function createApp(
  config: Config,
  options: { extraModules?: Array<Type | DynamicModule> } = {},
): Promise<NestFastifyApplication> {
  const logger = createPinoLogger(config.LOG_LEVEL, 'api');
  for (const warning of productionWarnings(config)) logger.warn({ optOut: true }, warning);
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    bodyLimit: BODY_LIMIT_BYTES,
    // Fastify also takes a hop count; the adapter's option type leaves numbers out.
    trustProxy: config.TRUST_PROXY as boolean | string[],
    // Our own ids only: a client-chosen id could collide with or impersonate another request's in
    // the logs. The client's X-Request-Id, if any, is logged apart (logger.ts: clientRequestId).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    // A target the router cannot decode (`/%C0%AF`) or a parameter past its length never reaches a
    // route or a hook: answered here in our error shape, with the security headers, and without
    // echoing the target (it could be anything, a token included).
    frameworkErrors: badUrlAnswer(securityHeadersFor(config)),
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options.extraModules), adapter, {
    logger: new PinoNestLogger(logger),
    bufferLogs: false,
    // The Stripe webhook's signature is computed over the raw body.
    rawBody: true,
  });
  await registerSecurityHeaders(app, config);
  if (config.WELSH_PAGES === 'off') {
    // While Welsh is not offered the api answers in English whatever a client asks: no Welsh clinical
    // line reaches anyone before its review (docs/clinical-safety.md, H11).
    app.getHttpAdapter().getInstance().addHook('onRequest', async (request) => {
      request.headers['accept-language'] = 'en-GB';
    });
  }
  await registerAccessHooks(app, config, BULL_BOARD_ROUTE);
  await registerWriteRateLimits(app, config);
  registerJsonOnly(app);
  const portal = await registerPortal(app, config);
  app.useGlobalFilters(new AllExceptionsFilter(portal.fallback, errorBodyIn));
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  const metrics = app.get(MetricsService);
  fastify.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions?.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    void reply.header('x-request-id', request.id);
    return payload;
  });

  SwaggerModule.setup('api/docs', app, () => openApiDocumentOf(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });

  await app.init();
  return app;
}

/** Fastify's answer to a request target it cannot route at all (see `frameworkErrors` above). */
function badUrlAnswer(headers: Record<string, string>) {
  return (error: { statusCode?: number }, _request: FastifyRequest, reply: FastifyReply) => {
    const status = error.statusCode === 414 ? 414 : 400;
    void reply
      .headers(headers)
      .status(status)
      .send({ message: status === 414 ? 'The request target is too long.' : 'Bad request.', code: CommonErrorCode.BadRequest });
  };
}

async function registerPortal(app: NestFastifyApplication, config: Config) {
  const root = path.resolve(config.PORTAL_DIST);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    return { fallback: undefined };
  }
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    maxAge: '1h',
    // Prerendered pages are served by their own routes below, past the gate only; the build's .br
    // and .gz copies are sent in place of their files, not as files of their own.
    globIgnore: [`${PRERENDERED_DIR}/**`, '**/*.br', '**/*.gz'],
    preCompressed: true,
    // Source maps carry the portal's (and the admin UI's) source: for developers, not the public.
    allowedPath: (pathName) => !(config.isProduction && pathName.endsWith('.map')),
  });
  const indexHtml = readFileSync(indexFile, 'utf8');
  // The home page and the static pages paint from their prerendered HTML, to visitors
  // past the gate; a visitor the gate must stop gets the shell, whose script shows the gate.
  const site = app.get(SiteSettingsService);
  for (const [urlPath, html] of readPrerenderedPages(root)) {
    app
      .getHttpAdapter()
      .getInstance()
      .get(urlPath, async (request, reply) => {
        if (sentToChosenLanguage(request, reply, config)) return reply;
        let settings: Awaited<ReturnType<typeof publicSiteSettings>>;
        try {
          settings = await publicSiteSettings(site, config, request);
        } catch {
          return sendUnavailablePage(reply);
        }
        void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie');
        let page = indexHtml;
        if (!settings.isProtected || settings.gatePassed) {
          ensureXsrfCookie(request, reply, config);
          const consent = request.cookies?.[COOKIE_CONSENT_COOKIE];
          page = personalisePage(html, settings, consent === 'accepted' || consent === 'declined', settings.welshPages ? new URL(config.PUBLIC_URL).origin : null);
        }
        const { body, encoding } = compressPage(page, request.headers['accept-encoding']);
        if (encoding) void reply.header('content-encoding', encoding);
        return reply.send(body);
      });
  }
  // Client-side routes (/availability-check, /admin, …) get the SPA shell; server paths and
  // missing files keep their 404 body.
  const fallback = (request: FastifyRequest, reply: FastifyReply): boolean => {
    // Only a path gets the shell: `*` and other targets that are not paths get the 404.
    if (!request.raw.url?.startsWith('/')) return false;
    const url = request.url.split('?')[0];
    const isServerPath = SERVER_PREFIXES.some((p) => url === p || url.startsWith(`${p}/`));
    if (request.method !== 'GET' || isServerPath || /\.[a-z0-9]+$/i.test(url)) return false;
    if (sentToChosenLanguage(request, reply, config)) return true;
    // Settings we cannot read mean a gate we cannot apply: the 503 page, not the site (the gate fails closed).
    site.getForAccess().then(
      () => void reply.status(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml),
      () => void sendUnavailablePage(reply),
    );
    return true;
  };
  return { fallback };
}

/**
 * A visitor who chose Welsh (the switch's cookie), or whose browser prefers it, asking for an English
 * patient page goes to its Welsh one (302); while Welsh is not offered, a Welsh page goes to its English one.
 */
function sentToChosenLanguage(request: FastifyRequest, reply: FastifyReply, config: Config): boolean {
  const to = languageRedirect(request.url, request.cookies?.[LOCALE_COOKIE], request.headers['accept-language'], config.WELSH_PAGES === 'on');
  if (!to) return false;
  void reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie').redirect(to, 302);
  return true;
}

function sendUnavailablePage(reply: FastifyReply) {
  return reply
    .status(503)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
    .send(UNAVAILABLE_PAGE);
}

/** The OpenAPI document of the running app, each operation's security from the access decided on its route. */
export function openApiDocumentOf(app: NestFastifyApplication) {
  const fastify = app.getHttpAdapter().getInstance();
  return buildOpenApiDocument(app, (method, url) => fastify.registeredRoutes.find((r) => r.method === method && r.url === url)?.access);
}
