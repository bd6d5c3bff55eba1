import { Migration } from '@mikro-orm/migrations';

/**
 * Patient self-service (ADR 0023): cancellation with the refund rule, reschedule, reminders, and
 * e-mails with attachments.
 * - appointment.refund_due_pence: what the refund rule gave at cancellation (NULL = not cancelled by
 *   the patient); refunded_pence moves to it exactly once (compare-and-set in the payment job).
 * - appointment.cancelled_by, reminder_sent_at, rescheduled_count.
 * - notification_sent: one row per deterministic Message-ID once the provider took it, so a job
 *   that runs again does not send again (the confirmation keeps its own email_status).
 * - dev_mail.attachments: the dev inbox keeps attachments (the .ics) like a real mailbox.
 * - simulated_refund: the simulated gateway's refunds by idempotency key.
 */
export class Migration20261123000100_self_service extends Migration {
  override name = 'Migration20261123000100_self_service';

  up(): void {
    this.addSql(`ALTER TABLE appointment
      ADD COLUMN refund_due_pence int CHECK (refund_due_pence IS NULL OR (refund_due_pence >= 0 AND refund_due_pence <= amount_pence)),
      ADD COLUMN cancelled_by text CHECK (cancelled_by IS NULL OR cancelled_by IN ('patient', 'admin', 'system')),
      ADD COLUMN reminder_sent_at timestamptz,
      ADD COLUMN rescheduled_count int NOT NULL DEFAULT 0 CHECK (rescheduled_count >= 0)`);
    this.addSql(`ALTER TABLE appointment ADD CONSTRAINT appointment_cancelled_has_time CHECK (status <> 'cancelled' OR cancelled_at IS NOT NULL)`);
    this.addSql(`CREATE TABLE notification_sent (
        message_id text PRIMARY KEY,
        appointment_id uuid NOT NULL REFERENCES appointment (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('cancellation', 'reschedule', 'reminder')),
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    this.addSql(`CREATE INDEX notification_sent_appointment_idx ON notification_sent (appointment_id)`);
    this.addSql(`ALTER TABLE dev_mail ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb`);
    // The simulated gateway's refunds, one per idempotency key (as Stripe keeps them).
    this.addSql(`CREATE TABLE simulated_refund (
        idempotency_key text PRIMARY KEY,
        intent_id text NOT NULL REFERENCES simulated_payment_intent (id) ON DELETE CASCADE,
        amount_pence int NOT NULL CHECK (amount_pence > 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  override down(): void {
    this.addSql('DROP TABLE IF EXISTS simulated_refund');
    this.addSql('ALTER TABLE dev_mail DROP COLUMN IF EXISTS attachments');
    this.addSql('DROP TABLE IF EXISTS notification_sent');
    this.addSql('ALTER TABLE appointment DROP CONSTRAINT IF EXISTS appointment_cancelled_has_time');
    this.addSql('ALTER TABLE appointment DROP COLUMN IF EXISTS refund_due_pence, DROP COLUMN IF EXISTS cancelled_by, DROP COLUMN IF EXISTS reminder_sent_at, DROP COLUMN IF EXISTS rescheduled_count');
  }
}
