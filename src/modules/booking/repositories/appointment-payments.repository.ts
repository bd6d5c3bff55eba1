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

  /** Where the payment of an appointment stands (nothing when there is no such appointment). */
  /** The appointment a PaymentIntent pays for, if any (Stripe's webhook names only the intent). */
  @GenerateSql({ params: ['pi_000000000000000000000000'] })
  async appointmentIdForPaymentIntent(paymentIntentId: string): Promise<string | undefined> {
    const row = await this.db.kysely.selectFrom('appointment').select('id').where('payment_intent_id', '=', paymentIntentId).executeTakeFirst();
    return row?.id;
  }

  @GenerateSql({ params: [DUMMY.uuid] })
  async findPaymentState(id: string) {
    return this.db.kysely
      .selectFrom('appointment')
      .select(['status', 'payment_status', 'payment_intent_id', 'amount_pence', 'refund_due_pence', 'refunded_pence'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

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
