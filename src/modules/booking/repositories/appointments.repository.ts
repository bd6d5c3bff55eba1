import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import type { AppointmentStatus, PaymentStatus } from '../rules/booking.rules.js';
import type { Locale } from '../../site/languages.constants.js';

/** A new appointment for a hold, as `createForHold` writes it (the slot's columns come from the slot). */
export interface NewAppointment {
  reference: string;
  holdId: string;
  slotId: string;
  patientName: string;
  patientPhone: string;
  patientPostcode: string;
  patientIssue: string;
  patientEmail: string;
  patientUserId: string | null;
  paymentProvider: string;
  amountPence: number;
  currency: string;
  /** The Booking Terms version accepted, when, and the 16-or-over confirmation. */
  termsVersion: string;
  termsAcceptedAt: Date;
  over16Confirmed: boolean;
  /** The patient when not the person booking (null: the booker is the patient), and the guardian's confirmation for a child. */
  bookedFor: { name: string; under16: boolean } | null;
  guardianConfirmed: boolean;
  /** The language the patient booked in. */
  locale: Locale;
}

const NEW_APPOINTMENT: NewAppointment = {
  reference: 'ED-ABC234',
  holdId: DUMMY.uuid,
  slotId: DUMMY.uuid,
  patientName: 'Pat Patient',
  patientPhone: '07700 900982',
  patientPostcode: 'SW1A 1AA',
  patientIssue: 'Toothache',
  patientEmail: DUMMY.email,
  patientUserId: null,
  paymentProvider: 'simulated',
  amountPence: 3900,
  currency: 'gbp',
  termsVersion: '2026-11-27',
  termsAcceptedAt: DUMMY.instant,
  over16Confirmed: true,
  bookedFor: { name: 'Sam Patient', under16: true },
  guardianConfirmed: true,
  locale: 'cy',
};

/**
 * The `appointment` table as booking's commands change it: the locks of a change, the appointment of
 * a hold and its checkout, confirmation, cancellation, moving and the e-mail address. Every
 * transition is one compare-and-set. Its other readers have repositories of their own: the payment
 * (AppointmentPaymentsRepository), the patient (PatientAppointmentsRepository), practice staff
 * (StaffAppointmentsRepository) and the admin (AdminAppointmentsRepository).
 */
@Injectable()
export class AppointmentsRepository {
  constructor(private readonly db: Db) {}

  // ---- locks and reads of a change ----

