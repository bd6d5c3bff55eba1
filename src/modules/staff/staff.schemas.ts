import { z } from 'zod';
import { CLOSURE_REASONS } from '../availability/availability.constants.js';
import { ADMIN_APPOINTMENT_STATUSES, ADMIN_PAYMENT_STATUSES, APPOINTMENT_OUTCOMES } from '../booking/booking.constants.js';

/*
 * What the staff routes answer, as zod schemas: the OpenAPI document is made from them
 * (shared/http/api-contract.ts). The staff routes reuse booking's, practices' and availability's
 * services, so several shapes here are those services' answers (no response schemas of theirs existed
 * when these were written; once they do, these may become theirs through the modules' index.ts).
 */

const londonTime = z.iso.datetime({ offset: true });
const instant = z.iso.datetime();
const londonDate = z.iso.date();
const appointmentStatus = z.enum(ADMIN_APPOINTMENT_STATUSES);
const paymentStatus = z.enum(ADMIN_PAYMENT_STATUSES);
/**
 * An enum or null. OpenAPI 3.0's `nullable` does not add null to an `enum` (OAS 3.0.3; ajv checks it
 * so), so null is listed among the values too.
 */
const nullableEnum = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values).nullable().meta({ enum: [...values, null] });
const cancelledBy = nullableEnum(['patient', 'admin', 'system', 'practice']);
/** Who the appointment is for when not the person booking (booking's `bookedFor`). */
const bookedFor = z.object({ name: z.string(), under16: z.boolean() }).nullable();

// ---- memberships ----

/** A practice a user is staff of. */
export const staffPracticeSchema = z.object({ id: z.uuid(), name: z.string(), city: z.string(), archived: z.boolean() });
export const userPracticesSchema = z.object({ id: z.uuid(), practices: z.array(staffPracticeSchema) });
export const myPracticesSchema = z.object({ practices: z.array(staffPracticeSchema) });
export const practiceOptionSchema = z.object({ id: z.uuid(), name: z.string(), city: z.string(), postcode: z.string() });
export const staffOfEveryoneSchema = z.array(z.object({ userId: z.uuid(), practices: z.array(z.object({ id: z.uuid(), name: z.string() })) }));

// ---- the staff day ----

export const staffDayItemSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  startTime: londonTime,
  endTime: londonTime,
  patient: z.object({ name: z.string(), phone: z.string() }),
  /** The patient when the appointment is for someone else (null: `patient`, the person booking, is the patient). */
  bookedFor: bookedFor,
  issue: z.string(),
  service: z.string(),
  operative: z.string().nullable(),
  status: appointmentStatus,
  paymentStatus,
  cancelledBy,
  outcome: nullableEnum(APPOINTMENT_OUTCOMES),
  canConfirm: z.boolean(),
  canRecordAttendance: z.boolean(),
  canCancel: z.boolean(),
});
export const staffDaySchema = z.object({
  practice: z.object({ id: z.uuid(), name: z.string() }),
  /** Today's London date. */
  date: londonDate,
  today: z.array(staffDayItemSchema),
  upcoming: z.array(staffDayItemSchema),
});

/** One booking and its story, as the admin's appointment page shows it (booking's AdminAppointmentsService.timeline). */
export const appointmentTimelineSchema = z.object({
  appointment: z.object({
    id: z.uuid(),
    reference: z.string(),
    patient: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    practice: z.object({ id: z.uuid(), name: z.string() }),
    startTime: londonTime,
    endTime: londonTime,
    service: z.string(),
    issue: z.string(),
    status: appointmentStatus,
    paymentStatus,
    booked: z.boolean(),
    bookingState: z.enum(['booked', 'payment-failed', 'payment-returned', 'not-paid']),
    paymentError: z.string().nullable(),
    emailStatus: z.enum(['pending', 'queued', 'sent', 'failed']),
    createdAt: instant,
    confirmedAt: instant.nullable(),
    cancelledAt: instant.nullable(),
    cancelledBy,
    /** The reason the patient was given when the practice or an admin cancelled (null otherwise). */
    cancellationReason: z.string().nullable(),
    refundDuePence: z.number().int().nullable(),
    refundedPence: z.number().int(),
    /** What was taken from the card, and what was held and let go without being taken (ADR 0042). */
    capturedPence: z.number().int(),
    releasedPence: z.number().int(),
    /** The fee's state in the patient's words (booking's paymentWording). */
    payment: z.object({ label: z.string(), sentence: z.string() }),
    captureAtRisk: z.boolean(),
    smsStatus: nullableEnum(['sent', 'delivered', 'failed', 'opted-out']),
    bookedFor: bookedFor,
    amountPence: z.number().int(),
    emailError: z.string().nullable(),
    /** Null: booked before the checkout asked for consent. */
    consent: z.object({ termsVersion: z.string(), acceptedAt: instant, over16Confirmed: z.boolean(), guardianConfirmed: z.boolean() }).nullable(),
  }),
  entries: z.array(z.object({ at: instant, type: z.string(), label: z.string(), actor: z.string(), atLondon: londonTime })),
});

