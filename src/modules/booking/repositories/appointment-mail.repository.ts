import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';

/**
 * What the e-mails about an appointment read (it with its practice), and its e-mail state as they
 * move it (ADR 0006: each sent once): the confirmation's status and the reminder's marker. They stay on the appointment because booking's own rules read
 * them (changing the address, the admin's list and timeline), so booking writes them; each is one
 * compare-and-set.
 */
@Injectable()
export class AppointmentMailRepository {
  constructor(private readonly db: Db) {}

  /** What every booking e-mail needs about one appointment and its practice. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findForMail(appointmentId: string) {
    return this.db.kysely
      .selectFrom('appointment as a')
      .innerJoin('practice as p', 'p.id', 'a.practice_id')
      .select([
        'a.id',
        'a.reference',
        'a.status',
        'a.starts_at',
        'a.ends_at',
        'a.patient_name',
        'a.patient_phone',
        'a.patient_postcode',
        'a.patient_issue',
        'a.patient_email',
        'a.booked_for_name',
        'a.booked_for_under_16',
        'a.email_status',
        'a.refund_due_pence',
        'a.payment_status',
        'a.amount_pence',
        'a.refunded_pence',
        'a.captured_pence',
        'a.released_pence',
        'a.authorized_at',
        'a.cancelled_by',
        'a.cancellation_reason',
        'a.rescheduled_count',
        // With the phone and the two above: the state in the patient's words (patient-state.rules.ts).
        'a.outcome',
        'a.texts_declined',
        'a.reminder_sent_at',
        'a.email_changes',
        // The language the patient booked in: the e-mail and its calendar file speak it.
        'a.locale',
        'p.name as practice_name',
        'p.email as practice_email',
        'p.address_line1',
        'p.address_line2',
        'p.city',
        'p.postcode',
        'p.phone',
        'p.latitude',
        'p.longitude',
      ])
      .where('a.id', '=', appointmentId)
      .executeTakeFirst();
  }

  /**
   * The confirmation's sent-marker: moves the e-mail status to sent unless it is already, and only
   * while the address is the one it was sent to (`emailChanges` as read before sending): a mail to an
   * address the patient corrected meanwhile does not count for the new one.
   */
  @GenerateSql({ params: [DUMMY.uuid, '<message-id@example.org>', 0] })
  async markConfirmationSent(appointmentId: string, messageId: string, emailChanges: number): Promise<void> {
    await this.db.kysely
      .updateTable('appointment')
      .set({ email_status: 'sent', email_message_id: messageId, email_sent_at: sql<string>`now()`, email_error: null, updated_at: sql<string>`now()` })
      .where('id', '=', appointmentId)
      .where('email_status', '<>', 'sent')
      .where('email_changes', '=', emailChanges)
      .execute();
  }

  /** The confirmation failed for good (no attempts left): recorded unless it was sent, or the address changed, meanwhile. */
  @GenerateSql({ params: [DUMMY.uuid, 'SMTP 550', 0] })
  async markConfirmationFailed(appointmentId: string, error: string, emailChanges: number): Promise<void> {
    await this.db.kysely
      .updateTable('appointment')
      .set({ email_status: 'failed', email_error: error, updated_at: sql<string>`now()` })
      .where('id', '=', appointmentId)
      .where('email_status', '<>', 'sent')
      .where('email_changes', '=', emailChanges)
      .execute();
  }

  /** The reminder's marker: only once, and only for the time the appointment still has. */
  @GenerateSql({ params: [DUMMY.uuid, '2026-01-01 09:00:00+00'] })
  async markReminderSent(appointmentId: string, startsAt: string): Promise<void> {
    await this.db.kysely
      .updateTable('appointment')
      .set({ reminder_sent_at: sql<string>`now()`, updated_at: sql<string>`now()` })
      .where('id', '=', appointmentId)
      .where('reminder_sent_at', 'is', null)
      .where('starts_at', '=', sql<string>`${startsAt}::timestamptz`)
      .execute();
  }
}
