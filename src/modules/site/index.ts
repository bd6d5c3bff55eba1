/*
 * site's public surface: what other contexts may import (ADR 0038).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { SiteSettingsService } from './site-settings.service.js';
export { requestLocale } from './request-locale.js';
