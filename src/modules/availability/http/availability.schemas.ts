import { z } from 'zod';
import { ADMIN_APPOINTMENT_STATUSES, ADMIN_PAYMENT_STATUSES } from '../../booking/booking.constants.js';
import { AVAILABILITY_MESSAGES, CLOSURE_MESSAGES, CLOSURE_REASONS, DATE_MESSAGES } from '../availability.constants.js';
import { BANK_HOLIDAY_REGIONS } from '../bank-holidays.constants.js';

// A real calendar date (2027-02-30 is refused here, not deep in the clock). How far back or ahead
// is checked by DatesWithinWindow, which reads the app's clock.
const londonDate = z.iso.date({ error: DATE_MESSAGES.format });
const selection = {
  practiceId: z.uuid({ error: AVAILABILITY_MESSAGES.selectionRequired }),
  operativeId: z.uuid({ error: AVAILABILITY_MESSAGES.selectionRequired }),
  date: londonDate,
};
const hour = z.number({ error: 'Hours are whole numbers.' }).int('Hours are whole numbers.');
const planFields = {
  startHour: hour.optional(),
  endHour: hour.optional(),
  slotMinutes: z.number({ error: 'Slot duration must be 15, 30, 45 or 60 minutes.' }).int().optional(),
  recurring: z
    .object({
      days: z.number({ error: 'Repeat for 7, 14, 30, 60 or 90 days.' }).int(),
      weekdays: z.array(z.number().int()).max(7),
    })
    .strict()
    .optional(),
};

/** The editor's query: a missing practice, operative or date gets the spec's message. */
export const editorQueryFields = z.object({
  practiceId: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(selection.practiceId),
  operativeId: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(selection.operativeId),
  date: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(londonDate),
});
export const editorQuerySchema = z.preprocess((q) => (q && typeof q === 'object' ? q : {}), editorQueryFields);

export const saveAvailabilitySchema = z
  .object({
    practiceId: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(selection.practiceId),
    operativeId: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(selection.operativeId),
    date: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(londonDate),
    ...planFields,
    slots: z
      .array(z.object({ startTime: z.iso.datetime({ offset: true, error: 'Slot times are ISO 8601.' }), available: z.boolean() }).strict())
      .max(200)
      .optional(),
  })
  .strict();

export const generateSchema = z
  .object({
    date: londonDate,
    startHour: hour,
    endHour: hour,
    slotMinutes: z.number().int(),
    recurring: planFields.recurring,
  })
  .strict();

export const slotsQuerySchema = z.object({ date: londonDate });
export const nextAvailableQuerySchema = z.object({
  days: z.coerce.number({ error: 'days must be a number from 1 to 14.' }).int().min(1, 'days must be a number from 1 to 14.').max(14, 'days must be a number from 1 to 14.').default(7),
});
export const practiceIdParamSchema = z.object({ id: z.uuid({ error: 'Practice not found.' }) });

/** A closure's practice (the admin's closures and the practice's own). */
export const closurePracticeId = z.uuid({ error: CLOSURE_MESSAGES.practiceRequired });
export const closureBody = z
  .object({
    practiceId: closurePracticeId,
    operativeId: z.uuid({ error: 'Unknown operative.' }).nullable().optional(),
    startsOn: z.string({ error: CLOSURE_MESSAGES.datesRequired }),
    endsOn: z.string({ error: CLOSURE_MESSAGES.datesRequired }),
    reason: z.enum(CLOSURE_REASONS, { error: 'Choose a reason for the closure.' }),
    note: z.string().trim().max(200, 'Keep the note under 200 characters.').nullable().optional(),
  })
  .strict();
export const bankHolidaysBody = z.object({ practiceId: closurePracticeId, region: z.enum(BANK_HOLIDAY_REGIONS, { error: 'Choose England and Wales, or Scotland.' }) }).strict();

/*
 * What the availability and closures routes answer: the OpenAPI document is made from these
 * schemas and the services' answers are typed by them. Times are London wall-clock ISO with their offset.
 */

/** A bookable slot as the patient sees it. */
export const publicSlotSchema = z.object({ id: z.uuid(), startTime: z.string(), endTime: z.string() });

/** A slot row's status (booking's `slot.status`). */
const SLOT_STATUSES = ['open', 'held', 'booked', 'blocked'] as const;

/** One operative's day in the editor: `available` when a patient could book it, `locked` when one has it. */
export const editorDaySchema = z.object({
  practiceId: z.uuid(),
  operativeId: z.uuid(),
  date: z.string(),
  slots: z.array(publicSlotSchema.extend({ status: z.enum(SLOT_STATUSES), available: z.boolean(), locked: z.boolean() })),
});

/** "Generate Slots": the plan's slots on `date`, and how many on how many days in all. */
export const generatedPlanSchema = z.object({
  date: z.string(),
  days: z.number().int(),
  total: z.number().int(),
  slots: z.array(z.object({ startTime: z.string(), endTime: z.string(), available: z.boolean() })),
});

export const savedAvailabilitySchema = z.object({
  created: z.number().int(),
  blocked: z.number().int(),
  opened: z.number().int(),
  message: z.string(),
  day: editorDaySchema,
});

export const publicSlotsSchema = z.object({ date: z.string(), slots: z.array(publicSlotSchema) });

export const nextAvailableSchema = z.object({ date: z.string(), slot: publicSlotSchema });

/** A held or booked slot inside a closure, with its appointment when booked. */
export const closureAffectedSchema = z.object({
  slotId: z.uuid(),
  startTime: z.string(),
  kind: z.enum(['booking', 'hold']),
  appointment: z
    .object({
      id: z.uuid(),
      reference: z.string(),
      patientName: z.string(),
      status: z.enum(ADMIN_APPOINTMENT_STATUSES),
      paymentStatus: z.enum(ADMIN_PAYMENT_STATUSES),
    })
    .nullable(),
});

export const closureViewSchema = z.object({
  id: z.uuid(),
  practice: z.object({ id: z.uuid(), name: z.string() }),
  operative: z.object({ id: z.uuid(), displayName: z.string() }).nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  reason: z.enum(CLOSURE_REASONS),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
});

export const closureListSchema = z.array(closureViewSchema.extend({ affected: z.array(closureAffectedSchema) }));

export const closureCreatedSchema = z.object({
  closure: closureViewSchema,
  blocked: z.number().int(),
  affected: z.array(closureAffectedSchema),
  message: z.string(),
});

export const bankHolidaysAppliedSchema = z.object({
  created: z.number().int(),
  blocked: z.number().int(),
  affected: z.array(closureAffectedSchema),
  message: z.string(),
});

export const closureRemovedSchema = z.object({ id: z.uuid(), removed: z.literal(true) });
