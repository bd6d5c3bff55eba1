/**
 * Who may call which route, decided on the route the router MATCHED (its registered pattern, e.g.
 * `/api/admin/users/:id/role`), never on the raw request target: `/%61pi/admin/users` and
 * `GET http://host/api/admin/users` match the same pattern and so get the same decision
 * (ARCHITECTURE.md rule 7; the middie / fastify-express advisory class).
 *
 * Closed by default: a route is public only when it is listed here by method and pattern (or is a
 * file of the built portal). Anything else answers as an admin route, and the route-access test
 * fails until the new route is classified.
 */

/** How a route is reached. */
export type Access =
  /** Anyone, even while the site is protected (the gate itself, sign-in, health). */
  | 'public'
  /** Patients: anyone once past the site gate (while protection is on). */
  | 'gated'
  /** Outside callers that prove themselves with a signature (no gate, no CSRF cookie). */
  | 'webhook'
  /** A signed-in admin. */
  | 'admin'
  /**
   * Staff of the practice named by the matched route's `:practiceId` (or an admin);
   * 401 signed out, 403 anyone else (another practice's staff, a patient).
   */
  | 'staff'
  /** A signed-in admin, and never in production (dev inbox). */
  | 'dev'
  /** OpenAPI: behind the gate, and for admins only in production. */
  | 'docs'
  /** The Prometheus scrape: the configured scraper (token or network) or an admin. */
  | 'metrics'
  /** A static file of the built portal (its HTML, scripts, styles). */
  | 'portal';

/** How a state-changing request proves it comes from our own pages. */
export type CsrfCheck =
  /** The X-XSRF-TOKEN header equals the XSRF-TOKEN cookie (ARCHITECTURE.md §6). */
  | 'token'
  /** Bull Board's own UI cannot send our header: the browser's Origin / Sec-Fetch-Site must be ours. */
  | 'same-origin'
  | 'none';

export interface RouteAccess {
  access: Access;
  csrf: CsrfCheck;
}

/** Routes reachable without an admin session, by method and matched pattern (HEAD follows GET). */
export const OPEN_ROUTES: Readonly<Record<string, Exclude<Access, 'admin' | 'dev' | 'portal' | 'staff'>>> = {
  // Site settings and the gate (the portal needs them before the gate is passed).
  'GET /api/site': 'public',
  'POST /api/site/gate': 'public',
  // Signing in and out (an admin signs in while the site is protected).
  'POST /api/auth/login': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/me': 'public',
  'POST /api/auth/email-link': 'public',
  'POST /api/auth/email-link/verify': 'public',
  // Two-step verification's enrolment, proven by the password again and throttled like
  // sign-in (per IP, per account or device cookie, then per account for codes).
  'POST /api/auth/second-factor/setup': 'public',
  'POST /api/auth/second-factor/confirm': 'public',
  // The link of an invitation to the back office (ADR 0043): whoever holds it sets the account's
  // password. Not gated (an invited receptionist need not know the pre-launch password), limited per
  // network, one answer for every link that does not work. The invitations themselves are admin
  // routes, under /api/admin/invitations (the prefix rule below).
  'POST /api/invitations/accept': 'public',
  // The patient's journey: search, slots, hold, checkout, pay, manage, waitlist.
  'POST /api/search': 'gated',
  // Postcode type-ahead: rate-limited per IP.
  'GET /api/postcodes': 'gated',
  'GET /api/practices/:id': 'gated',
  'GET /api/practices/:id/slots': 'gated',
  'GET /api/practices/:id/next-available': 'gated',
  'POST /api/holds': 'gated',
  'POST /api/holds/:id/extend': 'gated',
  'DELETE /api/holds/:id': 'gated',
  'POST /api/holds/:id/checkout': 'gated',
  'POST /api/simulated-payments/confirm': 'gated',
  'POST /api/simulated-payments/authenticate': 'gated',
  'POST /api/appointments/:id/payment': 'gated',
  'GET /api/appointments/:id': 'gated',
  'POST /api/appointments/:id/email': 'gated',
  // The booking's language: the appointment's access token or its manage link's token, checked by the handler.
  'PUT /api/appointments/:id/locale': 'gated',
  'GET /api/manage/appointment': 'gated',
  'POST /api/manage/cancel': 'gated',
  'POST /api/manage/reschedule': 'gated',
  'GET /api/me/appointments': 'gated',
  'GET /api/me/appointments/past': 'gated',
  'POST /api/waitlist': 'gated',
  'POST /api/waitlist/confirm': 'gated',
  'POST /api/waitlist/leave': 'gated',
  'POST /api/waitlist/offers/claim': 'gated',
  // Signed by their senders.
  'POST /api/webhooks/stripe': 'webhook',
  // Text messages: Twilio's delivery reports and replies (signature checked), and the
  // texts' short links: public like the portal's pages (a phone opening one has not passed the gate;
  // the page it leads to asks for it), rate-limited per IP, and saying nothing of unknown codes.
  'POST /api/webhooks/twilio/status': 'webhook',
  'POST /api/webhooks/twilio/inbound': 'webhook',
  'GET /m/:code': 'public',
  // The portal's web-vitals report: measured on every page, the gate's included (validated, rate-limited, no personal data).
  'POST /api/vitals': 'public',
  // Load balancers and orchestrators.
  'GET /health/live': 'public',
  'GET /health/ready': 'public',
  'GET /metrics': 'metrics',
  // A signed-in user's staff practices (the handler answers 401 signed out), a practice's
  // secret calendar feed (a 256-bit token, rate-limited) and the home page's people-helped count.
  'GET /api/staff/practices': 'public',
  'GET /api/calendar/:token': 'public',
  'GET /api/site/people-helped': 'public',
};