  /**
   * The appointment row locked until the transaction ends: the first lock of a change (booking's
   * lock order is appointment, then hold, then slot).
   */
  @GenerateSql({ params: [DUMMY.uuid] })
  async lockForChange(id: string) {
    return this.db.kysely
      .selectFrom('appointment')
      .select(['status', 'payment_status', 'amount_pence', 'hold_id', 'slot_id', 'practice_id', 'starts_at', 'email_status', 'email_changes', 'authorized_at', 'outcome'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * Locks the appointments of these slots' active holds that have run out, before those holds are
   * expired (booking's lock order: appointment, then hold, then slot), one after another by id so two
   * transactions locking several never wait for each other in a circle.
   */
  @GenerateSql({ params: [[DUMMY.uuid], DUMMY.instant] })
  async lockOfRunOutHoldsOnSlots(slotIds: readonly string[], now: Date) {
    await this.db.kysely
      .selectFrom('appointment as a')
      .innerJoin('hold as h', 'h.id', 'a.hold_id')
      .select('a.id')
      .where((eb) => eb('h.slot_id', '=', eb.fn.any(sql<string[]>`${[...slotIds]}::uuid[]`)))
      .where('h.status', '=', 'active')
      .where('h.expires_at', '<=', now.toISOString())
      .orderBy('a.id')
      .forUpdate(['a'])
      .execute();
  }

  /** Locks the appointment of a hold, if it has one (the expiry's and the release's first lock); answers it. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async lockOfHold(holdId: string) {
    return this.db.kysely.selectFrom('appointment').select(['id', 'status', 'payment_status']).where('hold_id', '=', holdId).forUpdate().executeTakeFirst();
  }

  /** The live appointment of a hold, for the holder of its token (a checkout repeated after the hold converted). */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.text] })
  async findLiveOfHoldToken(holdId: string, tokenHash: string) {
    return this.db.kysely
      .selectFrom('appointment as a')
      .innerJoin('hold as h', 'h.id', 'a.hold_id')
      .select(['a.id', 'a.reference', 'a.payment_intent_id', 'a.practice_id', 'a.starts_at', 'a.patient_name'])
      .where('a.hold_id', '=', holdId)
      .where('h.token_hash', '=', tokenHash)
      .where('a.status', '<>', 'cancelled')
      .executeTakeFirst();
  }

  /** The appointment of a hold, whatever its status. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findOfHold(holdId: string) {
    return this.db.kysely
      .selectFrom('appointment')
      .select(['id', 'reference', 'payment_intent_id', 'practice_id', 'starts_at', 'patient_name'])
      .where('hold_id', '=', holdId)
      .executeTakeFirst();
  }

  // ---- holds and checkout ----

  /** The patient chose no texts at the payment step: set in the checkout's transaction. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async declineTexts(id: string): Promise<void> {
    await this.db.kysely.updateTable('appointment').set({ texts_declined: true }).where('id', '=', id).execute();
  }

  /** Unpaid (pending) appointments of a hold that ran out are cancelled; answers their ids. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async cancelUnpaidOfHold(holdId: string) {
    return this.db.kysely
      .updateTable('appointment')
      .set({ status: 'cancelled', cancelled_at: sql<string>`now()`, updated_at: sql<string>`now()` })
      .where('hold_id', '=', holdId)
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
  }

  /**
   * The appointment of a hold (pending / pending), with the slot's practice, operative and times,
   * only while the slot is still the hold's. One per hold (`appointment_hold_id_key`): a second
   * checkout inserts nothing and gets nothing back.
   */
  @GenerateSql({ params: [NEW_APPOINTMENT] })
  async createForHold(a: NewAppointment) {
    return this.db.kysely
      .insertInto('appointment')
      .columns([
        'reference',
        'practice_id',
        'operative_id',
        'slot_id',
        'hold_id',
        'starts_at',
        'ends_at',
        'patient_name',
        'patient_phone',
        'patient_postcode',
        'patient_issue',
        'patient_email',
        'patient_user_id',
        'payment_provider',
        'amount_pence',
        'currency',
        'terms_version',
        'terms_accepted_at',
        'over_16_confirmed',
        'booked_for_name',
        'booked_for_under_16',
        'guardian_confirmed',
        'locale',
      ])
      .expression((eb) =>
        eb
          .selectFrom('slot as s')
          .select([
            eb.val(a.reference).as('reference'),
            's.practice_id',
            's.operative_id',
            's.id',
            eb.val(a.holdId).as('hold_id'),
            's.starts_at',
            's.ends_at',
            eb.val(a.patientName).as('patient_name'),
            eb.val(a.patientPhone).as('patient_phone'),
            eb.val(a.patientPostcode).as('patient_postcode'),
            eb.val(a.patientIssue).as('patient_issue'),
            eb.val(a.patientEmail).as('patient_email'),
            eb.val(a.patientUserId).as('patient_user_id'),
            eb.val(a.paymentProvider).as('payment_provider'),
            eb.val(a.amountPence).as('amount_pence'),
            eb.val(a.currency).as('currency'),
            eb.val(a.termsVersion).as('terms_version'),
            eb.val(a.termsAcceptedAt.toISOString()).as('terms_accepted_at'),
            eb.val(a.over16Confirmed).as('over_16_confirmed'),
            eb.val(a.bookedFor?.name ?? null).as('booked_for_name'),
            eb.val(a.bookedFor?.under16 ?? null).as('booked_for_under_16'),
            eb.val(a.guardianConfirmed).as('guardian_confirmed'),
            eb.val(a.locale).as('locale'),
          ])
          .where('s.id', '=', a.slotId)
          .where('s.hold_id', '=', a.holdId),
      )
      .onConflict((oc) => oc.column('hold_id').doNothing())
      .returning(['id', 'reference', 'payment_intent_id', 'practice_id', 'starts_at', 'patient_name'])
      .executeTakeFirst();
  }

  /** The PaymentIntent and the access token's hash, set once (or again with the same intent). */
  @GenerateSql({ params: [DUMMY.uuid, 'pi_123', DUMMY.text] })
  async attachPayment(id: string, paymentIntentId: string, accessTokenHash: string) {
    await this.db.kysely
      .updateTable('appointment')
      .set({ payment_intent_id: paymentIntentId, access_token_hash: accessTokenHash, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('payment_intent_id', 'is', null), eb('payment_intent_id', '=', paymentIntentId)]))
      .execute();
  }

