/*
 * waitlist's public surface: what other contexts may import (ADR 0038).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { WaitlistRequestsService } from './waitlist-requests.service.js';
export { WaitlistTokens } from './waitlist-tokens.js';
export { WaitlistPersonalData } from './waitlist-personal-data.js';
