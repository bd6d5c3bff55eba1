import { z } from 'zod';
import { AVAILABILITY_MESSAGES, CLOSURE_MESSAGES, CLOSURE_REASONS, DATE_MESSAGES } from './availability.constants.js';
import { BANK_HOLIDAY_REGIONS } from './bank-holidays.constants.js';

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
export const editorQuerySchema = z.preprocess(
  (q) => (q && typeof q === 'object' ? q : {}),
  z.object({
    practiceId: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(selection.practiceId),
    operativeId: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(selection.operativeId),
    date: z.string({ error: AVAILABILITY_MESSAGES.selectionRequired }).min(1, AVAILABILITY_MESSAGES.selectionRequired).pipe(londonDate),
  }),
);

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
