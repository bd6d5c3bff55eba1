/*
 * waitlist's public surface: what other contexts may import (issue #31 item 2).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { WaitlistRequestsService } from './waitlist-requests.service.js';
export { WaitlistTokens } from './waitlist-tokens.js';
export { WaitlistPersonalData } from './waitlist-personal-data.js';
