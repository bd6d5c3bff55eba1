import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../../config/config.js';

const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/**
 * What the configured robot check's widget needs (the providers' CSP guides): its script, its frame,
 * and for reCAPTCHA the calls its script makes. Nothing when the check is off.
 */
export function robotCheckOrigins(provider: Config['ROBOT_CHECK_PROVIDER']): { script: string[]; frame: string[]; connect: string[] } {
  if (provider === 'turnstile') return { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'], connect: [] };
  if (provider === 'recaptcha')
    return {
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      connect: ['https://www.google.com/recaptcha/'],
    };
  return { script: [], frame: [], connect: [] };
}

/**
 * What Google's Maps JavaScript API and Places need when the browser key is set (ADR 0039),
 * nothing otherwise. Scripts only from the two hosts the API loads its code from: never a wildcard
 * such as *.googleapis.com, which would include storage.googleapis.com and so anyone's uploaded
 * script. Images, calls, fonts and styles follow Google's CSP guide for the API.
 */
export function googleMapsOrigins(browserKey: string | undefined): { script: string[]; img: string[]; connect: string[]; font: string[]; style: string[] } {
  if (!browserKey) return { script: [], img: [], connect: [], font: [], style: [] };
  return {
    script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
    img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
    connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
    font: ['https://fonts.gstatic.com'],
    style: ['https://fonts.googleapis.com'],
  };
}

/** Origins of the configured map tiles (e.g. https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png). */
export function tileOrigins(tileUrl: string | undefined): string[] {
  if (!tileUrl) return [];
  try {
    const url = new URL(tileUrl.replace(/\{s\}/g, 'a'));
    const origin = `${url.protocol}//${url.host}`;
    // Subdomain placeholders ({s}) become a wildcard on the parent domain.
    return tileUrl.includes('{s}') ? [origin, `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}`] : [origin];
  } catch {
    return [];
  }
}

/**
 * Security headers on every response: a CSP that allows our own origin plus Stripe's, the map's and
 * (when configured) Google Maps' and the robot check's origins only, no framing (frame-ancestors 'none'), no sniffing, a strict referrer policy, and HSTS
 * in production.
 *
 * The headers depend on the configuration only (no nonces), so helmet computes them ONCE at start and
 * every response gets the same set: @fastify/helmet re-ran helmet's dozen middlewares and re-parsed
 * the CSP directives on every request (≈ 12 % of a trivial request's CPU, docs/performance.md).
 *
 * Set in onRequest (a route may then replace one, as the calendar feed does its Referrer-Policy),
 * and again in onSend for any still missing: some answers never pass onRequest (a `*` or otherwise
 * unroutable request target goes straight to Fastify's fallback 404), and they must carry them too.
 * A request target the router cannot even decode is answered by
 * `badUrlAnswer` (app.factory.ts), which sets them itself.
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: Config) {
  const headers = securityHeadersFor(config);
  const names = Object.keys(headers);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    for (const name of names) if (!reply.hasHeader(name)) void reply.header(name, headers[name]);
    done(null, payload);
  });
}

/** The security headers of this configuration (computed once). */
export function securityHeadersFor(config: Config): Record<string, string> {
  return securityHeaders(helmetOptions(config));
}

/** The headers helmet would set with these options, read off one run of its middleware. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let finished = false;
  helmet(options)({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error(String(error));
    finished = true;
  });
  // Helmet's middlewares are synchronous; if one ever is not, fail at start rather than send none.
  if (!finished) throw new Error('helmet did not finish synchronously: security headers could not be computed once');
  return headers;
}

function helmetOptions(config: Config): HelmetOptions {
  const tiles = tileOrigins(config.MAP_TILE_URL);
  // The browser key, not the server's geocoding key: the geocoder calls Google from the server, not the page.
  const google = googleMapsOrigins(config.GOOGLE_MAPS_BROWSER_KEY);
  const robot = robotCheckOrigins(config.ROBOT_CHECK_PROVIDER);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", STRIPE_SCRIPT, ...google.script, ...robot.script],
        // React and Swagger UI set inline styles; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'", ...google.style],
        imgSrc: ["'self'", 'data:', ...tiles, ...google.img, 'https://*.stripe.com'],
        fontSrc: ["'self'", 'data:', ...google.font],
        connectSrc: ["'self'", STRIPE_API, ...google.connect, ...robot.connect],
        frameSrc: [...STRIPE_FRAMES, ...robot.frame],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: config.isProduction ? { maxAge: 63_072_000, includeSubDomains: true, preload: true } : false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}
