import { z } from 'zod';

/*
 * What the site routes take and answer, as zod schemas: the OpenAPI document is made from
 * them (shared/http/api-contract.ts) and the answers' types are inferred from them.
 */

/** POST /api/site/gate: any wrong or odd password is the one 401 (`wrong_password`). */
export const gateBodySchema = z.object({ password: z.string().max(200) });

/** GET /api/site: the public settings as this visitor sees them; never the gate password. */
export const publicSiteSettingsSchema = z.object({
  isProtected: z.boolean(),
  /** Whether this visitor's gate cookie is good (always true when the site is not protected). */
  gatePassed: z.boolean(),
  paymentProvider: z.enum(['stripe', 'simulated']),
  /** Only with Stripe. */
  stripePublishableKey: z.string().optional(),
  bookingFeePence: z.number().int(),
  /** Only when a map tile server is configured. */
  mapTileUrl: z.string().optional(),
  /** GOOGLE_MAPS_BROWSER_KEY (ADR 0039): the public, referrer-restricted Maps JavaScript API key; never the server's geocoding key. */
  googleMapsBrowserKey: z.string().optional(),
  /** The robot-check widget the portal must show: only the public site key; absent when the check is off. */
  robotCheck: z.object({ provider: z.enum(['recaptcha', 'turnstile']), siteKey: z.string() }).optional(),
  /** The simulated card form may print Stripe's test card numbers: only on the simulated gateway, never in production. */
  testCards: z.literal(true).optional(),
  /** Whether the Welsh pages are offered (WELSH_PAGES): the portal shows the language switch and serves /cy pages only then. */
  welshPages: z.boolean(),
});

/** Admin Controls' settings, the gate password in clear (only admins reach them). */
export const adminSiteSettingsSchema = z.object({
  isProtected: z.boolean(),
  gatePassword: z.string(),
  useImmediatePaymentProcessing: z.boolean(),
  lastUpdated: z.iso.datetime(),
});
