import { z } from 'zod';
import { practiceAnswerSchema, slotViewSchema } from '../../search/index.js';

/*
 * What the waitlist routes answer: the OpenAPI document is made from these schemas and the
 * service's answers are typed by them.
 */

/** A join, a leave: one sentence for the patient (a join's is the same whether or not the address is on the list). */
export const waitlistMessageSchema = z.object({ message: z.string() });

/** A confirmed place: live for 14 days from now; `leaveToken` is the leave link's token. */
export const waitlistConfirmedSchema = z.object({
  message: z.string(),
  postcode: z.string(),
  radiusKm: z.number().int(),
  expiresAt: z.iso.datetime(),
  leaveToken: z.string(),
});

/** An opened offer: the slot held for the patient (the booking's hold), with what the booking pages show. */
export const offerClaimedSchema = z.object({
  hold: z.object({ holdId: z.uuid(), holdToken: z.string(), expiresAt: z.iso.datetime() }),
  email: z.string(),
  patient: z.object({ name: z.string(), phone: z.string(), postcode: z.string(), issue: z.string() }),
  slot: slotViewSchema,
  /** As in a search answer; `distanceKm` is always null here. */
  practice: practiceAnswerSchema,
});

/** Waiting patients per postcode area (most first), and per London day and area, joins, offers and offers taken. */
export const waitlistStatsSchema = z.object({
  waiting: z.array(z.object({ area: z.string(), waiting: z.number().int() })),
  days: z.array(z.object({ day: z.string(), area: z.string(), joined: z.number().int(), offered: z.number().int(), taken: z.number().int() })),
});
