import { Injectable } from '@nestjs/common';
import { Db } from '../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../shared/db/generate-sql.js';
import type { Selectable } from 'kysely';
import type { Database } from '../../shared/db/database.js';

/** Which e-mail a `notification_sent` row marks. */
export type NotificationKind = Selectable<Database['notification_sent']>['kind'];

/**
 * What the booking e-mails read (one appointment with its practice) and the sent-markers of the
 * e-mails after the confirmation (`notification_sent`, ours), each one conditional statement (ADR
 * 0006). The confirmation's and the reminder's markers are on the appointment: booking writes them
 * (`AppointmentMailMarks`).
 */
@Injectable()
export class BookingMailRepository {
  constructor(private readonly db: Db) {}

  /** What every booking e-mail needs about one appointment and its practice. */
  @GenerateSql({ params: [DUMMY.uuid] })
  async findBookingMail(appointmentId: string) {
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

  /** Whether a booking-update e-mail with this Message-ID was sent. */
  @GenerateSql({ params: ['<message-id@example.org>'] })
  async isUpdateSent(messageId: string): Promise<boolean> {
    const row = await this.db.kysely.selectFrom('notification_sent').select('message_id').where('message_id', '=', messageId).executeTakeFirst();
    return row !== undefined;
  }

  /** A booking-update e-mail's sent-marker, once per Message-ID. */
  @GenerateSql({ params: ['<message-id@example.org>', DUMMY.uuid, 'reminder'] })
  async markUpdateSent(messageId: string, appointmentId: string, kind: NotificationKind): Promise<void> {
    await this.db.kysely
      .insertInto('notification_sent')
      .values({ message_id: messageId, appointment_id: appointmentId, kind })
      .onConflict((oc) => oc.column('message_id').doNothing())
      .execute();
  }
}
