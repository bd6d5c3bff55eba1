import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import type { AppointmentStatus, PaymentStatus } from '../rules/booking.rules.js';

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
  /** The Booking Terms version accepted, when, and the 16-or-over confirmation (issue #29). */
  termsVersion: string;
  termsAcceptedAt: Date;
  over16Confirmed: boolean;
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
};

/** The `appointment` table: a booking and its payment. Every transition is one compare-and-set. */
@Injectable()
export class AppointmentsRepository {
  constructor(private readonly db: Db) {}

  // ---- reads ----

  /** Where the payment of an appointment stands (nothing when there is no such appointment). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findPaymentState(id: string) {
    return this.db.kysely
      .selectFrom('appointment')
      .select(['status', 'payment_status', 'payment_intent_id', 'amount_pence', 'refund_due_pence', 'refunded_pence'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

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

  /** One appointment with its practice's name, address and phone (the patient's and admin's view). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findWithPractice(id: string) {
    return this.db.kysely
      .selectFrom('appointment as a')
      .innerJoin('practice as p', 'p.id', 'a.practice_id')
      .selectAll('a')
      .select(['p.name as practice_name', 'p.address_line1', 'p.address_line2', 'p.city', 'p.postcode', 'p.phone as practice_phone', 'p.latitude', 'p.longitude'])
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * A signed-in patient's live bookings that have not ended, by their account or their e-mail,
   * soonest first. Only bookings (`isBooking`): money was held or taken for it once (authorized_at),
   * or its payment is on its way; a checkout whose payment is pending or failed is an attempt, and
   * the patient never sees it listed (issue #29 item 3).
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.email, DUMMY.instant] })
  async upcomingForPatient(userId: string, email: string, now: Date) {
    return this.db.kysely
      .selectFrom('appointment as a')
      .innerJoin('practice as p', 'p.id', 'a.practice_id')
      .select([
        'a.id',
        'a.reference',
        'a.starts_at',
        'a.ends_at',
        'a.practice_id',
        'p.name as practice_name',
        'a.service',
        'a.status',
        'a.payment_status',
        'a.patient_name',
        'a.amount_pence',
        'a.refunded_pence',
        'a.refund_due_pence',
      ])
      .where((eb) => eb.or([eb('a.patient_user_id', '=', userId), eb(eb.fn('lower', ['a.patient_email']), '=', eb.fn('lower', [eb.val(email)]))]))
      .where('a.ends_at', '>', now.toISOString())
      .where('a.status', 'in', ['pending', 'confirmed'])
      .where((eb) => eb.or([eb('a.authorized_at', 'is not', null), eb('a.payment_status', 'in', ['authorized', 'processing', 'completed'])]))
      .orderBy('a.starts_at')
      .orderBy('a.id')
      .execute();
  }

  // ---- holds and checkout ----

  /** The patient chose no texts at the payment step (issue 21): set in the checkout's transaction. */
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

  // ---- the payment's result ----

