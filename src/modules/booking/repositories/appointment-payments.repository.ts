import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import type { PaymentStatus } from '../rules/booking.rules.js';

/**
 * An appointment's payment, as the payment's result (RecordPaymentResultHandler) and the `payment`
 * queue's jobs read and record it: where it stands, money held, taken, refused, refunded or kept.
 * Every transition is one compare-and-set, so a job that runs twice records once.
 */
@Injectable()
export class AppointmentPaymentsRepository {
  constructor(private readonly db: Db) {}

  /** The appointment a PaymentIntent pays for, if any (Stripe's webhook names only the intent). */
  @GenerateSql({ params: ['pi_000000000000000000000000'] })
  async appointmentIdForPaymentIntent(paymentIntentId: string): Promise<string | undefined> {
    const row = await this.db.kysely.selectFrom('appointment').select('id').where('payment_intent_id', '=', paymentIntentId).executeTakeFirst();
    return row?.id;
  }

  /** Where the payment of an appointment stands (nothing when there is no such appointment). */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findPaymentState(id: string) {
    return this.db.kysely
      .selectFrom('appointment')
      .select(['status', 'payment_status', 'payment_intent_id', 'amount_pence', 'refund_due_pence', 'refunded_pence', 'captured_pence', 'released_pence'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A payment that arrived for a cancelled appointment: recorded, with the reason, so its money goes back. */
  @GenerateSql({ params: [DUMMY.uuid, 'authorized', DUMMY.text] })
  async recordOrphanedPayment(id: string, paymentStatus: PaymentStatus, paymentError: string) {
    await this.db.kysely
      .updateTable('appointment')
      .set((eb) => ({
        payment_status: paymentStatus,
        payment_error: paymentError,
        captured_pence: paymentStatus === 'completed' ? eb.ref('amount_pence') : eb.ref('captured_pence'),
        updated_at: sql<string>`now()`,
      }))
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
      .set((eb) => ({
        status: 'cancelled',
        cancelled_at: sql<string>`now()`,
        payment_status: paymentStatus,
        payment_error: paymentError,
        captured_pence: paymentStatus === 'completed' ? eb.ref('amount_pence') : eb.ref('captured_pence'),
        updated_at: sql<string>`now()`,
      }))
      .where('id', '=', id)
      .execute();
  }

  /** Money is held (authorized) or taken (completed) and the slot is booked: the confirmation e-mail is queued. */
  @GenerateSql({ params: [DUMMY.uuid, 'authorized', DUMMY.instant, DUMMY.instant] })
  async recordPaymentHeld(id: string, paymentStatus: PaymentStatus, captureBefore: Date | null, now: Date) {
    await this.db.kysely
      .updateTable('appointment')
      .set((eb) => ({
        payment_status: paymentStatus,
        payment_error: null,
        // The Clock's time, as the lapse check that reads it (flagLapseRisk) uses the Clock.
        authorized_at: now,
        capture_before: captureBefore,
        captured_at: paymentStatus === 'completed' ? now : null,
        captured_pence: paymentStatus === 'completed' ? eb.ref('amount_pence') : 0,
        email_status: 'queued',
        updated_at: sql<string>`now()`,
      }))
      .where('id', '=', id)
      .execute();
  }

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

  /** authorized → completed (the whole fee taken), once. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async markCaptured(id: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set((eb) => ({ payment_status: 'completed', captured_pence: eb.ref('amount_pence'), captured_at: sql<string>`now()`, updated_at: sql<string>`now()` }))
      .where('id', '=', id)
      .where('payment_status', '=', 'authorized')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The whole fee, taken, went back (a payment for an appointment that will not happen), once. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async markRefundedInFull(id: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set((eb) => ({ payment_status: 'refunded', captured_pence: eb.ref('amount_pence'), refunded_pence: eb.ref('amount_pence'), updated_at: sql<string>`now()` }))
      .where('id', '=', id)
      // Whatever was recorded before (a payment taken after its hold ran out may never have been), but once.
      .where('payment_status', 'not in', ['refunded', 'part_captured', 'released', 'lapsed'])
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Nothing was due back: the whole fee is taken and kept (captured_at as first set), once. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async markFeeKept(id: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set((eb) => ({ payment_status: 'completed', captured_pence: eb.ref('amount_pence'), captured_at: sql<string>`coalesce(captured_at, now())`, updated_at: sql<string>`now()` }))
      .where('id', '=', id)
      .where('payment_status', 'in', ['authorized', 'processing'])
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * A paid fee's refund: refunded_pence moves from 0 to what was due, once (compare-and-set). The
   * refund came from a capture of the whole fee (a completed payment, or one recorded as held or
   * processing that the gateway says was taken whole), so that is what was taken.
   */
  @GenerateSql({ params: [DUMMY.uuid] })
  async recordRefundDue(id: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set((eb) => ({ refunded_pence: eb.ref('refund_due_pence').$notNull(), captured_pence: eb.ref('amount_pence'), payment_status: 'refunded', updated_at: sql<string>`now()` }))
      .where('id', '=', id)
      .where('refunded_pence', '=', 0)
      .where('payment_status', 'in', ['authorized', 'processing', 'completed'])
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * A held fee cancelled before the practice was instructed: `capturedPence` taken, the rest released.
   * Once, from authorized only (compare-and-set); the database checks that the two add up to the fee.
   */
  @GenerateSql({ params: [DUMMY.uuid, 1950] })
  async recordPartCaptured(id: string, capturedPence: number): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set((eb) => ({
        payment_status: 'part_captured',
        captured_pence: capturedPence,
        released_pence: eb(eb.ref('amount_pence'), '-', capturedPence),
        captured_at: sql<string>`now()`,
        updated_at: sql<string>`now()`,
      }))
      .where('id', '=', id)
      .where('payment_status', '=', 'authorized')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A held fee let go whole (nothing taken), once, from authorized only. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async recordReleased(id: string): Promise<boolean> {
    const row = await this.db.kysely
      .updateTable('appointment')
      .set((eb) => ({ payment_status: 'released', released_pence: eb.ref('amount_pence'), updated_at: sql<string>`now()` }))
      .where('id', '=', id)
      .where('payment_status', '=', 'authorized')
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The authorisation ran out before it was captured: nothing was taken. Once, from authorized only;
   * `live`: only while the appointment is not cancelled (a cancelled one's authorisation is let go
   * by us, which is a release, not a lapse).
   */
  @GenerateSql({ params: [DUMMY.uuid, true] })
  async recordLapsed(id: string, live: boolean): Promise<boolean> {
    let update = this.db.kysely
      .updateTable('appointment')
      .set({ payment_status: 'lapsed', updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('payment_status', '=', 'authorized');
    if (live) update = update.where('status', '<>', 'cancelled');
    const row = await update.returning('id').executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Authorisations past their deadline (capture_before, or `defaultDays` after the authorisation)
   * and still recorded as held on a live appointment: the lapse check asks the gateway about each.
   */
  @GenerateSql({ params: [DUMMY.instant, 7, 100] })
  async pastDeadline(now: Date, defaultDays: number, limit: number) {
    const deadline = sql<string>`coalesce(capture_before, authorized_at + make_interval(days => ${defaultDays}::int))`;
    return this.db.kysely
      .selectFrom('appointment')
      .select(['id', 'payment_intent_id'])
      .where('payment_status', '=', 'authorized')
      .where('status', '<>', 'cancelled')
      .where('payment_intent_id', 'is not', null)
      .where(sql<boolean>`${deadline} <= ${now}::timestamptz`)
      .orderBy(deadline)
      .limit(limit)
      .execute();
  }
}
