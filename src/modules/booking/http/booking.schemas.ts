import { z } from 'zod';
import { SMS_LIST_STATUSES } from '../../sms/sms.constants.js';
import { ADMIN_APPOINTMENT_PAGE, ADMIN_CANCEL_CHOICES, CONFIRMATION_EMAIL_STATUSES } from '../booking.constants.js';
import { BOOKING_STATES } from '../rules/admin-appointments.rules.js';
import { APPOINTMENT_STATUSES, PAYMENT_STATUSES } from '../rules/payment-wording.rules.js';
import { PATIENT_STATES } from '../rules/appointment-state-wording.rules.js';
import { LOCALES } from '../../site/languages.constants.js';

/*
 * What booking's routes answer (ARCHITECTURE.md section 6), as zod schemas: the OpenAPI document is
 * made from them (shared/http/api-contract.ts) and the controllers' answer types are inferred from
 * them, so the code, the document and the tests' response check agree.
 */

/** An instant as UTC (`…Z`) or as London wall-clock time with its offset (`toLondonIso`). */
const instant = z.iso.datetime({ offset: true });
const pence = z.number().int().min(0);
const appointmentStatus = z.enum(APPOINTMENT_STATUSES);
const paymentStatus = z.enum(PAYMENT_STATUSES);

/** The language the patient booked in: their e-mails, texts, calendar file and manage page speak it. */
const localeSchema = z.enum(LOCALES).meta({ description: "The booking's language: `en-GB` (English) or `cy` (Welsh). Its e-mails, texts and calendar file are written in it." });

/** The fee's state in the words every channel uses (`paymentWording`). */
const paymentWordingSchema = z.object({ label: z.string(), sentence: z.string() });

const practiceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.object({ line1: z.string(), line2: z.string().nullable(), city: z.string(), postcode: z.string() }),
  phone: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

/**
 * Who the appointment is for when it is not the person booking (null: the person booking is the
 * patient). `patient` in the answers stays the person booking, whom we contact.
 */
export const bookedForSchema = z
  .object({ name: z.string(), under16: z.boolean() })
  .nullable()
  .meta({ description: 'The patient when the appointment is for someone else (null: the person booking, `patient`, is the patient).' });

/** POST /api/holds. `holdToken` is the Bearer token of the hold's later requests. */
export const holdAnswerSchema = z.object({ holdId: z.uuid(), holdToken: z.string(), expiresAt: instant });

/** POST /api/holds/:id/extend. */
export const holdExtendedSchema = z.object({ holdId: z.uuid(), expiresAt: instant });

/** POST /api/holds/:id/checkout. `accessToken` is the Bearer token of the appointment's routes. */
export const checkoutAnswerSchema = z.object({
  appointmentId: z.uuid(),
  reference: z.string(),
  clientSecret: z.string(),
  amountPence: pence,
  accessToken: z.string(),
  paymentIntentId: z.string(),
});

/** POST /api/appointments/:id/payment. */
export const paymentResultSchema = z.object({ status: appointmentStatus, paymentStatus, paymentError: z.string().nullable() });

/** A booking's state in the patient's words (`appointmentStateWording`): one name on every channel. */
const patientStateSchema = z.object({
  state: z.enum(PATIENT_STATES),
  label: z.string(),
  sentence: z.string(),
  /** Said when the booking was moved (it keeps its state). */
  moved: z.string().optional(),
  /** A cancelled booking's reason, as an admin or the practice gave it for the patient ("The reason we were given: …"). */
  reason: z.string().optional(),
});

/** GET /api/appointments/:id: the confirmation page. */
export const appointmentViewSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: appointmentStatus,
  paymentStatus,
  paymentError: z.string().nullable(),
  emailStatus: z.enum(CONFIRMATION_EMAIL_STATUSES),
  startTime: instant,
  endTime: instant,
  amountPence: pence,
  practice: practiceSchema,
  patient: z.object({ name: z.string(), email: z.string() }),
  bookedFor: bookedForSchema,
  state: patientStateSchema,
  locale: localeSchema,
});

/** POST /api/appointments/:id/email. */
export const emailChangeSchema = z.object({ email: z.string(), emailStatus: z.enum(['pending', 'queued']), message: z.string() });

/** GET /api/manage/appointment: the manage page. */
export const manageAppointmentSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: appointmentStatus,
  paymentStatus,
  startTime: instant,
  endTime: instant,
  amountPence: pence,
  refundedPence: pence,
  refundDuePence: pence.nullable(),
  /** What was taken from the card, and what was held and let go without being taken. */
  capturedPence: pence,
  releasedPence: pence,
  booked: z.boolean(),
  payment: paymentWordingSchema,
  state: patientStateSchema,
  practice: practiceSchema,
  patient: z.object({ name: z.string() }),
  canChange: z.boolean(),
  /** Why the booking can no longer change online (null when it can). */
  changeRefusal: z.string().nullable(),
  /** What a cancellation now would give back, released or refunded, said before the patient commits (null when it cannot be cancelled). */
  cancellation: z.object({ refundPence: pence, explanation: z.string() }).nullable(),
  locale: localeSchema,
});

/** A cancellation, by the patient (the refund rule) or an admin (a full refund). */
export const cancellationSchema = z.object({ id: z.uuid(), status: z.literal('cancelled'), refundPence: pence, explanation: z.string(), message: z.string() });

