import { defineEntity, p } from '@mikro-orm/postgresql';
import { Operative, Practice } from '../practices/practices.entities.js';
import { DEFAULT_LOCALE, LOCALES } from '../site/languages.constants.js';

/*
 * The slot's table is defined here, with the hold and the appointment it points to (and that point
 * to it), so the schema has no import cycle between contexts. Availability creates and removes
 * open slots; a slot's life after that (held, booked, blocked) is booking's.
 */
/**
 * One bookable time of one operative. Kept by the database, beyond what this definition can say:
 * - `slot_no_overlap_per_operative`: an exclusion constraint (btree_gist) — one operative's slots
 *   never overlap, whatever durations were generated;
 * - the `slot_respects_closures` trigger: no open or held slot inside a closure (migration
 *   Migration20261123000300_closures).
 * The schema-agreement test lists both in its allow-list.
 */
export const Slot = defineEntity({
  name: 'Slot',
  tableName: 'slot',
  indexes: [
    { name: 'slot_practice_start_idx', properties: ['practice', 'startsAt'], include: ['status', 'holdExpiresAt', 'endsAt'] },
    {
      name: 'slot_bookable_idx',
      properties: ['practice', 'startsAt'],
      include: ['id', 'endsAt', 'status', 'holdExpiresAt'],
      where: "status = ANY (ARRAY['open'::text, 'held'::text])",
    },
    {
      // The search's "which practices have a bookable slot before this instant, anywhere".
      name: 'slot_bookable_start_idx',
      properties: ['startsAt'],
      include: ['practice', 'status', 'holdExpiresAt'],
      where: "status = ANY (ARRAY['open'::text, 'held'::text])",
    },
  ],
  checks: [
    { name: 'slot_check', expression: 'ends_at > starts_at' },
    {
      name: 'slot_check1',
      expression: "(status <> 'held'::text) OR ((hold_id IS NOT NULL) AND (hold_expires_at IS NOT NULL) AND (appointment_id IS NULL))",
    },
    { name: 'slot_check2', expression: "(status <> 'booked'::text) OR (appointment_id IS NOT NULL)" },
    {
      name: 'slot_check3',
      expression: "(status <> ALL (ARRAY['open'::text, 'blocked'::text])) OR ((hold_id IS NULL) AND (hold_expires_at IS NULL) AND (appointment_id IS NULL))",
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    practice: () => p.manyToOne(Practice).mapToPk().deleteRule('cascade').foreignKeyName('slot_practice_id_fkey'),
    operative: () => p.manyToOne(Operative).mapToPk().deleteRule('cascade').foreignKeyName('slot_operative_id_fkey'),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    status: p.enum(['open', 'held', 'booked', 'blocked'] as const).default('open'),
    hold: () => p.manyToOne(Hold).mapToPk().nullable().deleteRule('no action').deferMode('deferred').foreignKeyName('slot_hold_fk'),
    holdExpiresAt: p.datetime().nullable(),
    appointment: () => p.manyToOne(Appointment).mapToPk().nullable().deleteRule('no action').deferMode('deferred').foreignKeyName('slot_appointment_fk'),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
  },
});

/**
 * A slot taken for a patient while they pay. `hold_one_active_per_slot` (a partial unique index) is
 * what makes a second live hold on one slot impossible, whatever the code does.
 */
export const Hold = defineEntity({
  name: 'Hold',
  tableName: 'hold',
  indexes: [
    { name: 'hold_active_expiry_idx', properties: ['expiresAt'], where: "status = 'active'::text" },
    { name: 'hold_retention_idx', properties: ['expiresAt'], where: 'anonymised_at IS NULL' },
    // The live-hold limits (against slot squatting) count by these.
    {
      name: 'hold_live_by_client_idx',
      properties: ['clientKey', 'expiresAt'],
      where: "(status = 'active'::text) AND (client_key IS NOT NULL)",
    },
    {
      name: 'hold_live_by_phone_idx',
      properties: ['patientPhoneE164', 'expiresAt'],
      where: "(status = 'active'::text) AND (patient_phone_e164 IS NOT NULL)",
    },
  ],
  uniques: [{ name: 'hold_one_active_per_slot', properties: ['slot'], where: "status = 'active'::text" }],
  checks: [{ name: 'hold_extensions_check', expression: '(extensions >= 0) AND (extensions <= 1)' }],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    slot: () => p.manyToOne(Slot).mapToPk().deleteRule('restrict').foreignKeyName('hold_slot_id_fkey'),
    practice: () => p.manyToOne(Practice).mapToPk().deleteRule('restrict').foreignKeyName('hold_practice_id_fkey'),
    status: p.enum(['active', 'converted', 'expired', 'released'] as const).default('active'),
    expiresAt: p.datetime(),
    extensions: p.integer().default(0),
    patientName: p.text(),
    patientPhone: p.text(),
    patientPostcode: p.text(),
    patientIssue: p.text().default(''),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
    tokenHash: p.text().nullable(),
    anonymisedAt: p.datetime().nullable(),
    /** HMAC of the client's network (never the address itself). */
    clientKey: p.text().nullable(),
    patientPhoneE164: p.text().nullable().fieldName('patient_phone_e164'),
  },
});

