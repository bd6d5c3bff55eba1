import { Migration } from '@mikro-orm/migrations';

/**
 * Practices hear about their bookings, patients about the admin's confirmation, and a patient can
 * correct the confirmation's address.
 * - notification_sent.kind: the new e-mails' sent-markers (one row per deterministic Message-ID).
 * - appointment.email_changes: how often the patient corrected the address. The confirmation's
 *   Message-ID and its sent-marker carry it, so each change is mailed once and a job for an older
 *   change (or the first confirmation, once a change exists) sends nothing.
 */
export class Migration20261125001300_practice_mail_and_email_change extends Migration {
  override name = 'Migration20261125001300_practice_mail_and_email_change';

  up(): void {
    this.addSql(`ALTER TABLE notification_sent DROP CONSTRAINT notification_sent_kind_check`);
    this.addSql(`ALTER TABLE notification_sent ADD CONSTRAINT notification_sent_kind_check
      CHECK (kind IN ('cancellation', 'reschedule', 'reminder', 'confirmed', 'practice-booking', 'practice-reschedule', 'practice-cancellation'))`);
    this.addSql(`ALTER TABLE appointment ADD COLUMN email_changes int NOT NULL DEFAULT 0 CONSTRAINT appointment_email_changes_check CHECK (email_changes >= 0)`);
  }

  override down(): void {
    this.addSql('ALTER TABLE appointment DROP COLUMN IF EXISTS email_changes');
    this.addSql(`DELETE FROM notification_sent WHERE kind NOT IN ('cancellation', 'reschedule', 'reminder')`);
    this.addSql(`ALTER TABLE notification_sent DROP CONSTRAINT notification_sent_kind_check`);
    this.addSql(`ALTER TABLE notification_sent ADD CONSTRAINT notification_sent_kind_check CHECK (kind IN ('cancellation', 'reschedule', 'reminder'))`);
  }
}
