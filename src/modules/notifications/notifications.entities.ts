import { defineEntity, p } from '@mikro-orm/postgresql';
import { Appointment } from '../booking/booking.entities.js';

/** What the embedded mailer "sent" (the dev inbox); never used with SMTP. */
export const DevMail = defineEntity({
  name: 'DevMail',
  tableName: 'dev_mail',
  properties: {
    id: p.bigint('number').primary().autoincrement().generated('identity'),
    messageId: p.text().unique('dev_mail_message_id_key'),
    toAddress: p.text(),
    subject: p.text(),
    textBody: p.text(),
    htmlBody: p.text(),
    sentAt: p.datetime().defaultRaw('now()').index('dev_mail_sent_at_idx'),
    attachments: p.json<Array<{ filename: string; contentType: string; content: string }>>().columnType('jsonb').defaultRaw("'[]'::jsonb"),
  },
});

/** The sent-marker of each booking e-mail after the confirmation, the practice's included (exactly once, ADR 0006). */
export const NotificationSent = defineEntity({
  name: 'NotificationSent',
  tableName: 'notification_sent',
  properties: {
    messageId: p.text().primary(),
    appointment: () =>
      p.manyToOne(Appointment).mapToPk().deleteRule('cascade').foreignKeyName('notification_sent_appointment_id_fkey').index('notification_sent_appointment_idx'),
    kind: p.enum(['cancellation', 'reschedule', 'reminder', 'confirmed', 'practice-booking', 'practice-reschedule', 'practice-cancellation'] as const),
    sentAt: p.datetime().defaultRaw('now()'),
  },
});

/** The sent-marker of each e-mail to an account's owner about its sign-in (one per domain event). */
export const AccountNoticeSent = defineEntity({
  name: 'AccountNoticeSent',
  tableName: 'account_notice_sent',
  properties: {
    eventId: p.uuid().primary(),
    sentAt: p.datetime().defaultRaw('now()'),
  },
});
