import type { EventNames } from '../../shared/outbox/domain-event.js';

/** Domain events of the site settings. */
export interface SiteEvents {
  /**
   * An admin changed the site's settings (site-settings.service.ts): only the fields that changed, and
   * never the gate password itself. Aggregate `site_settings` (id `1`). Audit only.
   */
  SiteSettingsChanged: {
    isProtected?: boolean;
    useImmediatePaymentProcessing?: boolean;
    gatePasswordChanged?: true;
    gateVersion: number;
  };
}

export const SiteEvent = {
  SiteSettingsChanged: 'SiteSettingsChanged',
} as const satisfies EventNames<SiteEvents>;

declare module '../../shared/outbox/domain-event.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends SiteEvents {}
}
