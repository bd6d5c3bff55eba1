/*
 * waitlist's public surface: what other contexts may import (ADR 0038).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { WaitlistRequestsService } from './services/waitlist-requests.service.js';
export { WaitlistTokens } from './services/waitlist-tokens.js';
export { WaitlistPersonalData } from './services/waitlist-personal-data.js';