  // ---- admin and patient changes ----

  /**
   * Pending with money held or taken → confirmed, in ONE compare-and-set; answers the payment
   * status, or nothing when the appointment was not confirmable (or another admin was first).
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid] })
  async confirm(id: string, adminId: string) {
    return this.db.kysely
      .updateTable('appointment')
      .set({
        status: 'confirmed',
        confirmed_at: sql<string>`now()`,
        confirmed_by: adminId,
        updated_at: sql<string>`now()`,
        payment_status: sql<PaymentStatus>`CASE WHEN payment_status IN ('authorized', 'completed') THEN payment_status ELSE 'processing' END`,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('payment_status', 'in', ['authorized', 'completed'])
      .returning('payment_status')
      .executeTakeFirst();
  }

  /**
   * → cancelled with the refund due and the reason the patient is told (null: none given), only from
   * the status the caller read under its lock (compare-and-set).
   */
  @GenerateSql({ params: [DUMMY.uuid, 'patient', 1950, 'pending', 'The dentist is unwell today.'] })
  async cancel(id: string, by: 'patient' | 'admin' | 'practice', refundDuePence: number, fromStatus: AppointmentStatus, reason: string | null): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set({
        status: 'cancelled',
        cancelled_at: sql<string>`now()`,
        cancelled_by: by,
        refund_due_pence: refundDuePence,
        cancellation_reason: reason,
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', fromStatus)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The booking moves to a slot already booked for it; the reminder is due again. */
  @GenerateSql({ params: [DUMMY.uuid, { slotId: DUMMY.uuid, operativeId: DUMMY.uuid, startsAt: DUMMY.instant, endsAt: DUMMY.instant }, 'pending'] })
  async moveToSlot(id: string, slot: { slotId: string; operativeId: string; startsAt: string | Date; endsAt: string | Date }, fromStatus: AppointmentStatus) {
    await this.db.kysely
      .updateTable('appointment')
      .set((eb) => ({
        slot_id: slot.slotId,
        operative_id: slot.operativeId,
        starts_at: slot.startsAt,
        ends_at: slot.endsAt,
        rescheduled_count: eb('rescheduled_count', '+', 1),
        reminder_sent_at: null,
        updated_at: sql<string>`now()`,
      }))
      .where('id', '=', id)
      .where('status', '=', fromStatus)
      .execute();
  }

  /** The patient corrected the address before the booking was made: the confirmation, when it goes, goes there. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.email] })
  async setEmailBeforeBooking(id: string, email: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set({ patient_email: email, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('email_status', '=', 'pending')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The patient corrected the confirmation's address after booking: the address is stored, the
   * confirmation queued again and the change counted, by compare-and-set from the count read under
   * the row lock; answers the change's number (nothing when another change came first).
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.email, 0] })
  async changeConfirmationEmail(id: string, email: string, fromChanges: number) {
    return this.db.kysely
      .updateTable('appointment')
      .set({ patient_email: email, email_status: 'queued', email_error: null, email_changes: fromChanges + 1, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('email_changes', '=', fromChanges)
      .where('email_status', '<>', 'pending')
      .returning('email_changes')
      .executeTakeFirst();
  }

  /**
   * The patient chose another language for their booking: set only when it differs, in one
   * compare-and-set, so two identical requests at once change it (and record it) once. Answers
   * whether it changed.
   */
  @GenerateSql({ params: [DUMMY.uuid, 'cy'] })
  async changeLocale(id: string, locale: Locale): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set({ locale, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('locale', '<>', locale)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
