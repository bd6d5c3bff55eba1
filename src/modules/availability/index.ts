/*
 * availability's public surface: what other contexts may import (ADR 0038).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { bankHolidaysBody, closureBody, generateSchema, saveAvailabilitySchema } from './availability.schemas.js';
export { AvailabilityService } from './availability.service.js';
export { ClosuresService } from './closures.service.js';
export { DatesWithinWindow } from './dates-within-window.pipe.js';
