import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import type { Selectable } from 'kysely';
import type { Database } from '../../../shared/db/database.js';

/** Which e-mail a `notification_sent` row marks. */
export type NotificationKind = Selectable<Database['notification_sent']>['kind'];

/**
 * The sent-markers of the booking e-mails after the confirmation (`notification_sent`, ours), each one
 * conditional statement (ADR 0006). What the e-mails read of an appointment, and the confirmation's
 * and the reminder's markers on it, are booking's (`AppointmentMail`).
 */
@Injectable()
export class BookingMailRepository {
  constructor(private readonly db: Db) {}

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
