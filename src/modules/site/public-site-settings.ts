import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Config } from '../../config/config.js';
import { BOOKING_FEE_PENCE } from '../booking/booking.constants.js';
import { GATE_COOKIE } from './site.constants.js';
import type { publicSiteSettingsSchema } from './site.schemas.js';
import type { SiteSettingsService } from './site-settings.service.js';

/** GET /api/site's answer (ARCHITECTURE.md §6, site.schemas.ts), also embedded in prerendered pages. Never the gate password. */
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;

/**
 * The public settings as this request's visitor sees them (whether their gate cookie is good). When
 * the settings cannot be read this throws a 503 (`getForAccess`): never "unprotected" by default.
 */
export async function publicSiteSettings(site: SiteSettingsService, config: Config, request: FastifyRequest): Promise<PublicSiteSettings> {
  const settings = await site.getForAccess();
  return {
    isProtected: settings.isProtected,
    gatePassed: !settings.isProtected || site.verifyGate(settings, request.cookies?.[GATE_COOKIE]),
    paymentProvider: config.paymentProvider,
    ...(config.paymentProvider === 'stripe' && { stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY }),
    bookingFeePence: BOOKING_FEE_PENCE,
    ...(config.MAP_TILE_URL && { mapTileUrl: config.MAP_TILE_URL }),
    ...(config.GOOGLE_MAPS_BROWSER_KEY && { googleMapsBrowserKey: config.GOOGLE_MAPS_BROWSER_KEY }),
    // The widget the portal must show (spec 2, 5): only the public site key, never the secret.
    ...(config.ROBOT_CHECK_PROVIDER !== 'off' &&
      config.ROBOT_CHECK_SITE_KEY && { robotCheck: { provider: config.ROBOT_CHECK_PROVIDER, siteKey: config.ROBOT_CHECK_SITE_KEY } }),
    ...(config.paymentProvider === 'simulated' && !config.isProduction && { testCards: true as const }),
    welshPages: config.WELSH_PAGES === 'on',
  };
}
