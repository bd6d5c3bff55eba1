import { Injectable } from '@nestjs/common';
import { Db } from '../../../shared/db/db.js';
import { DUMMY, GenerateSql } from '../../../shared/db/generate-sql.js';
import { jsonb } from '../../../shared/db/jsonb.js';

/** The dev inbox (`dev_mail`): what the embedded mailer "sent", one row per Message-ID. */
@Injectable()
export class DevInboxRepository {
  constructor(private readonly db: Db) {}

  /** Stores a message unless its Message-ID is already there; answers the new row's id, or undefined for a duplicate. */
  @GenerateSql({
    params: [{ messageId: '<message-id@example.org>', to: DUMMY.email, subject: 'Subject', text: 'Text', html: '<p>Text</p>', attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'QkVHSU4=' }] }],
  })
  async storeOnce(mail: {
    messageId: string;
    to: string;
    subject: string;
    text: string;
    html: string;
    attachments: Array<{ filename: string; contentType: string; content: string }>;
  }) {
    const row = await this.db.kysely
      .insertInto('dev_mail')
      .values({
        message_id: mail.messageId,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        attachments: jsonb(mail.attachments),
      })
      .onConflict((oc) => oc.column('message_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  /** The newest messages first. */
  @GenerateSql({ params: [50] })
  async latest(limit: number) {
    return this.db.kysely
      .selectFrom('dev_mail')
      .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'sent_at', 'attachments'])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }
}
