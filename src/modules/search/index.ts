/*
 * search's public surface: what other contexts may import (ADR 0038).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { LayeredGeocoder } from './services/geocoder.js';
export { lookupOutcodeCentroid } from './services/outcode-table.js';
export { redFlagsField, ukPhoneField } from './http/patient-fields.js';
export { RobotCheck } from './services/robot-check.js';
export { ScreeningProofs } from './services/screening-proofs.js';
export { EmergencyCareError, redFlagRefusal, ScreeningRequiredError } from './search.errors.js';
export { practiceAnswerSchema, slotViewSchema } from './http/search.schemas.js';