/** Whole families of routes by the prefix of their pattern. */
const PREFIX_RULES: ReadonlyArray<readonly [prefix: string, access: Access]> = [
  ['/api/admin', 'admin'],
  ['/dev', 'dev'],
  ['/api/docs', 'docs'],
  ['/api/docs-yaml', 'docs'],
  // Every practice-staff route; the param's name is part of the pattern, so a route must
  // use `:practiceId` to be a staff route at all.
  ['/api/practices/:practiceId/staff', 'staff'],
];

const isUnder = (pattern: string, prefix: string) => pattern === prefix || pattern.startsWith(`${prefix}/`);

/**
 * The access of one registered route, or undefined when nothing classifies it (then it is treated
 * as an admin route). `bullBoardRoute` is where Bull Board is mounted; `portalFiles` are the URL
 * paths of the built portal's files.
 */
export function classifyRoute(
  method: string,
  pattern: string,
  options: { bullBoardRoute: string; portalFiles: ReadonlySet<string> },
): RouteAccess | undefined {
  const verb = method === 'HEAD' ? 'GET' : method;
  const open = OPEN_ROUTES[`${verb} ${pattern}`];
  if (open) return { access: open, csrf: open === 'webhook' ? 'none' : 'token' };
  if (isUnder(pattern, options.bullBoardRoute)) return { access: 'admin', csrf: 'same-origin' };
  for (const [prefix, access] of PREFIX_RULES) {
    if (isUnder(pattern, prefix)) return { access, csrf: 'token' };
  }
  if (verb === 'GET' && options.portalFiles.has(pattern)) return { access: 'portal', csrf: 'none' };
  return undefined;
}

/** A check the access hooks run on a matched route (identity/http/access-hooks.ts, one function each). */
export type AccessCheck =
  /** A signed-in admin, with a session opened as admin routes need (password, and a code where required). */
  | 'admin'
  /** The same, in production only. */
  | 'adminInProduction'
  /** Staff of the route's `:practiceId`, or an admin. */
  | 'staff'
  /** A state-changing request proves it comes from our own pages (the route's CsrfCheck). */
  | 'csrf'
  /** Past the site gate while the site is protected. */
  | 'gate'
  /** The same, outside production only. */
  | 'gateOutsideProduction'
  /** The metrics scraper (token or network), or an admin. */
  | 'scraper'
  /** 404 in production. */
  | 'notInProduction';

/** The checks each kind of route runs, in order: the first refusal answers. */
export const ACCESS_CHECKS: Readonly<Record<Access, readonly AccessCheck[]>> = {
  public: ['csrf'],
  portal: ['csrf'],
  webhook: [],
  gated: ['csrf', 'gate'],
  // Production: admins only; elsewhere behind the gate like the patients' pages.
  docs: ['adminInProduction', 'csrf', 'gateOutsideProduction'],
  metrics: ['scraper'],
  staff: ['staff', 'csrf'],
  dev: ['notInProduction', 'admin', 'csrf'],
  admin: ['admin', 'csrf'],
};

/** What an unclassified route gets: the strictest decision. */
export const CLOSED: RouteAccess = { access: 'admin', csrf: 'token' };

export const ACCESS_MESSAGES = {
  signIn: 'Please sign in.',
  notAdmin: 'You do not have admin privileges.',
  gate: 'Please enter the site password first.',
  csrf: 'This request could not be verified. Reload the page and try again.',
  unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  badTarget: 'The request target must be a path.',
  metrics: 'Metrics are served to the configured scraper only.',
  notStaff: 'You are not staff of this practice.',
  /** A session from an e-mailed link is for My Appointments only. */
  linkSession: 'Sign in with your password to use this page.',
  /** Where ADMIN_2FA is required, admin and staff pages need a session opened with a code. */
  secondFactor: 'Sign in again with your password and a code from your authenticator app to use this page.',
} as const;
