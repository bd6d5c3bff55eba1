/*
 * availability's public surface: what other contexts may import (ADR 0038).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { bankHolidaysBody, closureBody, generateSchema, saveAvailabilitySchema } from './http/availability.schemas.js';
export { AvailabilityService } from './commands/availability.service.js';
export { ClosuresService } from './commands/closures.service.js';
export { DatesWithinWindow } from './http/dates-within-window.pipe.js';