/** GET /api/admin/appointments/:id/cancellation: each choice an admin has for cancelling, and what it does to the fee. */
export const cancellationPreviewSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  choices: z.array(
    z.object({
      choice: z.enum(ADMIN_CANCEL_CHOICES),
      /** Why it cannot be cancelled this way now (null: it can). */
      refusal: z.string().nullable(),
      /** What would go back to the patient, released or refunded; send it as `refundPence` with the cancel. */
      refundPence: pence,
      /** The refund rule's sentence, as the cancel answers it. */
      explanation: z.string(),
      /** The fee as the patient's e-mail and page will word it once cancelled (`paymentWording`). */
      payment: paymentWordingSchema,
    }),
  ),
});

/** POST /api/manage/reschedule. */
export const rescheduleSchema = z.object({ id: z.uuid(), startTime: instant, endTime: instant, message: z.string() });

/** GET /api/me/appointments: upcoming bookings, soonest first; GET /api/me/appointments/past: cancelled and past ones, latest first. */
export const myAppointmentsSchema = z.array(
  z.object({
    id: z.uuid(),
    reference: z.string(),
    startTime: instant,
    endTime: instant,
    practice: z.object({ id: z.uuid(), name: z.string() }),
    service: z.string(),
    status: appointmentStatus,
    paymentStatus,
    payment: paymentWordingSchema,
    state: patientStateSchema,
    patientName: z.string(),
    /** What the e-mail's change-or-cancel link carries: the Bearer token of /api/manage. */
    manageToken: z.string(),
  }),
);

/** The Appointments tab's item (`adminListItem`). */
export const adminListItemSchema = z.object({
  id: z.uuid(),
  reference: z.string(),
  patient: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  practice: z.object({ id: z.uuid(), name: z.string() }),
  startTime: instant,
  endTime: instant,
  service: z.string(),
  issue: z.string(),
  status: appointmentStatus,
  paymentStatus,
  booked: z.boolean(),
  bookingState: z.enum(BOOKING_STATES),
  paymentError: z.string().nullable(),
  emailStatus: z.enum(CONFIRMATION_EMAIL_STATUSES),
  createdAt: instant,
  confirmedAt: instant.nullable(),
  cancelledAt: instant.nullable(),
  cancelledBy: z.string().nullable(),
  /** The reason given for the patient when an admin or the practice cancelled (null otherwise). */
  cancellationReason: z.string().nullable(),
  refundDuePence: pence.nullable(),
  refundedPence: pence,
  /** What was taken from the card, and what was held and let go without being taken. */
  capturedPence: pence,
  releasedPence: pence,
  /** The fee's state in the words the patient reads (`paymentWording`): never "refunded" for a held fee. */
  payment: paymentWordingSchema,
  /** An authorisation that lapses within 3 days: confirm or contact the patient. */
  captureAtRisk: z.boolean(),
  bookedFor: bookedForSchema,
  /**
   * The confirmation text's state, or opted out; null when none was sent. A literal list with null, not
   * `z.enum().nullable()`: that becomes `nullable` beside an `enum` without null, which JSON Schema
   * validators (the tests' ajv) refuse for null.
   */
  smsStatus: z.literal([...SMS_LIST_STATUSES, null]),
});

/** GET /api/admin/appointments: one keyset page, newest first. */
export const adminAppointmentsPageSchema = z.object({
  items: z.array(adminListItemSchema).max(ADMIN_APPOINTMENT_PAGE.maxLimit),
  /** The `cursor` of the next page; null on the last. */
  nextCursor: z.string().nullable(),
});

/** GET /api/admin/appointments/:id/timeline. */
export const adminTimelineSchema = z.object({
  appointment: adminListItemSchema.extend({
    amountPence: pence,
    emailError: z.string().nullable(),
    /** Null: booked before the checkout asked for consent. */
    consent: z.object({ termsVersion: z.string(), acceptedAt: instant, over16Confirmed: z.boolean(), guardianConfirmed: z.boolean() }).nullable(),
  }),
  entries: z.array(z.object({ at: instant, type: z.string(), label: z.string(), actor: z.string(), atLondon: instant })),
});

/** POST /api/admin/appointments/:id/confirm. */
export const confirmAnswerSchema = z.object({ id: z.uuid(), status: z.literal('confirmed'), paymentStatus, message: z.string() });

export type HoldAnswer = z.infer<typeof holdAnswerSchema>;
export type HoldExtended = z.infer<typeof holdExtendedSchema>;
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;
export type PaymentResult = z.infer<typeof paymentResultSchema>;
export type AppointmentView = z.infer<typeof appointmentViewSchema>;
export type EmailChangeAnswer = z.infer<typeof emailChangeSchema>;
export type ManageAppointment = z.infer<typeof manageAppointmentSchema>;
export type Cancellation = z.infer<typeof cancellationSchema>;
export type CancellationPreviewAnswer = z.infer<typeof cancellationPreviewSchema>;
export type Reschedule = z.infer<typeof rescheduleSchema>;
export type MyAppointments = z.infer<typeof myAppointmentsSchema>;
export type AdminAppointmentsPage = z.infer<typeof adminAppointmentsPageSchema>;
export type AdminTimeline = z.infer<typeof adminTimelineSchema>;
export type ConfirmAnswer = z.infer<typeof confirmAnswerSchema>;
