import { Injectable } from '@nestjs/common';
import { type Selectable, sql } from 'kysely';
import type { Database } from '../../shared/db/database.js';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';
import { jsonb } from '../../shared/db/jsonb.js';

/** The intent's states, as the table has them. */
type IntentStatus = Selectable<Database['simulated_payment_intent']>['status'];

const INTENT_ID = 'pi_sim_000000000000000000000000';
const CLIENT_SECRET = `${INTENT_ID}_secret_000000000000000000000000`;

/**
 * The simulated gateway's PaymentIntents and refunds (`simulated_payment_intent`, `simulated_refund`).
 * Every transition is one compare-and-set statement from the state it leaves, so concurrent captures,
 * cancels and card steps have exactly one winner.
 */
@Injectable()
export class SimulatedPaymentsRepository {
  constructor(private readonly db: Db) {}

  /** Creates the intent unless its idempotency key already made one (Stripe's Idempotency-Key). */
  @GenerateSql({
    params: [
      { id: INTENT_ID, clientSecret: CLIENT_SECRET, idempotencyKey: `hold-${DUMMY.uuid}`, amountPence: 3900, currency: 'gbp', captureMethod: 'manual', metadata: { appointmentId: DUMMY.uuid } },
    ],
  })
  async createIntentOnce(intent: {
    id: string;
    clientSecret: string;
    idempotencyKey: string;
    amountPence: number;
    currency: string;
    captureMethod: 'manual' | 'automatic';
    metadata: Record<string, string>;
  }): Promise<void> {
    await this.db.kysely
      .insertInto('simulated_payment_intent')
      .values({
        id: intent.id,
        client_secret: intent.clientSecret,
        idempotency_key: intent.idempotencyKey,
        amount_pence: intent.amountPence,
        currency: intent.currency,
        capture_method: intent.captureMethod,
        status: 'requires_payment_method',
        metadata: jsonb(intent.metadata),
      })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .execute();
  }

  @GenerateSql({ params: [`hold-${DUMMY.uuid}`] })
  async findIntentByIdempotencyKey(idempotencyKey: string) {
    return this.db.kysely.selectFrom('simulated_payment_intent').selectAll().where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  }

  @GenerateSql({ params: [INTENT_ID] })
  async findIntent(id: string) {
    return this.db.kysely.selectFrom('simulated_payment_intent').selectAll().where('id', '=', id).executeTakeFirst();
  }

  @GenerateSql({ params: [CLIENT_SECRET] })
  async findIntentByClientSecret(clientSecret: string) {
    return this.db.kysely.selectFrom('simulated_payment_intent').selectAll().where('client_secret', '=', clientSecret).executeTakeFirst();
  }

