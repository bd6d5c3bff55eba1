/*
 * waitlist's public surface: what other contexts may import (issue #31 item 2).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { WaitlistRequestsService } from './services/waitlist-requests.service.js';
export { WaitlistTokens } from './services/waitlist-tokens.js';
export { WaitlistPersonalData } from './services/waitlist-personal-data.js';
