/*
 * search's public surface: what other contexts may import (ADR 0038).
 * Its constants, events and rules are public too, by their own files (see .dependency-cruiser.cjs).
 */
export { LayeredGeocoder } from './geocoder.js';
export { lookupOutcodeCentroid } from './outcode-table.js';
export { redFlagsField, ukPhoneField } from './patient-fields.js';
export { RobotCheck } from './robot-check.js';
export { ScreeningProofs } from './screening-proofs.js';
export { EmergencyCareError, redFlagRefusal, ScreeningRequiredError } from './search.errors.js';
export { practiceAnswerSchema, slotViewSchema } from './search.schemas.js';