  /**
   * The payment goes through (a card that works, or a passed 3-D Secure check): a manual-capture
   * intent is authorised (requires_capture), an automatic one captured at once (counted). Only from
   * the states given, so a second card step or a second "Complete" changes nothing.
   */
  @GenerateSql({ params: [CLIENT_SECRET, ['requires_payment_method', 'requires_action']] })
  async authorise(clientSecret: string, from: readonly IntentStatus[]) {
    return this.db.kysely
      .updateTable('simulated_payment_intent')
      .set({
        status: sql<'requires_capture' | 'succeeded'>`CASE WHEN capture_method = 'manual' THEN 'requires_capture' ELSE 'succeeded' END`,
        capture_count: sql<number>`capture_count + CASE WHEN capture_method = 'manual' THEN 0 ELSE 1 END`,
        amount_captured_pence: sql<number>`CASE WHEN capture_method = 'manual' THEN 0 ELSE amount_pence END`,
        last_error: null,
        updated_at: sql<string>`now()`,
      })
      .where('client_secret', '=', clientSecret)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * The payment is refused (a declined card, a failed 3-D Secure check): the intent waits for a
   * payment method again, with the refusal recorded, as Stripe's does. Only from the states given.
   */
  @GenerateSql({ params: [CLIENT_SECRET, 'Your card was declined.', ['requires_payment_method', 'requires_action']] })
  async refuse(clientSecret: string, message: string, from: readonly IntentStatus[]) {
    return this.db.kysely
      .updateTable('simulated_payment_intent')
      .set({ status: 'requires_payment_method', last_error: message, updated_at: sql<string>`now()` })
      .where('client_secret', '=', clientSecret)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * A card whose bank asks for authentication (3-D Secure): the intent waits in requires_action for
   * the patient's answer. A new card may be tried while it waits (Stripe confirms from either state).
   */
  @GenerateSql({ params: [CLIENT_SECRET] })
  async requireAuthentication(clientSecret: string) {
    return this.db.kysely
      .updateTable('simulated_payment_intent')
      .set({ status: 'requires_action', last_error: null, updated_at: sql<string>`now()` })
      .where('client_secret', '=', clientSecret)
      .where('status', 'in', ['requires_payment_method', 'requires_action'])
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Captures once: only an authorised intent moves to succeeded, with what it took and under which
   * key; each capture is counted.
   */
  @GenerateSql({ params: [INTENT_ID, 1950, `capture-part-${DUMMY.uuid}`] })
  async captureIntent(id: string, amountPence: number, idempotencyKey: string) {
    return this.db.kysely
      .updateTable('simulated_payment_intent')
      .set({
        status: 'succeeded',
        capture_count: sql<number>`capture_count + 1`,
        amount_captured_pence: amountPence,
        capture_idempotency_key: idempotencyKey,
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'requires_capture')
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * An authorisation nobody captured within `days` lapses, as Stripe's do: the intent is cancelled
   * by the "bank" (cancellation_reason automatic). In the database's time, like created_at.
   */
  @GenerateSql({ params: [INTENT_ID, 7] })
  async lapseIfExpired(id: string, days: number) {
    await this.db.kysely
      .updateTable('simulated_payment_intent')
      .set({ status: 'canceled', cancellation_reason: 'automatic', updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('status', '=', 'requires_capture')
      .where(sql<boolean>`created_at + make_interval(days => ${days}::int) <= now()`)
      .execute();
  }

  /** Cancels an intent not yet captured (the status check allows no other state to be cancelled). */
  @GenerateSql({ params: [INTENT_ID] })
  async cancelIntent(id: string) {
    return this.db.kysely
      .updateTable('simulated_payment_intent')
      .set({ status: 'canceled', updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .where('status', 'in', ['requires_payment_method', 'requires_action', 'requires_capture'])
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * One statement: the refund row is inserted only for a captured intent, only once per key and
   * only within what the capture took, and the intent's refunded total grows by it only when the row
   * was new. Answers
   * undefined when nothing was refunded now (not captured, or the key was used before).
   */
  @GenerateSql({ params: [INTENT_ID, 3900, `refund-cancelled-${DUMMY.uuid}`] })
  async refundOnce(intentId: string, amountPence: number, idempotencyKey: string) {
    return this.db.kysely
      .with('r', (db) =>
        db
          .insertInto('simulated_refund')
          .columns(['idempotency_key', 'intent_id', 'amount_pence'])
          .expression(
            db
              .selectFrom('simulated_payment_intent as i')
              .select([sql<string>`${idempotencyKey}::text`.as('idempotency_key'), 'i.id', sql<number>`${amountPence}::int`.as('amount_pence')])
              .where('i.id', '=', intentId)
              .where('i.status', '=', 'succeeded')
              // Never more than the capture took, all refunds together.
              .where(sql<boolean>`i.amount_refunded_pence + ${amountPence}::int <= i.amount_captured_pence`),
          )
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .returning(['intent_id', 'amount_pence']),
      )
      .updateTable('simulated_payment_intent as i')
      .from('r')
      .set({ amount_refunded_pence: sql<number>`i.amount_refunded_pence + r.amount_pence`, updated_at: sql<string>`now()` })
      .whereRef('i.id', '=', 'r.intent_id')
      .returning('i.amount_refunded_pence')
      .executeTakeFirst();
  }

  /** The refund an idempotency key already made on this intent, if any. */
  @GenerateSql({ params: [`refund-cancelled-${DUMMY.uuid}`, INTENT_ID] })
  async findRefund(idempotencyKey: string, intentId: string) {
    return this.db.kysely
      .selectFrom('simulated_refund')
      .select('amount_pence')
      .where('idempotency_key', '=', idempotencyKey)
      .where('intent_id', '=', intentId)
      .executeTakeFirst();
  }
}