  /** A payment that arrived for a cancelled appointment: recorded, with the reason, so its money goes back. */
  @GenerateSql({ params: [DUMMY.uuid, 'authorized', DUMMY.text] })
  async recordOrphanedPayment(id: string, paymentStatus: PaymentStatus, paymentError: string) {
    await this.db.kysely
      .updateTable('appointment')
      .set({ payment_status: paymentStatus, payment_error: paymentError, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .execute();
  }

  /** A payment that holds no money yet (processing, failed) on a pending appointment. */
  @GenerateSql({ params: [DUMMY.uuid, 'failed', DUMMY.text] })
  async recordUnpaidPaymentStatus(id: string, paymentStatus: PaymentStatus, paymentError: string | null) {
    await this.db.kysely
      .updateTable('appointment')
      .set({ payment_status: paymentStatus, payment_error: paymentError, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** Money arrived but the slot went to someone else: the appointment is cancelled, the payment recorded. */
  @GenerateSql({ params: [DUMMY.uuid, 'authorized', DUMMY.text] })
  async cancelWithOrphanedPayment(id: string, paymentStatus: PaymentStatus, paymentError: string) {
    await this.db.kysely
      .updateTable('appointment')
      .set({
        status: 'cancelled',
        cancelled_at: sql<string>`now()`,
        payment_status: paymentStatus,
        payment_error: paymentError,
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', id)
      .execute();
  }

  /** Money is held (authorized) or taken (completed) and the slot is booked: the confirmation e-mail is queued. */
  @GenerateSql({ params: [DUMMY.uuid, 'authorized', DUMMY.instant, DUMMY.instant] })
  async recordPaymentHeld(id: string, paymentStatus: PaymentStatus, captureBefore: Date | null, now: Date) {
    await this.db.kysely
      .updateTable('appointment')
      .set({
        payment_status: paymentStatus,
        payment_error: null,
        // The Clock's time, as the lapse check that reads it (flagLapseRisk) uses the Clock.
        authorized_at: now,
        capture_before: captureBefore,
        captured_at: paymentStatus === 'completed' ? now : null,
        email_status: 'queued',
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', id)
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

  /** → cancelled with the refund due, only from the status the caller read under its lock (compare-and-set). */
  @GenerateSql({ params: [DUMMY.uuid, 'patient', 1950, 'pending'] })
  async cancel(id: string, by: 'patient' | 'admin' | 'practice', refundDuePence: number, fromStatus: AppointmentStatus): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set({
        status: 'cancelled',
        cancelled_at: sql<string>`now()`,
        cancelled_by: by,
        refund_due_pence: refundDuePence,
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

  // ---- practice staff (issue 20) ----

  /** The practice of an appointment (it never changes after booking): staff routes check it before acting. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async practiceOf(id: string) {
    const row = await this.db.kysely.selectFrom('appointment').select('practice_id').where('id', '=', id).executeTakeFirst();
    return row?.practice_id;
  }

  /** Where an appointment stands for an outcome (why a compare-and-set found nothing to change). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findOutcomeState(id: string) {
    return this.db.kysely.selectFrom('appointment').select(['practice_id', 'status', 'outcome', 'starts_at']).where('id', '=', id).executeTakeFirst();
  }

  /**
   * A confirmed appointment of the practice that has started → attended or no_show, ONCE: one
   * compare-and-set on `outcome IS NULL` (two staff at once: one wins, the other changes nothing).
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, 'attended', DUMMY.uuid, DUMMY.instant] })
  async recordVisitOutcome(id: string, practiceId: string, outcome: 'attended' | 'no_show', actorId: string, now: Date) {
    return this.db.kysely
      .updateTable('appointment')
      .set({ outcome, outcome_at: now, outcome_by: actorId, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('practice_id', '=', practiceId)
      .where('status', '=', 'confirmed')
      .where('outcome', 'is', null)
      .where('starts_at', '<=', now.toISOString())
      .returning(['id', 'payment_status'])
      .executeTakeFirst();
  }

  /** The outcome of a practice's cancellation, once, on the appointment that cancellation just moved. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.uuid, DUMMY.instant] })
  async recordPracticeCancellationOutcome(id: string, actorId: string, now: Date): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set({ outcome: 'cancelled_by_practice', outcome_at: now, outcome_by: actorId, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'cancelled')
      .where('cancelled_by', '=', 'practice')
      .where('outcome', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * A practice's appointments starting in [from, to), soonest first: those with money held or taken
   * (an unpaid pending one is a checkout in progress, not a booking) and those cancelled.
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant, DUMMY.instant, 500] })
  async listForPractice(practiceId: string, from: Date, to: Date, limit: number) {
    return this.db.kysely
      .selectFrom('appointment as a')
      .leftJoin('operative as o', 'o.id', 'a.operative_id')
      .select([
        'a.id',
        'a.reference',
        'a.starts_at',
        'a.ends_at',
        'a.patient_name',
        'a.patient_phone',
        'a.patient_issue',
        'a.service',
        'a.status',
        'a.payment_status',
        'a.cancelled_by',
        'a.outcome',
        'o.display_name as operative_name',
      ])
      .where('a.practice_id', '=', practiceId)
      .where('a.starts_at', '>=', from.toISOString())
      .where('a.starts_at', '<', to.toISOString())
      .where((eb) => eb.or([eb('a.status', '<>', 'pending'), eb('a.payment_status', 'in', ['authorized', 'completed', 'processing'])]))
      .orderBy('a.starts_at')
      .orderBy('a.id')
      .limit(limit)
      .execute();
  }

  /**
   * A practice's live bookings starting in [from, to), for its calendar feed: no patient contact or
   * health details are read at all, only the reference and the name (the feed shows the first name).
   */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.instant, DUMMY.instant, 1000] })
  async feedForPractice(practiceId: string, from: Date, to: Date, limit: number) {
    return this.db.kysely
      .selectFrom('appointment as a')
      .leftJoin('operative as o', 'o.id', 'a.operative_id')
      .select(['a.id', 'a.reference', 'a.starts_at', 'a.ends_at', 'a.patient_name', 'a.status', 'a.rescheduled_count', 'o.display_name as operative_name'])
      .where('a.practice_id', '=', practiceId)
      .where('a.starts_at', '>=', from.toISOString())
      .where('a.starts_at', '<', to.toISOString())
      .where((eb) =>
        eb.or([eb('a.status', '=', 'confirmed'), eb.and([eb('a.status', '=', 'pending'), eb('a.payment_status', 'in', ['authorized', 'completed', 'processing'])])]),
      )
      .orderBy('a.starts_at')
      .limit(limit)
      .execute();
  }

  /** How many visits were attended (the home page's "people helped", with the configured history). */
  @GenerateSql({ params: [] })
  async countAttended(): Promise<number> {
    const row = await this.db.kysely
      .selectFrom('appointment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('outcome', '=', 'attended')
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  // ---- the payment queue ----

  /**
   * Flags, once, the authorisations whose deadline (capture_before, or `defaultDays` after the
   * authorisation) falls within `riskDays` of `now`; answers them with their deadline.
   */
  @GenerateSql({ params: [DUMMY.instant, 7, 3] })
  async flagLapseRisk(now: Date, defaultDays: number, riskDays: number) {
    const deadline = sql<string>`coalesce(capture_before, authorized_at + make_interval(days => ${defaultDays}::int))`;
    return this.db.kysely
      .updateTable('appointment')
      .set({ lapse_flagged_at: now, updated_at: sql<string>`now()` })
      .where('payment_status', '=', 'authorized')
      .where('lapse_flagged_at', 'is', null)
      .where(sql<boolean>`${deadline} < ${now}::timestamptz + make_interval(days => ${riskDays}::int)`)
      .returning(['id', deadline.as('deadline')])
      .execute();
  }

  /** The card refused the capture: authorized → failed with the gateway's reason. */
  @GenerateSql({ params: [DUMMY.uuid, DUMMY.text] })
  async markCaptureFailed(id: string, reason: string) {
    await this.db.kysely
      .updateTable('appointment')
      .set({ payment_status: 'failed', payment_error: reason, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('payment_status', '=', 'authorized')
      .execute();
  }

  /** authorized → completed, once. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async markCaptured(id: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set({ payment_status: 'completed', captured_at: sql<string>`now()`, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('payment_status', '=', 'authorized')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The whole fee went back (a payment for an appointment that will not happen), once. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async markRefundedInFull(id: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set((eb) => ({ payment_status: 'refunded', refunded_pence: eb.ref('amount_pence'), updated_at: sql<string>`now()` }))
      .where('id', '=', id)
      .where('payment_status', '<>', 'refunded')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Nothing was due back: the captured fee is kept (captured_at as first set). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async markFeeKept(id: string) {
    await this.db.kysely
      .updateTable('appointment')
      .set({ payment_status: 'completed', captured_at: sql<string>`coalesce(captured_at, now())`, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('payment_status', '<>', 'completed')
      .execute();
  }

  /** refunded_pence moves from 0 to what was due, once (compare-and-set). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async recordRefundDue(id: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set((eb) => ({ refunded_pence: eb.ref('refund_due_pence').$notNull(), payment_status: 'refunded', updated_at: sql<string>`now()` }))
      .where('id', '=', id)
      .where('refunded_pence', '=', 0)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
}