/**
 * A booking and its payment. `appointment_one_live_per_slot` (partial unique) allows one live
 * appointment per slot; the checks keep money and states coherent.
 */
export const Appointment = defineEntity({
  name: 'Appointment',
  tableName: 'appointment',
  indexes: [
    // The admin's keyset pages (created_at, id) newest first, alone and per filter (Migration20261126400000).
    { name: 'appointment_created_id_idx', properties: ['createdAt', 'id'], columns: [{ name: 'createdAt', sort: 'DESC' }, { name: 'id', sort: 'DESC' }] },
    {
      name: 'appointment_status_created_idx',
      properties: ['status', 'createdAt', 'id'],
      columns: [{ name: 'status' }, { name: 'createdAt', sort: 'DESC' }, { name: 'id', sort: 'DESC' }],
    },
    {
      name: 'appointment_payment_status_created_idx',
      properties: ['paymentStatus', 'createdAt', 'id'],
      columns: [{ name: 'paymentStatus' }, { name: 'createdAt', sort: 'DESC' }, { name: 'id', sort: 'DESC' }],
    },
    {
      // As an expression: MikroORM misreads a sorted column list that starts with a relation.
      name: 'appointment_practice_created_idx',
      expression: 'CREATE INDEX appointment_practice_created_idx ON public.appointment USING btree (practice_id, created_at DESC, id DESC)',
    },
    { name: 'appointment_starts_idx', properties: ['startsAt'] },
    { name: 'appointment_name_trgm_idx', expression: 'CREATE INDEX appointment_name_trgm_idx ON public.appointment USING gin (lower(patient_name) gin_trgm_ops)' },
    {
      name: 'appointment_phone_digits_idx',
      expression: "CREATE INDEX appointment_phone_digits_idx ON public.appointment USING btree (regexp_replace(patient_phone, '[^0-9]'::text, ''::text, 'g'::text))",
    },
    { name: 'appointment_email_idx', expression: 'CREATE INDEX appointment_email_idx ON public.appointment USING btree (lower(patient_email))' },
    {
      name: 'appointment_booked_for_name_trgm_idx',
      expression: 'CREATE INDEX appointment_booked_for_name_trgm_idx ON public.appointment USING gin (lower(booked_for_name) gin_trgm_ops)',
    },
    { name: 'appointment_practice_start_idx', properties: ['practice', 'startsAt'] },
    { name: 'appointment_capture_due_idx', properties: ['captureBefore'], where: "payment_status = 'authorized'::text" },
    { name: 'appointment_retention_idx', properties: ['endsAt'], where: 'anonymised_at IS NULL' },
    { name: 'appointment_attended_idx', properties: ['outcomeAt'], where: "outcome = 'attended'::text" },
  ],
  uniques: [
    {
      name: 'appointment_one_live_per_slot',
      properties: ['slot'],
      where: "status = ANY (ARRAY['pending'::text, 'confirmed'::text, 'completed'::text])",
    },
  ],
  checks: [
    { name: 'appointment_amount_pence_check', expression: 'amount_pence >= 0' },
    { name: 'appointment_check', expression: '(refunded_pence >= 0) AND (refunded_pence <= amount_pence)' },
    { name: 'appointment_check1', expression: 'ends_at > starts_at' },
    { name: 'appointment_check2', expression: "(status <> 'confirmed'::text) OR (confirmed_at IS NOT NULL)" },
    { name: 'appointment_check3', expression: '(refund_due_pence IS NULL) OR ((refund_due_pence >= 0) AND (refund_due_pence <= amount_pence))' },
    {
      name: 'appointment_cancelled_by_check',
      expression: "(cancelled_by IS NULL) OR (cancelled_by = ANY (ARRAY['patient'::text, 'admin'::text, 'system'::text, 'practice'::text]))",
    },
    // An outcome is set once, with its time, and never contradicts the status.
    { name: 'appointment_outcome_check', expression: "(outcome IS NULL) OR (outcome = ANY (ARRAY['attended'::text, 'no_show'::text, 'cancelled_by_practice'::text]))" },
    { name: 'appointment_outcome_has_time', expression: '(outcome IS NULL) = (outcome_at IS NULL)' },
    {
      name: 'appointment_outcome_status_check',
      expression:
        "(outcome IS NULL) OR ((outcome = 'cancelled_by_practice'::text) AND (status = 'cancelled'::text)) OR ((outcome <> 'cancelled_by_practice'::text) AND (status = 'confirmed'::text))",
    },
    { name: 'appointment_cancelled_has_time', expression: "(status <> 'cancelled'::text) OR (cancelled_at IS NOT NULL)" },
    // The reason the patient is told (Migration20261201000400): only on a cancelled booking, a short sentence.
    {
      name: 'appointment_cancellation_reason_check',
      expression: "(cancellation_reason IS NULL) OR ((status = 'cancelled'::text) AND (char_length(cancellation_reason) >= 1) AND (char_length(cancellation_reason) <= 200))",
    },
    { name: 'appointment_rescheduled_count_check', expression: 'rescheduled_count >= 0' },
    { name: 'appointment_email_changes_check', expression: 'email_changes >= 0' },
    // Every appointment since Migration20261128000100 carries the patient's consent.
    {
      name: 'appointment_consent_check',
      expression: 'booked_before_consent OR ((terms_version IS NOT NULL) AND (terms_accepted_at IS NOT NULL) AND over_16_confirmed)',
    },
    // Booking for someone else (Migration20261130000500): a name and an age answer together, and a
    // child under 16 only with the booker's confirmation of being their parent or guardian.
    { name: 'appointment_booked_for_check', expression: '(booked_for_name IS NULL) = (booked_for_under_16 IS NULL)' },
    { name: 'appointment_guardian_check', expression: '(guardian_confirmed = COALESCE(booked_for_under_16, false))' },
    // What was taken, released and refunded adds up, and agrees with the payment status (ADR 0042).
    {
      name: 'appointment_money_sums_check',
      expression: '(captured_pence >= 0) AND (released_pence >= 0) AND ((captured_pence + released_pence) <= amount_pence) AND (refunded_pence <= captured_pence)',
    },
    {
      name: 'appointment_money_status_check',
      expression:
        "((payment_status = ANY (ARRAY['pending'::text, 'authorized'::text, 'processing'::text, 'failed'::text, 'lapsed'::text])) AND (captured_pence = 0) AND (released_pence = 0)) OR ((payment_status = 'completed'::text) AND (captured_pence = amount_pence) AND (refunded_pence = 0)) OR ((payment_status = 'refunded'::text) AND (refunded_pence > 0)) OR ((payment_status = 'part_captured'::text) AND (captured_pence > 0) AND (released_pence > 0) AND ((captured_pence + released_pence) = amount_pence) AND (refunded_pence = 0)) OR ((payment_status = 'released'::text) AND (captured_pence = 0) AND (released_pence = amount_pence))",
    },
  ],
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    reference: p.text().unique('appointment_reference_key'),
    practice: () => p.manyToOne(Practice).mapToPk().deleteRule('restrict').foreignKeyName('appointment_practice_id_fkey'),
    operative: () => p.manyToOne(Operative).mapToPk().nullable().deleteRule('set null').foreignKeyName('appointment_operative_id_fkey'),
    slot: () => p.manyToOne(Slot).mapToPk().deleteRule('restrict').foreignKeyName('appointment_slot_id_fkey'),
    hold: () =>
      p.oneToOne(Hold).owner().mapToPk().nullable().deleteRule('restrict').foreignKeyName('appointment_hold_id_fkey').unique('appointment_hold_id_key'),
    startsAt: p.datetime(),
    endsAt: p.datetime(),
    patientName: p.text(),
    patientPhone: p.text(),
    patientPostcode: p.text(),
    patientIssue: p.text().default(''),
    patientEmail: p.text(),
    patientUserId: p.uuid().nullable(),
    service: p.text().nullable(),
    status: p.enum(['pending', 'confirmed', 'cancelled', 'completed'] as const).default('pending'),
    paymentStatus: p.enum(['pending', 'authorized', 'processing', 'completed', 'failed', 'refunded', 'part_captured', 'released', 'lapsed'] as const).default('pending'),
    paymentProvider: p.text(),
    paymentIntentId: p.text().nullable().unique('appointment_payment_intent_id_key'),
    paymentError: p.text().nullable(),
    amountPence: p.integer(),
    currency: p.text().default('gbp'),
    authorizedAt: p.datetime().nullable(),
    captureBefore: p.datetime().nullable(),
    capturedAt: p.datetime().nullable(),
    refundedPence: p.integer().default(0),
    /** What was taken from the card (the whole fee, or the part a cancellation kept of a held fee). */
    capturedPence: p.integer().default(0),
    /** What was held and let go without being taken (the rest of a held fee, or all of it). */
    releasedPence: p.integer().default(0),
    emailStatus: p.enum(['pending', 'queued', 'sent', 'failed'] as const).default('pending'),
    emailMessageId: p.text().nullable(),
    emailSentAt: p.datetime().nullable(),
    emailError: p.text().nullable(),
    accessTokenHash: p.text().nullable(),
    createdAt: p.datetime().defaultRaw('now()'),
    updatedAt: p.datetime().defaultRaw('now()'),
    confirmedAt: p.datetime().nullable(),
    confirmedBy: p.uuid().nullable(),
    cancelledAt: p.datetime().nullable(),
    lapseFlaggedAt: p.datetime().nullable(),
    refundDuePence: p.integer().nullable(),
    cancelledBy: p.text().nullable(),
    /** Why an admin or the practice cancelled, in words for the patient (their e-mail, text and manage page); null for the patient's own. */
    cancellationReason: p.text().nullable(),
    reminderSentAt: p.datetime().nullable(),
    rescheduledCount: p.integer().default(0),
    /** How often the patient corrected the confirmation's address (each change is mailed once). */
    emailChanges: p.integer().default(0),
    /** The patient ticked "Don't send me text messages" at the payment step. */
    textsDeclined: p.boolean().default(false),
    anonymisedAt: p.datetime().nullable(),
    /** After the visit: attended, no_show or cancelled_by_practice; set once. */
    outcome: p.enum(['attended', 'no_show', 'cancelled_by_practice'] as const).nullable(),
    outcomeAt: p.datetime().nullable(),
    outcomeBy: p.uuid().nullable(),
    /** The Booking Terms version accepted at checkout (BOOKING_TERMS_VERSION then), and when (the Clock's time). */
    termsVersion: p.text().nullable(),
    termsAcceptedAt: p.datetime().nullable(),
    /** The patient (or the parent or guardian booking) confirmed being 16 or over. */
    over16Confirmed: p.boolean().default(false).fieldName('over_16_confirmed'),
    /** Made before the checkout asked for consent: the only appointments allowed without it. */
    bookedBeforeConsent: p.boolean().default(false),
    /**
     * The patient when the appointment is for someone else, and whether they are under 16 (null: the
     * person booking is the patient). `patientName` and the contact columns stay the person booking.
     */
    bookedForName: p.text().nullable(),
    bookedForUnder16: p.boolean().nullable().fieldName('booked_for_under_16'),
    /** The person booking confirmed being the parent or guardian of the patient under 16, with the consent above. */
    guardianConfirmed: p.boolean().default(false),
    /** The language the patient booked in (Migration20261201000600): their e-mails, texts and calendar file speak it. */
    locale: p.enum([...LOCALES]).default(DEFAULT_LOCALE),
  },
});
