import { Migration } from '@mikro-orm/migrations';
import { BookingEvent } from '../../modules/booking/booking.events.js';

/**
 * The reason a booking was cancelled for the patient, kept on the appointment so every channel that
 * tells the patient (the cancellation e-mail, the text, the manage page) reads it from the row it
 * already reads. Set by the cancelling statement itself; the event keeps it too (the timeline).
 * - Nullable: a patient's own cancellation gives none, and neither does a booking that ran out.
 * - appointment_cancellation_reason_check: only on a cancelled appointment, and a short sentence
 *   (1 to 200 characters, as the api accepts), whatever the code.
 * - Existing cancellations by an admin or a practice take the reason their AppointmentCancelled
 *   event carries: it was asked "for the patient" and never reached them.
 */
export class Migration20261201000400_cancellation_reason extends Migration {
  override name = 'Migration20261201000400_cancellation_reason';

  up(): void {
    this.addSql('ALTER TABLE appointment ADD COLUMN cancellation_reason text NULL');
    this.addSql(`UPDATE appointment a SET cancellation_reason = left(btrim(e.payload->>'reason'), 200)
      FROM domain_event e
      WHERE e.aggregate_type = 'appointment' AND e.aggregate_id = a.id::text AND e.type = '${BookingEvent.AppointmentCancelled}'
        AND a.status = 'cancelled' AND a.anonymised_at IS NULL AND btrim(COALESCE(e.payload->>'reason', '')) <> ''`);
    this.addSql(`ALTER TABLE appointment ADD CONSTRAINT appointment_cancellation_reason_check
      CHECK ((cancellation_reason IS NULL) OR ((status = 'cancelled') AND (char_length(cancellation_reason) >= 1) AND (char_length(cancellation_reason) <= 200)))`);
  }

  override down(): void {
    this.addSql('ALTER TABLE appointment DROP CONSTRAINT IF EXISTS appointment_cancellation_reason_check');
    this.addSql('ALTER TABLE appointment DROP COLUMN IF EXISTS cancellation_reason');
  }
}
