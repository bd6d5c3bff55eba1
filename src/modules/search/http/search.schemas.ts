import { z } from 'zod';
import { NATIONS } from '../../postcodes/postcodes.constants.js';

/*
 * What POST /api/search answers (ARCHITECTURE.md section 6), as zod schemas: the OpenAPI document is
 * made from them (shared/http/api-contract.ts) and the service's answer type is inferred from them,
 * so the code, the document and the tests' response check (test/support/response-contract.ts) agree.
 */

/** A bookable time as the patient sees it: London wall-clock ISO times with their offset. */
export const slotViewSchema = z.object({
  id: z.uuid(),
  startTime: z.string(),
  endTime: z.string(),
});

const openingHoursSchema = z.record(z.string(), z.object({ open: z.string(), close: z.string(), isClosed: z.boolean() }));

/** A practice in a search answer, with its distance from the patient (null when it has no location). */
export const practiceAnswerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.object({ line1: z.string(), line2: z.string().nullable(), city: z.string(), postcode: z.string() }),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  services: z.array(z.string()),
  openingHours: openingHoursSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distanceKm: z.number().nullable(),
});

export const searchAnswerSchema = z.object({
  radiusKm: z.number().int(),
  location: z.object({ lat: z.number(), lng: z.number() }),
  /** The postcode district's centroid, not the postcode's own: the portal says so. */
  approximate: z.boolean(),
  /**
   * The nation the searched postcode is in (its NHS 111 service differs), or null when the postcode
   * does not say (a bare district the border cuts): every 111 mention then names all three services.
   */
  nation: z.enum(NATIONS).nullable(),
  nearestPractice: practiceAnswerSchema.nullable(),
  /** The London date of `slots`, or null when nothing was found. */
  date: z.string().nullable(),
  slots: z.array(slotViewSchema),
  sortedPractices: z.array(practiceAnswerSchema).max(5),
  alternatives: z
    .array(z.object({ practice: practiceAnswerSchema, nextAvailable: z.object({ date: z.string(), slot: slotViewSchema }).nullable() }))
    .max(3),
  message: z.string().optional(),
  /**
   * The screening proof: this patient answered "none of these" to the emergency signs. Opaque and
   * short-lived; POST /api/holds requires it as `screening`. Every search that runs has one, whether
   * or not it found a time (a wider search from the no-availability page gets a fresh one).
   */
  screening: z.string().meta({ description: 'Proof that this patient answered "none of these" to the emergency signs: send it as `screening` to POST /api/holds. Opaque; it expires.' }),
});