export const confirmedAppointmentSchema = z.object({ id: z.uuid(), status: z.literal('confirmed'), paymentStatus, message: z.string() });
export const outcomeRecordedSchema = z.object({
  id: z.uuid(),
  outcome: z.enum(APPOINTMENT_OUTCOMES),
  /** The refund a practice's cancellation sends (the full fee); 0 otherwise. */
  refundPence: z.number().int(),
  message: z.string(),
});

// ---- operatives and availability ----

export const addedOperativeSchema = z.object({ id: z.uuid(), displayName: z.string(), email: z.string().nullable() });
export const operativeSchema = addedOperativeSchema.extend({
  /** PostgreSQL's timestamp text as read ('2026-11-24 09:15:00.123456+00'), not ISO 8601 like the other times. */
  createdAt: z.string(),
});

export const editorDaySchema = z.object({
  practiceId: z.uuid(),
  operativeId: z.uuid(),
  date: londonDate,
  slots: z.array(
    z.object({
      id: z.uuid(),
      startTime: londonTime,
      endTime: londonTime,
      /** `open` for any slot a patient could take (a lapsed hold too). */
      status: z.enum(['open', 'held', 'booked', 'blocked']),
      available: z.boolean(),
      /** A patient has it: the editor cannot change it. */
      locked: z.boolean(),
    }),
  ),
});
export const generatedSlotsSchema = z.object({
  date: londonDate,
  /** The days the plan covers. */
  days: z.number().int(),
  /** Slots over all those days. */
  total: z.number().int(),
  /** The slots of `date`. */
  slots: z.array(z.object({ startTime: londonTime, endTime: londonTime, available: z.literal(true) })),
});
export const availabilitySavedSchema = z.object({
  created: z.number().int(),
  blocked: z.number().int(),
  opened: z.number().int(),
  message: z.string(),
  day: editorDaySchema,
});

// ---- closures ----

const closureSchema = z.object({
  id: z.uuid(),
  practice: z.object({ id: z.uuid(), name: z.string() }),
  operative: z.object({ id: z.uuid(), displayName: z.string() }).nullable(),
  startsOn: londonDate,
  endsOn: londonDate,
  reason: z.enum(CLOSURE_REASONS),
  note: z.string().nullable(),
  createdAt: instant,
});
/** A booking or live hold inside a closure: the practice still has to rebook or cancel it. */
const affectedSlotSchema = z.object({
  slotId: z.uuid(),
  startTime: londonTime,
  kind: z.enum(['booking', 'hold']),
  appointment: z.object({ id: z.uuid(), reference: z.string(), patientName: z.string(), status: appointmentStatus, paymentStatus }).nullable(),
});
export const closuresSchema = z.array(closureSchema.extend({ affected: z.array(affectedSlotSchema) }));
export const closureCreatedSchema = z.object({ closure: closureSchema, blocked: z.number().int(), affected: z.array(affectedSlotSchema), message: z.string() });
export const bankHolidaysAddedSchema = z.object({ created: z.number().int(), blocked: z.number().int(), affected: z.array(affectedSlotSchema), message: z.string() });
export const closureRemovedSchema = z.object({ id: z.uuid(), removed: z.literal(true) });

// ---- the calendar feed and the home page ----

export const feedStatusSchema = z.object({ active: z.boolean(), createdAt: instant.nullable() });
export const feedRotatedSchema = z.object({
  active: z.literal(true),
  createdAt: instant,
  /** The secret address, shown this once. */
  url: z.string(),
  message: z.string(),
});
export const feedRevokedSchema = z.object({ active: z.literal(false), createdAt: z.null(), message: z.string() });
export const peopleHelpedSchema = z.object({ count: z.number().int(), text: z.string() });
