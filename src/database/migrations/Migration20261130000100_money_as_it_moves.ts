import { Migration } from '@mikro-orm/migrations';

/**
 * What happened to the booking fee, stored so every channel can say it (ADR 0042):
 * - appointment.captured_pence: what was taken from the card; released_pence: what was held and let
 *   go without being taken. A held fee cancelled before the practice is instructed is captured in
 *   part (half) and the rest released, instead of captured whole and half refunded.
 * - payment_status gains part_captured (part taken, the rest released), released (the whole hold
 *   let go, nothing taken) and lapsed (the authorisation ran out before it was captured: nothing taken).
 * - The database refuses sums that cannot be: more taken and released than the fee, more refunded
 *   than was taken, and a status whose amounts contradict it.
 * - The simulated gateway records what a capture took (Stripe's amount_received), under which key,
 *   and why an intent was cancelled (Stripe's cancellation_reason: `automatic` when it lapsed).
 *
 * Existing rows: a fee taken (captured_at set, or completed or refunded) was taken whole; a
 * "refund" that was an authorisation let go (its RefundIssued said so) becomes released, since
 * nothing left the card.
 */
export class Migration20261130000100_money_as_it_moves extends Migration {
  override name = 'Migration20261130000100_money_as_it_moves';

  override up(): void {
    this.addSql(`ALTER TABLE appointment
      ADD COLUMN captured_pence int NOT NULL DEFAULT 0,
      ADD COLUMN released_pence int NOT NULL DEFAULT 0`);
    this.addSql(`ALTER TABLE appointment DROP CONSTRAINT appointment_payment_status_check`);
    this.addSql(`ALTER TABLE appointment ADD CONSTRAINT appointment_payment_status_check
      CHECK (payment_status IN ('pending', 'authorized', 'processing', 'completed', 'failed', 'refunded', 'part_captured', 'released', 'lapsed'))`);
    // The payload's method names the release; the event's type is not needed (and not written here).
    this.addSql(`UPDATE appointment a
      SET payment_status = 'released', released_pence = a.amount_pence, refunded_pence = 0
      WHERE a.payment_status = 'refunded' AND a.captured_at IS NULL
        AND EXISTS (SELECT 1 FROM domain_event e
                     WHERE e.aggregate_type = 'appointment' AND e.aggregate_id = a.id::text AND e.payload->>'method' = 'authorisation released')`);
    this.addSql(`UPDATE appointment SET captured_pence = amount_pence
      WHERE payment_status IN ('completed', 'refunded') OR captured_at IS NOT NULL OR refunded_pence > 0`);
    this.addSql(`UPDATE appointment SET payment_status = 'completed' WHERE payment_status IN ('pending', 'authorized', 'processing', 'failed') AND captured_pence > 0`);
    this.addSql(`ALTER TABLE appointment ADD CONSTRAINT appointment_money_sums_check
      CHECK (captured_pence >= 0 AND released_pence >= 0 AND captured_pence + released_pence <= amount_pence AND refunded_pence <= captured_pence)`);
    this.addSql(`ALTER TABLE appointment ADD CONSTRAINT appointment_money_status_check CHECK (
         (payment_status IN ('pending', 'authorized', 'processing', 'failed', 'lapsed') AND captured_pence = 0 AND released_pence = 0)
      OR (payment_status = 'completed' AND captured_pence = amount_pence AND refunded_pence = 0)
      OR (payment_status = 'refunded' AND refunded_pence > 0)
      OR (payment_status = 'part_captured' AND captured_pence > 0 AND released_pence > 0 AND captured_pence + released_pence = amount_pence AND refunded_pence = 0)
      OR (payment_status = 'released' AND captured_pence = 0 AND released_pence = amount_pence))`);

    this.addSql(`ALTER TABLE simulated_payment_intent
      ADD COLUMN amount_captured_pence int NOT NULL DEFAULT 0,
      ADD COLUMN capture_idempotency_key text NULL,
      ADD COLUMN cancellation_reason text NULL`);
    this.addSql(`UPDATE simulated_payment_intent SET amount_captured_pence = amount_pence WHERE status = 'succeeded'`);
    this.addSql(`ALTER TABLE simulated_payment_intent ADD CONSTRAINT simulated_payment_intent_captured_check
      CHECK (amount_captured_pence >= 0 AND amount_captured_pence <= amount_pence AND amount_refunded_pence <= amount_captured_pence AND (status = 'succeeded') = (amount_captured_pence > 0))`);
  }

  override down(): void {
    this.addSql('ALTER TABLE simulated_payment_intent DROP CONSTRAINT IF EXISTS simulated_payment_intent_captured_check');
    this.addSql(`ALTER TABLE simulated_payment_intent
      DROP COLUMN IF EXISTS amount_captured_pence,
      DROP COLUMN IF EXISTS capture_idempotency_key,
      DROP COLUMN IF EXISTS cancellation_reason`);
    this.addSql('ALTER TABLE appointment DROP CONSTRAINT IF EXISTS appointment_money_status_check');
    this.addSql('ALTER TABLE appointment DROP CONSTRAINT IF EXISTS appointment_money_sums_check');
    // Back to the old words: a part kept reads as its refund, a release or a lapse as before.
    this.addSql(`UPDATE appointment SET payment_status = 'refunded', refunded_pence = released_pence WHERE payment_status IN ('part_captured', 'released')`);
    this.addSql(`UPDATE appointment SET payment_status = 'failed' WHERE payment_status = 'lapsed'`);
    this.addSql(`ALTER TABLE appointment DROP CONSTRAINT appointment_payment_status_check`);
    this.addSql(`ALTER TABLE appointment ADD CONSTRAINT appointment_payment_status_check
      CHECK (payment_status IN ('pending', 'authorized', 'processing', 'completed', 'failed', 'refunded'))`);
    this.addSql(`ALTER TABLE appointment DROP COLUMN IF EXISTS captured_pence, DROP COLUMN IF EXISTS released_pence`);
  }
}
